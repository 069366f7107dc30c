-- A FAILED task owes the operators a dead letter until one is in <stream>:dlq. The statement that fails
-- a task clears dead_lettered_at; the XADD that writes the letter sets it. When that XADD fails (Redis
-- down at that moment) the sweeper writes the letter later, instead of the letter being lost.
alter table stream_task add column dead_lettered_at timestamptz;

-- Tasks that failed before this column existed already got their letter (or lost it for good).
update stream_task set dead_lettered_at = coalesce(completed_at, updated_at) where status = 'FAILED';

create index stream_task_dead_letter_owed on stream_task (task_type, completed_at)
    where status = 'FAILED' and dead_lettered_at is null;
