"""The protocol loop against the real ledger and Redis, with a feature whose work is scripted."""

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import pytest

from conftest import GROUP, STREAM, connect
from prepstream_worker import ledger
from prepstream_worker.config import CONSUMER_PREFIX, Settings
from prepstream_worker.streams import StreamClient
from prepstream_worker.vectorize import MOVES, TASK_TYPE
from prepstream_worker.worker import PermanentError, Worker


@dataclass
class Scripted:
    """The knowledge-base hooks with scripted work: ``outcome`` is returned or raised."""

    outcome: Any = "ok"
    gate: threading.Event | None = None
    started: threading.Event = field(default_factory=threading.Event)
    stored: list[int] = field(default_factory=list)
    task_type: str = TASK_TYPE

    def exists(self, conn, entity_id):
        return conn.execute("select 1 from knowledge_base where id = %s", (entity_id,)).fetchone() is not None

    def mirror(self, conn, entity_id, move, error):
        frm, to = MOVES[move]
        conn.execute("update knowledge_base set vector_status = %s, vector_error = %s where id = %s "
                     "and vector_status = any(%s)", (to, error, entity_id, frm))

    def work(self, entity_id):
        self.started.set()
        if self.gate is not None:
            self.gate.wait(10)
        if isinstance(self.outcome, BaseException):
            raise self.outcome
        return self.outcome

    def store(self, conn, entity_id, result):
        conn.execute("update knowledge_base set chunk_count = 7 where id = %s", (entity_id,))
        self.stored.append(entity_id)

    def after_commit(self, conn, result):
        pass


def item(db, n: int = 1) -> int:
    return db.execute("insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, "
                      "storage_key) values ('n', 'n.txt', 'text/plain', 1, %s, 'k') returning id",
                      (f"{n:064d}",)).fetchone()[0]


def enqueue(db, rds, entity_id: int, max_attempts: int = 4) -> tuple[int, str]:
    task_id = db.execute(*ledger.bind("enqueue", [TASK_TYPE, max_attempts, [entity_id], ["{}"]])).fetchone()[1]
    entry = rds.xadd(STREAM, {"taskId": str(task_id), "entityId": str(entity_id), "attempt": "0"})
    return task_id, entry


def worker(rds, feature, **overrides) -> Worker:
    settings = Settings(**overrides)
    stream = StreamClient(rds, STREAM, GROUP, settings.consumer)
    stream.ensure_group()
    return Worker(settings, feature, connect, stream)


def task(db, task_id):
    return db.execute("select status, attempt, last_error, lease_owner, next_attempt_at > now() + interval '500 ms', "
                      "dead_lettered_at is not null from stream_task where id = %s", (task_id,)).fetchone()


def pending(rds) -> int:
    return rds.xpending(STREAM, GROUP)["pending"]


def test_consumer_name_has_the_documented_prefix_and_eight_characters():
    name = Settings().consumer
    assert name.startswith(CONSUMER_PREFIX) and len(name) == len(CONSUMER_PREFIX) + 8
    assert name[len(CONSUMER_PREFIX):].isalnum() and name[len(CONSUMER_PREFIX):].lower() == name[len(CONSUMER_PREFIX):]


def test_a_task_is_claimed_completed_with_its_writes_and_then_acknowledged(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    feature = Scripted()
    w = worker(rds, feature)
    w.poll_once(block_ms=100)
    assert task(db, task_id)[:2] == ("COMPLETED", 1)
    assert db.execute("select vector_status, chunk_count from knowledge_base where id = %s", (kb,)).fetchone() == (
        "COMPLETED", 7)
    assert feature.stored == [kb] and pending(rds) == 0


def test_a_second_entry_of_a_done_task_is_acknowledged_without_running(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    rds.xadd(STREAM, {"taskId": str(task_id), "entityId": str(kb), "attempt": "0"})
    feature = Scripted()
    w = worker(rds, feature, batch=2)
    w.poll_once(block_ms=100)
    w.poll_once(block_ms=100)
    assert feature.stored == [kb] and pending(rds) == 0
    assert db.execute("select run_id from stream_task where id = %s", (task_id,)).fetchone()[0] == 1


def test_a_transient_error_is_retried_after_the_backoff(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    worker(rds, Scripted(outcome=RuntimeError("db host x unreachable")), backoff_ms=(5_000,)).poll_once(block_ms=100)
    status, attempt, error, owner, later, _ = task(db, task_id)
    assert (status, attempt, owner, later) == ("PENDING", 1, None, True)
    assert error.startswith("Something went wrong on our side. (internal, ref ") and "unreachable" not in error
    assert db.execute("select vector_status from knowledge_base where id = %s", (kb,)).fetchone()[0] == "PENDING"
    assert pending(rds) == 0


def test_a_permanent_error_fails_at_once_with_one_dead_letter(db, rds):
    kb = item(db)
    task_id, entry = enqueue(db, rds, kb)
    worker(rds, Scripted(outcome=PermanentError("no text could be extracted from n.txt"))).poll_once(block_ms=100)
    status, attempt, error, _, _, lettered = task(db, task_id)
    assert (status, attempt, error, lettered) == ("FAILED", 1, "no text could be extracted from n.txt", True)
    letters = rds.xrange(STREAM + ":dlq")
    assert len(letters) == 1
    fields = letters[0][1]
    assert fields["taskId"] == str(task_id) and fields["entityId"] == str(kb) and fields["attempts"] == "1"
    assert fields["originalId"] == entry and fields["failedAt"].endswith("Z") and fields["error"] == error
    assert db.execute("select vector_status, vector_error from knowledge_base where id = %s", (kb,)).fetchone() == (
        "FAILED", error)
    assert pending(rds) == 0


def test_the_last_attempt_failing_fails_for_good(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb, max_attempts=1)
    worker(rds, Scripted(outcome=RuntimeError("boom"))).poll_once(block_ms=100)
    assert task(db, task_id)[0] == "FAILED" and task(db, task_id)[5]
    assert len(rds.xrange(STREAM + ":dlq")) == 1


def test_a_deleted_item_drops_its_task_and_history(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    db.execute("delete from knowledge_base where id = %s", (kb,))
    feature = Scripted()
    worker(rds, feature).poll_once(block_ms=100)
    assert task(db, task_id) is None and not feature.stored and pending(rds) == 0
    assert db.execute("select count(*) from stream_task_transition where task_id = %s", (task_id,)).fetchone()[0] == 0


def test_a_malformed_entry_is_dead_lettered_then_acknowledged(db, rds):
    rds.xadd(STREAM, {"taskId": "x", "entityId": "1"})
    worker(rds, Scripted()).poll_once(block_ms=100)
    letters = rds.xrange(STREAM + ":dlq")
    assert len(letters) == 1 and letters[0][1]["attempts"] == "0" and pending(rds) == 0


def test_heartbeat_extends_the_lease_of_the_current_run_only(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    gate = threading.Event()
    feature = Scripted(gate=gate)
    w = worker(rds, feature, lease_ms=2_000)
    runner = threading.Thread(target=w.poll_once, kwargs={"block_ms": 100})
    runner.start()
    assert feature.started.wait(10)
    before = db.execute("select lease_expires_at from stream_task where id = %s", (task_id,)).fetchone()[0]
    time.sleep(0.05)
    with connect() as beat:
        w.heartbeat(beat)
    after = db.execute("select lease_expires_at from stream_task where id = %s", (task_id,)).fetchone()[0]
    assert after > before
    # a run id that is not the current one changes nothing
    db.execute(*ledger.bind("heartbeat", [60_000, [task_id], [99], [task_id]]))
    assert db.execute("select lease_expires_at from stream_task where id = %s", (task_id,)).fetchone()[0] == after
    gate.set()
    runner.join(10)
    assert task(db, task_id)[0] == "COMPLETED"


def test_a_run_whose_lease_was_taken_over_rolls_its_writes_back(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    gate = threading.Event()
    feature = Scripted(gate=gate)
    w = worker(rds, feature)
    runner = threading.Thread(target=w.poll_once, kwargs={"block_ms": 100})
    runner.start()
    assert feature.started.wait(10)
    db.execute("update stream_task set run_id = run_id + 1 where id = %s", (task_id,))  # another worker's claim
    gate.set()
    runner.join(10)
    assert db.execute("select chunk_count from knowledge_base where id = %s", (kb,)).fetchone()[0] == 0
    assert task(db, task_id)[0] == "PROCESSING" and pending(rds) == 0


def test_a_reclaimed_entry_whose_task_a_live_lease_holds_stays_pending(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    rds.xgroup_create(STREAM, GROUP, id="0", mkstream=True)
    rds.xreadgroup(GROUP, "vectorize-consumer-dead0000", {STREAM: ">"})  # a consumer that died holding it
    db.execute(*ledger.bind("claim", ["vectorize-consumer-alive000", 60_000, [task_id], TASK_TYPE]))
    feature = Scripted()
    w = worker(rds, feature, reclaim_idle_ms=0)
    w.poll_once(block_ms=10)
    assert not feature.stored and pending(rds) == 1


def test_shutdown_releases_the_running_task_and_leaves_its_entry_pending(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    gate = threading.Event()
    feature = Scripted(gate=gate)
    w = worker(rds, feature, shutdown_grace_s=0.2)
    runner = threading.Thread(target=w.run)
    runner.start()
    assert feature.started.wait(10)
    w.stop()  # what SIGTERM does (__main__)
    runner.join(10)
    gate.set()
    status, attempt, error, owner, _, _ = task(db, task_id)
    assert (status, attempt, error, owner) == ("PENDING", 0, "released at shutdown", None)
    assert db.execute("select enqueued_at is null from stream_task where id = %s", (task_id,)).fetchone()[0]
    assert pending(rds) == 1 and not feature.stored


def test_an_entry_of_a_task_not_due_yet_is_acknowledged_unrun(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    db.execute("update stream_task set next_attempt_at = now() + interval '1 hour' where id = %s", (task_id,))
    feature = Scripted()
    worker(rds, feature).poll_once(block_ms=100)
    assert not feature.stored and pending(rds) == 0 and task(db, task_id)[0] == "PENDING"


@pytest.mark.parametrize("attempt,base", [(1, 1_000), (2, 5_000), (3, 30_000), (9, 30_000)])
def test_backoff_steps_with_twenty_percent_jitter(rds, attempt, base):
    w = worker(rds, Scripted())
    delays = [w.backoff_ms(attempt) for _ in range(200)]
    assert all(base * 0.8 <= d <= base * 1.2 for d in delays) and len(set(delays)) > 1


def test_the_sweeper_sends_a_released_task_again(db, rds):
    kb = item(db)
    task_id, _ = enqueue(db, rds, kb)
    rds.delete(STREAM)
    db.execute("update stream_task set enqueued_at = null where id = %s", (task_id,))  # as release leaves it
    feature = Scripted()
    w = worker(rds, feature)
    w.poll_once(block_ms=10)  # sweeps: the entry is sent
    w.poll_once(block_ms=100)  # and read
    assert task(db, task_id)[0] == "COMPLETED" and feature.stored == [kb]


def test_the_sweeper_ends_an_expired_lease_and_fails_the_last_attempt_with_a_dead_letter(db, rds):
    kb = item(db)
    kb2 = item(db, 2)
    retried, _ = enqueue(db, rds, kb)
    last, _ = enqueue(db, rds, kb2, max_attempts=1)
    rds.delete(STREAM)
    for task_id in (retried, last):
        db.execute(*ledger.bind("claim", ["vectorize-consumer-dead0000", 1, [task_id], TASK_TYPE]))
    db.execute("update knowledge_base set vector_status = 'PROCESSING'")
    time.sleep(0.01)
    worker(rds, Scripted(gate=threading.Event())).poll_once(block_ms=10)
    assert task(db, retried)[0] == "PENDING" and "worker_lost" in task(db, retried)[2]
    assert task(db, last)[0] == "FAILED" and task(db, last)[5]
    assert db.execute("select vector_status from knowledge_base where id = %s", (kb2,)).fetchone()[0] == "FAILED"
    letters = rds.xrange(STREAM + ":dlq")
    assert len(letters) == 1 and letters[0][1]["taskId"] == str(last) and letters[0][1]["originalId"] == ""
    assert [f["taskId"] for _, f in rds.xrange(STREAM)] == [str(retried)]  # sent again at once


def test_the_sweeper_removes_idle_consumers_without_pending_entries_only(db, rds):
    kb = item(db)
    enqueue(db, rds, kb)
    StreamClient(rds, STREAM, GROUP, "vectorize-consumer-holding").ensure_group()
    rds.xreadgroup(GROUP, "vectorize-consumer-holding", {STREAM: ">"}, count=1)  # owns the entry, unacked
    rds.xgroup_createconsumer(STREAM, GROUP, "vectorize-consumer-gone0000")  # owns nothing
    own = StreamClient(rds, STREAM, GROUP, "vectorize-consumer-itself00")
    rds.xgroup_createconsumer(STREAM, GROUP, own.consumer)
    assert sorted(own.remove_idle_consumers(-1)) == ["vectorize-consumer-gone0000"]
    assert sorted(c["name"] for c in rds.xinfo_consumers(STREAM, GROUP)) == [
        "vectorize-consumer-holding", "vectorize-consumer-itself00"]
    assert own.remove_idle_consumers(60_000) == []  # none idle that long
