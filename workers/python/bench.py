"""Chunks per second of the Python vectorize work (extract → chunk → embed → lexical words, no database),
beside the bare embedding of the same chunks in the same run: ``workers/python/bench.sh [files…]``."""

import sys
import time
from pathlib import Path

from prepstream_worker import extract, jstr, lexical
from prepstream_worker.vectorize import KnowledgeBaseSettings, Vectorize


def main(paths: list[Path]) -> None:
    feature = Vectorize(Path("/"), Path("models"), KnowledgeBaseSettings(), connect=None)
    lexical.document_words("预热")  # loads smartcn's dictionaries before the clock starts
    chunks = 0
    embed_s = 0.0
    start = time.perf_counter()
    for path in paths:
        text = extract.clean(extract.front_matter_as_text(extract.strip_comments(path.read_text())), False)
        result = feature.vectorize_text(jstr.to_units(text))
        for piece in result.pieces:
            lexical.document_words(piece.embedded())
        chunks += len(result.pieces)
        embedder = feature.cjk if result.model == feature.settings.model_cjk else feature.primary
        t = time.perf_counter()
        embedder.embed_documents([p.embedded() for p in result.pieces])
        embed_s += time.perf_counter() - t
    total = time.perf_counter() - start - embed_s
    print(f"files {len(paths)}  chunks {chunks}  vectorize {chunks / total:.1f} chunks/s  "
          f"bare embedding {chunks / embed_s:.1f} chunks/s  ratio {embed_s / total:.2f}")


if __name__ == "__main__":
    main([Path(p) for p in sys.argv[1:]])
