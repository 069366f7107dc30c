"""The fallback of ``sentences`` when no JDK table could be copied: sentence boundaries approximated from
the text of the JDK's "SentenceBreakRules", on a string of UTF-16 units. It misses one quirk of the
compiled table (a period followed by two spaces and symbols not followed by a letter also breaks before
the period). The rules:

1. break after a paragraph separator U+2029;
2. after a danda (U+0964/5) and the spaces after it;
3. after a period (``.`` or U+FF0E), further periods and closing punctuation, then at least one space:
   break before the next character when it is a letter that is not lower case;
4. after such a period and any spaces: break before a run of opening punctuation / "sentence start"
   characters (anything not a letter, digit, space, punctuation named here) that is followed by a letter;
5. after a terminator (``! ? 。 ！ ？``), further terminators, periods, closing punctuation and spaces
   (and one paragraph separator): always break.

Non-spacing marks, enclosing marks and format characters are transparent. The text's end is a boundary.
"""

import unicodedata

_TERM = set("!?\u3002\uff01\uff1f")
_PERIOD = set(".\uff0e")
_DANDA = set("\u0964\u0965")
_PS = "\u2029"


def _cat(c: str) -> str:
    return unicodedata.category(c)


def _ignore(c: str) -> bool:
    return _cat(c) in ("Mn", "Me", "Cf")


def _space(c: str) -> bool:
    return c in "\t\r\f\n\u2028" or _cat(c) == "Zs"


def _letter(c: str) -> bool:
    return _cat(c).startswith("L")


def _start_punct(c: str) -> bool:
    return _cat(c) in ("Ps", "Pi") or c in "\"'"


def _end(c: str) -> bool:
    return _cat(c) in ("Pe", "Pf") or c in "\"'"


def _sent_start(c: str) -> bool:
    return not (_letter(c) or _space(c) or _start_punct(c) or _end(c) or _cat(c).startswith("N") or c in _TERM
                or c in _PERIOD or c == "," or c == _PS or _ignore(c))


class _Cursor:
    """Reads the text skipping ignorable characters."""

    def __init__(self, text: str):
        self.text = text

    def next_index(self, i: int) -> int:
        while i < len(self.text) and _ignore(self.text[i]):
            i += 1
        return i


def boundaries(text: str) -> list[int]:
    """Every boundary, starting with 0 and ending with len(text) (as first()/next() visit them)."""
    result = [0]
    n = len(text)
    cur = _Cursor(text)
    i = 0
    while i < n:
        end = _sentence_end(text, cur, i)
        result.append(end)
        i = end
    if result[-1] != n:
        result.append(n)
    return result


def _skip(text: str, cur: _Cursor, i: int, pred) -> int:
    i = cur.next_index(i)
    while i < len(text) and pred(text[i]):
        i = cur.next_index(i + 1)
    return i


def _sentence_end(text: str, cur: _Cursor, start: int) -> int:
    n = len(text)
    i = start
    while i < n:
        c = text[i]
        if c == _PS:
            return i + 1
        if c in _DANDA:
            return _skip(text, cur, i + 1, _space)
        if c in _TERM:
            j = _skip(text, cur, i + 1, lambda x: x in _TERM or x in _PERIOD or _end(x))
            j = _skip(text, cur, j, _space)
            if j < n and text[j] == _PS:
                j += 1
            return j
        if c in _PERIOD:
            j = _skip(text, cur, i + 1, lambda x: x in _PERIOD or _end(x))
            k = _skip(text, cur, j, _space)
            if k < n:
                nxt = text[k]
                if k > j and _letter(nxt) and _cat(nxt) != "Ll":
                    return k
                m = _skip(text, cur, k, lambda x: _start_punct(x) or _sent_start(x))
                if m > k and m < n and _letter(text[m]):
                    return k
        i += 1
    return n
