"""Placeholder, replaced below."""


def document_words(text: str) -> str:
    return text
