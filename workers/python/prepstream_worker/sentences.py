"""Sentence boundaries exactly as java.text.BreakIterator.getSentenceInstance(Locale.ROOT) finds them:
the JDK's own compiled state table (``SentenceBreakIteratorData``, copied out of the local JDK by
``models``) run by a port of sun.text.RuleBasedBreakIterator#handleNext, on a string of UTF-16 units.
Without the table (no JDK at setup), ``sentence_rules`` approximates it from the rules' text; that
approximation misses one quirk of the table (docs/worker-protocol.md, "What differs").
"""

import struct
from functools import lru_cache
from pathlib import Path

from . import sentence_rules

TABLE = Path(__file__).resolve().parent.parent / "models" / "SentenceBreakIteratorData"
START_STATE, STOP_STATE, IGNORE = 1, 0, -1


class _Table:
    def __init__(self, data: bytes):
        if data[:7] != b"BIdata\0" or data[7] != 1:
            raise ValueError("not a version 1 break iterator data file")
        pos = 12
        lengths = struct.unpack_from(">7i", data, pos)
        pos += 28 + 8  # lengths and checksum
        states, backwards, ends, lookaheads, bmp, non_bmp, _additional = lengths
        self.states = struct.unpack_from(f">{states}h", data, pos)
        pos += 2 * states + 2 * backwards
        self.ends = data[pos:pos + ends]
        pos += ends
        self.lookaheads = data[pos:pos + lookaheads]
        pos += lookaheads
        self.indices = struct.unpack_from(">512H", data, pos)
        pos += 1024
        self.values = struct.unpack_from(f">{bmp}b", data, pos)
        pos += bmp
        self.supplementary = struct.unpack_from(f">{non_bmp}i", data, pos)
        self.categories = states // ends

    def category(self, cp: int) -> int:
        if cp < 0x10000:
            return self.values[self.indices[cp >> 7] + (cp & 0x7F)]
        table = self.supplementary
        for k in range(len(table) - 1):  # sorted by start; a handful of ranges
            if table[k] >> 8 <= cp < table[k + 1] >> 8:
                value = table[k] & 0xFF
                return IGNORE if value == 0xFF else value
        return IGNORE if table[-1] & 0xFF == 0xFF else table[-1] & 0xFF


@lru_cache(maxsize=1)
def _table() -> _Table | None:
    return _Table(TABLE.read_bytes()) if TABLE.exists() else None


def _code_point(text: str, i: int) -> tuple[int, int]:
    c = ord(text[i])
    if 0xD800 <= c <= 0xDBFF and i + 1 < len(text) and 0xDC00 <= ord(text[i + 1]) <= 0xDFFF:
        return 0x10000 + ((c - 0xD800) << 10) + (ord(text[i + 1]) - 0xDC00), 2
    return c, 1


def _next(t: _Table, text: str, index: int) -> int:
    """RuleBasedBreakIterator#handleNext from ``index``."""
    end = len(text)
    cp, size = _code_point(text, index)
    result = min(index + size, end)
    lookahead = 0
    state = START_STATE
    i = index
    while i < end and state != STOP_STATE:
        cp, size = _code_point(text, i)
        category = t.category(cp)
        if category != IGNORE:
            state = t.states[state * t.categories + category]
        following = min(i + size, end)
        if t.lookaheads[state]:
            if t.ends[state]:
                result = lookahead
            else:
                lookahead = following
        elif t.ends[state]:
            result = following
        i = following
    if i >= end and lookahead == end:
        result = lookahead
    return result


def boundaries(text: str) -> list[int]:
    """Every boundary, from 0 to len(text), as first() and next() visit them."""
    t = _table()
    if t is None:
        return sentence_rules.boundaries(text)
    result = [0]
    while result[-1] < len(text):
        result.append(_next(t, text, result[-1]))
    return result
