package com.prepstream.resume.offline;

import com.prepstream.text.Scripts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.springframework.core.io.ClassPathResource;

/**
 * Known skills (languages, frameworks, databases, messaging, cloud, data/AI, tools, practices) with
 * English and Chinese aliases, from {@code resume/skills.txt}. Detection is whole-token for Latin
 * names ("Java" is not found in "JavaScript", "C++" and ".NET" work) and substring for Chinese.
 */
public final class SkillLexicon {

    record Skill(String category, String name, List<Alias> aliases) {
    }

    /**
     * One spelling of a skill. Matched with indexOf plus a boundary check rather than a regex per
     * alias: a few hundred case-insensitive regex scans of a long CV took ~70 ms, this takes ~1 ms.
     */
    record Alias(String needle, boolean caseSensitive, boolean han) {

        int firstIn(String original, String lower) {
            String hay = caseSensitive ? original : lower;
            for (int at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
                if (han || isBoundary(hay, at, at + needle.length())) {
                    return at;
                }
            }
            return -1;
        }

        // ASCII-only boundaries: in Chinese text a name often touches Han characters ("熟悉Java开发").
        private static boolean isBoundary(String hay, int start, int end) {
            if (start > 0 && isNameChar(hay.charAt(start - 1), true)) {
                return false;
            }
            if (end < hay.length() && isNameChar(hay.charAt(end), false)) {
                return false;
            }
            // "vue" is not found in "vue.js" (that is its own alias), but "Vue." at a sentence end is.
            return !(end + 1 < hay.length() && hay.charAt(end) == '.' && isAsciiAlphanumeric(hay.charAt(end + 1)));
        }

        private static boolean isNameChar(char c, boolean before) {
            return isAsciiAlphanumeric(c) || c == '+' || c == '#' || (before && c == '.');
        }

        private static boolean isAsciiAlphanumeric(char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        }
    }

    /** A skill found in a text, and where it first appears. */
    record Found(String category, String name, int position) {
    }

    private static final SkillLexicon INSTANCE = load("resume/skills.txt");

    private final List<Skill> skills;

    private SkillLexicon(List<Skill> skills) {
        this.skills = skills;
    }

    /** Skill names found in {@code text}, in the order they first appear. */
    public static List<String> detectSkills(String text) {
        return INSTANCE.find(text == null ? "" : text).stream().map(Found::name).toList();
    }

    /** Latin spellings of at least {@code minLength} letters, lower-cased: the names merged words are split at. */
    List<String> latinNames(int minLength) {
        return skills.stream().flatMap(skill -> skill.aliases().stream())
                .filter(alias -> !alias.han() && alias.needle().length() >= minLength
                        && alias.needle().chars().allMatch(Character::isLetter))
                .map(alias -> alias.needle().toLowerCase(Locale.ROOT)).distinct().toList();
    }

    static SkillLexicon instance() {
        return INSTANCE;
    }

    List<Found> find(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<Found> found = new ArrayList<>();
        for (Skill skill : skills) {
            int first = Integer.MAX_VALUE;
            for (Alias alias : skill.aliases()) {
                int at = alias.firstIn(text, lower);
                if (at >= 0) {
                    first = Math.min(first, at);
                }
            }
            if (first != Integer.MAX_VALUE) {
                found.add(new Found(skill.category(), skill.name(), first));
            }
        }
        found.sort(Comparator.comparingInt(Found::position).thenComparing(Found::name));
        return found;
    }

    private static SkillLexicon load(String resource) {
        try {
            String content = new ClassPathResource(resource).getContentAsString(StandardCharsets.UTF_8);
            List<Skill> skills = content.lines()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .map(SkillLexicon::parse)
                    .toList();
            return new SkillLexicon(skills);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the skills lexicon " + resource, e);
        }
    }

    private static Skill parse(String line) {
        String[] parts = line.split("\\|", 3);
        if (parts.length != 3) {
            throw new IllegalStateException("Bad skills lexicon line: " + line);
        }
        List<Alias> aliases = new ArrayList<>();
        for (String alias : parts[2].split(",")) {
            aliases.add(alias(alias.strip()));
        }
        return new Skill(parts[0], parts[1], List.copyOf(aliases));
    }

    private static Alias alias(String alias) {
        boolean caseSensitive = alias.startsWith("=");
        String name = caseSensitive ? alias.substring(1) : alias.toLowerCase(Locale.ROOT);
        boolean han = name.codePoints().anyMatch(Scripts::isHan);
        return new Alias(name, caseSensitive, han);
    }

    @Override
    public String toString() {
        return "SkillLexicon[" + skills.size() + " skills]";
    }
}
