"""The Redis side of the protocol: group, read, reclaim, keep young, acknowledge, dead letters, and the
sweeper's reads of where the stream stands (lost entries, written letters) and its safe trim."""

from dataclasses import dataclass
from datetime import datetime, timezone
from importlib import resources

import redis

DLQ_MAXLEN = 10_000
MARGIN_MS = 5_000  # Redis and PostgreSQL clocks may differ; a send follows its ledger write by a moment
LETTER_PAGE = 500
# The Java side's script (src/main/resources/.../stream/redis/safe-trim.lua), copied on the protocol page;
# tests/test_sweeper.py keeps this copy equal to the page's.
SAFE_TRIM = resources.files(__package__).joinpath("safe_trim.lua").read_text()


@dataclass(frozen=True)
class Entry:
    """One stream entry; ``reclaimed`` when it came from XAUTOCLAIM (a dead consumer's)."""

    entry_id: str
    fields: dict[str, str]
    reclaimed: bool = False


@dataclass(frozen=True)
class Position:
    """Where the stream stands for the lost-entry check: the newest entry's and the newest delivered entry's
    ids, in ms (entry ids are Redis server times)."""

    exists: bool
    last_entry_ms: int
    last_delivered_ms: int

    def may_still_hold(self, sent_at: datetime | None) -> bool:
        """Whether an entry sent at ``sent_at`` may still wait in the stream or in a pending list (Java's
        ``StreamRedis.Position#mayStillHold``). No: the stream or group is gone, it holds no entry that late,
        or the group delivered well past it. A wrong "no" costs only a duplicate entry, which claim skips."""
        if not self.exists or sent_at is None:
            return False
        sent = int(sent_at.timestamp() * 1000)
        return self.last_entry_ms >= sent - MARGIN_MS and self.last_delivered_ms <= sent + MARGIN_MS


def id_ms(entry_id: str | None) -> int:
    return int(entry_id.split("-")[0]) if entry_id else 0


class StreamClient:
    def __init__(self, client: redis.Redis, stream: str, group: str, consumer: str):
        self.redis = client
        self.stream = stream
        self.group = group
        self.consumer = consumer
        self._cursor = "0-0"
        self.lost = False  # a read found the group gone (Redis lost its data): the worker recovers
        self._trim = client.register_script(SAFE_TRIM)

    def ensure_group(self) -> bool:
        """From 0, never $: entries added before the group existed must be delivered. Returns whether it
        had to create it (a new deployment, or a Redis that lost its data)."""
        try:
            self.redis.xgroup_create(self.stream, self.group, id="0", mkstream=True)
            return True
        except redis.ResponseError as e:
            if "BUSYGROUP" not in str(e):
                raise
            return False

    def read(self, count: int, block_ms: int = 1000) -> list[Entry]:
        try:
            answer = self.redis.xreadgroup(self.group, self.consumer, {self.stream: ">"}, count=count, block=block_ms)
        except redis.ResponseError as e:
            if "NOGROUP" not in str(e):
                raise
            self.ensure_group()  # Redis lost its data; the worker re-sends the PENDING tasks (sweeper.recover)
            self.lost = True
            return []
        return [Entry(eid, dict(fields)) for _, entries in (answer or []) for eid, fields in entries]

    def reclaim(self, idle_ms: int, count: int) -> list[Entry]:
        try:
            answer = self.redis.xautoclaim(self.stream, self.group, self.consumer, idle_ms, self._cursor, count=count)
        except redis.ResponseError as e:
            if "NOGROUP" not in str(e):
                raise
            self.ensure_group()
            self.lost = True
            return []
        self._cursor = answer[0]
        return [Entry(eid, dict(fields), reclaimed=True) for eid, fields in answer[1] if fields is not None]

    def keep_young(self, entry_ids: list[str]) -> None:
        if entry_ids:
            self.redis.xclaim(self.stream, self.group, self.consumer, 0, entry_ids, justid=True)

    def ack(self, entry_ids: list[str]) -> None:
        """A failed XACK is harmless: the ledger decided, a redelivery is a duplicate that claim skips."""
        if not entry_ids:
            return
        try:
            self.redis.xack(self.stream, self.group, *entry_ids)
        except redis.RedisError:
            pass

    def remove_idle_consumers(self, idle_ms: int) -> list[str]:
        """Other consumer names of the group that own no pending entry and were idle longer than ``idle_ms``
        (dead workers' names: each process picks a new one) are removed; returns them."""
        removed = []
        for member in self.redis.xinfo_consumers(self.stream, self.group):
            name = member["name"]
            if name != self.consumer and member["pending"] == 0 and member["idle"] > idle_ms:
                self.redis.xgroup_delconsumer(self.stream, self.group, name)
                removed.append(name)
        return removed

    def position(self) -> Position:
        """XINFO GROUPS S (the group's last-delivered-id), XINFO STREAM S (its last-entry)."""
        if not self.redis.exists(self.stream):
            return Position(False, 0, 0)
        group = next((g for g in self.redis.xinfo_groups(self.stream) if g["name"] == self.group), None)
        if group is None:
            return Position(False, 0, 0)
        last = self.redis.xinfo_stream(self.stream).get("last-entry")
        return Position(True, id_ms(last[0] if last else None), id_ms(group["last-delivered-id"]))

    def dead_letters_since(self, since: datetime) -> set[str]:
        """``taskId:attempts`` of the letters written since ``since`` less the clock margin:
        XRANGE S:dlq <ms>-0 + COUNT 500, page by page."""
        written: set[str] = set()
        start = f"{max(0, int(since.timestamp() * 1000) - MARGIN_MS)}-0"
        while True:
            page = self.redis.xrange(self.stream + ":dlq", min=start, max="+", count=LETTER_PAGE)
            written.update(f"{f.get('taskId')}:{f.get('attempts')}" for _, f in page)
            if len(page) < LETTER_PAGE:
                return written
            ms, seq = page[-1][0].split("-")
            start = f"{ms}-{int(seq) + 1}"

    def trim_safely(self, target: int) -> int:
        """EVAL of the safe-trim script: down to ``target`` entries, never past undelivered or pending ones."""
        return int(self._trim(keys=[self.stream], args=[str(target)]) or 0)

    def dead_letter(self, fields: dict[str, str], error: str, attempts: int, original_id: str,
                    failed_at: datetime | None = None) -> bool:
        letter = dict(fields)
        letter.update(error=error, attempts=str(attempts),
                      failedAt=now_instant() if failed_at is None else instant(failed_at), originalId=original_id)
        try:
            self.redis.xadd(self.stream + ":dlq", letter, maxlen=DLQ_MAXLEN, approximate=True)
            return True
        except redis.RedisError:
            return False


def now_instant() -> str:
    """ISO-8601 instant as Java's Instant.toString writes it (UTC, 'Z')."""
    return instant(datetime.now(timezone.utc))


def instant(at: datetime) -> str:
    return at.astimezone(timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")
