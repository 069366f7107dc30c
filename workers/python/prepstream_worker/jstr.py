"""Java string semantics where the chunking rules depend on them: lengths and offsets count UTF-16 code
units, and whitespace is Character.isWhitespace (which, unlike Python, excludes no-break spaces).
Text is chunked as a str of UTF-16 code units (astral characters as surrogate pairs) and turned back
with ``from_units`` before it is tokenized, embedded or stored.
"""

import unicodedata

_JAVA_SPACE_CATEGORIES = {"Zs", "Zl", "Zp"}
_NO_BREAK = {"\u00a0", "\u2007", "\u202f"}
_CONTROL_SPACES = set("\t\n\u000b\f\r\u001c\u001d\u001e\u001f")


def to_units(text: str) -> str:
    if text.isascii() or all(ord(c) < 0x10000 for c in text):
        return text
    data = text.encode("utf-16-le", "surrogatepass")
    return "".join(chr(int.from_bytes(data[i:i + 2], "little")) for i in range(0, len(data), 2))


def from_units(units: str) -> str:
    if all(not 0xD800 <= ord(c) <= 0xDFFF for c in units):
        return units
    return units.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def is_whitespace(c: str) -> bool:
    """java.lang.Character.isWhitespace for one UTF-16 unit."""
    if c in _CONTROL_SPACES:
        return True
    return c not in _NO_BREAK and unicodedata.category(c) in _JAVA_SPACE_CATEGORIES


def strip(s: str) -> str:
    """String.strip(): Character.isWhitespace from both ends."""
    start, end = 0, len(s)
    while start < end and is_whitespace(s[start]):
        start += 1
    while end > start and is_whitespace(s[end - 1]):
        end -= 1
    return s[start:end]


def is_blank(s: str) -> bool:
    return all(is_whitespace(c) for c in s)


def is_low_surrogate(c: str) -> bool:
    return 0xDC00 <= ord(c) <= 0xDFFF
