"""The ledger statements of docs/worker-protocol.md, copied character for character.

tests/test_protocol_doc.py compares each one with the page, so a change of the Java side's SQL (which
WorkerProtocolDocTests forces into the page) fails this package's tests until it follows.
PostgreSQL's $1..$n are run as psycopg named parameters p1..pn (see ``bind``).
"""

import re
from typing import Any, Sequence

STATEMENTS: dict[str, str] = {
    'enqueue': """\
-- statement: enqueue
-- params: varchar task_type, int max_attempts, bigint[] entity_ids, text[] fields_json
insert into stream_task (task_type, entity_id, status, attempt, max_attempts, fields,
                         next_attempt_at, enqueued_at)
select $1, v.entity_id, 'PENDING', 0, $2, v.fields::jsonb, now(), now()
from unnest($3::bigint[], $4::text[]) as v(entity_id, fields)
on conflict (task_type, entity_id) do update
set status = 'PENDING', attempt = 0, max_attempts = excluded.max_attempts,
    fields = excluded.fields, next_attempt_at = now(), enqueued_at = now(),
    lease_owner = null, lease_expires_at = null, last_error = null, completed_at = null,
    updated_at = now()
where stream_task.status in ('COMPLETED', 'FAILED')
returning entity_id, id
""",
    'claim': """\
-- statement: claim
-- params: varchar owner, bigint lease_ms, bigint[] task_ids, varchar task_type
select * from stream_task_claim($1, $2, $3::bigint[], $4)
""",
    'live-lease-check': """\
-- statement: live-lease-check
-- params: bigint[] task_ids
select id from stream_task
where id = any($1) and status = 'PROCESSING' and lease_expires_at >= now()
""",
    'heartbeat': """\
-- statement: heartbeat
-- params: bigint lease_ms, bigint[] task_ids, bigint[] run_ids, bigint[] task_ids_again
update stream_task set lease_expires_at = now() + $1 * interval '1 millisecond'
where id = any($2::bigint[]) and run_id = ($3::bigint[])[array_position($4::bigint[], id)]
  and status = 'PROCESSING'
""",
    'complete': """\
-- statement: complete
-- params: bigint[] task_ids, bigint[] run_ids
select * from stream_task_complete($1::bigint[], $2::bigint[])
""",
    'retry': """\
-- statement: retry
-- params: bigint delay_ms, varchar error, bigint task_id, bigint run_id
update stream_task
set status = 'PENDING', next_attempt_at = now() + $1 * interval '1 millisecond', enqueued_at = null,
    lease_owner = null, lease_expires_at = null, last_error = $2, updated_at = now()
where id = $3 and run_id = $4 and status = 'PROCESSING'
""",
    'fail': """\
-- statement: fail
-- params: varchar error, bigint task_id, bigint run_id
update stream_task
set status = 'FAILED', last_error = $1, lease_owner = null, lease_expires_at = null,
    completed_at = now(), updated_at = now(), dead_lettered_at = null
where id = $2 and run_id = $3 and status = 'PROCESSING'
""",
    'dead-lettered': """\
-- statement: dead-lettered
-- params: bigint task_id, int attempt
update stream_task set dead_lettered_at = now()
where id = $1 and attempt = $2 and status = 'FAILED' and dead_lettered_at is null
""",
    'drop': """\
-- statement: drop
-- params: bigint task_id, bigint run_id
with gone as (delete from stream_task
              where id = $1 and run_id = $2 and status = 'PROCESSING' returning id),
     history as (delete from stream_task_transition where task_id in (select id from gone))
select count(*) from gone
""",
    'release': """\
-- statement: release
-- params: bigint[] task_ids, bigint[] run_ids, bigint[] task_ids_again
update stream_task
set status = 'PENDING', attempt = attempt - 1, next_attempt_at = now(), enqueued_at = null,
    lease_owner = null, lease_expires_at = null,
    last_error = 'released at shutdown', updated_at = now()
where id = any($1::bigint[]) and run_id = ($2::bigint[])[array_position($3::bigint[], id)]
  and status = 'PROCESSING'
returning id, entity_id, attempt
""",
    'sweep-due-unsent': """\
-- statement: sweep-due-unsent
-- params: varchar task_type, int batch
update stream_task set enqueued_at = now()
where id in (select id from stream_task
             where task_type = $1 and status = 'PENDING' and enqueued_at is null
               and next_attempt_at <= now()
             order by next_attempt_at limit $2 for update skip locked)
 returning id, entity_id, attempt, status, fields::text, enqueued_at, last_error
""",
    'expired-leases': """\
-- statement: expired-leases
-- params: varchar task_type, int batch
select id from stream_task
where task_type = $1 and status = 'PROCESSING' and lease_expires_at < now()
order by lease_expires_at limit $2
""",
    'expire-lease': """\
-- statement: expire-lease
-- params: varchar error, bigint task_id
update stream_task
set status = case when attempt < max_attempts then 'PENDING' else 'FAILED' end,
    completed_at = case when attempt < max_attempts then null else now() end,
    next_attempt_at = now(), enqueued_at = null, lease_owner = null,
    lease_expires_at = null, last_error = $1, updated_at = now(), dead_lettered_at = null
where id = $2 and status = 'PROCESSING' and lease_expires_at < now()
 returning id, entity_id, attempt, status, fields::text, enqueued_at, last_error
""",
    'sweep-sent-long-ago': """\
-- statement: sweep-sent-long-ago
-- params: varchar task_type, bigint lost_after_ms, int batch
with candidate as (select id, enqueued_at as sent_at from stream_task
                   where task_type = $1 and status = 'PENDING' and enqueued_at is not null
                     and enqueued_at < now() - $2 * interval '1 millisecond' and next_attempt_at <= now()
                   order by enqueued_at limit $3 for update skip locked)
update stream_task t set enqueued_at = now() from candidate c where t.id = c.id
returning t.id, t.entity_id, t.attempt, t.status, t.fields::text, c.sent_at, t.last_error
""",
    'reset-sends': """\
-- statement: reset-sends
-- params: varchar task_type
update stream_task set enqueued_at = null
where task_type = $1 and status = 'PENDING' and enqueued_at is not null
""",
    'owed-dead-letters': """\
-- statement: owed-dead-letters
-- params: varchar task_type, bigint grace_ms, int batch
select id, entity_id, attempt, fields::text, last_error, completed_at from stream_task
where task_type = $1 and status = 'FAILED' and dead_lettered_at is null
  and completed_at < now() - $2 * interval '1 millisecond'
order by completed_at limit $3 for update skip locked
""",
    'owe-dead-letters-again': """\
-- statement: owe-dead-letters-again
-- params: varchar task_type, int limit
update stream_task set dead_lettered_at = null
where id in (select id from stream_task
             where task_type = $1 and status = 'FAILED' and dead_lettered_at is not null
             order by completed_at desc limit $2)
""",
}


_PARAM = re.compile(r"\$(\d+)")


def bind(name: str, args: Sequence[Any]) -> tuple[str, dict[str, Any]]:
    """The statement with $n as %(pn)s (and any literal % doubled), and its arguments by name."""
    sql = STATEMENTS[name].replace("%", "%%")
    return _PARAM.sub(lambda m: f"%(p{m.group(1)})s", sql), {f"p{i + 1}": arg for i, arg in enumerate(args)}
