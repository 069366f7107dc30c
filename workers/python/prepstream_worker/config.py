"""Settings from the same environment variables as the Java application (README "Configuration")."""

import os
import secrets
import string
from dataclasses import dataclass, field
from pathlib import Path

from .sweeper import SweepSettings

CONSUMER_PREFIX = "vectorize-consumer-"
NAME_CHARS = string.ascii_lowercase + string.digits


def consumer_name() -> str:
    """The documented prefix plus 8 random [a-z0-9] characters: unique per process, also the lease owner."""
    return CONSUMER_PREFIX + "".join(secrets.choice(NAME_CHARS) for _ in range(8))


def _postgres_url(jdbc: str) -> str:
    return jdbc[len("jdbc:"):] if jdbc.startswith("jdbc:") else jdbc


@dataclass(frozen=True)
class Settings:
    """The Java workers' defaults for the vectorize stream (docs/worker-protocol.md, "A worker's loop")."""

    db_url: str = "postgresql://127.0.0.1:5432/prepstream"
    db_user: str = "prepstream"
    db_password: str = "prepstream"
    redis_host: str = "127.0.0.1"
    redis_port: int = 6379
    redis_password: str | None = None
    redis_db: int = 0
    storage_dir: Path = Path.home() / ".prepstream" / "files"
    models_dir: Path = Path(__file__).resolve().parent.parent / "models"
    lease_ms: int = 60_000
    heartbeat_s: float = 15.0
    reclaim_idle_ms: int = 60_000
    deadline_s: float = 600.0
    backoff_ms: tuple[int, ...] = (1_000, 5_000, 30_000)
    jitter: float = 0.2
    batch: int = 1
    shutdown_grace_s: float = 30.0
    sweeper: bool = True
    lost_after_ms: int = 120_000
    trim_target: int = 1_000
    dead_letter_max_len: int = 10_000
    consumer: str = field(default_factory=consumer_name)

    @staticmethod
    def from_env(env: dict[str, str] | None = None) -> "Settings":
        e = os.environ if env is None else env
        base = Settings()
        return Settings(
            db_url=_postgres_url(e.get("PREPSTREAM_DB_URL", base.db_url)),
            db_user=e.get("PREPSTREAM_DB_USER", base.db_user),
            db_password=e.get("PREPSTREAM_DB_PASSWORD", base.db_password),
            redis_host=e.get("PREPSTREAM_REDIS_HOST", base.redis_host),
            redis_port=int(e.get("PREPSTREAM_REDIS_PORT", base.redis_port)),
            redis_password=e.get("SPRING_DATA_REDIS_PASSWORD") or e.get("PREPSTREAM_REDIS_PASSWORD") or None,
            redis_db=int(e.get("PREPSTREAM_REDIS_DB") or e.get("SPRING_DATA_REDIS_DATABASE") or base.redis_db),
            storage_dir=Path(e.get("PREPSTREAM_STORAGE_DIR", str(base.storage_dir))),
            models_dir=Path(e.get("PREPSTREAM_PY_MODELS_DIR", str(base.models_dir))),
            lease_ms=int(e.get("PREPSTREAM_PY_LEASE_MS", base.lease_ms)),
            heartbeat_s=float(e.get("PREPSTREAM_PY_HEARTBEAT_S", base.heartbeat_s)),
            reclaim_idle_ms=int(e.get("PREPSTREAM_PY_RECLAIM_IDLE_MS", base.reclaim_idle_ms)),
            batch=int(e.get("PREPSTREAM_PY_BATCH", base.batch)),
            sweeper=e.get("PREPSTREAM_PY_SWEEPER", "true").lower() == "true",
            lost_after_ms=int(e.get("PREPSTREAM_PY_LOST_AFTER_MS", base.lost_after_ms)),
            trim_target=int(e.get("PREPSTREAM_PY_TRIM_TARGET", base.trim_target)),
        )

    def sweep_settings(self) -> "SweepSettings":
        return SweepSettings(self.reclaim_idle_ms, self.lost_after_ms, self.trim_target, self.dead_letter_max_len)
