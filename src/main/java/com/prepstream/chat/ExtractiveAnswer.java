package com.prepstream.chat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The offline answer: the sentences of the given passages that share the most words with the
 * question, each followed by the number of its passage ([n]), in passage order. It only copies
 * sentences: it never writes a word of its own.
 */
final class ExtractiveAnswer {

    /** After sentence punctuation: Latin followed by a space, CJK directly. */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?;])\\s+|(?<=[。！？；])");
    /** Paragraphs end at blank lines; a single line break inside one is hard wrapping (manuals, notes). */
    private static final Pattern PARAGRAPH_END = Pattern.compile("\\n\\s*\\n");
    private static final Pattern WRAP = Pattern.compile("\\s*\\n\\s*");
    /**
     * A Markdown list item's marker opening a line ("- ", "* ", "+ ", "1. ", "1) "): items stand one to a
     * line without a full stop, so joined as hard wrapping they ran into one sentence, or the next
     * item's number closed the sentence before it ("...字节流2."). At most 3 digits: a wrapped line
     * opening with a year ("2023. ") is no list.
     */
    private static final Pattern LIST_ITEM = Pattern.compile("(?m)^[ \\t]*(?:[-*+]|\\d{1,3}[.)])[ \\t]+");
    /** Markdown front matter at the start of a note (its metadata: category, tags, head). */
    private static final Pattern FRONT_MATTER = Pattern.compile("\\A\\s*---\\n.*?\\n---\\s*(\\n|\\z)", Pattern.DOTALL);
    /** Markdown images (a link to a picture says nothing quotable) and heading lines (a title, not an answer). */
    private static final Pattern MARKUP = Pattern.compile("!\\[[^\\]]*]\\([^)]*\\)|(?m)^[ \\t]*#{1,6}[ \\t].*$");
    private static final int MIN_SENTENCE_CHARS = 12;
    private static final int PER_PASSAGE = 2;
    /** How many items of a list a quoted lead-in ("原因有以下几点：", "Autovacuum has several jobs:") brings along. */
    private static final int ITEMS_PER_LEAD_IN = 3;

    private record Sentence(int source, int position, String text, double score) {
    }

    /** A sentence or list item of a passage, in order; {@code item} when a list marker opened it. */
    record Piece(String text, boolean item) {

        boolean leadIn() {
            return !item && (text.endsWith(":") || text.endsWith("："));
        }
    }

    private ExtractiveAnswer() {
    }

    /** Lines of the answer, each a sentence followed by its citation; empty when there are no passages. */
    static List<String> answer(String question, List<Source> sources, int maxSentences) {
        if (sources.isEmpty()) {
            return List.of();
        }
        Set<String> asked = Terms.of(question);
        List<Sentence> candidates = new ArrayList<>();
        Map<Integer, List<Piece>> piecesBySource = new HashMap<>();
        for (Source source : sources) {
            List<Piece> pieces = pieces(source.content());
            piecesBySource.put(source.n(), pieces);
            for (int i = 0; i < pieces.size(); i++) {
                String text = pieces.get(i).text();
                if (quotable(text)) {
                    candidates.add(new Sentence(source.n(), i, text, score(asked, text, source)));
                }
            }
        }
        List<Sentence> chosen = choose(candidates, maxSentences);
        if (chosen.isEmpty()) {
            // nothing shares a word with the question: the best passage's opening sentence still says what it is about
            candidates.stream().filter(s -> s.source() == sources.get(0).n()).findFirst().ifPresent(chosen::add);
        }
        chosen.sort(Comparator.comparingInt(Sentence::source).thenComparingInt(Sentence::position));
        return withTheirLists(chosen, piecesBySource).stream().map(s -> s.text() + " [" + s.source() + "]").toList();
    }

    /**
     * A quoted sentence that announces a list ("Redis 快的原因如下：") says nothing without it: its first
     * items follow it on its line, and an item it brings is not quoted again (an exploratory pass saw
     * lead-ins quoted alone).
     */
    private static List<Sentence> withTheirLists(List<Sentence> chosen, Map<Integer, List<Piece>> piecesBySource) {
        List<Sentence> lines = new ArrayList<>();
        record Spot(int source, int position) {
        }
        // chosen is in passage order, so an item comes after the lead-in that brings it
        Set<Spot> brought = new java.util.HashSet<>();
        for (Sentence sentence : chosen) {
            List<Piece> pieces = piecesBySource.get(sentence.source());
            if (brought.contains(new Spot(sentence.source(), sentence.position()))) {
                continue;
            }
            List<String> items = new ArrayList<>();
            if (pieces.get(sentence.position()).leadIn()) {
                for (int i = sentence.position() + 1; i < pieces.size() && pieces.get(i).item()
                        && items.size() < ITEMS_PER_LEAD_IN; i++) {
                    items.add(pieces.get(i).text());
                    brought.add(new Spot(sentence.source(), i));
                }
            }
            lines.add(items.isEmpty() ? sentence : new Sentence(sentence.source(), sentence.position(),
                    withItems(sentence.text(), items), sentence.score()));
        }
        return lines;
    }

    /** "原因如下：基于内存；单线程", "Its jobs: reclaim space; update statistics". */
    private static String withItems(String leadIn, List<String> items) {
        return leadIn.endsWith("：") ? leadIn + String.join("；", items) : leadIn + " " + String.join("; ", items);
    }

    private static List<Sentence> choose(List<Sentence> candidates, int maxSentences) {
        List<Sentence> ranked = candidates.stream().filter(s -> s.score() > 0)
                .sorted(Comparator.comparingDouble(Sentence::score).reversed()
                        .thenComparingInt(Sentence::source).thenComparingInt(Sentence::position))
                .toList();
        List<Sentence> chosen = new ArrayList<>();
        Map<Integer, Integer> perSource = new HashMap<>();
        Set<String> seen = new java.util.HashSet<>();
        for (Sentence sentence : ranked) {
            if (chosen.size() == maxSentences) {
                break;
            }
            // overlapping chunks repeat sentences; quote each once
            if (perSource.getOrDefault(sentence.source(), 0) < PER_PASSAGE && seen.add(sentence.text())) {
                chosen.add(sentence);
                perSource.merge(sentence.source(), 1, Integer::sum);
            }
        }
        return chosen;
    }

    /** Question words found, favouring short sentences a little and better passages a little more. */
    private static double score(Set<String> asked, String sentence, Source source) {
        Set<String> terms = Terms.of(sentence);
        long matched = asked.stream().filter(terms::contains).count();
        if (matched == 0) {
            return 0;
        }
        return matched / Math.sqrt(Math.max(4, terms.size())) + source.score();
    }

    static List<String> sentences(String passage) {
        return pieces(passage).stream().map(Piece::text).filter(ExtractiveAnswer::quotable).toList();
    }

    /** Every sentence and list item of a passage, quotable or not (a short item still completes its lead-in). */
    static List<Piece> pieces(String passage) {
        List<Piece> pieces = new ArrayList<>();
        String prose = MARKUP.matcher(FRONT_MATTER.matcher(passage).replaceFirst("")).replaceAll("");
        for (String paragraph : PARAGRAPH_END.split(prose)) {
            // split leaves the text before the first marker first ("" when the paragraph opens with one)
            String[] items = LIST_ITEM.split(paragraph);
            for (int i = 0; i < items.length; i++) {
                for (String part : SENTENCE_END.split(unwrapped(items[i]))) {
                    String text = part.strip();
                    if (!text.isEmpty()) {
                        pieces.add(new Piece(text, i > 0));
                    }
                }
            }
        }
        return pieces;
    }

    private static boolean quotable(String text) {
        return text.codePointCount(0, text.length()) >= MIN_SENTENCE_CHARS
                || text.codePoints().filter(QuestionLanguage::isHan).count() >= 6;
    }

    /** Joins hard-wrapped lines: with a space between Latin text, directly between Han characters. */
    private static String unwrapped(String paragraph) {
        java.util.regex.Matcher wrap = WRAP.matcher(paragraph.strip());
        StringBuilder joined = new StringBuilder();
        while (wrap.find()) {
            String before = paragraph.strip().substring(0, wrap.start());
            boolean hanJoin = !before.isEmpty() && QuestionLanguage.isHan(before.codePointBefore(before.length()));
            wrap.appendReplacement(joined, hanJoin ? "" : " ");
        }
        wrap.appendTail(joined);
        return joined.toString();
    }
}
