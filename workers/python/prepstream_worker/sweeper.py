"""The sweeper's steps for this stream (docs/worker-protocol.md, "The sweeper"), so that a deployment whose
vectorize workers are all Python needs no Java process with that role: end expired leases (PENDING again,
or FAILED with its dead letter), send due and unsent tasks (retries, released ones), re-send entries Redis
lost, write dead letters still owed, trim the stream safely, and every tenth sweep remove dead consumers'
names; and, when a read finds the group gone, the recovery of a Redis that lost its data. Each step is the
Java sweeper's (`Maintenance`, `DeadLetters`), with its guards: every statement picks rows with
``for update skip locked`` and changes them in the same statement (or holds them locked while it writes),
so a Java sweeper running beside this one never sends or writes the same thing twice.
"""

import json
import logging
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import psycopg
import redis

from . import ledger
from .streams import StreamClient

if TYPE_CHECKING:
    from .worker import Feature

log = logging.getLogger(__name__)
BATCH = 500  # the Java sweeper's SWEEP_BATCH
BLOCK_MS = 1_000  # the worker's XREADGROUP block
OWED_LETTER_GRACE_MS = 10_000  # the failing worker writes its letter milliseconds after its commit
WORKER_LOST = "The worker processing it stopped responding. (worker_lost, ref {ref})"


@dataclass(frozen=True)
class SweepSettings:
    """The Java workers' defaults (StreamSettings): lost-after 2 min, trim target 1,000 entries, dead-letter
    stream bound 10,000, reclaim-idle 60 s."""

    reclaim_idle_ms: int = 60_000
    lost_after_ms: int = 120_000
    trim_target: int = 1_000
    dead_letter_max_len: int = 10_000


def sweep(conn: psycopg.Connection, stream: StreamClient, feature: "Feature", count: int = 0,
          settings: SweepSettings = SweepSettings()) -> None:
    """One sweep, in the Java sweeper's order; a Redis error in one step leaves the others to run."""
    expire_leases(conn, stream, feature)
    _redis_step("dispatch", lambda: send_due(conn, stream, feature.task_type))
    _redis_step("lost-entry check", lambda: resend_lost(conn, stream, feature.task_type, settings.lost_after_ms))
    _redis_step("owed dead letters", lambda: write_owed_letters(conn, stream, feature.task_type,
                                                                min(settings.lost_after_ms, OWED_LETTER_GRACE_MS)))
    _redis_step("trim", lambda: stream.trim_safely(settings.trim_target))
    if count % 10 == 0:
        _redis_step("consumer cleanup", lambda: remove_dead_consumers(stream, settings.reclaim_idle_ms))


def _redis_step(name: str, step) -> None:
    try:
        step()
    except redis.RedisError as e:
        log.warning("sweep step '%s' failed: %s", name, e)


def recover_lost_stream(conn: psycopg.Connection, stream: StreamClient, task_type: str,
                        dead_letter_max_len: int = SweepSettings.dead_letter_max_len) -> int:
    """A read answered NOGROUP (Redis lost the stream; the read re-created the group): every PENDING task is
    sent again, and the recent failures' dead letters are checked again (written when missing)."""
    stream.ensure_group()
    resent = conn.execute(*ledger.bind("reset-sends", [task_type])).rowcount
    owe_again(conn, task_type, dead_letter_max_len)
    send_due(conn, stream, task_type)
    stream.lost = False
    log.warning("group %s of %s was missing (Redis lost its data): re-created, re-sending %d pending task(s)",
                stream.group, stream.stream, resent)
    return resent


def owe_again(conn: psycopg.Connection, task_type: str, dead_letter_max_len: int) -> int:
    """The stream was created or re-created: the last failures (what the letter stream keeps at most) owe
    their letters again; the owed-letter step records those it finds and writes the others."""
    return conn.execute(*ledger.bind("owe-dead-letters-again", [task_type, dead_letter_max_len])).rowcount


def remove_dead_consumers(stream: StreamClient, reclaim_idle_ms: int) -> list[str]:
    """As the Java sweeper: names idle for twice the reclaim-idle time (at least ten blocking reads) with
    nothing pending belong to stopped workers; their entries were reclaimed already."""
    removed = stream.remove_idle_consumers(max(reclaim_idle_ms * 2, BLOCK_MS * 10))
    for name in removed:
        log.info("removed idle consumer %s from %s", name, stream.group)
    return removed


def _entry(task_id: int, entity_id: int, attempt: int, fields: str | None) -> dict[str, str]:
    entry = {"taskId": str(task_id), "entityId": str(entity_id), "attempt": str(attempt)}
    entry.update({k: str(v) for k, v in (json.loads(fields) if fields else {}).items()})
    return entry


def send_due(conn: psycopg.Connection, stream: StreamClient, task_type: str) -> int:
    sent = 0
    while True:
        with conn.transaction():
            rows = conn.execute(*ledger.bind("sweep-due-unsent", [task_type, BATCH])).fetchall()
        for task_id, entity_id, attempt, _status, fields, _enqueued, _error in rows:
            stream.redis.xadd(stream.stream, _entry(task_id, entity_id, attempt, fields))
        sent += len(rows)
        if len(rows) < BATCH:
            return sent


def resend_lost(conn: psycopg.Connection, stream: StreamClient, task_type: str, lost_after_ms: int) -> int:
    """PENDING tasks sent longer than lost-after ago (each taken once per lost-after, whichever sweeper takes
    it) whose entry the stream cannot hold any more are sent again."""
    with conn.transaction():
        rows = conn.execute(*ledger.bind("sweep-sent-long-ago", [task_type, lost_after_ms, BATCH])).fetchall()
    if not rows:
        return 0
    position = stream.position()
    lost = [r for r in rows if not position.may_still_hold(r[5])]
    for task_id, entity_id, attempt, _status, fields, _sent_at, _error in lost:
        stream.redis.xadd(stream.stream, _entry(task_id, entity_id, attempt, fields))
    if lost:
        log.warning("re-sent %d %s task(s) whose entries were lost", len(lost), task_type)
    return len(lost)


def write_owed_letters(conn: psycopg.Connection, stream: StreamClient, task_type: str, grace_ms: int) -> int:
    """Letters whose XADD failed when their task failed (or that Redis lost), owed longer than the grace.
    The rows stay locked while their letters are written, so two sweepers never write the same one; a
    letter found written already is only recorded; the first XADD that fails leaves the rest for later."""
    written = 0
    with conn.transaction():
        owed = conn.execute(*ledger.bind("owed-dead-letters", [task_type, grace_ms, BATCH])).fetchall()
        if not owed:
            return 0
        try:
            already = stream.dead_letters_since(owed[0][5])  # oldest first: covers them all
        except redis.RedisError:
            return 0
        for task_id, entity_id, attempt, fields, error, failed_at in owed:
            if f"{task_id}:{attempt}" not in already:
                if not stream.dead_letter(_entry(task_id, entity_id, attempt, fields), error or "", attempt, "",
                                          failed_at):
                    break
                written += 1
            conn.execute(*ledger.bind("dead-lettered", [task_id, attempt]))
    return written


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
