"""No chunk starts or ends inside a Markdown link or image that fits a chunk alone (the Java worker's
TextChunkerLinkTests, on this side): a chunk ending in "[AI 应用开发面试指南](." showed readers the debris.
The shared test vectors hold three such notes chunked by the Java worker; this checks many more here."""

import random
from pathlib import Path

import pytest

from prepstream_worker import jstr
from prepstream_worker.chunking import TextChunker
from prepstream_worker.embedding import TokenCounter
from prepstream_worker.links import Links, spans
from prepstream_worker.models import install, install_sentence_table

MODELS_DIR = Path(__file__).resolve().parents[1] / "models"
SEED = 20261207  # fixed: the gating run is deterministic; explore with other seeds outside it


@pytest.fixture(scope="module")
def counter() -> TokenCounter:
    install(MODELS_DIR, ["all-minilm-l6-v2-q"])
    assert install_sentence_table(MODELS_DIR)
    return TokenCounter(MODELS_DIR)


def test_links_are_found_as_the_java_side_finds_them() -> None:
    text = "见 [B+ 树](../tree.md) 与 ![图](a.png)，[![logo](l.png)](https://x.cn)；[坏的](没有闭合\n[文本]没有地址"
    found = [text[s:e] for s, e in spans(text)]
    assert found == ["[B+ 树](../tree.md)", "![图](a.png)", "[![logo](l.png)](https://x.cn)"]
    links = Links(spans(text))
    start, end = spans(text)[0]
    assert links.around(start) is None and links.around(end) is None
    assert links.around(start + 1) == (start, end) and links.around(end - 1) == (start, end)


def _note(rng: random.Random) -> str:
    def words() -> str:
        kind = rng.randrange(3)
        if kind == 0:
            return "".join(chr(rng.randrange(0x4E00, 0x9FFF)) for _ in range(rng.randint(1, 60)))
        if kind == 1:
            return f"w{rng.randrange(50_000)}"
        return rng.choice(["Why? Because. Read it", "什么是 B+ 树？为什么。", "e.g. this one", "详解！"])

    def address() -> str:
        kind = rng.randrange(3)
        if kind == 0:
            return f"../../cs-basics/data-structure/tree-{rng.randrange(10_000)}.md"
        if kind == 1:
            return f"https://javaguide.cn/a.b/c{rng.randrange(10_000)}?x=1. y"
        return "./images/" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(20, 400))) + ".png"

    pieces = []
    for i in range(rng.randint(1, 50)):
        piece = words() if rng.randrange(3) else rng.choice(["", "!"]) + f"[{words()}]({address()})"
        # "#i" keeps pieces unique, so a chunk's place in the note is unambiguous
        pieces.append(piece + f" #{i}" + rng.choice([" ", "", "。", ". ", "? ", "\n", "\n\n", "、", "："]))
    return "".join(pieces)


def test_no_chunk_starts_or_ends_inside_a_link_that_fits_a_chunk(counter: TokenCounter) -> None:
    rng = random.Random(SEED)
    for _ in range(200):
        note = jstr.to_units(_note(rng))
        max_chars = rng.randint(60, 600)
        overlap = max(0, (max_chars // 2 - 1) * rng.randint(0, 100) // 100)
        chunks = TextChunker(max_chars, overlap, counter).chunk(note)
        whole = [(s, e) for s, e in spans(note)
                 if e - s <= max_chars and counter.count(note[s:e]) <= counter.max_tokens()]
        previous = -1
        for chunk in chunks:
            assert len(chunk) <= max_chars and counter.count(chunk) <= counter.max_tokens()
            start = note.find(chunk, previous + 1)
            assert start > previous, "chunk in the note after the previous one"
            end = start + len(chunk)
            for s, e in whole:
                assert not s < start < e, f"chunk starts inside {note[s:e]!r}"
                assert not s < end < e, f"chunk ends inside {note[s:e]!r}"
            previous = start
