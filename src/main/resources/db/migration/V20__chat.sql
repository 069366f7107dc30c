-- Question answering over the knowledge base (issue 12). A session holds the questions and the
-- finished answers; each answer keeps a copy of the passages it cited, so it stays readable after
-- the knowledge-base item behind a citation is deleted.
create table chat_session (
    id                bigserial primary key,
    title             varchar(200),
    -- knowledge-base item ids the answers draw on; empty = every item. No foreign key: items belong
    -- to another feature and may be deleted while the session lives on.
    scope             bigint[]     not null default '{}',
    -- set while an answer is being produced; a cross-instance "one answer at a time" guard that a
    -- crashed instance cannot hold forever (it is taken over once older than the answer lease)
    answering_token   varchar(64),
    answering_since   timestamptz,
    created_at        timestamptz  not null,
    updated_at        timestamptz  not null
);

create index chat_session_created_idx on chat_session (created_at desc, id desc);

create table chat_message (
    id            bigserial primary key,
    session_id    bigint       not null references chat_session (id) on delete cascade,
    -- USER (the question) or ASSISTANT (the answer)
    role          varchar(16)  not null,
    content       text         not null,
    -- ASSISTANT: the passages given to the answer, as JSON [{n, knowledgeBaseId, knowledgeBaseName,
    -- chunkIndex, score, content}], copied so a deleted item leaves the answer readable
    sources       jsonb        not null default '[]',
    -- ASSISTANT: "offline" or the chat model's name; COMPLETE, NOT_FOUND or FAILED
    model         varchar(200),
    status        varchar(20)  not null,
    language      varchar(10)  not null,
    -- ASSISTANT: the question actually searched (a follow-up rewritten to stand alone)
    search_query  text,
    timings       jsonb,
    created_at    timestamptz  not null
);

create index chat_message_session_idx on chat_message (session_id, id);
