"""The Redis side of the protocol: group, read, reclaim, keep young, acknowledge, dead letters."""

from dataclasses import dataclass
from datetime import datetime, timezone

import redis

DLQ_MAXLEN = 10_000


@dataclass(frozen=True)
class Entry:
    """One stream entry; ``reclaimed`` when it came from XAUTOCLAIM (a dead consumer's)."""

    entry_id: str
    fields: dict[str, str]
    reclaimed: bool = False


class StreamClient:
    def __init__(self, client: redis.Redis, stream: str, group: str, consumer: str):
        self.redis = client
        self.stream = stream
        self.group = group
        self.consumer = consumer
        self._cursor = "0-0"

    def ensure_group(self) -> None:
        """From 0, never $: entries added before the group existed must be delivered."""
        try:
            self.redis.xgroup_create(self.stream, self.group, id="0", mkstream=True)
        except redis.ResponseError as e:
            if "BUSYGROUP" not in str(e):
                raise

    def read(self, count: int, block_ms: int = 1000) -> list[Entry]:
        try:
            answer = self.redis.xreadgroup(self.group, self.consumer, {self.stream: ">"}, count=count, block=block_ms)
        except redis.ResponseError as e:
            if "NOGROUP" not in str(e):
                raise
            self.ensure_group()  # Redis lost its data; the Java sweeper re-sends the PENDING tasks
            return []
        return [Entry(eid, dict(fields)) for _, entries in (answer or []) for eid, fields in entries]

    def reclaim(self, idle_ms: int, count: int) -> list[Entry]:
        try:
            answer = self.redis.xautoclaim(self.stream, self.group, self.consumer, idle_ms, self._cursor, count=count)
        except redis.ResponseError as e:
            if "NOGROUP" not in str(e):
                raise
            self.ensure_group()
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

    def dead_letter(self, fields: dict[str, str], error: str, attempts: int, original_id: str) -> bool:
        letter = dict(fields)
        letter.update(error=error, attempts=str(attempts), failedAt=now_instant(), originalId=original_id)
        try:
            self.redis.xadd(self.stream + ":dlq", letter, maxlen=DLQ_MAXLEN, approximate=True)
            return True
        except redis.RedisError:
            return False


def now_instant() -> str:
    """ISO-8601 instant as Java's Instant.toString writes it (UTC, 'Z')."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")
