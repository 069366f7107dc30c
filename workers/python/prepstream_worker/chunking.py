"""The Java worker's chunking rules (knowledgebase/ingestion/TextChunker, DocumentChunker, Sections, Heading),
on strings of UTF-16 units (``jstr``). docs/worker-protocol.md, "Chunking", states them; the shared test
vectors (docs/shared-test-vectors/vectorize.json) are checked by a Java test and by tests/.
"""

from dataclasses import dataclass
from typing import Protocol

from . import jstr, sentences
from .links import Links, spans


class TokenCounter(Protocol):
    def max_tokens(self) -> int: ...

    def count(self, units: str) -> int: ...


@dataclass(frozen=True)
class Window:
    """The counter with a smaller window (the room a heading path leaves)."""

    tokens: TokenCounter
    window: int

    def max_tokens(self) -> int:
        return self.window

    def count(self, units: str) -> int:
        return self.tokens.count(units)


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    tokens: int = 0


class TextChunker:
    def __init__(self, max_chars: int, overlap_chars: int, tokens: TokenCounter):
        if max_chars < 20 or overlap_chars < 0 or overlap_chars >= max_chars // 2:
            raise ValueError("Need maxChars >= 20 and 0 <= overlapChars < maxChars / 2")
        self.max_chars = max_chars
        self.overlap_chars = overlap_chars
        self.tokens = tokens

    def chunk(self, text: str) -> list[str]:
        units = self._units(text, Links(spans(text)))
        prefix = [0]
        for u in units:
            prefix.append(prefix[-1] + u.tokens)
        chunks: list[str] = []
        first = 0
        while first < len(units):
            last = first
            while (last + 1 < len(units) and self._fits_units(text, units, prefix, first, last + 1)
                   and not self._paragraph_ends_half_full(text, units[first], units[last], units[last + 1])):
                last += 1
            while last > first and self.tokens.count(
                    jstr.strip(text[units[first].start:units[last].end])) > self.tokens.max_tokens():
                last -= 1
            chunks.append(jstr.strip(text[units[first].start:units[last].end]))
            if last + 1 >= len(units):
                break
            first = self._overlap_start(text, units, prefix, first, last)
        return chunks

    def _paragraph_ends_half_full(self, text: str, first: Span, last: Span, nxt: Span) -> bool:
        return last.end - first.start >= self.max_chars // 2 and "\n\n" in text[last.start:nxt.start]

    def _overlap_start(self, text: str, units: list[Span], prefix: list[int], first: int, last: int) -> int:
        nxt = last + 1
        start = nxt
        while start - 1 > first and units[nxt - 1].end - units[start - 1].start <= self.overlap_chars:
            start -= 1
        while start < nxt and not self._fits_units(text, units, prefix, start, nxt):
            start += 1
        return start

    def _units(self, text: str, links: Links) -> list[Span]:
        units: list[Span] = []
        bounds = sentences.boundaries(text)
        start = bounds[0]
        for end in bounds[1:]:
            # a sentence break in a link's text ("[Why? Read this](...)") or address: the link stays in one sentence
            if links.around(end) is not None:
                continue
            for line in _lines(text, start, end):
                self._split_to_fit(text, line, units, links)
            start = end
        return units

    def _split_to_fit(self, text: str, span: Span, out: list[Span], links: Links) -> None:
        start = span.start
        previous_length = -1
        while start < span.end:
            first, last = start, span.end
            while first < last and jstr.is_whitespace(text[first]):
                first += 1
            while last > first and jstr.is_whitespace(text[last - 1]):
                last -= 1
            if first == last:
                return
            count = self.tokens.count(jstr.strip(text[first:last])) if last - first <= self.max_chars else 1 << 31
            if count <= self.tokens.max_tokens():
                out.append(Span(start, span.end, count))
                return
            cut = self._before_link(text, start, self._longest_fitting_cut(text, start, span.end, previous_length),
                                    links)
            out.append(Span(start, cut, self.tokens.count(jstr.strip(text[start:cut]))))
            previous_length = cut - start
            start = cut

    def _longest_fitting_cut(self, text: str, start: int, end: int, previous_length: int) -> int:
        low = start + 1
        high = min(end, start + self.max_chars)
        guess = start + previous_length
        if previous_length > 0 and guess <= high:
            if not self._fits(text, start, guess):
                high = guess - 1
            else:
                low = guess
                if guess < high and not self._fits(text, start, guess + 1):
                    high = guess
        while low < high:
            mid = (low + high + 1) >> 1
            if self._fits(text, start, mid):
                low = mid
            else:
                high = mid - 1
        cut = low
        space = cut - 1
        while space > start and text[space] != " ":
            space -= 1
        if space > start + (cut - start) // 2 and self._fits(text, start, space + 1):
            cut = space + 1
        if cut < end and jstr.is_low_surrogate(text[cut]) and cut - 1 > start:
            cut -= 1
        while cut - 1 > start and not self._fits(text, start, cut):
            cut -= 1
            if jstr.is_low_surrogate(text[cut]) and cut - 1 > start:
                cut -= 1
        return cut

    def _before_link(self, text: str, start: int, cut: int, links: Links) -> int:
        """The cut moved back to the start of the link it falls in, unless the link cannot fit a chunk alone."""
        link = links.around(cut)
        if link is None or link[0] <= start or not self._fits(text, link[0], link[1]):
            return cut
        before = link[0]
        # a shorter piece may count more word pieces (a word cut in two), so it is checked, not assumed to fit
        while before - 1 > start and not self._fits(text, start, before):
            before -= 1
        return before

    def _fits_units(self, text: str, units: list[Span], prefix: list[int], frm: int, to: int) -> bool:
        piece = jstr.strip(text[units[frm].start:units[to].end])
        return len(piece) <= self.max_chars and prefix[to + 1] - prefix[frm] <= self.tokens.max_tokens()

    def _fits(self, text: str, start: int, end: int) -> bool:
        piece = jstr.strip(text[start:end])
        return len(piece) <= self.max_chars and self.tokens.count(piece) <= self.tokens.max_tokens()


def _lines(text: str, start: int, end: int) -> list[Span]:
    lines: list[Span] = []
    line_start = start
    for i in range(start, end):
        if text[i] == "\n":
            if not jstr.is_blank(text[line_start:i + 1]):
                lines.append(Span(line_start, i + 1))
            line_start = i + 1
    if not jstr.is_blank(text[line_start:end]):
        lines.append(Span(line_start, end))
    return lines


# --- headings and sections ----------------------------------------------------------------------------

MAX_HEADING_CHARS = 60
MAX_PATH_CHARS = 150
_REGEX_SPACE = " \t\n\u000b\f\r"


def parse_heading(line: str) -> tuple[int, str] | None:
    """An ATX heading on a stripped line: (level, title), or None."""
    level = 0
    while level < len(line) and line[level] == "#":
        level += 1
    if level == 0 or level > 6 or level == len(line) or line[level] not in _REGEX_SPACE:
        return None
    start = level
    while start < len(line) and line[start] in _REGEX_SPACE:
        start += 1
    if start == len(line):
        start -= 1
    end = len(line)
    for spaces in (True, False, True):
        while end > start and ((line[end - 1] in _REGEX_SPACE) if spaces else line[end - 1] == "#"):
            end -= 1
    return level, line[start:max(end, start + 1)]


def sections(text: str) -> list[tuple[str, str]]:
    """(heading path, section text) pairs, blank sections left out."""
    result: list[tuple[str, str]] = []
    levels: list[str | None] = [None] * 7
    body: list[str] = []
    path = ""
    fenced = False
    for line in text.split("\n"):
        trimmed = jstr.strip(line)
        if trimmed.startswith("```") or trimmed.startswith("~~~"):
            fenced = not fenced
        heading = None if fenced else parse_heading(trimmed)
        if heading is not None:
            _add(result, path, body)
            level, title = heading
            levels[level] = _shorten(jstr.strip(title.replace("*", "").replace("`", "")), MAX_HEADING_CHARS)
            for deeper in range(level + 1, 7):
                levels[deeper] = None
            path = _path(levels)
            body = []
        else:
            body.append(line + "\n")
    _add(result, path, body)
    return result


def _add(result: list[tuple[str, str]], path: str, body: list[str]) -> None:
    joined = "".join(body)
    if not jstr.is_blank(joined):
        result.append((path, joined))


def _path(levels: list[str | None]) -> str:
    full = " › ".join(level for level in levels if level)
    return full if len(full) <= MAX_PATH_CHARS else "…" + full[len(full) - MAX_PATH_CHARS + 1:]


def _shorten(heading: str, limit: int) -> str:
    return heading if len(heading) <= limit else heading[:limit - 1] + "…"


@dataclass(frozen=True)
class Piece:
    heading: str
    content: str

    def embedded(self) -> str:
        return self.content if not self.heading else self.heading + "\n" + self.content


class DocumentChunker:
    def __init__(self, max_chars: int, overlap_chars: int, tokens: TokenCounter, headings: bool):
        TextChunker(max_chars, overlap_chars, tokens)  # fails early on settings it cannot work with
        self.max_chars = max_chars
        self.overlap_chars = overlap_chars
        self.tokens = tokens
        self.headings = headings

    def chunk(self, text: str) -> list[Piece]:
        if not self.headings:
            return [Piece("", c) for c in TextChunker(self.max_chars, self.overlap_chars, self.tokens).chunk(text)]
        pieces: list[Piece] = []
        for path, body in sections(text):
            path_chars = 0 if not path else len(path) + 1
            path_tokens = 0 if not path else self.tokens.count(path) + 1
            if (self.max_chars - path_chars <= 2 * self.overlap_chars + 1
                    or self.tokens.max_tokens() - path_tokens < self.tokens.max_tokens() // 2):
                path, path_chars, path_tokens = "", 0, 0
            chunker = TextChunker(self.max_chars - path_chars, self.overlap_chars,
                                  Window(self.tokens, self.tokens.max_tokens() - path_tokens))
            pieces.extend(Piece(path, content) for content in chunker.chunk(body))
        return pieces
