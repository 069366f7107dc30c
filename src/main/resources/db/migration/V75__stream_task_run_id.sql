-- The lease token of a run. (task id, attempt, owner) repeated once a re-run or a replay reset the attempt
-- to 0, so a stale run of the same instance could complete the new one. Every claim increments run_id and
-- every statement of a run (heartbeat, complete, retry, fail, drop, release) checks it; it is never reset.
alter table stream_task add column run_id bigint not null default 0;
