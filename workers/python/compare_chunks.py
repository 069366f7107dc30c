"""Compares the chunks the Python worker would make of every item a Java worker completed in a database
(a kept bench database, say) with the chunks the Java worker stored, without embedding: per item, the
Python chunks after the text repeats are dropped, against the stored (heading, content) rows in order.
"equal": the same list; "subset": the stored rows are the Python list less some chunks, in order (the Java
worker also drops a chunk whose vector has cosine >= 0.98 with a kept one, a step that needs the vectors);
"differ": anything else.
Usage: python compare_chunks.py <postgresql-url> <storage-dir>   (PREPSTREAM_DB_USER/PASSWORD as the app)"""

import os
import sys
from pathlib import Path

import psycopg

from prepstream_worker import extract, jstr
from prepstream_worker.chunking import DocumentChunker
from prepstream_worker.embedding import TokenCounter
from prepstream_worker.vectorize import KnowledgeBaseSettings, distinct_texts

MODELS = Path(__file__).resolve().parent / "models"


def in_order(stored: list, ours: list) -> bool:
    it = iter(ours)
    return all(any(row == candidate for candidate in it) for row in stored)


def main(url: str, storage: Path) -> None:
    settings = KnowledgeBaseSettings.from_env()
    chunker = DocumentChunker(settings.chunk_max_chars, settings.chunk_overlap_chars, TokenCounter(MODELS),
                              settings.headings)
    counts = {"equal": 0, "subset": 0, "differ": 0}
    differ = []
    with psycopg.connect(url.removeprefix("jdbc:"), user=os.environ.get("PREPSTREAM_DB_USER", "prepstream"),
                         password=os.environ.get("PREPSTREAM_DB_PASSWORD", "prepstream")) as conn:
        items = conn.execute("select id, storage_key, content_type, original_filename from knowledge_base "
                             "where vector_status = 'COMPLETED' order by id").fetchall()
        for item_id, key, content_type, name in items:
            stored = [(h or "", c) for h, c in conn.execute(
                "select heading, content from knowledge_base_chunk where knowledge_base_id = %s order by chunk_index",
                (item_id,)).fetchall()]
            chunks = chunker.chunk(jstr.to_units(extract.load(storage, key, content_type, name, settings.headings)))
            kept = [chunks[i] for i in distinct_texts([p.embedded() for p in chunks])]
            ours = [(jstr.from_units(p.heading), jstr.from_units(p.content)) for p in kept]
            verdict = "equal" if ours == stored else "subset" if in_order(stored, ours) else "differ"
            counts[verdict] += 1
            if verdict == "differ":
                differ.append(name)
    print(f"{len(items)} completed items: chunks equal {counts['equal']}, stored a subset in order "
          f"{counts['subset']}, differ {counts['differ']}" + (f" {differ[:10]}" if differ else ""))


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]))
