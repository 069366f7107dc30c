"""The sweeper's steps for this stream (docs/worker-protocol.md, "What stays with the Java instances"),
so that a deployment whose vectorize workers are all Python needs no Java process with that role:
send due and unsent tasks (retries, released ones), end expired leases (PENDING again, or FAILED with
its dead letter), and every tenth sweep remove dead consumers' names. Every statement is guarded: Java
sweepers running beside it change nothing twice.
Not done here: re-sending entries Redis lost, late dead letters, trimming.
"""

import json
import logging
import random
from typing import TYPE_CHECKING

import psycopg

from . import ledger
from .streams import StreamClient

if TYPE_CHECKING:
    from .worker import Feature

log = logging.getLogger(__name__)
BATCH = 100
BLOCK_MS = 1_000  # the worker's XREADGROUP block
WORKER_LOST = "The worker processing it stopped responding. (worker_lost, ref {ref})"


def sweep(conn: psycopg.Connection, stream: StreamClient, feature: "Feature", count: int = 0,
          reclaim_idle_ms: int = 60_000) -> None:
    expire_leases(conn, stream, feature)
    send_due(conn, stream, feature.task_type)
    if count % 10 == 0:
        remove_dead_consumers(stream, reclaim_idle_ms)


def remove_dead_consumers(stream: StreamClient, reclaim_idle_ms: int) -> list[str]:
    """As the Java sweeper: names idle for twice the reclaim-idle time (at least ten blocking reads) with
    nothing pending belong to stopped workers; their entries were reclaimed already."""
    removed = stream.remove_idle_consumers(max(reclaim_idle_ms * 2, BLOCK_MS * 10))
    for name in removed:
        log.info("removed idle consumer %s from %s", name, stream.group)
    return removed


def send_due(conn: psycopg.Connection, stream: StreamClient, task_type: str) -> int:
    with conn.transaction():
        rows = conn.execute(*ledger.bind("sweep-due-unsent", [task_type, BATCH])).fetchall()
    for task_id, entity_id, attempt, _status, fields, _enqueued, _error in rows:
        entry = {"taskId": str(task_id), "entityId": str(entity_id), "attempt": str(attempt)}
        entry.update({k: str(v) for k, v in (json.loads(fields) if fields else {}).items()})
        stream.redis.xadd(stream.stream, entry)
    return len(rows)


def expire_leases(conn: psycopg.Connection, stream: StreamClient, feature: "Feature") -> int:
    ids = [r[0] for r in conn.execute(*ledger.bind("expired-leases", [feature.task_type, BATCH])).fetchall()]
    for task_id in ids:
        error = WORKER_LOST.format(ref="%08x" % random.getrandbits(32))
        with conn.transaction():
            row = conn.execute(*ledger.bind("expire-lease", [error, task_id])).fetchone()
            if row is None:
                continue
            _id, entity_id, attempt, status, fields, _enqueued, _error = row
            feature.mirror(conn, entity_id, "RETRY_SCHEDULED" if status == "PENDING" else "FAILED_FOR_GOOD", error)
        if status == "FAILED":
            letter = {"taskId": str(task_id), "entityId": str(entity_id), "attempt": str(attempt)}
            if stream.dead_letter(letter, error, attempt, ""):
                with conn.transaction():
                    conn.execute(*ledger.bind("dead-lettered", [task_id, attempt]))
        log.info("task %s: lease expired, now %s", task_id, status)
    return len(ids)
