package com.prepstream.export;

import com.prepstream.text.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Breaks text into lines that fit a width, for Chinese and English alike: a CJK character may end
 * a line anywhere, a Latin word only at a space, closing punctuation (，。）etc.) never starts
 * a line and opening punctuation (（《“ etc.) never ends one. A word wider than the line is cut where it must be.
 */
final class TextLines {

    private static final String NO_LINE_START = "，。、；：？！）》」』】〉”’,.;:?!)]}%·…";
    private static final String NO_LINE_END = "（《「『【〈“‘";

    private TextLines() {
    }

    static List<String> wrap(String text, double maxWidth, ToDoubleFunction<String> width) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.replace("\r\n", "\n").replace('\r', '\n').replace('\t', ' ').split("\n", -1)) {
            wrapParagraph(paragraph, maxWidth, width, lines);
        }
        return lines;
    }

    // Widths add up (no kerning), so a line's width is kept as units are appended, not measured again.
    private static void wrapParagraph(String paragraph, double maxWidth, ToDoubleFunction<String> width, List<String> lines) {
        StringBuilder line = new StringBuilder();
        double lineWidth = 0;
        for (String unit : units(paragraph)) {
            String visible = unit.stripTrailing();
            if (lineWidth + width.applyAsDouble(visible) <= maxWidth) {
                line.append(unit);
                lineWidth += width.applyAsDouble(unit);
                continue;
            }
            if (!line.isEmpty()) {
                lines.add(line.toString().stripTrailing());
                line.setLength(0);
            }
            String rest = unit.stripLeading();
            while (width.applyAsDouble(rest.stripTrailing()) > maxWidth && rest.codePointCount(0, rest.length()) > 1) {
                int cut = longestFittingPrefix(rest, maxWidth, width);
                lines.add(rest.substring(0, cut));
                rest = rest.substring(cut);
            }
            line.append(rest);
            lineWidth = width.applyAsDouble(rest);
        }
        lines.add(line.toString().stripTrailing());
    }

    /** Words with their trailing spaces, single CJK characters, each with any closing punctuation that follows. */
    static List<String> units(String text) {
        List<String> units = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        text.codePoints().forEach(cp -> {
            String ch = new String(Character.toChars(cp));
            if (NO_LINE_START.contains(ch) && (!word.isEmpty() || !units.isEmpty())) {
                if (!word.isEmpty()) {
                    word.append(ch);
                } else {
                    units.set(units.size() - 1, units.get(units.size() - 1) + ch);
                }
            } else if (isCjk(cp)) {
                flush(word, units);
                units.add(ch);
            } else if (cp == ' ') {
                word.append(ch);
                flush(word, units);
            } else {
                if (!word.isEmpty() && word.charAt(word.length() - 1) == ' ') {
                    flush(word, units);
                }
                word.append(ch);
            }
        });
        flush(word, units);
        return openersJoined(units);
    }

    /** An opening mark goes with what it opens ("（已覆盖）" once broke after "（"). */
    private static List<String> openersJoined(List<String> units) {
        List<String> joined = new ArrayList<>();
        String pending = "";
        for (String unit : units) {
            if (NO_LINE_END.contains(unit)) {
                pending += unit;
            } else {
                joined.add(pending + unit);
                pending = "";
            }
        }
        if (!pending.isEmpty()) {
            joined.add(pending);
        }
        return joined;
    }

    private static void flush(StringBuilder word, List<String> units) {
        if (!word.isEmpty()) {
            units.add(word.toString());
            word.setLength(0);
        }
    }

    private static int longestFittingPrefix(String text, double maxWidth, ToDoubleFunction<String> width) {
        int end = text.offsetByCodePoints(0, 1);
        while (end < text.length()) {
            int next = text.offsetByCodePoints(end, 1);
            if (width.applyAsDouble(text.substring(0, next)) > maxWidth) {
                break;
            }
            end = next;
        }
        return end;
    }

    static boolean isCjk(int codePoint) {
        return Scripts.isCjk(codePoint)
                || Character.UnicodeBlock.of(codePoint) == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
                || Character.UnicodeBlock.of(codePoint) == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS;
    }
}
