"""knowledgebase/LexicalText#ofDocument: the words of a text for to_tsvector('english', ...): smartcn's
tokens (``smartcn``), each Porter-stemmed (``porter``), those without a letter or digit left out, joined
by spaces."""

import unicodedata

from . import jstr, porter, smartcn

_LETTER_OR_DIGIT = {"Lu", "Ll", "Lt", "Lm", "Lo", "Nd"}


def _has_letter_or_digit(word: str) -> bool:
    return any(unicodedata.category(c) in _LETTER_OR_DIGIT for c in jstr.from_units(word))


def words_of(units: str) -> list[str]:
    return [w for w in (porter.stem(t) for t in smartcn.tokens(units)) if _has_letter_or_digit(w)]


def document_words(text: str) -> str:
    """``text`` as Python str; its words joined by spaces."""
    return jstr.from_units(" ".join(words_of(jstr.to_units(text))))
