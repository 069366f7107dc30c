"""HTML to text as the Java worker's Tika pipeline writes it (parsing/TextExtractor), before TextCleaner:
the body only; `script` and `style` dropped; navigation (`nav`, a `div` or `table` of class `navheader` /
`navfooter`) left out (NavigationSkipper); a line break after the elements Tika's XHTML handler ends a line
after, a tab before cells and list items; and, with ``marked`` (extractWithHeadings), headings as Markdown
heading lines (HeadingMarker) and tables as Markdown rows (TableMarker).

Only the elements Tika's HTML mapper lets through (NavigationHtmlMapper) reach those rules: `span`, `b`,
`section`, `header`, `caption`... pass their text and nothing else. The shared vectors
(docs/shared-test-vectors/extract.json) hold Java's output for these rules.
"""

import html.parser
import re

# DefaultHtmlMapper's safe elements that end a line in XHTMLContentHandler (ENDLINE), plus div (mapped by
# NavigationHtmlMapper) and br / hr
ENDLINE = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "div", "ul", "ol", "menu", "dl", "pre", "hr", "blockquote",
           "address", "form", "noscript", "li", "dt", "dd", "br", "tr", "select", "option", "table"}
INDENT = {"li", "dd", "dt", "td", "th"}
# the elements that reach the content handlers at all (DefaultHtmlMapper's safe ones, div and nav, br, hr);
# the others (span, code, b, section...) only pass their text
MAPPED = {"h1", "h2", "h3", "h4", "h5", "h6", "p", "pre", "blockquote", "q", "ul", "ol", "menu", "li", "dl", "dt",
          "dd", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "address", "a", "map", "area", "img",
          "frameset", "frame", "iframe", "object", "param", "ins", "del", "div", "nav", "br", "hr", "form",
          "select", "option", "noscript"}
DISCARD = {"script", "style", "title"}
HEAD_ONLY = {"meta", "link", "base"}
VOID = {"br", "hr", "img", "meta", "link", "base", "input", "area", "param", "col", "wbr", "source"}
NAVIGATION_CLASSES = {"navheader", "navfooter"}
# what an opening tag closes implicitly (HTML's optional end tags, which TagSoup closes)
CLOSES = {"p": {"p"}, "li": {"li"}, "dt": {"dt", "dd"}, "dd": {"dt", "dd"}, "tr": {"tr", "td", "th"},
          "td": {"td", "th"}, "th": {"td", "th"}, "option": {"option"}}
BLOCK_CLOSES_P = {"div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table", "pre", "blockquote",
                  "hr", "address", "form"}
HEADING_MARK = re.compile(r"(?:^|\s)#{1,6}\s")


def heading_level(tag: str) -> int:
    return int(tag[1]) if len(tag) == 2 and tag[0] == "h" and tag[1] in "123456" else 0


class _Tables:
    """TableMarker: a table's rows as `| a | b |` lines, the first followed by `| --- | --- |`."""

    def __init__(self, out: list[str]):
        self.out = out
        self.depth = 0
        self.row: list[str] | None = None
        self.cell: list[str] | None = None
        self.columns = 0
        self.header_written = False

    def start(self, tag: str) -> None:
        if tag == "table":
            self.depth += 1
            if self.depth == 1:
                self.out.append("\n\n")
                self.header_written = False
                return
        if self.depth == 1 and tag == "tr":
            self.row = []
        elif self.depth == 1 and self.row is not None and tag in ("td", "th"):
            self.cell = []
        elif self.cell is not None:
            self.cell.append(" ")

    def end(self, tag: str) -> None:
        if tag == "table" and self.depth > 0:
            self.depth -= 1
            if self.depth == 0:
                self.out.append("\n")
                return
        if self.depth == 1 and self.cell is not None and tag in ("td", "th"):
            text = HEADING_MARK.sub(" ", "".join(self.cell))
            self.row.append(" ".join(text.split()).replace("|", "\\|"))
            self.cell = None
        elif self.depth == 1 and self.row is not None and tag == "tr":
            self._write_row()
        elif self.cell is not None:
            self.cell.append(" ")

    def text(self, data: str, ignorable: bool) -> bool:
        """Whether ``data`` is taken (into a cell, or dropped inside a table)."""
        if self.cell is not None:
            self.cell.append(" " if ignorable else data)
            return True
        if self.depth == 0:
            return False
        return ignorable or self.row is not None or not data.strip()  # a caption passes

    def _write_row(self) -> None:
        cells, self.row = self.row, None
        if not cells or all(not c for c in cells):
            return
        if not self.header_written:
            self.columns = len(cells)
            self.out.append("\n\n")
        cells += [""] * (self.columns - len(cells))
        self.out.append("| " + " | ".join(cells) + " |\n")
        if not self.header_written:
            self.out.append("|" + " --- |" * self.columns + "\n")
            self.header_written = True


class TikaLikeHtml(html.parser.HTMLParser):
    def __init__(self, marked: bool):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.marked = marked
        self.tables = _Tables(self.out) if marked else None
        self.open: list[str] = []
        self.in_head = False
        self.discarding = 0
        self.skipping = 0  # depth inside navigation
        self.pre_start = False  # a line break right after <pre> is not content (HTML's rule, TagSoup's too)

    # --- elements ---------------------------------------------------------------------------------
    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "head":
            self.in_head = True
            return
        if tag == "body":
            self.in_head = False
            return
        if self.in_head or tag in HEAD_ONLY:
            return
        if tag in DISCARD:
            self.discarding += 1
            return
        self._close_implied(tag)
        if tag in VOID:
            self._element_start(tag, attrs)
            self._element_end(tag)
            return
        self.open.append(tag)
        self._element_start(tag, attrs)
        self.pre_start = tag == "pre"

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.open and self.open[-1] == tag:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        self.pre_start = False
        if tag == "head":
            self.in_head = False
            return
        if tag in DISCARD:
            self.discarding = max(0, self.discarding - 1)
            return
        if self.in_head or tag in VOID or tag not in self.open:
            return
        while self.open:  # elements left open inside it end with it
            top = self.open.pop()
            self._element_end(top)
            if top == tag:
                return

    def _close_implied(self, tag: str) -> None:
        closes = set(CLOSES.get(tag, ()))
        if tag in BLOCK_CLOSES_P:
            closes.add("p")
        stop = {"table"} if tag in ("tr", "td", "th") else {"ul", "ol", "dl", "table", "select"}
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i] in closes:
                while len(self.open) > i:
                    self._element_end(self.open.pop())
                return
            if self.open[i] in stop:
                return

    def _element_start(self, tag: str, attrs: list) -> None:
        if tag not in MAPPED:
            return
        if self.skipping or self._is_navigation(tag, attrs):
            self.skipping += 1
            return
        if tag in INDENT:
            self._whitespace("\t")
        if self.marked and heading_level(tag):
            self._write("\n\n" + "#" * heading_level(tag) + " ")
        if self.tables:
            self.tables.start(tag)

    def _element_end(self, tag: str) -> None:
        if tag not in MAPPED:
            return
        if self.skipping:
            self.skipping -= 1
            return
        if self.tables:
            self.tables.end(tag)
        if self.marked and heading_level(tag):
            self._write("\n\n")
        if tag in ENDLINE:
            self._whitespace("\n")

    @staticmethod
    def _is_navigation(tag: str, attrs: list) -> bool:
        if tag == "nav":
            return True
        if tag not in ("div", "table"):
            return False
        classes = next((v for k, v in attrs if k == "class"), None) or ""
        return any(c in NAVIGATION_CLASSES for c in classes.split())

    # --- text ---------------------------------------------------------------------------------------
    def handle_data(self, data: str) -> None:
        if self.pre_start:
            self.pre_start = False
            data = data[2:] if data.startswith("\r\n") else data[1:] if data[:1] in ("\n", "\r") else data
        if self.in_head or self.discarding or self.skipping:
            return
        self._write(data)

    def _write(self, text: str) -> None:
        if not (self.tables and self.tables.text(text, False)):
            self.out.append(text)

    def _whitespace(self, text: str) -> None:
        if not (self.tables and self.tables.text(text, True)):
            self.out.append(text)


def html_text(markup: str, marked: bool) -> str:
    parser = TikaLikeHtml(marked)
    parser.feed(markup)
    parser.close()
    while parser.open:
        parser._element_end(parser.open.pop())
    return "".join(parser.out)
