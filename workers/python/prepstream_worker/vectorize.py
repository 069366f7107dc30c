"""The knowledge-base vectorize feature (knowledgebase/ingestion/Vectorizer, VectorizeStatus): load the item's
text, chunk it, leave out repeated chunks, embed with the model of the document's language, and store
chunks, vectors and lexemes in the transaction that completes the task.
"""

import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import psycopg

from . import extract, jstr, store
from .chunking import DocumentChunker, Piece
from .embedding import Embedder, ModelTokenCounter, TokenCounter
from .models import MODELS

TASK_TYPE = "KNOWLEDGE_BASE_VECTORIZE"
CJK_DOCUMENT_SHARE = 0.2

# StatusMove: the statuses the item's copy may be in for each move, and where it goes
MOVES = {
    "PROCESSING_STARTED": (["PENDING", "PROCESSING"], "PROCESSING"),
    "COMPLETED_OK": (["PENDING", "PROCESSING"], "COMPLETED"),
    "FAILED_FOR_GOOD": (["PENDING", "PROCESSING"], "FAILED"),
    "RETRY_SCHEDULED": (["PROCESSING"], "PENDING"),
}


@dataclass(frozen=True)
class KnowledgeBaseSettings:
    """prepstream.knowledgebase.* as the Java side reads them (same environment variables)."""

    chunk_max_chars: int = 500
    chunk_overlap_chars: int = 80
    # prepstream.knowledgebase.english-chunks.max-chars (EnglishChunks): 0 cuts every document alike
    english_chunks_max_chars: int = 0
    near_duplicate_similarity: float = 0.98
    headings: bool = False
    model: str = "all-minilm-l6-v2-q"
    model_cjk: str = "bge-small-zh-v15-q-lowercase"

    @staticmethod
    def from_env() -> "KnowledgeBaseSettings":
        e = os.environ
        if e.get("PREPSTREAM_AI_EMBEDDING", "none") not in ("none", ""):
            raise SystemExit("the Python worker embeds with the in-process models only (PREPSTREAM_AI_EMBEDDING=none)")
        d = KnowledgeBaseSettings()
        return KnowledgeBaseSettings(
            chunk_max_chars=int(e.get("PREPSTREAM_KNOWLEDGEBASE_CHUNK_MAX_CHARS", d.chunk_max_chars)),
            chunk_overlap_chars=int(e.get("PREPSTREAM_KNOWLEDGEBASE_CHUNK_OVERLAP_CHARS", d.chunk_overlap_chars)),
            english_chunks_max_chars=int(e.get("PREPSTREAM_KNOWLEDGEBASE_ENGLISH_CHUNKS_MAX_CHARS",
                                               d.english_chunks_max_chars)),
            near_duplicate_similarity=float(e.get("PREPSTREAM_KNOWLEDGEBASE_NEAR_DUPLICATE_SIMILARITY",
                                                  d.near_duplicate_similarity)),
            headings=e.get("PREPSTREAM_KNOWLEDGEBASE_HEADINGS", str(d.headings)).lower() == "true",
            model=e.get("PREPSTREAM_EMBEDDING_MODEL", d.model),
            model_cjk=e.get("PREPSTREAM_EMBEDDING_MODEL_CJK", d.model_cjk),
        )


# SearchStatistics.TABLES
STATISTICS_TABLES = ("knowledge_base", "knowledge_base_chunk", "knowledge_base_chunk_lexemes",
                     "knowledge_base_chunk_postings", "knowledge_base_page_lexemes")
# SearchStatistics.READ_FROM_INDEX: BM25 reads these from an index alone (V85, V89), which only skips the heap
# for pages the visibility map knows, and only VACUUM sets it (autovacuum may be off)
READ_FROM_INDEX = ("knowledge_base_chunk_lexemes", "knowledge_base_chunk_postings")


def english_chunker(settings: KnowledgeBaseSettings, models_dir: Path) -> DocumentChunker | None:
    """knowledgebase/ingestion/Chunkers: with english_chunks_max_chars set, the configured (English) model's
    documents are cut at that size, counted by that model's own tokenizer and window; None: cut like any other."""
    if settings.english_chunks_max_chars <= 0:
        return None
    return DocumentChunker(settings.english_chunks_max_chars, settings.chunk_overlap_chars,
                           ModelTokenCounter(MODELS[settings.model], models_dir), settings.headings)


def vacuum(conn: psycopg.Connection, table: str) -> None:
    """SearchStatistics#vacuum: VACUUM (ANALYZE) outside a transaction, under the session lock of analyze's."""
    lock = "prepstream:analyze:" + table
    if not conn.execute("select pg_try_advisory_lock(hashtext(%s))", (lock,)).fetchone()[0]:
        return
    try:
        conn.execute("vacuum (analyze) " + table)
    finally:
        conn.execute("select pg_advisory_unlock(hashtext(%s))", (lock,))


@dataclass
class Result:
    model: str
    pieces: list[Piece]
    vectors: list[np.ndarray]
    gone: bool = False
    written: int = 0
    title: str = ""


def is_cjk(c: str) -> bool:
    name = unicodedata.name(c, "")
    return (name.startswith("CJK UNIFIED IDEOGRAPH") or name.startswith("CJK COMPATIBILITY IDEOGRAPH")
            or name.startswith("HIRAGANA") or name.startswith("KATAKANA") or name.startswith("HANGUL")
            or c in "\u3005\u3007\u3021\u3022\u3023\u3024\u3025\u3026\u3027\u3028\u3029\u3038\u3039\u303a\u303b"
            or c == "\u2e80" or "\u2e80" <= c <= "\u2fd5")


def cjk_share(text: str) -> float:
    letters = cjk = 0
    for c in text:
        if is_cjk(c):
            cjk += 1
            letters += 1
        elif unicodedata.category(c).startswith("L"):
            letters += 1
    return 0.0 if letters == 0 else cjk / letters


_NUMBERS = re.compile(r"[0-9]+")
_SPACES = re.compile(r"\s+")


def normalized(text: str) -> str:
    # Java's \d and \s without UNICODE_CHARACTER_CLASS are ASCII only
    folded = _NUMBERS.sub("0", text.lower())
    return jstr.strip(re.sub(r"[ \t\n\x0b\f\r]+", " ", folded))


def distinct_texts(texts: list[str]) -> list[int]:
    seen: set[str] = set()
    keep = []
    for i, t in enumerate(texts):
        n = normalized(t)
        if n not in seen:
            seen.add(n)
            keep.append(i)
    return keep


def distinct_vectors(vectors: list[np.ndarray], similarity: float) -> list[int]:
    keep: list[int] = []
    kept: list[np.ndarray] = []
    for i, v in enumerate(vectors):
        norm = float(np.sqrt(np.dot(v.astype(np.float64), v.astype(np.float64))))
        unit = (v / norm).astype(np.float32) if norm else np.zeros_like(v)
        if not any(float(np.dot(unit.astype(np.float64), k.astype(np.float64))) >= similarity for k in reversed(kept)):
            keep.append(i)
            kept.append(unit)
    return keep


class Vectorize:
    task_type = TASK_TYPE

    def __init__(self, storage_dir: Path, models_dir: Path, settings: KnowledgeBaseSettings, connect):
        self.storage_dir = storage_dir
        self.settings = settings
        self.connect = connect
        self.counter = TokenCounter(models_dir)
        self.chunker = DocumentChunker(settings.chunk_max_chars, settings.chunk_overlap_chars, self.counter,
                                       settings.headings)
        self.english_chunker = english_chunker(settings, models_dir) or self.chunker
        self.primary = Embedder(MODELS[settings.model], models_dir)
        self.cjk = Embedder(MODELS[settings.model_cjk], models_dir) if settings.model_cjk else None
        self._conn: psycopg.Connection | None = None

    # --- hooks --------------------------------------------------------------------------------------
    def exists(self, conn: psycopg.Connection, entity_id: int) -> bool:
        return conn.execute("select 1 from knowledge_base where id = %s", (entity_id,)).fetchone() is not None

    def mirror(self, conn: psycopg.Connection, entity_id: int, move: str, error: str | None) -> None:
        frm, to = MOVES[move]
        if error is not None and len(error) > 1000:
            error = error[:997] + "..."
        conn.execute("update knowledge_base set vector_status = %s, vector_error = %s, updated_at = now() "
                     "where id = %s and vector_status = any(%s)", (to, error, entity_id, frm))

    def work(self, entity_id: int) -> Result:
        item = self._item(entity_id)
        if item is None:
            return Result("", [], [], gone=True)
        storage_key, content_type, name, title = item
        text = jstr.to_units(extract.load(self.storage_dir, storage_key, content_type, name, self.settings.headings))
        result = self.vectorize_text(text)
        result.title = title
        return result

    def vectorize_text(self, units: str) -> Result:
        """Chunks, drops repeats, embeds with the model of the text's language (``units``: UTF-16 units)."""
        embedder = self.cjk if self.cjk and cjk_share(jstr.from_units(units)) >= CJK_DOCUMENT_SHARE else self.primary
        chunked = (self.english_chunker if embedder is self.primary else self.chunker).chunk(units)
        collapse = self.settings.near_duplicate_similarity <= 1
        distinct = [chunked[i] for i in distinct_texts([p.embedded() for p in chunked])] if collapse else chunked
        pieces = [Piece(jstr.from_units(p.heading), jstr.from_units(p.content)) for p in distinct]
        vectors = embedder.embed_documents([p.embedded() for p in pieces])
        if collapse:
            keep = distinct_vectors(vectors, self.settings.near_duplicate_similarity)
            pieces, vectors = [pieces[i] for i in keep], [vectors[i] for i in keep]
        return Result(embedder.spec.name, pieces, vectors)

    def store(self, conn: psycopg.Connection, entity_id: int, result: Result) -> None:
        if not result.gone:
            result.written = store.record_and_replace(conn, entity_id, result.model, result.title, result.pieces,
                                                     result.vectors)

    def after_commit(self, conn: psycopg.Connection, result: Result) -> None:
        """SearchStatistics#afterWrite: analyze at once when the write at least doubles the last analyze."""
        written = result.written
        if written <= 0:
            return
        analyzed = conn.execute("select coalesce(max(reltuples), -1) from pg_class where relname = "
                                "'knowledge_base_chunk_lexemes' and relnamespace = current_schema()::regnamespace"
                                ).fetchone()[0]
        if analyzed < 0 or written >= analyzed:
            for table in STATISTICS_TABLES:
                if table in READ_FROM_INDEX and conn.autocommit:
                    vacuum(conn, table)
                    continue
                with conn.transaction():
                    if conn.execute("select pg_try_advisory_xact_lock(hashtext(%s))",
                                    ("prepstream:analyze:" + table,)).fetchone()[0]:
                        conn.execute("analyze " + table)

    def _item(self, entity_id: int) -> tuple[str, str, str, str] | None:
        if self._conn is None or self._conn.closed:
            self._conn = self.connect()
        # KnowledgeBase#getTitle: the note's own title, else its name
        row = self._conn.execute("select storage_key, content_type, original_filename, coalesce(title, name) "
                                 "from knowledge_base where id = %s", (entity_id,)).fetchone()
        return None if row is None else (row[0], row[1], row[2], row[3] or "")
