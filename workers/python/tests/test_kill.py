"""The real worker process under kill -9: items uploaded, the worker killed mid-run and started again →
every item COMPLETED once (lost 0, duplicated 0); then SIGTERM ends it cleanly."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from conftest import SCHEMA, STREAM, connect, db_url
from test_protocol import enqueue
from test_vectorize import MODELS_DIR

ITEMS = 24
TEXTS = ["Redis Streams deliver wake-up tokens. The ledger decides who runs a task. " * 6,
         "任务账本保存在 PostgreSQL 中：领取任务时写入租约和运行编号，心跳延长租约。" * 5]


# the worker's connections are told apart by it (libpq reads PGAPPNAME)
WORKER_APP = f"prepstream-kill-test-{os.getpid()}"


def start(tmp: Path) -> subprocess.Popen:
    env = dict(os.environ, PREPSTREAM_DB_URL=db_url(), PREPSTREAM_STORAGE_DIR=str(tmp),
               PREPSTREAM_REDIS_DB=os.environ.get("PREPSTREAM_TEST_REDIS_DB", "1"),
               PREPSTREAM_PY_MODELS_DIR=str(MODELS_DIR), PGOPTIONS=f"-c search_path={SCHEMA},public",
               PREPSTREAM_PY_LEASE_MS="3000", PREPSTREAM_PY_HEARTBEAT_S="1", PREPSTREAM_PY_RECLAIM_IDLE_MS="3000",
               PGAPPNAME=WORKER_APP)
    return subprocess.Popen([sys.executable, "-m", "prepstream_worker"], env=env,
                            cwd=Path(__file__).resolve().parents[1], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


def statuses(db) -> dict[str, int]:
    return dict(db.execute("select status, count(*) from stream_task group by status").fetchall())


def wait_for(condition, seconds: float, what=lambda: "") -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"timed out {what()}"
        time.sleep(0.2)


def still_running(db) -> list[tuple]:
    """The worker's statements the server is still running. One waiting for a lock or for its client stays active
    while the worker is frozen, and cannot finish until it runs again: the lock's holder is another of its connections,
    frozen inside its transaction (a full run timed out waiting for such a statement to end)."""
    return db.execute("select left(query, 80), wait_event_type, wait_event from pg_stat_activity "
                      "where application_name = %s and state = 'active' "
                      "and coalesce(wait_event_type, '') not in ('Lock', 'Client')", (WORKER_APP,)).fetchall()


def kill_mid_run(worker: subprocess.Popen, db, seconds: float) -> dict[str, int]:
    """SIGKILL while some tasks are COMPLETED and one is PROCESSING, checked on a frozen worker: read while it ran, the
    run seen PROCESSING could complete before the kill landed (CI saw COMPLETED 7, PROCESSING 0 at the kill). SIGSTOP
    freezes it; once the server has finished the statements it had sent (or they wait on the frozen worker), the ledger
    cannot move until it runs again."""
    deadline = time.monotonic() + seconds
    while True:
        assert time.monotonic() < deadline, "timed out"
        worker.send_signal(signal.SIGSTOP)
        wait_for(lambda: not still_running(db), 30, lambda: still_running(db))
        frozen = statuses(db)
        if frozen.get("COMPLETED", 0) >= 3 and frozen.get("PROCESSING", 0) >= 1:
            worker.send_signal(signal.SIGKILL)
            worker.wait()
            return frozen
        worker.send_signal(signal.SIGCONT)
        time.sleep(0.2)


def test_kill_9_mid_run_then_restart_loses_and_duplicates_nothing(db, rds, tmp_path):
    (tmp_path / "kb").mkdir()
    for n in range(ITEMS):
        key = f"kb/{n}.txt"
        (tmp_path / key).write_text(f"Item {n}. " + TEXTS[n % 2])
        kb = db.execute("insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, "
                        "storage_key) values (%s, %s, 'text/plain', 1, %s, %s) returning id",
                        (f"n{n}", f"n{n}.txt", f"{n:064d}", key)).fetchone()[0]
        enqueue(db, rds, kb)
    first = start(tmp_path)
    try:
        killed_at = kill_mid_run(first, db, 120)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    second = start(tmp_path)
    try:
        wait_for(lambda: statuses(db).get("COMPLETED", 0) == ITEMS, 240)
    finally:
        second.send_signal(signal.SIGTERM)
        assert second.wait(60) == 0  # SIGTERM: stops reading, releases what it holds, exits cleanly
    assert killed_at.get("COMPLETED", 0) < ITEMS and killed_at.get("PROCESSING", 0) >= 1  # killed mid-run
    assert db.execute("select max(run_id) from stream_task").fetchone()[0] >= 2  # that run was taken over
    completions = db.execute("select task_id, count(*) from stream_task_transition where status = 'COMPLETED' "
                             "group by task_id").fetchall()
    assert len(completions) == ITEMS and all(count == 1 for _, count in completions)  # lost 0, duplicated 0
    rows = db.execute("select k.chunk_count, count(c.id) from knowledge_base k left join knowledge_base_chunk c "
                      "on c.knowledge_base_id = k.id group by k.id").fetchall()
    assert all(count == written and count > 0 for written, count in rows)
    assert db.execute("select count(*) from knowledge_base where vector_status <> 'COMPLETED'").fetchone()[0] == 0
    with connect() as check:
        assert check.execute("select count(*) from stream_task where status <> 'COMPLETED'").fetchone()[0] == 0
    assert rds.xlen(STREAM) >= ITEMS
