-- Mock interviews. PostgreSQL is the record: a session, its questions and answers survive restarts.
-- The evaluation task itself lives in the stream ledger; evaluate_status mirrors it for reads.
create table interview_session (
    id              bigserial primary key,
    -- no foreign key: the resume belongs to another feature and may be deleted independently
    resume_id       bigint,
    role            varchar(200) not null,
    difficulty      varchar(20)  not null,
    status          varchar(20)  not null,
    current_index   integer      not null default 0,
    -- "question-bank" or the chat model that generated the questions
    question_source varchar(200) not null,
    -- makes the bank selection reproducible for this session
    selection_seed  bigint       not null,
    evaluate_status varchar(20),
    evaluate_error  text,
    created_at      timestamptz  not null,
    updated_at      timestamptz  not null,
    completed_at    timestamptz
);

create index interview_session_created_idx on interview_session (created_at desc);

create table interview_question (
    id             bigserial primary key,
    session_id     bigint       not null references interview_session (id) on delete cascade,
    question_index integer      not null,
    question       text         not null,
    category       varchar(60)  not null,
    -- the bank entry it came from, null when generated
    bank_id        varchar(60),
    -- JSON array of reference key points the evaluator checks coverage against
    key_points     jsonb        not null,
    answer         text,
    unique (session_id, question_index)
);

-- One row per session: re-evaluation replaces it, so there is never more than one current report.
create table interview_report (
    session_id    bigint       primary key references interview_session (id) on delete cascade,
    overall_score integer      not null,
    dimensions    jsonb        not null,
    summary       text         not null,
    questions     jsonb        not null,
    improvements  jsonb        not null,
    model         varchar(200) not null,
    evaluated_at  timestamptz  not null
);
