"""The sweeper's steps that keep a stream whole without a Java process (docs/worker-protocol.md, "The
sweeper"): entries Redis lost are sent again, dead letters still owed are written, the stream is trimmed
safely; each guarded so that a Java sweeper running the same statements beside it (played here by a second
connection running the page's statements) never makes it send or write twice."""

import re

from conftest import GROUP, REPO, STREAM, connect
from prepstream_worker import ledger, sweeper
from prepstream_worker.config import Settings
from prepstream_worker.streams import SAFE_TRIM, StreamClient
from prepstream_worker.vectorize import TASK_TYPE
from prepstream_worker.worker import Worker
from test_protocol import Scripted, enqueue, item, task, worker

LOST_AFTER = 120_000


def stream_client(rds) -> StreamClient:
    client = StreamClient(rds, STREAM, GROUP, "vectorize-consumer-sweeper0")
    client.ensure_group()
    return client


def pending_task(db, kb: int, sent_ago_s: int) -> int:
    """A PENDING task sent ``sent_ago_s`` seconds ago, whose entry is nowhere."""
    task_id = db.execute(*ledger.bind("enqueue", [TASK_TYPE, 4, [kb], ["{}"]])).fetchone()[1]
    db.execute("update stream_task set enqueued_at = now() - %s * interval '1 second' where id = %s",
               (sent_ago_s, task_id))
    return task_id


def failed_task(db, kb: int, failed_ago_s: int) -> int:
    """A FAILED task whose dead letter was never written (its XADD failed)."""
    task_id = db.execute(*ledger.bind("enqueue", [TASK_TYPE, 1, [kb], ["{}"]])).fetchone()[1]
    run_id = db.execute(*ledger.bind("claim", ["vectorize-consumer-dead0000", 60_000, [task_id], TASK_TYPE])
                        ).fetchone()[6]
    db.execute(*ledger.bind("fail", ["unreadable document", task_id, run_id]))
    db.execute("update stream_task set completed_at = now() - %s * interval '1 second' where id = %s",
               (failed_ago_s, task_id))
    return task_id


def sent(rds) -> list[str]:
    return [f["taskId"] for _, f in rds.xrange(STREAM)]


def letters(rds) -> list[str]:
    return [f"{f['taskId']}:{f['attempts']}" for _, f in rds.xrange(STREAM + ":dlq")]


def test_a_task_whose_entry_redis_lost_is_sent_again_once_per_lost_after(db, rds):
    lost = pending_task(db, item(db), sent_ago_s=180)
    recent = pending_task(db, item(db, 2), sent_ago_s=10)  # its entry may still be on its way
    stream = stream_client(rds)
    assert sweeper.resend_lost(db, stream, TASK_TYPE, LOST_AFTER) == 1
    assert sent(rds) == [str(lost)] and recent != lost
    assert sweeper.resend_lost(db, stream, TASK_TYPE, LOST_AFTER) == 0  # checked again only after lost-after


def test_an_entry_still_waiting_in_the_stream_is_not_sent_twice(db, rds):
    task_id = pending_task(db, item(db), sent_ago_s=180)
    sent_ms = db.execute("select (extract(epoch from enqueued_at) * 1000)::bigint from stream_task where id = %s",
                         (task_id,)).fetchone()[0]
    rds.xadd(STREAM, {"taskId": str(task_id), "entityId": "1", "attempt": "0"}, id=f"{sent_ms}-0")
    stream = stream_client(rds)  # the group has delivered nothing yet: the entry waits
    assert sweeper.resend_lost(db, stream, TASK_TYPE, LOST_AFTER) == 0 and sent(rds) == [str(task_id)]


def test_a_lost_entry_taken_by_another_sweeper_is_not_sent_again(db, rds):
    pending_task(db, item(db), sent_ago_s=180)
    with connect() as java:  # the Java sweeper takes it first (and sends it)
        assert len(java.execute(*ledger.bind("sweep-sent-long-ago", [TASK_TYPE, LOST_AFTER, 500])).fetchall()) == 1
    assert sweeper.resend_lost(db, stream_client(rds), TASK_TYPE, LOST_AFTER) == 0 and sent(rds) == []


def test_a_lost_entry_locked_by_another_sweeper_is_skipped(db, rds):
    pending_task(db, item(db), sent_ago_s=180)
    with connect() as java, java.transaction():
        java.execute(*ledger.bind("sweep-sent-long-ago", [TASK_TYPE, LOST_AFTER, 500]))  # not committed yet
        assert sweeper.resend_lost(db, stream_client(rds), TASK_TYPE, LOST_AFTER) == 0
    assert sent(rds) == []


def test_a_worker_whose_read_finds_the_group_gone_sends_every_pending_task_again(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    done = failed_task(db, item(db, 2), failed_ago_s=60)
    db.execute("update stream_task set dead_lettered_at = now() where id = %s", (done,))
    feature = Scripted()
    w = worker(rds, feature, sweeper=False)  # the recovery does not wait for a sweep
    rds.delete(STREAM, STREAM + ":dlq")  # Redis lost its data
    w.poll_once(block_ms=10)  # NOGROUP: group re-created, the task sent again
    assert sent(rds) == [str(task_id)]
    assert task(db, done)[5] is False  # its letter is owed again: Redis lost it too
    w.poll_once(block_ms=100)
    assert task(db, task_id)[0] == "COMPLETED" and feature.stored == [kb]


def test_an_owed_dead_letter_is_written_late_and_recorded_once(db, rds):
    owed = failed_task(db, item(db), failed_ago_s=20)
    fresh = failed_task(db, item(db, 2), failed_ago_s=0)  # its worker is writing it right now
    stream = stream_client(rds)
    assert sweeper.write_owed_letters(db, stream, TASK_TYPE, 10_000) == 1
    assert letters(rds) == [f"{owed}:1"] and task(db, owed)[5] and not task(db, fresh)[5]
    letter = rds.xrange(STREAM + ":dlq")[0][1]
    assert letter["error"] == "unreadable document" and letter["originalId"] == "" and letter["failedAt"].endswith("Z")
    assert sweeper.write_owed_letters(db, stream, TASK_TYPE, 10_000) == 0 and len(letters(rds)) == 1


def test_a_letter_written_but_not_recorded_is_recorded_without_a_second_letter(db, rds):
    owed = failed_task(db, item(db), failed_ago_s=20)
    stream = stream_client(rds)
    stream.dead_letter({"taskId": str(owed), "entityId": "1", "attempt": "1"}, "unreadable document", 1, "")
    assert sweeper.write_owed_letters(db, stream, TASK_TYPE, 10_000) == 0
    assert letters(rds) == [f"{owed}:1"] and task(db, owed)[5]


def test_an_owed_letter_another_sweeper_is_writing_is_not_written_twice(db, rds):
    owed = failed_task(db, item(db), failed_ago_s=20)
    with connect() as java, java.transaction():
        assert len(java.execute(*ledger.bind("owed-dead-letters", [TASK_TYPE, 10_000, 500])).fetchall()) == 1
        assert sweeper.write_owed_letters(db, stream_client(rds), TASK_TYPE, 10_000) == 0  # locked: skipped
        java.execute(*ledger.bind("dead-lettered", [owed, 1]))
    assert letters(rds) == [] and task(db, owed)[5]


def fill(rds, total: int, delivered: int, acked: int) -> list[str]:
    ids = [rds.xadd(STREAM, {"taskId": str(n), "entityId": str(n), "attempt": "0"}) for n in range(total)]
    stream_client(rds)
    rds.xreadgroup(GROUP, "vectorize-consumer-reader00", {STREAM: ">"}, count=delivered)
    rds.xack(STREAM, GROUP, *ids[:acked])
    return ids


def test_trimming_stops_at_the_oldest_pending_entry(db, rds):
    ids = fill(rds, total=150, delivered=120, acked=110)
    assert stream_client(rds).trim_safely(10) == 110
    assert rds.xrange(STREAM, count=1)[0][0] == ids[110]  # the first pending entry stays, and all after it


def test_trimming_stops_at_the_first_undelivered_entry_and_keeps_the_target(db, rds):
    ids = fill(rds, total=150, delivered=120, acked=120)
    assert stream_client(rds).trim_safely(100) == 50  # the newest 100 kept
    assert stream_client(rds).trim_safely(10) == 70  # then down to the first entry not delivered
    assert rds.xrange(STREAM, count=1)[0][0] == ids[120]


def test_the_worker_trims_on_its_sweep(db, rds):
    fill(rds, total=40, delivered=40, acked=40)
    worker(rds, Scripted(), trim_target=5).poll_once(block_ms=10)
    assert rds.xlen(STREAM) == 5


def test_the_trim_script_is_the_one_on_the_protocol_page():
    doc = (REPO / "docs" / "worker-protocol.md").read_text()
    assert re.search(r"```lua\n(.*?)```", doc, re.S).group(1) == SAFE_TRIM


def test_a_worker_that_creates_the_group_checks_the_recent_dead_letters_again(db, rds):
    done = failed_task(db, item(db), failed_ago_s=60)
    db.execute("update stream_task set dead_lettered_at = now() where id = %s", (done,))
    w = Worker(Settings(), Scripted(), connect, StreamClient(rds, STREAM, GROUP, "vectorize-consumer-starting"))
    w.stop()  # run() creates the group, then finds itself stopped
    w.run()
    assert task(db, done)[5] is False  # owed again: the new group's Redis may have lost the letter



def test_a_worker_that_creates_the_group_while_the_database_is_down_checks_the_letters_once_it_is_back(db, rds):
    done = failed_task(db, item(db), failed_ago_s=60)
    db.execute("update stream_task set dead_lettered_at = now() where id = %s", (done,))
    w = Worker(Settings(), Scripted(), connect, StreamClient(rds, STREAM, GROUP, "vectorize-consumer-starting"))
    w.conn.close()  # the database is unreachable as the worker starts
    w.start_group()
    assert task(db, done)[5] is True  # not owed again yet
    w.poll_once(block_ms=10)  # the failed attempt reconnected; the loop owes it again, its sweep rewrites it
    assert letters(rds) == [f"{done}:1"]
