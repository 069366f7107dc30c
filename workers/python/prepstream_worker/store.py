"""The rows a vectorize run writes, as ChunkWriter#replace and KnowledgeBaseRepository#recordVectors
write them: the item's count and model, then its chunks replaced, each chunk with its lexemes row.
The lexical side is one statement (``CHUNK_ROWS``) fed by one function (``lexical_text``), so a change
of how lexemes are kept (BM25 postings) is made in one place.
"""

from typing import Sequence

import numpy as np
import psycopg

from .chunking import Piece
from .lexical import document_words

RECORD_VECTORS = """\
update knowledge_base set chunk_count = %s, embedding_model = %s, updated_at = now() where id = %s"""

DELETE_CHUNKS = "delete from knowledge_base_chunk where knowledge_base_id = %s"

# ChunkWriter#replace's statement, parameters in its order
CHUNK_ROWS = """\
with chunk as (
    insert into knowledge_base_chunk (knowledge_base_id, chunk_index, content, embedding, heading, embedding_model)
    values (%s, %s, %s, %s::vector, %s, %s)
    returning id, knowledge_base_id, chunk_index, embedding_model)
insert into knowledge_base_chunk_lexemes (chunk_id, knowledge_base_id, chunk_index, embedding_model, lexemes)
select id, knowledge_base_id, chunk_index, embedding_model, to_tsvector('english', %s) from chunk
"""

# ChunkWriter#replacePage's statement: the item as a page for page BM25, after its chunks
PAGE_ROW = """\
insert into knowledge_base_page_lexemes (knowledge_base_id, embedding_model, title, length)
select %s, %s, to_tsvector('english', %s), coalesce(sum(length), 0)
from knowledge_base_chunk_lexemes where knowledge_base_id = %s
on conflict (knowledge_base_id) do update
set embedding_model = excluded.embedding_model, title = excluded.title, length = excluded.length
"""

# ChunkWriter#replace's storage count (V80): what the chunks weigh against the account's quota
CHUNK_BYTES = "update knowledge_base set chunk_bytes = %s where id = %s"


def vector_literal(vector: np.ndarray) -> str:
    """pgvector's text form; each float32 is written so that it reads back as the same float32."""
    return "[" + ",".join(repr(float(x)) for x in vector.tolist()) + "]"


def lexical_text(piece: Piece) -> str:
    """What goes through to_tsvector('english', ...): the words of the heading path and the content."""
    return document_words(piece.embedded())


def chunk_bytes(pieces: Sequence[Piece], vectors: Sequence[np.ndarray]) -> int:
    """As ChunkWriter#bytesOf: text and heading in UTF-8, a vector of n dimensions in 4n + 8 bytes."""
    return sum(len(p.content.encode("utf-8")) + len(p.heading.encode("utf-8")) + 4 * len(v) + 8
               for p, v in zip(pieces, vectors))


def record_and_replace(conn: psycopg.Connection, item_id: int, model: str, title: str, pieces: Sequence[Piece],
                       vectors: Sequence[np.ndarray]) -> int:
    """In the caller's transaction; -1 when the item is gone (its row lock decides against a delete)."""
    if conn.execute(RECORD_VECTORS, (len(pieces), model, item_id)).rowcount == 0:
        return -1
    conn.execute(DELETE_CHUNKS, (item_id,))
    with conn.cursor() as cur:
        cur.executemany(CHUNK_ROWS, [
            (item_id, i, p.content, vector_literal(v), p.heading or None, model, lexical_text(p))
            for i, (p, v) in enumerate(zip(pieces, vectors))])
    conn.execute(CHUNK_BYTES, (chunk_bytes(pieces, vectors), item_id))
    conn.execute(PAGE_ROW, (item_id, model, document_words(title), item_id))
    return len(pieces)
