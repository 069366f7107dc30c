-- Record transitions once per statement instead of once per row: the claim and completion statements
-- change a whole read batch at once, and a statement-level trigger with transition tables appends all
-- its history rows with one INSERT ... SELECT instead of one PL/pgSQL call per row. Same rows recorded.
drop trigger stream_task_inserted on stream_task;
drop trigger stream_task_changed on stream_task;
drop function stream_task_record_transition();

create function stream_task_record_inserted() returns trigger language plpgsql as $$
begin
    insert into stream_task_transition (task_id, status, attempt, error, at)
    select n.id, n.status, n.attempt,
           case when n.status in ('PENDING', 'FAILED') then n.last_error end, clock_timestamp()
    from new_rows n order by n.id;
    return null;
end
$$;

create function stream_task_record_updated() returns trigger language plpgsql as $$
begin
    insert into stream_task_transition (task_id, status, attempt, error, at)
    select n.id, n.status, n.attempt,
           case when n.status in ('PENDING', 'FAILED') then n.last_error end, clock_timestamp()
    from new_rows n join old_rows o on o.id = n.id
    where o.status is distinct from n.status or o.attempt is distinct from n.attempt
    order by n.id;
    return null;
end
$$;

create trigger stream_task_inserted after insert on stream_task
    referencing new table as new_rows
    for each statement execute function stream_task_record_inserted();

create trigger stream_task_changed after update on stream_task
    referencing old table as old_rows new table as new_rows
    for each statement execute function stream_task_record_updated();
