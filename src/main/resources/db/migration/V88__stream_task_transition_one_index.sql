-- The history table had two indexes: its primary key on id and (task_id, id) for reading one task's history
-- in order. Every transition (three per task on the happy path: PENDING, PROCESSING, COMPLETED) paid both;
-- measured on the ledger alone, the second index cost ~8 us of PostgreSQL CPU per task (docs/benchmarks.md).
-- (task_id, id) is unique because id is, so it becomes the primary key and the separate index goes: the
-- same lookups, the same ordering, one index entry per transition.
alter table stream_task_transition drop constraint stream_task_transition_pkey;
drop index stream_task_transition_task;
alter table stream_task_transition add constraint stream_task_transition_pkey primary key (task_id, id);
