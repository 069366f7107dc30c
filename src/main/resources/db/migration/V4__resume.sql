-- Resumes and their analyses. The task ledger (V2) is the authority on task state; analyze_status
-- and analyze_error mirror it for listing, written by the consumer's hooks.
create table resume (
    id                bigserial primary key,
    original_filename varchar(255) not null,
    content_type      varchar(127) not null,
    size_bytes        bigint       not null,
    file_hash         varchar(64)  not null,
    storage_key       varchar(255) not null,
    -- extracted by the worker on the first analysis and kept, so re-analysis and interviews skip parsing
    parsed_text       text,
    analyze_status    varchar(16)  not null check (analyze_status in ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
    analyze_error     varchar(1000),
    created_at        timestamptz  not null default now(),
    updated_at        timestamptz  not null default now(),
    -- same content, same resume: the upload answers with the existing one
    constraint resume_file_hash unique (file_hash)
);

create index resume_created_at on resume (created_at desc);

-- Every analysis made; re-analysis adds a row and retires the previous one, so earlier results are
-- kept as history but there is never more than one current result per resume.
create table resume_analysis (
    id            bigserial primary key,
    resume_id     bigint       not null references resume (id) on delete cascade,
    is_current    boolean      not null,
    overall_score int          not null check (overall_score between 0 and 100),
    -- scores, summary, strengths, weaknesses, suggestions, skills
    content       jsonb        not null,
    model         varchar(200) not null,
    analyzed_at   timestamptz  not null
);

create unique index resume_analysis_one_current on resume_analysis (resume_id) where is_current;
create index resume_analysis_resume on resume_analysis (resume_id, analyzed_at desc);
