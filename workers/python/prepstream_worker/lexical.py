"""text/LexicalText#ofDocument: the words of a text for to_tsvector('english', ...): smartcn's
tokens (``smartcn``), each Porter-stemmed (``porter``), those without a letter or digit left out, joined
by spaces, then each identifier joined by underscores once more as one word (``max_connections`` →
``maxconnections``)."""

import re
import unicodedata

from . import jstr, porter, smartcn

# LexicalText.IDENTIFIER; Python's \b counts a few more characters as word characters than Java's
# (numerics such as "²" besides letters, decimal digits and "_"), which only matters right beside one.
_IDENTIFIER = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b")

_LETTER_OR_DIGIT = {"Lu", "Ll", "Lt", "Lm", "Lo", "Nd"}


def _has_letter_or_digit(word: str) -> bool:
    return any(unicodedata.category(c) in _LETTER_OR_DIGIT for c in jstr.from_units(word))


def words_of(units: str) -> list[str]:
    return [w for w in (porter.stem(t) for t in smartcn.tokens(units)) if _has_letter_or_digit(w)]


def document_words(text: str) -> str:
    """``text`` as Python str; its words joined by spaces, then its identifiers whole."""
    words = jstr.from_units(" ".join(words_of(jstr.to_units(text))))
    return " ".join([w for w in [words] if w]
                    + [m.group().replace("_", "").lower() for m in _IDENTIFIER.finditer(text)])
