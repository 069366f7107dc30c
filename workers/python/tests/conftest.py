"""Real PostgreSQL and Redis, isolated as the Java tests are: PREPSTREAM_TEST_DB_URL names the database
(a schema of its own, ``pyworker``, gets the application's Flyway migrations), PREPSTREAM_TEST_REDIS_DB
the Redis database."""

import os
import re
from pathlib import Path

import psycopg
import pytest
import redis

REPO = Path(__file__).resolve().parents[3]
MIGRATIONS = REPO / "src" / "main" / "resources" / "db" / "migration"
SCHEMA = "pyworker"
STREAM = "knowledgebase:vectorize:stream"
GROUP = "vectorize-group"


def db_url() -> str:
    url = os.environ.get("PREPSTREAM_TEST_DB_URL", "jdbc:postgresql://127.0.0.1:5432/prepstream_test")
    return url[len("jdbc:"):] if url.startswith("jdbc:") else url


def connect() -> psycopg.Connection:
    return psycopg.connect(db_url(), user=os.environ.get("PREPSTREAM_DB_USER", "prepstream"),
                           password=os.environ.get("PREPSTREAM_DB_PASSWORD", "prepstream"), autocommit=True,
                           options=f"-c search_path={SCHEMA},public")


def _version(path: Path) -> tuple[int, ...]:
    return tuple(int(p) for p in re.match(r"V([\d_]+)__", path.name).group(1).split("_"))


@pytest.fixture(scope="session")
def schema() -> None:
    with connect() as conn:
        conn.execute(f"drop schema if exists {SCHEMA} cascade")
        conn.execute(f"create schema {SCHEMA}")
        for path in sorted(MIGRATIONS.glob("V*.sql"), key=_version):
            conn.execute(path.read_text())


@pytest.fixture
def db(schema) -> psycopg.Connection:
    with connect() as conn:
        conn.execute("truncate stream_task, stream_task_transition, knowledge_base cascade")
        yield conn


@pytest.fixture
def rds() -> redis.Redis:
    client = redis.Redis(host=os.environ.get("PREPSTREAM_REDIS_HOST", "127.0.0.1"),
                         port=int(os.environ.get("PREPSTREAM_REDIS_PORT", "6379")),
                         db=int(os.environ.get("PREPSTREAM_TEST_REDIS_DB", "1")), decode_responses=True)
    client.delete(STREAM, STREAM + ":dlq")
    yield client
    client.delete(STREAM, STREAM + ":dlq")
    client.close()
