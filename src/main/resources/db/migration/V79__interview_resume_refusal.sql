-- A resume a session start could not read (SessionResumes), remembered so the next starts are answered at once
-- instead of parsing it again. No foreign key: the resume belongs to another feature; its ids are never reused,
-- and a refusal expires.
create table interview_resume_refusal (
    resume_id bigint      not null,
    owner_id  bigint      not null,
    code      text        not null,
    until     timestamptz not null,
    primary key (resume_id, owner_id)
);
