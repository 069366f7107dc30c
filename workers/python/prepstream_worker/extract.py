"""An item's text, loaded as the Java worker loads it (parsing/TextExtractor): the stored file under the
storage directory by ``knowledge_base.storage_key``, read by its sniffed ``content_type``; Markdown loses
its HTML comments and its front matter's metadata; then TextCleaner's normalisation.

Plain text and Markdown come out as Tika's do; HTML (html_text) and the body of a Word document (docx_text)
as Tika's, checked on the shared extraction vectors. PDF (pypdf) is read with another library than Tika:
docs/worker-protocol.md lists the differences.
"""

import io
import re
import unicodedata
from pathlib import Path

from . import jstr
from .docx_text import docx_text
from .html_text import html_text
from .worker import PermanentError

PDF = "application/pdf"
MARKDOWN = "text/markdown"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
HTML = ("text/html", "application/xhtml+xml")
_SAFE_KEY = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*")


def load(storage_dir: Path, storage_key: str, content_type: str, name: str, marked: bool = False) -> str:
    """The item's clean text; ``marked``: headings and tables of HTML and Word as Markdown, as the Java
    worker's ``extractWithHeadings`` (used when ``prepstream.knowledgebase.headings`` is on)."""
    if not _SAFE_KEY.fullmatch(storage_key or ""):
        raise PermanentError("Invalid storage key")
    path = storage_dir / storage_key
    if not path.is_file():
        raise PermanentError("the uploaded file is no longer in storage; upload it again")
    data = path.read_bytes()
    try:
        raw = read(data, content_type, marked)
    except PermanentError:
        raise
    except Exception as e:  # noqa: BLE001 - a parser crashing on this file: retrying won't fix it
        raise PermanentError(f"no text could be extracted from {name}: the file is damaged or not a valid document") from e
    if content_type == MARKDOWN:
        raw = front_matter_as_text(strip_comments(raw))
    text = clean(raw, content_type == PDF)
    if not text:
        raise PermanentError(f"no text could be extracted from {name} (it may be empty or contain only images)")
    return text


def read(data: bytes, content_type: str, marked: bool = False) -> str:
    if content_type == PDF:
        from pypdf import PdfReader
        return "\n".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(data)).pages)
    if content_type == DOCX:
        return docx_text(data, marked)
    text = _decode(data)
    if content_type in HTML:
        return html_text(text, marked)
    return text


def _decode(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", "replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        for codec in ("gb18030", "cp1252"):
            try:
                return data.decode(codec)
            except UnicodeDecodeError:
                continue
        return data.decode("latin-1")


# --- parsing/MarkdownComments, MarkdownFrontMatter ------------------------------------------------------

def strip_comments(markdown: str) -> str:
    if "<!--" not in markdown:
        return markdown
    out: list[str] = []
    fenced = in_comment = False
    for line in markdown.split("\n"):
        trimmed = jstr.strip(line)
        if not in_comment and (trimmed.startswith("```") or trimmed.startswith("~~~")):
            fenced = not fenced
        if fenced:
            out.append(line + "\n")
            continue
        starts_in = in_comment
        kept: list[str] = []
        in_comment = _keep_outside(line, in_comment, kept)
        if not (jstr.is_blank("".join(kept)) and (starts_in or "<!--" in line)):
            out.append("".join(kept) + "\n")
    joined = "".join(out)
    return joined[:max(0, len(joined) - 1)]


def _keep_outside(line: str, in_comment: bool, kept: list[str]) -> bool:
    at = 0
    while at < len(line):
        if in_comment:
            end = line.find("-->", at)
            if end < 0:
                return True
            in_comment, at = False, end + 3
        else:
            start = _comment_start(line, at)
            if start < 0:
                kept.append(line[at:])
                return False
            kept.append(line[at:start])
            in_comment, at = True, start + 4
    return in_comment


def _comment_start(line: str, frm: int) -> int:
    start = line.find("<!--", frm)
    while start >= 0:
        if line[:start].count("`") % 2 == 0:
            return start
        start = line.find("<!--", start + 1)
    return -1


_BLOCK = re.compile(r"\A\ufeff?---[ \t]*\n(.*?)\n---[ \t]*(?:\n|\Z)", re.S)


def front_matter_as_text(markdown: str) -> str:
    block = _BLOCK.search(markdown)
    if not block or len(jstr.to_units(markdown[:block.end()])) > 4000:
        return markdown
    yaml = block.group(1)
    text = ""
    title = _value(yaml, "title")
    if title:
        text += "# " + title + "\n\n"
    description = _value(yaml, "description")
    if description:
        text += description + "\n\n"
    return text + markdown[block.end():]


def _value(yaml: str, key: str) -> str:
    line = re.search(r"(?m)^" + key + r"[ \t]*:[ \t]*(.*)$", yaml)
    if not line:
        return ""
    value = jstr.strip(line.group(1))
    if len(value) >= 2 and (value[0] == value[-1] == '"' or value[0] == value[-1] == "'"):
        value = jstr.strip(value[1:-1])
    return value


# --- parsing/TextCleaner ------------------------------------------------------------------------------

_LINE_BREAKS = re.compile("\r\n?|[\u2028\u2029\u0085\f\u000b]")
_INVISIBLE = re.compile("[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u200b\ufeff\u2060]")
_LEADERS = re.compile(r"([.·_\-=*~])\1{4,}")
_ZS = "".join(chr(c) for c in range(0x10000) if unicodedata.category(chr(c)) == "Zs")
_HORIZONTAL = re.compile("[\t" + _ZS + "]+")
_AROUND_NEWLINE = re.compile(" ?\n ?")
_BLANK_LINES = re.compile("\n{3,}")


def clean(raw: str, soft_hyphens_visible: bool) -> str:
    text = unicodedata.normalize("NFC", raw)
    if soft_hyphens_visible:
        text = text.replace("\u00ad", "-")
    text = _LINE_BREAKS.sub("\n", text)
    text = _INVISIBLE.sub("", text)
    text = _HORIZONTAL.sub(" ", text)
    text = re.sub(r"([^\W\d_])-[ \t]*\n[ \t]*(\w)", lambda m: m.group(1) + m.group(2)
                  if unicodedata.category(m.group(2)) == "Ll" else m.group(0), text)
    text = _LEADERS.sub(" ", text)
    text = _HORIZONTAL.sub(" ", text)
    text = _AROUND_NEWLINE.sub("\n", text)
    text = _BLANK_LINES.sub("\n\n", text)
    return jstr.strip(text)
