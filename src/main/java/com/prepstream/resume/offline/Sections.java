package com.prepstream.resume.offline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where each section of a resume is: its heading line and the lines under it. A heading is a short
 * line that is one of the section's names ("Work Experience", "2 技能", "PROJECTS:", "教育背景 /
 * Education"), optionally numbered or bulleted, optionally followed by a colon and content.
 */
final class Sections {

    private static final Pattern NUMBERING = Pattern.compile(
            "^(?:\\d{1,2}\\s*[.、)]?|[一二三四五六七八九十]{1,2}\\s*[、.．]|[#*■□●○◆◇▶►•·\\-]+)\\s*");
    private static final Pattern SEPARATORS = Pattern.compile("^[\\s/|&()（）\\-]*$");
    private static final int MAX_HEADING_LENGTH = 40;

    private final Map<Section, Integer> headingLines;
    private final Map<Section, List<Integer>> contentLines;

    private Sections(Map<Section, Integer> headingLines, Map<Section, List<Integer>> contentLines) {
        this.headingLines = headingLines;
        this.contentLines = contentLines;
    }

    static Sections detect(ResumeText text) {
        Map<Section, Integer> headings = new EnumMap<>(Section.class);
        Map<Section, List<Integer>> content = new EnumMap<>(Section.class);
        Section current = null;
        for (int i = 0; i < text.lines().size(); i++) {
            String line = text.lines().get(i);
            Optional<Heading> heading = heading(line);
            if (heading.isPresent()) {
                current = heading.get().section();
                headings.putIfAbsent(current, i);
                if (!heading.get().inlineContent()) {
                    continue;
                }
            }
            if (current != null) {
                content.computeIfAbsent(current, s -> new ArrayList<>()).add(i);
            }
        }
        return new Sections(headings, content);
    }

    boolean has(Section section) {
        return headingLines.containsKey(section);
    }

    /** Indexes of the lines under the section's heading (empty when it has none). */
    List<Integer> lines(Section section) {
        return contentLines.getOrDefault(section, Collections.emptyList());
    }

    /** Sections found, in resume order. */
    List<Section> found() {
        return headingLines.entrySet().stream().sorted(Map.Entry.comparingByValue()).map(Map.Entry::getKey).toList();
    }

    private record Heading(Section section, boolean inlineContent) {
    }

    static Optional<Heading> heading(String line) {
        if (line.length() > MAX_HEADING_LENGTH + 40) {
            return Optional.empty();
        }
        String normalized = NUMBERING.matcher(line.toLowerCase(Locale.ROOT)).replaceFirst("").strip();
        for (Section section : Section.values()) {
            for (String name : section.headings()) {
                Optional<Heading> match = match(section, name, normalized, line.length());
                if (match.isPresent()) {
                    return match;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Heading> match(Section section, String name, String normalized, int length) {
        if (!normalized.startsWith(name)) {
            return Optional.empty();
        }
        String rest = normalized.substring(name.length()).strip();
        if (rest.startsWith(":") || rest.startsWith("：")) {
            boolean content = rest.substring(1).strip().length() > 0;
            return Optional.of(new Heading(section, content));
        }
        if (length > MAX_HEADING_LENGTH) {
            return Optional.empty();
        }
        if (SEPARATORS.matcher(rest).matches() || isAnotherName(section, rest)) {
            return Optional.of(new Heading(section, false));
        }
        return Optional.empty();
    }

    /** Bilingual headings: "Education 教育背景", "技能 / Skills". */
    private static boolean isAnotherName(Section section, String rest) {
        String cleaned = rest.replaceAll("^[\\s/|&()（）\\-]+|[\\s/|&()（）:：\\-]+$", "");
        return section.headings().contains(cleaned);
    }
}
