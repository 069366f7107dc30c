package com.prepstream.knowledgebase.ingestion;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts text at its Markdown heading lines ({@code ## Title}; HTML and Word headings arrive in that
 * form too, see TextExtractor#extractWithHeadings) into sections, each with its heading path
 * ("Chapter › Section › Subsection"). A chunk then carries the path of the section it comes from,
 * so a passage that never repeats its topic's name is still found by it. Lines inside fenced code
 * blocks are not headings (a shell comment starts with "#" too).
 */
final class Sections {

    /** Longest heading kept per level and for the whole path: the path takes room in the model's window. */
    static final int MAX_HEADING_CHARS = 60;
    static final int MAX_PATH_CHARS = 150;

    record Section(String path, String text) {
    }

    private Sections() {
    }

    static List<Section> of(String text) {
        List<Section> sections = new ArrayList<>();
        String[] levels = new String[7];
        StringBuilder body = new StringBuilder();
        String path = "";
        boolean fenced = false;
        for (String line : text.split("\n", -1)) {
            String trimmed = line.strip();
            if (trimmed.startsWith("```") || trimmed.startsWith("~~~")) {
                fenced = !fenced;
            }
            Heading heading = fenced ? null : Heading.parse(trimmed);
            if (heading != null) {
                add(sections, path, body);
                int level = heading.level();
                levels[level] = shorten(heading.title().replace("*", "").replace("`", "").strip(), MAX_HEADING_CHARS);
                for (int deeper = level + 1; deeper < levels.length; deeper++) {
                    levels[deeper] = null;
                }
                path = path(levels);
                body.setLength(0);
            } else {
                body.append(line).append('\n');
            }
        }
        add(sections, path, body);
        return sections;
    }

    private static void add(List<Section> sections, String path, StringBuilder body) {
        if (!body.toString().isBlank()) {
            sections.add(new Section(path, body.toString()));
        }
    }

    private static String path(String[] levels) {
        StringBuilder path = new StringBuilder();
        for (String level : levels) {
            if (level != null && !level.isEmpty()) {
                path.append(path.isEmpty() ? "" : " › ").append(level);
            }
        }
        // Keep the deepest headings when the path is too long: they say most about the section.
        String full = path.toString();
        return full.length() <= MAX_PATH_CHARS ? full : "…" + full.substring(full.length() - MAX_PATH_CHARS + 1);
    }

    private static String shorten(String heading, int max) {
        return heading.length() <= max ? heading : heading.substring(0, max - 1) + "…";
    }
}
