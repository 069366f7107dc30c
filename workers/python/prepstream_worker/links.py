"""Where the Markdown links and images of a text lie, as the Java worker finds them (text/InlineMarkdown#spans):
the chunker moves a cut that would fall inside one to its start (docs/worker-protocol.md, "Chunking").
Positions count UTF-16 units, as everywhere in the chunker (``jstr``)."""

from bisect import bisect_right


def spans(text: str) -> list[tuple[int, int]]:
    """Each link or image as a half-open (start, end) range, in order, not overlapping; an image inside a link
    ("[![alt](img)](url)") is one. Its text and address do not cross a line break."""
    close_bracket = _next_of(text, "]")
    close_paren = _next_of(text, ")")
    n = len(text)
    result: list[tuple[int, int]] = []
    i = 0
    while i < n:
        end = _closed(text, i, close_bracket, close_paren) if text[i] == "[" else -1
        if end < 0:
            i += 1
            continue
        if end + 1 < n and text[end] == "]" and text[end + 1] == "(":
            paren = close_paren[end + 2]
            end = paren + 1 if paren < n and text[paren] == ")" else end
        result.append((i - 1 if i > 0 and text[i - 1] == "!" else i, end))
        i = end
    return result


def _closed(text: str, open_at: int, close_bracket: list[int], close_paren: list[int]) -> int:
    n = len(text)
    bracket = close_bracket[open_at + 1]
    if bracket + 1 >= n or text[bracket] != "]" or text[bracket + 1] != "(":
        return -1
    paren = close_paren[bracket + 2]
    return paren + 1 if paren < n and text[paren] == ")" else -1


def _next_of(text: str, mark: str) -> list[int]:
    """For each index, the first ``mark`` or line break at or after it (len(text) when none)."""
    n = len(text)
    nxt = [n] * (n + 2)
    for i in range(n - 1, -1, -1):
        c = text[i]
        nxt[i] = i if c == mark or c == "\n" else nxt[i + 1]
    return nxt


class Links:
    """The links of one text, looked up by position."""

    def __init__(self, found: list[tuple[int, int]]):
        self._spans = found
        self._starts = [start for start, _ in found]

    def around(self, position: int) -> tuple[int, int] | None:
        """The link that ``position`` falls strictly inside (a cut there would split it), or None."""
        k = bisect_right(self._starts, position - 1) - 1
        if k >= 0 and self._spans[k][0] < position < self._spans[k][1]:
            return self._spans[k]
        return None
