"""A Word document's text as the Java worker's Tika writes it: the body's paragraphs and tables in order,
as the XHTML Tika makes of them (a paragraph `<p>`, a paragraph whose style is named "heading N" `<hN>`,
"Title" `<h1>`, "Subtitle" `<h2>`, a table `<table><tbody><tr><td><p>…`), then read by html_text's rules,
so that line breaks, headings and table rows come out as Java's (docs/shared-test-vectors/extract.json).
Not read: headers, footers, footnotes, comments, text boxes, embedded documents (Tika reads them).
"""

import html
import io
import re
import xml.etree.ElementTree as ET
import zipfile

from .html_text import html_text

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_HEADING = re.compile(r"heading\s*(\d)", re.I)


def docx_text(data: bytes, marked: bool) -> str:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        body = ET.fromstring(z.read("word/document.xml")).find(W + "body")
        styles = _style_names(z.read("word/styles.xml")) if "word/styles.xml" in z.namelist() else {}
    markup: list[str] = []
    for child in body if body is not None else []:
        _block(child, styles, markup)
    return html_text("<body>" + "".join(markup) + "</body>", marked)


def _style_names(xml: bytes) -> dict[str, str]:
    names = {}
    for style in ET.fromstring(xml).iter(W + "style"):
        name = style.find(W + "name")
        if name is not None:
            names[style.get(W + "styleId", "")] = name.get(W + "val", "")
    return names


def _block(element: ET.Element, styles: dict[str, str], markup: list[str]) -> None:
    if element.tag == W + "p":
        tag = _paragraph_tag(element, styles)
        markup.append(f"<{tag}>{_runs(element)}</{tag}>")
    elif element.tag == W + "tbl":
        markup.append("<table><tbody>")
        for row in element.iter(W + "tr"):
            markup.append("<tr>")
            for cell in row.findall(W + "tc"):
                markup.append("<td>")
                for child in cell:
                    _block(child, styles, markup)
                markup.append("</td>")
            markup.append("</tr>")
        markup.append("</tbody></table>")
    elif element.tag == W + "sdt":  # content controls hold paragraphs and tables
        content = element.find(W + "sdtContent")
        for child in content if content is not None else []:
            _block(child, styles, markup)


def _paragraph_tag(paragraph: ET.Element, styles: dict[str, str]) -> str:
    """WordExtractor#buildParagraphTagAndStyle: by the style's name."""
    style = paragraph.find(f"{W}pPr/{W}pStyle")
    name = styles.get(style.get(W + "val", ""), "") if style is not None else ""
    heading = _HEADING.match(name)
    if heading:
        return f"h{min(max(int(heading.group(1)), 1), 6)}"
    lowered = name.lower()
    return "h1" if lowered == "title" else "h2" if lowered == "subtitle" else "p"


def _runs(paragraph: ET.Element) -> str:
    out: list[str] = []
    for node in (child for run in paragraph.iter(W + "r") for child in run):  # not pPr's tab stops
        if node.tag == W + "t":
            out.append(html.escape(node.text or "", quote=False))
        elif node.tag == W + "tab":
            out.append("\t")
        elif node.tag in (W + "br", W + "cr"):
            out.append("<br/>")
    return "".join(out)
