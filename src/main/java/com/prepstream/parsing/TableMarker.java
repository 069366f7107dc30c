package com.prepstream.parsing;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.tika.sax.ContentHandlerDecorator;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

/**
 * Writes Tika's XHTML tables (HTML tables, Word tables) as Markdown table rows, so the reader view shows them as
 * tables and a passage keeps its cells apart; flattened, a row read "RDB fast load" and a Word table one cell per
 * line. The first row is the header (Word has no header rows of its own). A cell's line breaks become spaces and
 * its pipes are escaped ({@code \|}), so every row stays one line. A table inside a cell is read as that cell's text.
 */
final class TableMarker extends ContentHandlerDecorator {

    /** A heading inside a cell arrives marked by {@link HeadingMarker}; in a row the mark is debris. */
    private static final Pattern HEADING_MARK = Pattern.compile("(?:^|\\s)#{1,6}\\s");

    private int depth;
    private List<String> row;
    private StringBuilder cell;
    private int columns;
    private boolean headerWritten;

    TableMarker(ContentHandler handler) {
        super(handler);
    }

    @Override
    public void startElement(String uri, String localName, String name, Attributes atts) throws SAXException {
        if ("table".equals(localName) && ++depth == 1) {
            write("\n\n");
            headerWritten = false;
        } else if (depth == 1 && "tr".equals(localName)) {
            row = new ArrayList<>();
        } else if (depth == 1 && row != null && isCell(localName)) {
            cell = new StringBuilder();
        } else if (cell != null) {
            cell.append(' ');
        }
        super.startElement(uri, localName, name, atts);
    }

    @Override
    public void endElement(String uri, String localName, String name) throws SAXException {
        super.endElement(uri, localName, name);
        if ("table".equals(localName) && depth > 0 && --depth == 0) {
            write("\n");
        } else if (depth == 1 && cell != null && isCell(localName)) {
            row.add(HEADING_MARK.matcher(cell).replaceAll(" ").replaceAll("\\s+", " ").strip().replace("|", "\\|"));
            cell = null;
        } else if (depth == 1 && row != null && "tr".equals(localName)) {
            writeRow();
        } else if (cell != null) {
            cell.append(' ');
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (cell != null) {
            cell.append(ch, start, length);
        } else if (depth == 0 || (row == null && !new String(ch, start, length).isBlank())) {
            super.characters(ch, start, length); // outside tables, and a table's caption
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        if (cell != null) {
            cell.append(' ');
        } else if (depth == 0) {
            super.ignorableWhitespace(ch, start, length);
        }
    }

    private void writeRow() throws SAXException {
        List<String> cells = row;
        row = null;
        if (cells.isEmpty() || cells.stream().allMatch(String::isEmpty)) {
            return;
        }
        if (!headerWritten) {
            columns = cells.size();
            write("\n\n"); // after a caption, if any (the cleaner makes any more blank lines one)
        }
        while (cells.size() < columns) {
            cells.add("");
        }
        write("| " + String.join(" | ", cells) + " |\n");
        if (!headerWritten) {
            write("|" + " --- |".repeat(columns) + "\n");
            headerWritten = true;
        }
    }

    private void write(String text) throws SAXException {
        super.characters(text.toCharArray(), 0, text.length());
    }

    private static boolean isCell(String localName) {
        return "td".equals(localName) || "th".equals(localName);
    }
}
