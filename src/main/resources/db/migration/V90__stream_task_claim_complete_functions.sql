-- The claim and the completion, one statement per read batch each, were parsed and planned at every execution
-- (never server-prepared: a generic plan made while the ledger was nearly empty is a sequential scan, kept until
-- the statistics change, which without autovacuum is never). Parsing and planning the claim cost ~48 us of
-- PostgreSQL CPU per statement, more than running it (~16 us with a cached plan, 10 ids). As PL/pgSQL functions
-- their plans are cached per connection, and SET enable_seqscan = off makes the cached generic plan one that
-- reaches the rows through the primary key (the coalesce guards keep the other indexes out, as before), however
-- empty the ledger was when it was made. Measured on the ledger alone: ~20 us less PostgreSQL CPU per task
-- (docs/benchmarks.md). Same statements, same guards, same history (the statement-level triggers fire as before).

-- Claims a read batch: PENDING tasks that are due, and PROCESSING tasks whose lease expired with attempts left.
-- Run it on its own (autocommit): its transaction's commit skips the WAL flush wait (TaskClaims.claim says why).
create function stream_task_claim(p_owner varchar, p_lease_ms bigint, p_task_ids bigint[], p_task_type varchar)
    returns table (id bigint, entity_id bigint, attempt int, max_attempts int, fields text, waited_ms double precision,
                   run_id bigint)
    language plpgsql set enable_seqscan = off as $$
#variable_conflict use_column
begin
    perform set_config('synchronous_commit', 'off', true);
    return query
    update stream_task t
    set status = 'PROCESSING', attempt = t.attempt + 1, run_id = t.run_id + 1, lease_owner = p_owner,
        lease_expires_at = now() + p_lease_ms * interval '1 millisecond', updated_at = now()
    where t.id = any(p_task_ids) and coalesce(t.task_type, '') = p_task_type
      and ((t.status = 'PENDING' and t.next_attempt_at <= now())
        or (t.status = 'PROCESSING' and t.lease_expires_at < now() and t.attempt < t.max_attempts))
    returning t.id, t.entity_id, t.attempt, t.max_attempts, t.fields::text,
        (extract(epoch from clock_timestamp()
            - greatest(coalesce(t.enqueued_at, t.next_attempt_at), t.next_attempt_at)) * 1000)::double precision,
        t.run_id;
end
$$;

-- Completes successful runs of one batch; returns those whose lease still held. A task id occurs once.
create function stream_task_complete(p_task_ids bigint[], p_run_ids bigint[])
    returns table (id bigint, entity_id bigint, attempt int)
    language plpgsql set enable_seqscan = off as $$
#variable_conflict use_column
begin
    return query
    update stream_task t
    set status = 'COMPLETED', completed_at = now(), updated_at = now(), lease_owner = null,
        lease_expires_at = null, last_error = null
    where t.id = any(p_task_ids) and t.run_id = p_run_ids[array_position(p_task_ids, t.id)]
      and coalesce(t.status, '') = 'PROCESSING'
    returning t.id, t.entity_id, t.attempt;
end
$$;
