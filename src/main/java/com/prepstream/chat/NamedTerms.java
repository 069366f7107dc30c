package com.prepstream.chat;

import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.text.Glossary;
import com.prepstream.text.Scripts;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The product and technology names a question asks about ("Redis", "HashMap", "AOF", "work_mem"), and the notes that
 * hold them. A question naming Redis over a Chinese Redis note and an English VACUUM note was answered by quoting the
 * VACUUM note alone: MiniLM scored it above its threshold for any question about keeping data, while the Redis note,
 * found by its words across languages and scored by another model, was never quoted beside it. A note that holds none
 * of the names is not an answer when another note found holds one; when none found does, nothing changes (a name
 * the notes write another way, or a capitalized word that is no name, must not refuse an answerable question).
 */
final class NamedTerms {

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+\\+*");
    private static final Pattern LATIN = Pattern.compile("[A-Za-z]");

    private NamedTerms() {
    }

    /**
     * The names of {@code question}: in an English question, a word written with a capital inside, a digit or an
     * underscore, or capitalized after the first word (text.Glossary's names, question words aside); in a Chinese
     * question, any word in Latin letters with a capital, a digit or an underscore (Chinese notes write names so).
     */
    static Set<String> of(String question) {
        boolean chinese = question.codePoints().anyMatch(Scripts::isHan);
        Set<String> names = new java.util.LinkedHashSet<>();
        Matcher word = WORD.matcher(question);
        int position = 0;
        while (word.find()) {
            String found = word.group();
            boolean latin = LATIN.matcher(found).find() && found.codePoints().noneMatch(Scripts::isHan);
            boolean name = chinese ? found.codePoints().anyMatch(c -> Character.isUpperCase(c) || Character.isDigit(c)
                    || c == '_') : Glossary.isName(found, position);
            if (latin && name) {
                names.add(found);
            }
            position++;
        }
        return names;
    }

    /**
     * {@code hits} without those of notes holding none of the question's names, when a hit's note holds one (a note
     * holds what any of its hits, its title or its heading holds); {@code hits} unchanged otherwise. For a Chinese
     * question, whose names are the words it writes in Latin letters, a note holding fewer of them than another is
     * left out too: "Redis 的 AOF 持久化是什么？" was answered from a note on RDB snapshots, which names Redis and not
     * AOF. An English question's capitalized words are not all names (sentence starts, SQL keywords, quoted values), so
     * there any one of them held keeps a note.
     */
    static List<SearchHit> kept(String question, List<SearchHit> hits) {
        List<Pattern> names = of(question).stream().map(NamedTerms::pattern).toList();
        if (names.isEmpty()) {
            return hits;
        }
        Map<Long, Set<Pattern>> held = new HashMap<>();
        for (SearchHit hit : hits) {
            String text = (hit.title() == null ? "" : hit.title()) + "\n" + (hit.heading() == null ? "" : hit.heading())
                    + "\n" + hit.content();
            Set<Pattern> note = held.computeIfAbsent(hit.knowledgeBaseId(), id -> new HashSet<>());
            names.stream().filter(name -> name.matcher(text).find()).forEach(note::add);
        }
        int most = held.values().stream().mapToInt(Set::size).max().orElse(0);
        if (most == 0) {
            return hits;
        }
        int least = question.codePoints().anyMatch(Scripts::isHan) ? most : 1;
        return hits.stream().filter(hit -> held.get(hit.knowledgeBaseId()).size() >= least).toList();
    }

    /** The name as a word of its own, in any case ("redis", "REDIS"); a plural "UUIDs" also as "UUID". */
    private static Pattern pattern(String name) {
        String quoted = Pattern.quote(name);
        if (name.length() > 2 && name.endsWith("s") && Character.isUpperCase(name.charAt(name.length() - 2))) {
            quoted = Pattern.quote(name.substring(0, name.length() - 1)) + "s?";
        }
        // Latin letters and digits bound a name; a Han character does not ("Redis持久化" holds Redis)
        return Pattern.compile("(?<![A-Za-z0-9_])" + quoted + "(?![A-Za-z0-9_])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
