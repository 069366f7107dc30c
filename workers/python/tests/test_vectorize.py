"""The whole vectorize run through the protocol loop, on the real schema: the rows a search reads."""

import hashlib
from pathlib import Path

import pytest

from conftest import connect
from prepstream_worker.vectorize import READ_FROM_INDEX, KnowledgeBaseSettings, Result, Vectorize
from test_protocol import enqueue, task, worker

MODELS_DIR = Path(__file__).resolve().parents[1] / "models"
NOTE = """# Streams

Redis Streams carry entries. A consumer group delivers each entry to one consumer.

## 租约

任务账本保存在 PostgreSQL 中：领取任务时写入租约和运行编号，心跳延长租约。
"""


@pytest.fixture(scope="module")
def feature(tmp_path_factory) -> Vectorize:
    storage = tmp_path_factory.mktemp("files")
    return Vectorize(storage, MODELS_DIR, KnowledgeBaseSettings(), connect)


def stored_item(db, feature: Vectorize, content: bytes | None, content_type: str = "text/markdown") -> int:
    digest = hashlib.sha256(content or b"missing").hexdigest()
    key = f"kb/{digest}.md"
    if content is not None:
        (feature.storage_dir / "kb").mkdir(exist_ok=True)
        (feature.storage_dir / key).write_bytes(content)
    return db.execute("insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, "
                      "storage_key) values ('note', 'note.md', %s, %s, %s, %s) returning id",
                      (content_type, len(content or b""), digest, key)).fetchone()[0]


def test_a_note_is_chunked_embedded_and_indexed_as_the_java_worker_stores_it(db, rds, feature):
    kb = stored_item(db, feature, NOTE.encode())
    task_id, _ = enqueue(db, rds, kb)
    worker(rds, feature).poll_once(block_ms=100)
    assert task(db, task_id)[0] == "COMPLETED"
    status, count, model = db.execute("select vector_status, chunk_count, embedding_model from knowledge_base "
                                      "where id = %s", (kb,)).fetchone()
    rows = db.execute("select c.chunk_index, c.content, c.heading, vector_dims(c.embedding), c.embedding_model, "
                      "l.lexemes::text, l.knowledge_base_id from knowledge_base_chunk c "
                      "join knowledge_base_chunk_lexemes l on l.chunk_id = c.id where c.knowledge_base_id = %s "
                      "order by c.chunk_index", (kb,)).fetchall()
    assert (status, count, model) == ("COMPLETED", len(rows), "bge-small-zh-v15-q-lowercase") and rows  # mostly Chinese
    assert [r[0] for r in rows] == list(range(len(rows)))
    assert all(r[2] is None and r[3] == 512 and r[4] == model and r[6] == kb for r in rows)
    lexemes = " ".join(r[5] for r in rows)
    assert "'stream'" in lexemes and "'租约'" in lexemes and "'redi'" in lexemes


def test_the_bm25_rows_and_the_storage_count_follow_from_what_the_worker_writes(db, rds, feature):
    kb = stored_item(db, feature, (NOTE + "\nSet max_connections first.\n").encode())
    task_id, _ = enqueue(db, rds, kb)
    worker(rds, feature).poll_once(block_ms=100)
    assert task(db, task_id)[0] == "COMPLETED"
    lengths = db.execute("select sum(length), count(*) filter (where length is null or length = 0) "
                         "from knowledge_base_chunk_lexemes where knowledge_base_id = %s", (kb,)).fetchone()
    page = db.execute("select length, title::text from knowledge_base_page_lexemes where knowledge_base_id = %s",
                      (kb,)).fetchone()
    postings = db.execute("select count(*), count(*) filter (where p.lexeme = 'maxconnect') "
                          "from knowledge_base_chunk_postings p join knowledge_base_chunk c on c.id = p.chunk_id "
                          "where c.knowledge_base_id = %s", (kb,)).fetchone()
    stored, counted = db.execute("select k.chunk_bytes, (select sum(octet_length(c.content) + 4 * vector_dims("
                                 "c.embedding) + 8) from knowledge_base_chunk c where c.knowledge_base_id = k.id) "
                                 "from knowledge_base k where k.id = %s", (kb,)).fetchone()
    assert lengths[0] > 0 and lengths[1] == 0, "every chunk's length comes from its positional lexemes (V85)"
    assert page == (lengths[0], "'note':1"), "the page row: the chunks' length and the title's words"
    assert postings[0] > 0 and postings[1] == 1, "postings, with the identifier whole (stemmed as PostgreSQL stems it)"
    assert stored == counted, "chunk_bytes as ChunkWriter counts it (V80)"


def test_an_item_whose_file_is_gone_fails_for_good_with_the_readable_reason(db, rds, feature):
    kb = stored_item(db, feature, None)
    task_id, _ = enqueue(db, rds, kb)
    worker(rds, feature).poll_once(block_ms=100)
    status, _, error, _, _, lettered = task(db, task_id)
    assert (status, error, lettered) == ("FAILED", "the uploaded file is no longer in storage; upload it again", True)


def test_a_write_that_doubles_the_chunks_leaves_the_bm25_tables_readable_from_their_index(db, rds, feature):
    kb = stored_item(db, feature, (NOTE * 20).encode())
    task_id, _ = enqueue(db, rds, kb)
    worker(rds, feature).poll_once(block_ms=100)
    assert task(db, task_id)[0] == "COMPLETED"
    db.execute("update knowledge_base_chunk_postings set frequency = frequency")  # pages not all-visible again
    db.execute("update knowledge_base_chunk_lexemes set length = length")
    doubled = Result("bge-small-zh-v15-q-lowercase", [], [], written=10**9)
    feature.after_commit(db, doubled)
    for table in READ_FROM_INDEX:
        unseen = db.execute("select relpages - relallvisible from pg_class where relname = %s "
                            "and relnamespace = current_schema()::regnamespace", (table,)).fetchone()[0]
        assert unseen == 0, f"{table}: every page in the visibility map after the worker's doubling write"
