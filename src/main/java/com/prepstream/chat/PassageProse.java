package com.prepstream.chat;

import com.prepstream.text.InlineMarkdown;
import com.prepstream.text.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A passage as the prose a reader would quote: paragraphs and lists (a lead-in with its items), each
 * under the heading it follows, cleaned of Markdown (links keep their text, emphasis and inline-code
 * marks go; images, fenced code, front matter and HTML tags are dropped; a table becomes a list,
 * MarkdownTables). Notes are Markdown, and quoting them raw showed readers "**", "[…](../…)" and cut-off
 * fences.
 */
final class PassageProse {

    /**
     * A paragraph ({@code items} empty) or a list with the sentence that announces it ({@code lead}, may be
     * empty). Each item keeps its mark as the note wrote it: "1." for a numbered step, "- " for a bullet.
     * {@code pointer}: a paragraph that sends the reader to another text ("关于 RDB 和 AOF 的优缺点，官网上面也给了比较详细的
     * 说明[Redis persistence](…)", "可以先看 [树结构详解](…)"): it names the topic, so it is close to a question on it,
     * and it answers nothing.
     */
    record Block(String heading, String lead, List<String> items, boolean pointer) {

        Block(String heading, String lead, List<String> items) {
            this(heading, lead, items, false);
        }

        /** As quoted: the lead-in, then each item on a line of its own. */
        String text() {
            StringBuilder text = new StringBuilder(lead);
            for (String item : items) {
                text.append(text.isEmpty() ? "" : "\n").append(item);
            }
            return text.toString();
        }

        boolean leadInAlone() {
            return items.isEmpty() && (lead.endsWith(":") || lead.endsWith("："));
        }

        int length() {
            return lead.length() + items.stream().mapToInt(String::length).sum();
        }
    }

    private static final Pattern FRONT_MATTER = Pattern.compile("\\A\\s*---\\n.*?\\n---[ \\t]*(\\n|\\z)", Pattern.DOTALL);
    private static final Pattern FENCE = Pattern.compile("^\\s*(```|~~~)");
    private static final Pattern HEADING = Pattern.compile("^\\s{0,3}#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern LIST_ITEM = Pattern.compile("^\\s*([-*+•]|\\d{1,3}[.)、])\\s+(.*)$");
    /** An item that opens with a link (possibly bold, possibly cut by the chunk's end: "[红黑树详解](."). */
    private static final Pattern LINKED_ITEM = Pattern.compile("(\\*\\*)?(\\[[^\\]\\n]*]\\(|<https?://)");
    private static final Pattern AUTOLINK = Pattern.compile("<https?://[^>\\s]+>");
    /**
     * How a paragraph that points elsewhere ends: with its link ("可以先看 [树结构详解](…)。", "…(…) 这篇文章。"), or
     * announcing what follows ("这里结合自己的理解简单总结一下。"). A link in passing ("详见[…]，范围查询只需顺序遍历。") is prose.
     */
    private static final Pattern ENDS_WITH_LINK = Pattern.compile(
            "(]\\([^)\\n]*\\)|<https?://[^>\\s]+>)\\s*(这篇文章|这篇|一文|文章)?\\s*[。.！!]?\\s*$");
    private static final Pattern ANNOUNCES_NEXT = Pattern.compile(
            "(如下|总结一下|以下|下面|below|following)[^。.]{0,6}[。.]?\\s*$", Pattern.CASE_INSENSITIVE);
    /** A linked paragraph with less prose than this (in code points) says nothing of its own. */
    private static final int POINTER_PROSE = 20;
    /**
     * HTML tags by name, not after a word character: Java's own angle brackets are prose ("List<String>" lost its
     * type, "<clinit>() 方法" read "() 方法").
     */
    private static final Pattern HTML_TAG = Pattern.compile("(?<!\\w)</?(?:a|img|br|p|div|span|b|i|em|strong|code|pre|"
            + "table|thead|tbody|tr|td|th|ul|ol|li|sup|sub|center|font|h[1-6]|details|summary|blockquote|hr|iframe|"
            + "video|source|figure|figcaption|mark|kbd|u|del|ins|s|small|big|section|article|style|script|svg|path|"
            + "html|head|body|title|meta|link|input|button|label|select|option|textarea|form)(?:\\s[^<>\\n]*)?/?>",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern EMPHASIS = Pattern.compile("\\*\\*|__|(?<![\\w*])\\*(?=\\S)|(?<=\\S)\\*(?![\\w*])|~~");
    private static final Pattern BLOCKQUOTE = Pattern.compile("^\\s*>\\s?");

    private PassageProse() {
    }

    static List<Block> blocks(String passage) {
        Reader reader = new Reader();
        for (String line : prose(FRONT_MATTER.matcher(passage).replaceFirst("").split("\n", -1))) {
            reader.line(line);
        }
        return reader.end();
    }

    /** Reads lines into blocks: a finished paragraph waits ({@code pending}) in case a list follows it. */
    private static final class Reader {

        private final List<Block> blocks = new ArrayList<>();
        private final StringBuilder paragraph = new StringBuilder();
        private final List<String> items = new ArrayList<>();
        private int linkedItems;
        private String heading = "";
        private String pending;
        private boolean pendingPointer;
        private boolean linked;
        private final StringBuilder rawParagraph = new StringBuilder();
        private String lead = "";

        void line(String raw) {
            Matcher headingLine = HEADING.matcher(raw);
            Matcher item = LIST_ITEM.matcher(raw);
            if (raw.isBlank()) {
                closeParagraph();
            } else if (headingLine.matches()) {
                closeParagraph();
                closeList();
                emitPending();
                heading = inline(headingLine.group(1));
            } else if (item.matches()) {
                closeParagraph();
                if (items.isEmpty()) {
                    if (pending != null && announces(pending)) {
                        lead = pending;
                        pending = null;
                        pendingPointer = false;
                    } else {
                        emitPending();
                    }
                }
                items.add(marked(item.group(1), inline(item.group(2))));
                linkedItems += LINKED_ITEM.matcher(item.group(2)).lookingAt()
                        || ENDS_WITH_LINK.matcher(item.group(2)).find() ? 1 : 0;
            } else if (!items.isEmpty() && paragraph.isEmpty() && Character.isWhitespace(raw.charAt(0))) {
                // an item's wrapped continuation line
                int last = items.size() - 1;
                items.set(last, join(items.get(last), inline(raw)));
            } else {
                closeList();
                linked |= InlineMarkdown.hasLink(raw) || AUTOLINK.matcher(raw).find();
                rawParagraph.append(raw.strip());
                String joined = join(paragraph.toString(), inline(raw));
                paragraph.replace(0, paragraph.length(), joined);
            }
        }

        List<Block> end() {
            closeParagraph();
            closeList();
            emitPending();
            return blocks.stream().filter(block -> !block.text().isBlank()).toList();
        }

        /** A paragraph that a colon announced (an example, a statement) is quoted with the sentence before it. */
        private void closeParagraph() {
            if (!paragraph.isEmpty()) {
                if (pending != null && announces(pending)) {
                    pending = pending + "\n" + paragraph;
                } else {
                    emitPending();
                    pending = paragraph.toString();
                    pendingPointer = linked && pointing(rawParagraph.toString(), pending);
                }
                paragraph.setLength(0);
                rawParagraph.setLength(0);
                linked = false;
            }
        }

        private void closeList() {
            if (!items.isEmpty()) {
                // a reading list (most items open or end with a link: "- [树结构详解](…)：…", "- 一致性 Hash 算法原理总结：<https://…>")
                blocks.add(new Block(heading, lead, List.copyOf(items), linkedItems * 2 >= items.size()));
                items.clear();
                linkedItems = 0;
                lead = "";
            }
        }

        private void emitPending() {
            if (pending != null) {
                blocks.add(new Block(heading, pending, List.of(), pendingPointer));
                pending = null;
                pendingPointer = false;
            }
        }
    }

    /** An item as quoted: a numbered one keeps its number ("2. AOF"; a reader counts steps), a bullet is "- ". */
    private static String marked(String mark, String text) {
        return (Character.isDigit(mark.charAt(0)) ? mark + " " : "- ") + text;
    }

    /** A linked paragraph that ends pointing elsewhere, or has hardly any prose of its own. */
    private static boolean pointing(String raw, String prose) {
        return ENDS_WITH_LINK.matcher(raw).find() || ANNOUNCES_NEXT.matcher(prose).find()
                || prose.codePointCount(0, prose.length()) < POINTER_PROSE;
    }

    /** A paragraph that ends with a colon announces the list after it. */
    private static boolean announces(String paragraph) {
        return paragraph.endsWith(":") || paragraph.endsWith("：");
    }

    /**
     * The lines that can be prose: without fenced code (a fence opened before the passage began shows as
     * one closing fence), tables and blockquote marks.
     */
    private static List<String> prose(String[] lines) {
        int fences = 0;
        for (String line : lines) {
            fences += FENCE.matcher(line).find() ? 1 : 0;
        }
        List<String> kept = new ArrayList<>();
        boolean inCode = fences % 2 == 1 && opensWithCode(lines);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (FENCE.matcher(line).find()) {
                inCode = !inCode;
                kept.add("");
                continue;
            }
            if (inCode || MarkdownTables.separatorLine(line) || MarkdownTables.loneRow(lines, i)) {
                kept.add("");
                continue;
            }
            if (MarkdownTables.row(line)) {
                kept.add(MarkdownTables.asItem(line));
                continue;
            }
            kept.add(line);
        }
        return withoutAsides(kept);
    }

    /**
     * Blockquote marks removed; a quoted aside between two items of one list ("1. … > 注意：… 2. …") is
     * dropped, so the list is quoted whole rather than cut in two at the aside.
     */
    private static List<String> withoutAsides(List<String> lines) {
        List<String> kept = new ArrayList<>(lines);
        for (int i = 0; i < kept.size(); i++) {
            if (!BLOCKQUOTE.matcher(kept.get(i)).find()) {
                continue;
            }
            int end = i;
            while (end < kept.size() && (kept.get(end).isBlank() || BLOCKQUOTE.matcher(kept.get(end)).find())) {
                end++;
            }
            boolean inList = itemAt(kept, i - 1, -1) && itemAt(kept, end, 1);
            for (int j = i; j < end; j++) {
                kept.set(j, inList ? "" : BLOCKQUOTE.matcher(kept.get(j)).replaceFirst(""));
            }
            i = end - 1;
        }
        return kept;
    }

    /** Whether the first non-blank line from {@code index} going {@code step} is a list item (or an item's indented line). */
    private static boolean itemAt(List<String> lines, int index, int step) {
        for (int i = index; i >= 0 && i < lines.size(); i += step) {
            String line = lines.get(i);
            if (!line.isBlank()) {
                return LIST_ITEM.matcher(line).matches() || (step < 0 && Character.isWhitespace(line.charAt(0)));
            }
        }
        return false;
    }


    /** With an odd number of fences, the first one closes a block that began before the passage when it ends it. */
    private static boolean opensWithCode(String[] lines) {
        for (int i = 0; i < lines.length; i++) {
            if (FENCE.matcher(lines[i]).find()) {
                // a fence with a language name ("```java") opens; a bare one more likely closes
                return lines[i].strip().length() <= 3;
            }
        }
        return false;
    }

    /** One line's inline Markdown removed: links keep their text, images and tags go, emphasis marks go. */
    static String inline(String line) {
        // an image or link cut in two by a chunk's end ("![内存区域常见配置参数](."): in chunks stored before the
        // chunker kept links whole
        String text = InlineMarkdown.cutLinkAsText(InlineMarkdown.linksAsText(InlineMarkdown.withoutImages(line)));
        text = HTML_TAG.matcher(text).replaceAll("");
        text = EMPHASIS.matcher(text).replaceAll("");
        return InlineMarkdown.withoutCodeMarks(text).strip();
    }

    /** Joins a hard-wrapped line: directly after a Han character, with a space otherwise. */
    private static String join(String before, String next) {
        if (before.isEmpty()) {
            return next;
        }
        if (next.isEmpty()) {
            return before;
        }
        boolean han = Scripts.isHan(before.codePointBefore(before.length()))
                || Scripts.isHan(next.codePointAt(0));
        return before + (han ? "" : " ") + next;
    }
}
