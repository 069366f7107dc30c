-- Task ledger of the stream framework: PostgreSQL is the authority on every task, Redis only delivers
-- wake-up tokens. One row per (task_type, entity_id); a re-run resets the row, so its history goes on.
create table stream_task (
    id               bigserial primary key,
    task_type        varchar(64)  not null,
    entity_id        bigint       not null,
    status           varchar(16)  not null check (status in ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
    attempt          int          not null default 0,
    max_attempts     int          not null,
    -- extra message fields of the producer (identifiers only), so the sweeper can resend the same message
    fields           jsonb,
    lease_owner      varchar(128),
    lease_expires_at timestamptz,
    next_attempt_at  timestamptz  not null default now(),
    -- set when a send was started (by the producer or the sweeper); null = nobody is sending it
    enqueued_at      timestamptz,
    message_id       varchar(64),
    last_error       varchar(1000),
    created_at       timestamptz  not null default now(),
    updated_at       timestamptz  not null default now(),
    completed_at     timestamptz,
    constraint stream_task_type_entity unique (task_type, entity_id)
);

-- The sweeper's three questions, each answered from a small partial index.
create index stream_task_due_unsent on stream_task (task_type, next_attempt_at)
    where status = 'PENDING' and enqueued_at is null;
create index stream_task_sent_pending on stream_task (task_type, enqueued_at)
    where status = 'PENDING' and enqueued_at is not null;
create index stream_task_leases on stream_task (task_type, lease_expires_at)
    where status = 'PROCESSING';

-- Append-only history. No foreign key: rows are removed with their task by TaskLedger.cancel, and
-- the insert on every transition stays a plain append.
create table stream_task_transition (
    id      bigserial primary key,
    task_id bigint      not null,
    status  varchar(16) not null,
    attempt int         not null,
    error   varchar(1000),
    at      timestamptz not null
);
create index stream_task_transition_task on stream_task_transition (task_id, id);

-- A trigger records every status (or attempt) change, so no code path can forget one and it costs
-- no extra round trip.
create function stream_task_record_transition() returns trigger language plpgsql as $$
begin
    insert into stream_task_transition (task_id, status, attempt, error, at)
    values (new.id, new.status, new.attempt,
            case when new.status in ('PENDING', 'FAILED') then new.last_error end, clock_timestamp());
    return null;
end
$$;

create trigger stream_task_inserted after insert on stream_task
    for each row execute function stream_task_record_transition();

create trigger stream_task_changed after update of status, attempt on stream_task
    for each row when (old.status is distinct from new.status or old.attempt is distinct from new.attempt)
    execute function stream_task_record_transition();
