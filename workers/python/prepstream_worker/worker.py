"""The protocol loop of docs/worker-protocol.md for one stream: read, reclaim, claim with lease and run
id, heartbeat, decide in the ledger, then acknowledge; release at shutdown. The feature (what a task
does) is a ``Feature``; this module knows nothing of knowledge bases.
"""

import logging
import random
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor, TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any, Callable, Protocol

import psycopg
import redis

from . import ledger, sweeper
from .config import Settings
from .streams import Entry, StreamClient

log = logging.getLogger(__name__)

MAX_ERROR_LENGTH = 500
INTERNAL_ERROR = "Something went wrong on our side."


class PermanentError(Exception):
    """Retrying cannot help (unreadable document, file gone): fail at once. The message is for users."""


class Feature(Protocol):
    task_type: str

    def exists(self, conn: psycopg.Connection, entity_id: int) -> bool: ...

    def mirror(self, conn: psycopg.Connection, entity_id: int, move: str, error: str | None) -> None: ...

    def work(self, entity_id: int) -> Any: ...

    def store(self, conn: psycopg.Connection, entity_id: int, result: Any) -> None: ...

    def after_commit(self, conn: psycopg.Connection, result: Any) -> None: ...


@dataclass
class Run:
    task_id: int
    entity_id: int
    attempt: int
    max_attempts: int
    run_id: int
    entry: Entry


def readable(error: BaseException) -> str:
    """Single line, at most 500 characters; a permanent error's own message, else a code with a reference."""
    if isinstance(error, PermanentError) and str(error):
        text = str(error)
    else:
        ref = "%08x" % random.getrandbits(32)
        log.warning("task failed (internal, ref %s)", ref, exc_info=error)
        text = f"{INTERNAL_ERROR} (internal, ref {ref})"
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= MAX_ERROR_LENGTH else text[: MAX_ERROR_LENGTH - 1] + "…"


def parse_ids(entry: Entry) -> tuple[int, int] | None:
    """(taskId, entityId), or None for a malformed entry."""
    f = entry.fields
    try:
        task_id, entity_id = int(f["taskId"]), int(f["entityId"])
        if "attempt" in f:
            int(f["attempt"])
        return task_id, entity_id
    except (KeyError, ValueError):
        return None


class Worker:
    def __init__(self, settings: Settings, feature: Feature, connect: Callable[[], psycopg.Connection],
                 stream: StreamClient):
        self.settings = settings
        self.feature = feature
        self.connect = connect
        self.stream = stream
        self.conn = connect()
        self.stopping = threading.Event()
        self.held: dict[int, Run] = {}
        self.held_lock = threading.Lock()
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vectorize-work")
        self._heartbeat = threading.Thread(target=self._beat, name="heartbeat", daemon=True)
        self._last_reclaim = 0.0
        self._last_sweep = 0.0
        self._sweeps = 0
        self._letters_to_check = False

    # --- the loop -----------------------------------------------------------------------------------
    def run(self) -> None:
        self.start_group()
        self._heartbeat.start()
        try:
            while not self.stopping.is_set():
                self.poll_once()
        finally:
            self.release_held()

    def poll_once(self, block_ms: int = 1000) -> None:
        entries = self.stream.read(self.settings.batch, block_ms)
        if entries:
            self.handle(entries)
        if time.monotonic() - self._last_reclaim >= 1.0 and not self.stopping.is_set():
            self._last_reclaim = time.monotonic()
            reclaimed = self.stream.reclaim(self.settings.reclaim_idle_ms, self.settings.batch)
            if reclaimed:
                self.handle(reclaimed)
        if not self.stopping.is_set():
            self._recover_if_lost()
            self._check_letters_again()
        if self.settings.sweeper and time.monotonic() - self._last_sweep >= 1.0 and not self.stopping.is_set():
            self._last_sweep = time.monotonic()
            self._maintain(lambda: sweeper.sweep(self.conn, self.stream, self.feature, self._sweeps,
                                                 self.settings.sweep_settings()))
            self._sweeps += 1

    def start_group(self) -> None:
        """A group this worker had to create (a new deployment, or Redis lost its data while no worker ran):
        the recent dead letters are checked again. Not the sends: on a new deployment the entries are still
        in the stream, and a lost one is found by the lost-entry check."""
        self._letters_to_check = self.stream.ensure_group()
        self._check_letters_again()

    def _check_letters_again(self) -> None:
        """Tried on every loop until it went through (the database may be down at the start)."""
        if self._letters_to_check:
            self._maintain(lambda: self._owe_letters_again())

    def _owe_letters_again(self) -> None:
        sweeper.owe_again(self.conn, self.feature.task_type, self.settings.dead_letter_max_len)
        self._letters_to_check = False

    def _recover_if_lost(self) -> None:
        """Re-sends the PENDING tasks and re-owes the recent dead letters after Redis lost the stream; the
        flag stays up until that went through, so a database that is down meanwhile only delays it."""
        if self.stream.lost:
            self._maintain(lambda: sweeper.recover_lost_stream(self.conn, self.stream, self.feature.task_type,
                                                               self.settings.dead_letter_max_len))

    def _maintain(self, step: Callable[[], Any]) -> None:
        try:
            step()
        except psycopg.Error:
            log.warning("stream maintenance failed", exc_info=True)
            self._reconnect()
        except redis.RedisError as e:
            log.warning("stream maintenance failed: %s", e)

    def stop(self) -> None:
        self.stopping.set()

    def handle(self, entries: list[Entry]) -> None:
        valid: list[tuple[Entry, int, int]] = []
        for entry in entries:
            ids = parse_ids(entry)
            if ids is None:
                # its own fields plus the error; acknowledged only once the letter is written
                if self.stream.dead_letter(entry.fields, "malformed entry", 0, entry.entry_id):
                    self.stream.ack([entry.entry_id])
            else:
                valid.append((entry, *ids))
        if not valid:
            return
        try:
            runs = self.claim(valid)
        except psycopg.Error:
            log.warning("claim failed; the entries stay pending", exc_info=True)
            self._reconnect()
            return
        for run in runs:
            if self.stopping.is_set():
                break
            self.execute(run)

    def claim(self, batch: list[tuple[Entry, int, int]]) -> list[Run]:
        task_ids = list(dict.fromkeys(task_id for _, task_id, _ in batch))
        # One statement in its own transaction (the function's set_config applies to that transaction only).
        with self.conn.transaction():
            rows = self.conn.execute(*ledger.bind("claim", [self.settings.consumer, self.settings.lease_ms, task_ids,
                                                            self.feature.task_type]), prepare=False).fetchall()
        claimed = {row[0]: row for row in rows}
        runs: list[Run] = []
        unclaimed: list[Entry] = []
        for entry, task_id, _ in batch:
            row = claimed.pop(task_id, None)
            if row is None:
                unclaimed.append(entry)  # duplicate, stale, or the second entry of one task
            else:
                runs.append(Run(task_id, row[1], row[2], row[3], row[6], entry))
        self._ack_unclaimed(unclaimed)
        with self.held_lock:
            for run in runs:
                self.held[run.task_id] = run
        return runs

    def _ack_unclaimed(self, unclaimed: list[Entry]) -> None:
        """Acknowledge at once, except reclaimed entries whose task a live lease still holds."""
        reclaimed = [e for e in unclaimed if e.reclaimed]
        live: set[int] = set()
        if reclaimed:
            ids = [parse_ids(e)[0] for e in reclaimed]  # type: ignore[index]
            live = {r[0] for r in self.conn.execute(*ledger.bind("live-lease-check", [ids])).fetchall()}
        self.stream.ack([e.entry_id for e in unclaimed if not (e.reclaimed and parse_ids(e)[0] in live)])  # type: ignore[index]

    # --- one run --------------------------------------------------------------------------------------
    def execute(self, run: Run) -> None:
        try:
            if not self._exists(run):
                self._drop(run)
                return
            with self.conn.transaction():
                self.feature.mirror(self.conn, run.entity_id, "PROCESSING_STARTED", None)
            future = self.pool.submit(self.feature.work, run.entity_id)
            result = self._wait(future)
            if result is _STOPPED:
                return  # shutdown: released below, not acknowledged
            self._complete(run, result)
        except _Deadline:
            self._failed(run, RuntimeError(f"Stopped after {self.settings.deadline_s:.0f} s"))
        except Exception as error:  # noqa: BLE001 - every failure is decided in the ledger
            if isinstance(error, psycopg.Error):
                self._reconnect()
            self._failed(run, error)

    def _exists(self, run: Run) -> bool:
        with self.conn.transaction():
            return self.feature.exists(self.conn, run.entity_id)

    def _wait(self, future: Any) -> Any:
        deadline = time.monotonic() + self.settings.deadline_s
        grace_end: float | None = None
        while True:
            try:
                return future.result(timeout=0.2)
            except FutureTimeout:
                now = time.monotonic()
                if self.stopping.is_set():
                    grace_end = grace_end or now + self.settings.shutdown_grace_s
                    if now >= grace_end:
                        return _STOPPED
                if now >= deadline:
                    raise _Deadline()

    def _complete(self, run: Run, result: Any) -> None:
        with self.conn.transaction():
            done = self.conn.execute(*ledger.bind("complete", [[run.task_id], [run.run_id]]),
                                     prepare=False).fetchall()
            if not done:
                raise _LeaseLost()  # taken over or re-run: leaving the block rolls this run's writes back
            self.feature.mirror(self.conn, run.entity_id, "COMPLETED_OK", None)
            self.feature.store(self.conn, run.entity_id, result)
        self._forget(run)
        self.stream.ack([run.entry.entry_id])
        try:
            self.feature.after_commit(self.conn, result)
        except psycopg.Error:
            self._reconnect()

    def _failed(self, run: Run, error: BaseException) -> None:
        if isinstance(error, _LeaseLost):
            self._forget(run)
            self.stream.ack([run.entry.entry_id])
            return
        message = readable(error)
        permanent = isinstance(error, PermanentError)
        if not permanent and run.attempt < run.max_attempts:
            with self.conn.transaction():
                changed = self.conn.execute(*ledger.bind("retry", [self.backoff_ms(run.attempt), message, run.task_id,
                                                                   run.run_id])).rowcount
                if changed:
                    self.feature.mirror(self.conn, run.entity_id, "RETRY_SCHEDULED", message)
        else:
            with self.conn.transaction():
                changed = self.conn.execute(*ledger.bind("fail", [message, run.task_id, run.run_id])).rowcount
                if changed:
                    self.feature.mirror(self.conn, run.entity_id, "FAILED_FOR_GOOD", message)
            if changed and self.stream.dead_letter(run.entry.fields, message, run.attempt, run.entry.entry_id):
                with self.conn.transaction():
                    self.conn.execute(*ledger.bind("dead-lettered", [run.task_id, run.attempt]))
        self._forget(run)
        self.stream.ack([run.entry.entry_id])

    def _drop(self, run: Run) -> None:
        with self.conn.transaction():
            self.conn.execute(*ledger.bind("drop", [run.task_id, run.run_id]))
        self._forget(run)
        self.stream.ack([run.entry.entry_id])

    def backoff_ms(self, attempt: int) -> int:
        steps = self.settings.backoff_ms
        base = steps[min(max(attempt, 1), len(steps)) - 1]
        return int(base * (1 + self.settings.jitter * (2 * random.random() - 1)))

    def _forget(self, run: Run) -> None:
        with self.held_lock:
            self.held.pop(run.task_id, None)

    def _reconnect(self) -> None:
        try:
            self.conn.close()
        finally:
            self.conn = self.connect()

    # --- heartbeat and shutdown -----------------------------------------------------------------------
    def _beat(self) -> None:
        conn: psycopg.Connection | None = None
        while not self.stopping.wait(self.settings.heartbeat_s):
            try:
                conn = conn or self.connect()
                self.heartbeat(conn)
            except Exception:  # noqa: BLE001 - a missed beat is survivable; the lease is longer
                log.warning("heartbeat failed", exc_info=True)
                conn = None

    def heartbeat(self, conn: psycopg.Connection) -> None:
        with self.held_lock:
            runs = list(self.held.values())
        if not runs:
            return
        ids = [r.task_id for r in runs]
        with conn.transaction():
            conn.execute(*ledger.bind("heartbeat", [self.settings.lease_ms, ids, [r.run_id for r in runs], ids]))
        self.stream.keep_young([r.entry.entry_id for r in runs])

    def release_held(self) -> None:
        """Back to PENDING, not counted as an attempt; the entries stay pending (no XACK)."""
        with self.held_lock:
            runs = list(self.held.values())
            self.held.clear()
        if runs:
            ids = [r.task_id for r in runs]
            conn = self.connect()
            try:
                with conn.transaction():
                    conn.execute(*ledger.bind("release", [ids, [r.run_id for r in runs], ids]))
            finally:
                conn.close()
            log.info("released %d task(s) at shutdown", len(runs))
        self.pool.shutdown(wait=False, cancel_futures=True)


class _Deadline(Exception):
    pass


class _LeaseLost(Exception):
    pass


_STOPPED = object()
