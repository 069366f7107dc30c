package com.prepstream.chat;

import com.prepstream.chat.ChatStore.MessageRow;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Offline, a follow-up ("那它的缺点呢？") is about the note the previous answer quoted: searched as a whole
 * it found the same passage again and repeated it. So the answer moves within that note to a passage not
 * quoted yet, preferring the section whose heading holds the follow-up's own words (缺点, drawbacks).
 */
final class FollowUpPassage {

    private static final Pattern CITATION = Pattern.compile("\\[(\\d+)]");
    private static final Pattern HEADING_LINE = Pattern.compile("(?m)^\\s{0,3}#{1,6}\\s+(.*)$");
    /** A bold line used as a heading ("**混合持久化缺点**："): notes mark many sections this way. */
    private static final Pattern BOLD_LINE = Pattern.compile("(?m)^\\s*\\*\\*([^*\\n]+)\\*\\*\\s*[：:]?\\s*$");
    /** Pairs holding a pronoun or particle ("它的", "点呢") are how a follow-up is asked, not what it asks about. */
    private static final Pattern FUNCTION_CHARACTER = Pattern.compile("[那这它其的呢吗么吧是了和与及个]");
    private static final int WITHIN_NOTE = 10;
    /** Fewer characters than a short sentence: a heading and its marks, not a section's text. */
    private static final int MIN_TEXT = 12;

    private FollowUpPassage() {
    }

    /**
     * The passage of the previous answer's note that the follow-up moves to; empty when there is no
     * previous quoted note or nothing of it is left unquoted.
     */
    static Optional<SearchHit> find(KnowledgeBaseSearch search, String followUp, String previousQuestion, String query,
            List<MessageRow> history) {
        Optional<Source> previous = quotedNote(history);
        if (previous.isEmpty()) {
            return Optional.empty();
        }
        long note = previous.get().knowledgeBaseId();
        Set<Integer> quoted = new HashSet<>();
        history.stream().filter(m -> "ASSISTANT".equals(m.role())).flatMap(m -> cited(m).stream())
                .filter(source -> source.knowledgeBaseId() == note).forEach(source -> quoted.add(source.chunkIndex()));
        Set<String> ownWords = ownWords(followUp, previousQuestion);
        // the follow-up alone too: beside the question before it, its own words (缺点) weigh little in the search
        java.util.LinkedHashMap<Integer, SearchHit> found = new java.util.LinkedHashMap<>();
        for (String searched : List.of(query, followUp)) {
            search.searchWithin(searched, WITHIN_NOTE, note).forEach(hit -> found.putIfAbsent(hit.chunkIndex(), hit));
        }
        List<SearchHit> unquoted = found.values().stream()
                .filter(hit -> hit.knowledgeBaseId() == note && !quoted.contains(hit.chunkIndex())).toList();
        // among passages as well named, one with the section's text: a chunk may end at the heading the words name
        return unquoted.stream().filter(hit -> headingWords(hit, ownWords) > 0)
                .max(java.util.Comparator.<SearchHit>comparingLong(hit -> headingWords(hit, ownWords))
                        .thenComparing(hit -> hasText(fromNamedHeading(hit.content(), ownWords))))
                .or(() -> unquoted.stream().filter(hit -> Terms.of(hit.content()).stream().anyMatch(ownWords::contains))
                        .findFirst())
                .or(() -> unquoted.stream().findFirst());
    }

    /**
     * The passages of a follow-up that moved to {@code hit} (read on into {@code next}, the chunks after it, when
     * there are): that passage first, then {@code given} renumbered. When its headings name what the follow-up asks
     * ({@link #named}), only the passages of its note: another note's sentence, close to the two questions together
     * ("RDB 的缺点是…" after an AOF question), was quoted beside or instead of the section that answers.
     */
    static List<Source> given(SearchHit hit, List<String> next, String followUp, String previousQuestion,
            List<Source> given) {
        boolean named = named(hit, followUp, previousQuestion);
        String section = named ? fromNamedHeading(hit.content(), ownWords(followUp, previousQuestion)) : hit.content();
        // a chunk that ends at the named heading: its text is in the chunks after it, the first of them maybe quoted
        int reading = hasText(section) ? 1 : 2;
        String text = section;
        for (String following : next.subList(0, Math.min(reading, next.size()))) {
            text = PassageContinuation.joined(text, following);
        }
        List<Source> moved = new java.util.ArrayList<>(List.of(Source.of(1, hit).withContent(text)));
        for (Source source : given) {
            boolean sameNote = source.knowledgeBaseId() == hit.knowledgeBaseId();
            if ((sameNote || !named) && (!sameNote || source.chunkIndex() != hit.chunkIndex())) {
                moved.add(new Source(moved.size() + 1, source.knowledgeBaseId(), source.knowledgeBaseName(),
                        source.chunkIndex(), source.score(), source.content()));
            }
        }
        return List.copyOf(moved);
    }

    /**
     * Whether {@code hit}'s headings name what the follow-up asks ("缺点" under "### AOF 的缺点"): then that section is
     * its answer, and a sentence of another note as close to the question as a whole ("RDB 的缺点是…") is not.
     */
    static boolean named(SearchHit hit, String followUp, String previousQuestion) {
        return headingWords(hit, ownWords(followUp, previousQuestion)) > 0;
    }

    /** The follow-up's own words: not the question's before it, nor pairs holding a pronoun or particle ("它的"). */
    private static Set<String> ownWords(String followUp, String previousQuestion) {
        Set<String> ownWords = Terms.of(followUp);
        ownWords.removeAll(Terms.of(previousQuestion));
        ownWords.removeIf(word -> FUNCTION_CHARACTER.matcher(word).find());
        return ownWords;
    }

    /** The note the last answer quoted first. */
    private static Optional<Source> quotedNote(List<MessageRow> history) {
        for (int i = history.size() - 1; i >= 0; i--) {
            MessageRow message = history.get(i);
            if ("ASSISTANT".equals(message.role()) && AnswerRun.COMPLETE.equals(message.status())) {
                return cited(message).stream().findFirst();
            }
        }
        return Optional.empty();
    }

    /** The sources an answer cites, in the order it first cites them. */
    private static List<Source> cited(MessageRow answer) {
        List<Source> sources = answer.sources() == null ? List.of() : answer.sources();
        java.util.LinkedHashSet<Source> cited = new java.util.LinkedHashSet<>();
        Matcher citation = CITATION.matcher(answer.content());
        while (citation.find()) {
            int n = Integer.parseInt(citation.group(1));
            sources.stream().filter(source -> source.n() == n).findFirst().ifPresent(cited::add);
        }
        return List.copyOf(cited);
    }

    /**
     * {@code content} from its heading line that holds most of {@code words} ("### 双亲委派模型的好处"): the section the
     * follow-up names is its answer, not a sentence above it in the same chunk that reads as close ("只有两者都相同的
     * 情况，才认为两个类是相同的" before "区分不同类的依据是…"). Unchanged when only the chunk's own heading names them.
     */
    static String fromNamedHeading(String content, Set<String> words) {
        int from = 0;
        long most = 0;
        for (Pattern heading : List.of(HEADING_LINE, BOLD_LINE)) {
            Matcher line = heading.matcher(content);
            while (line.find()) {
                Set<String> terms = Terms.of(line.group(1));
                long held = words.stream().filter(terms::contains).count();
                if (held > most || (held == most && held > 0 && line.start() < from)) {
                    most = held;
                    from = line.start();
                }
            }
        }
        return most == 0 ? content : content.substring(from).stripLeading();
    }

    /** Whether {@code section} holds more than its heading lines. */
    private static boolean hasText(String section) {
        String text = HEADING_LINE.matcher(BOLD_LINE.matcher(section).replaceAll("")).replaceAll("").strip();
        return text.codePointCount(0, text.length()) >= MIN_TEXT;
    }

    /** How many of the follow-up's own words the passage's headings (and bold lines used as headings) hold. */
    private static long headingWords(SearchHit hit, Set<String> words) {
        StringBuilder headings = new StringBuilder(hit.heading() == null ? "" : hit.heading());
        Matcher line = HEADING_LINE.matcher(hit.content());
        while (line.find()) {
            headings.append(' ').append(line.group(1));
        }
        Matcher bold = BOLD_LINE.matcher(hit.content());
        while (bold.find()) {
            headings.append(' ').append(bold.group(1));
        }
        Set<String> terms = Terms.of(headings.toString());
        return words.stream().filter(terms::contains).count();
    }
}
