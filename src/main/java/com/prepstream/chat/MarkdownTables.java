package com.prepstream.chat;

import com.prepstream.text.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Markdown tables in a passage read as prose: each row a list item, "first cell：the others" (a table of a column's
 * values and their meaning is often the answer itself, and dropping it left nothing to quote); the separator row
 * dropped, and a row the chunk holds alone (its header, the rows cut into the next chunk) dropped too.
 */
final class MarkdownTables {

    private static final Pattern ROW = Pattern.compile("^\\s*\\|.*\\|\\s*$");
    private static final Pattern SEPARATOR = Pattern.compile("^\\s*\\|?\\s*:?-{3,}:?\\s*\\|");
    /** "| | | |": a separator row as the stored chunks hold it (the extractor drops runs of dashes). */
    private static final Pattern EMPTY_ROW = Pattern.compile("^\\s*\\|[\\s|:-]*\\|\\s*$");

    private MarkdownTables() {
    }

    /** "| --- | --- |" under a header. */
    static boolean separatorLine(String line) {
        return SEPARATOR.matcher(line).find();
    }

    /** A table row (a separator row is one too). */
    static boolean row(String line) {
        return ROW.matcher(line).matches();
    }

    /**
     * Whether line {@code at} is a table's lone row, its header when the chunk ends under it: quoted alone,
     * "- 版本：持久化默认方式，重要特性" reads as a list item and says nothing.
     */
    static boolean loneRow(String[] lines, int at) {
        if (!row(lines[at]) || separatorLine(lines[at])) {
            return false;
        }
        int rows = 0;
        for (int i = at; i >= 0 && tableLine(lines[i]); i--) {
            rows += separator(lines[i]) ? 0 : 1;
        }
        for (int i = at + 1; i < lines.length && tableLine(lines[i]); i++) {
            rows += separator(lines[i]) ? 0 : 1;
        }
        return rows < 2;
    }

    /** A table row as a list item, "first cell：the others"; empty for a row of empty cells. */
    static String asItem(String line) {
        List<String> cells = new ArrayList<>();
        for (String cell : line.strip().replaceAll("^\\||\\|$", "").split("\\|")) {
            String text = PassageProse.inline(cell);
            if (!text.isEmpty()) {
                cells.add(text);
            }
        }
        if (cells.isEmpty()) {
            return "";
        }
        boolean han = cells.stream().anyMatch(cell -> cell.codePoints().anyMatch(Scripts::isHan));
        String rest = String.join(han ? "，" : ", ", cells.subList(1, cells.size()));
        return "- " + cells.get(0) + (rest.isEmpty() ? "" : (han ? "：" : ": ") + rest);
    }

    private static boolean tableLine(String line) {
        return row(line) || separatorLine(line);
    }

    private static boolean separator(String line) {
        return separatorLine(line) || EMPTY_ROW.matcher(line).matches();
    }
}
