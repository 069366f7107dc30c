package com.prepstream.text;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An English question's technical terms in Chinese, by a shipped glossary (glossary-en-zh.txt, written by the team
 * from general interview vocabulary): no model here reads both languages, so an English question over Chinese notes
 * is compared with them through the Chinese words of its terms ("persist" → 持久化, "thread pool" → 线程池), product
 * names (Redis, HashMap) kept as written. Longest phrase first ("thread pool" before "thread"); a plural falls back
 * to its singular. An everyday word (list, order, memory) is a weak term: translated, but no sign of a technical
 * question by itself, so an off-topic question that holds one still has no {@link Translation#strong} terms.
 */
public final class Glossary {

    /** A word as the glossary and a question are cut: letters, digits and underscores, then any "+" (b+, c++). */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+\\+*");

    private static final Glossary SHIPPED = load("glossary-en-zh.txt");

    private final Map<String, Entry> entries;
    private final int longest;

    /** One line: its Chinese terms (the first is the usual one) and whether it is an everyday word. */
    record Entry(List<String> chinese, boolean weak) {
    }

    /**
     * An English question in Chinese terms.
     *
     * @param rendering the question's terms in Chinese (every rendering of each) and its code or product names
     *                  the glossary does not know, space-separated: what the Chinese model and full-text search read
     * @param strong    per technical term found, its Chinese renderings: a passage holding none of any is not about
     *                  the question
     */
    public record Translation(String rendering, List<List<String>> strong) {

        /** Whether {@code passage} holds one of the renderings of a technical term of the question. */
        public boolean heldBy(String passage) {
            String lower = passage.toLowerCase(Locale.ROOT);
            return strong.stream().flatMap(List::stream).anyMatch(term -> lower.contains(term.toLowerCase(Locale.ROOT)));
        }

        /**
         * Whether a note titled {@code title}, at a passage under {@code heading} (either may be null), is about the
         * question rather than naming its terms in passing: its title, its heading path or a Markdown heading inside
         * the {@code passage} holds one of the question's technical terms (Chinese notes write product names in
         * Latin letters, so a name counts too: "Redis AOF rewrite" is answered by a note titled "Redis持久化机制详解").
         * Measured against a rule counting only the terms written in Chinese: that one refused more answerable
         * questions and kept out no more off-topic ones (docs/chat.md).
         */
        public boolean topicOf(String title, String heading, String passage) {
            StringBuilder topic = new StringBuilder(title == null ? "" : title).append('\n')
                    .append(heading == null ? "" : heading);
            passage.lines().map(String::strip).filter(line -> line.startsWith("#"))
                    .forEach(line -> topic.append('\n').append(line));
            return heldBy(topic.toString());
        }
    }

    Glossary(Map<String, Entry> entries) {
        this.entries = Map.copyOf(entries);
        this.longest = entries.keySet().stream().mapToInt(form -> form.split(" ").length).max().orElse(1);
    }

    /** The glossary shipped with the application. */
    public static Glossary shipped() {
        return SHIPPED;
    }

    /** How many English forms it knows (each form of a line counts). */
    public int size() {
        return entries.size();
    }

    /** {@code question} in Chinese terms; an empty rendering when it holds no term the glossary knows. */
    public Translation translate(String question) {
        List<String> original = new ArrayList<>();
        Matcher matcher = WORD.matcher(question);
        while (matcher.find()) {
            original.add(matcher.group());
        }
        List<String> words = original.stream().map(word -> word.toLowerCase(Locale.ROOT)).toList();
        Set<String> rendering = new LinkedHashSet<>();
        List<List<String>> strong = new ArrayList<>();
        for (int i = 0; i < words.size(); ) {
            int matched = 0;
            for (int n = Math.min(longest, words.size() - i); n > 0 && matched == 0; n--) {
                Entry entry = lookup(words.subList(i, i + n));
                if (entry != null) {
                    matched = n;
                    rendering.addAll(entry.chinese());
                    if (!entry.weak() && !strong.contains(entry.chinese())) {
                        strong.add(entry.chinese());
                    }
                }
            }
            if (matched == 0) {
                if (isName(original.get(i), i)) {
                    rendering.add(original.get(i));
                }
                matched = 1;
            }
            i += matched;
        }
        return new Translation(String.join(" ", rendering), List.copyOf(strong));
    }

    private Entry lookup(List<String> phrase) {
        String joined = String.join(" ", phrase);
        Entry entry = entries.get(joined);
        if (entry == null && joined.length() > 3 && joined.endsWith("s")) {
            entry = entries.get(joined.substring(0, joined.length() - 1));
            if (entry == null && joined.endsWith("es")) {
                entry = entries.get(joined.substring(0, joined.length() - 2));
            }
        }
        return entry;
    }

    /**
     * A word the glossary does not know that is still worth looking for in Chinese notes, which write code and product
     * names in Latin letters: written with a capital inside it (JVM, MySQL, ConcurrentHashMap), a digit or an
     * underscore (max_connections), or capitalized after the question's first word (Seata), "I" and other question
     * words aside. Other English words
     * cannot match Chinese text and would only pull in the notes' English code comments.
     */
    public static boolean isName(String word, int position) {
        if (StopWords.ENGLISH_QUESTION.contains(word.toLowerCase(Locale.ROOT))) {
            return false;
        }
        if (word.codePoints().anyMatch(c -> Character.isDigit(c) || c == '_')) {
            return true;
        }
        boolean capitalInside = word.length() > 1 && word.substring(1).codePoints().anyMatch(Character::isUpperCase);
        return capitalInside || position > 0 && Character.isUpperCase(word.codePointAt(0));
    }

    static Glossary load(String resource) {
        try (InputStream in = Glossary.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("glossary resource missing: " + resource);
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lines as in glossary-en-zh.txt: {@code [~]form, form = 中文 | 中文}; # starts a comment. */
    static Glossary parse(List<String> lines) {
        Map<String, Entry> entries = new HashMap<>();
        for (String raw : lines) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            boolean weak = line.startsWith("~");
            int equals = line.indexOf('=');
            if (equals < 0) {
                throw new IllegalArgumentException("glossary line without '=': " + raw);
            }
            List<String> chinese = List.of(line.substring(equals + 1).strip().split("\\s*\\|\\s*"));
            Entry entry = new Entry(chinese, weak);
            for (String form : line.substring(weak ? 1 : 0, equals).split(",")) {
                List<String> words = new ArrayList<>();
                Matcher matcher = WORD.matcher(form.toLowerCase(Locale.ROOT));
                while (matcher.find()) {
                    words.add(matcher.group());
                }
                // the first line naming a form wins: the file lists a term's own line before lines that reuse it
                if (!words.isEmpty()) {
                    entries.putIfAbsent(String.join(" ", words), entry);
                }
            }
        }
        return new Glossary(entries);
    }
}
