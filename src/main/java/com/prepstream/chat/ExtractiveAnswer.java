package com.prepstream.chat;

import com.prepstream.chat.PassageProse.Block;
import com.prepstream.text.HeadingOnlyText;
import com.prepstream.text.Scripts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The offline answer: the passage of the best note that answers the question, quoted whole (a list with
 * its items, a paragraph with the section's summary line) and cleaned of Markdown, followed by its
 * passage number ([n]); another note is added only when its best passage answers about as well. Blocks
 * are chosen by meaning ({@link Relevance}: the embedding model's similarity to the question), not by a
 * shared word. It only copies: it never writes a word of its own.
 */
final class ExtractiveAnswer {

    /** How close (cosine) to the best block another block of the best passage must be to be quoted too. */
    static final double SAME_PASSAGE_MARGIN = 0.03;
    /**
     * Another note is quoted only when its best block is at least as close as the best note's (over the passages of
     * it that were read, BestNotePassage) and its passage's search score within this margin of the best note's best.
     */
    static final double OTHER_NOTE_MARGIN = 0;
    static final double OTHER_SOURCE_MARGIN = 0.03;
    /** The question's words found in a block add at most this much: a tie-breaker, not the choice. */
    private static final double WORDS_WEIGHT = 0.05;
    private static final double SUMMARY_BONUS = 0.02;
    /**
     * The form of the answer a question asks for, as a preference among blocks about as close in meaning: a why
     * question is answered by a conclusion (the section's "综上，…"), a which-kinds question by a list. Set before
     * measuring (not tuned on the frozen sets).
     */
    private static final double FORM_BONUS = 0.05;
    /**
     * A why question's conclusion: the note's own "综上，…", scored as its section (the blocks under its heading in the
     * passage), is its answer when that section is about as close as the best block.
     */
    private static final double CONCLUSION_BONUS = 0.05;
    private static final Pattern WHY = Pattern.compile("为什么|为何|原因|好处|优势|\\bwhy\\b|\\bhow come\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern WHICH_KINDS = Pattern.compile("哪些|哪几|几种|几类|有什么区别|\\bwhat are\\b|\\bwhich\\b|"
            + "\\bkinds?\\b|\\btypes?\\b|\\bways\\b", Pattern.CASE_INSENSITIVE);
    private static final int CODE_MARKS = 3;
    private static final Pattern AUTHORS_ASIDE = Pattern.compile("(这篇文章|这篇文|本文|本篇|本节|本章|个人觉得|个人认为|"
            + "笔者|我觉得|我个人|in this (article|post|guide|note)\\b|this (article|post|guide) )", Pattern.CASE_INSENSITIVE);
    private static final Pattern TRAILING_MARKS = Pattern.compile("[*_`\\s]+$");
    private static final int MAX_CHARS = 600;
    private static final int MIN_CHARS = 12;
    private static final Pattern OPENING_HEADING = Pattern.compile("\\s*(#{1,6})\\s+(\\S[^\\n]*)\\n\\s*\\n");
    private static final Pattern SUMMARY = Pattern.compile(
            "^(综上|总之|总结|总的来说|总而言之|简单来说|简而言之|一句话|In summary|In short|To sum up|Overall)[，,：:]?.*",
            Pattern.CASE_INSENSITIVE);

    /** Scores texts against the question, as one model sees them. */
    interface Relevance {

        /** Similarity of each text to the question, on the scale of the model that reads {@code passage}. */
        Scores scores(String passage, List<String> texts);
    }

    /** Similarities on one model's scale: scores of different models are not compared. */
    record Scores(String model, double[] values) {
    }

    private record Unit(Source source, int position, Block block, double score) {
    }

    /** The question's words, and the form of answer it asks for. */
    private record Asked(Set<String> terms, boolean why, boolean whichKinds, List<String> quotedBefore) {

        static Asked of(String question) {
            return of(question, List.of());
        }

        static Asked of(String question, List<String> quotedBefore) {
            return new Asked(Terms.of(question), WHY.matcher(question).find(), WHICH_KINDS.matcher(question).find(),
                    quotedBefore);
        }

        boolean quoted(Block block) {
            return quotedBefore.stream().anyMatch(answer -> answer.contains(block.text()));
        }
    }

    private ExtractiveAnswer() {
    }

    /** The answer's quotes, each a block followed by its citation; empty when there are no passages. */
    static List<String> answer(String question, List<Source> sources, Relevance relevance) {
        return answer(question, sources, relevance, List.of());
    }

    /** As above, never quoting a block that one of {@code quotedBefore} (the session's earlier answers) holds. */
    static List<String> answer(String question, List<Source> sources, Relevance relevance, List<String> quotedBefore) {
        Asked asked = Asked.of(question, quotedBefore);
        List<String> quotes = answer(asked, sources, relevance, false);
        // a note that is only its title and description (a short note, one paragraph) has nothing else to say
        return quotes.isEmpty() ? answer(asked, sources, relevance, true) : quotes;
    }

    private static List<String> answer(Asked asked, List<Source> sources, Relevance relevance, boolean descriptions) {
        for (int first = 0; first < sources.size(); first++) {
            Scored best = scored(asked, sources.get(first), relevance, descriptions);
            if (best.units().isEmpty()) {
                continue;
            }
            List<Unit> chosen = fromBest(best.units());
            Unit top = best.top();
            long bestNote = sources.get(first).knowledgeBaseId();
            // the note's standing in search is its best passage's (the passage quoted may be another of it)
            double noteScore = sources.stream().filter(source -> source.knowledgeBaseId() == bestNote)
                    .mapToDouble(Source::score).max().orElseThrow();
            Set<Long> notes = new HashSet<>(List.of(bestNote));
            for (Source other : sources.subList(first + 1, sources.size())) {
                if (notes.contains(other.knowledgeBaseId()) || other.score() < noteScore - OTHER_SOURCE_MARGIN) {
                    continue;
                }
                Scored candidate = scored(asked, other, relevance, descriptions);
                // a short question's meaning is mostly its form ("X 是什么", "A 和 B 的区别"): by meaning alone another note's
                // "Kafka 是…" answered "MCP 是什么", so its block must also hold as many of the question's words
                if (!candidate.units().isEmpty() && candidate.model().equals(best.model())
                        && candidate.top().score() >= top.score() - OTHER_NOTE_MARGIN
                        && wordShare(asked.terms(), candidate.top().block().text())
                                >= wordShare(asked.terms(), top.block().text())) {
                    chosen.add(candidate.top());
                    notes.add(other.knowledgeBaseId());
                }
            }
            return chosen.stream().map(unit -> unit.block().text() + " [" + unit.source().n() + "]").toList();
        }
        return List.of();
    }

    /** How close the passage's best quotable block is to the question (negative infinity: nothing to quote). */
    static double bestBlock(String question, Source source, Relevance relevance) {
        Scored scored = scored(Asked.of(question), source, relevance, false);
        return scored.units().isEmpty() ? Double.NEGATIVE_INFINITY : scored.top().score();
    }

    /** The best block; the next best when about as close; the section's summary line; in passage order. */
    private static List<Unit> fromBest(List<Unit> units) {
        Unit top = units.stream().max(java.util.Comparator.comparingDouble(Unit::score)).orElseThrow();
        TreeSet<Integer> positions = new TreeSet<>(List.of(top.position()));
        int chars = top.block().length();
        for (Unit unit : units) {
            boolean close = unit.score() >= top.score() - SAME_PASSAGE_MARGIN;
            boolean summary = SUMMARY.matcher(unit.block().lead()).matches()
                    && unit.block().heading().equals(top.block().heading());
            if (unit != top && (close || summary) && chars + unit.block().length() <= MAX_CHARS) {
                positions.add(unit.position());
                chars += unit.block().length();
            }
        }
        List<Unit> chosen = new ArrayList<>();
        for (int position : positions) {
            chosen.add(units.stream().filter(unit -> unit.position() == position).findFirst().orElseThrow());
        }
        return chosen;
    }

    private record Scored(String model, List<Unit> units) {

        Unit top() {
            return units.stream().max(java.util.Comparator.comparingDouble(Unit::score)).orElseThrow();
        }
    }

    private static Scored scored(Asked asked, Source source, Relevance relevance, boolean description) {
        // a passage that is only a heading and its labels ("### 标题", "**永久代的相关参数**") says nothing: search's
        // reader leaves it out by the same rule, and quoted its label read as an answer
        if (HeadingOnlyText.test(source.content())) {
            return new Scored("", List.of());
        }
        List<Block> all = PassageProse.blocks(source.content());
        List<Block> blocks = quotable(description ? all : withoutDescription(source, all)).stream()
                .filter(block -> !asked.quoted(block)).toList();
        if (blocks.isEmpty()) {
            return new Scored("", List.of());
        }
        Scores scores = relevance.scores(source.content(), blocks.stream().map(Block::text).toList());
        double[] base = new double[blocks.size()];
        for (int i = 0; i < blocks.size(); i++) {
            Block block = blocks.get(i);
            base[i] = scores.values()[i] + WORDS_WEIGHT * wordShare(asked.terms(), block.text())
                    + (asked.whichKinds() && !block.items().isEmpty() ? FORM_BONUS : 0);
        }
        List<Unit> units = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            Block block = blocks.get(i);
            double score = base[i];
            if (SUMMARY.matcher(block.lead()).matches()) {
                // a why question's conclusion speaks for its section ("综上，…" sums up the blocks above it)
                score = (asked.why() ? Math.max(score, sectionBest(blocks, base, i)) + CONCLUSION_BONUS : score)
                        + SUMMARY_BONUS;
            }
            units.add(new Unit(source, i, block, score));
        }
        return new Scored(scores.model(), units);
    }

    /**
     * The blocks without the note's description: the paragraph under the heading that opens the note (a level-1
     * heading or the note's title: a Markdown note's front matter becomes "# title" and its "description"). It says what the note is about ("MySQL索引详解，
     * 深入剖析B+树索引结构…"), so it is close to any question on the topic, and it answers none of them.
     */
    static List<Block> withoutDescription(Source source, List<Block> blocks) {
        java.util.regex.Matcher heading = OPENING_HEADING.matcher(source.content());
        boolean opening = source.chunkIndex() == 0 && heading.lookingAt()
                && (heading.group(1).length() == 1 || heading.group(2).strip().equals(source.title()))
                && oneLine(source.content().substring(heading.end()));
        return opening && !blocks.isEmpty() && blocks.get(0).items().isEmpty() ? blocks.subList(1, blocks.size()) : blocks;
    }

    /**
     * A front matter's description is one line (a YAML scalar); a paragraph of several lines is the note's prose. A
     * heading is no description: a front matter with a title and no description is followed by the note's own first
     * heading ("# Redis 持久化方式" then "# Redis 持久化"), and the paragraph under that is the note's opening answer.
     */
    private static boolean oneLine(String rest) {
        int end = rest.indexOf("\n\n");
        String first = (end < 0 ? rest : rest.substring(0, end)).strip();
        return !first.contains("\n") && !first.startsWith("#");
    }

    /**
     * Blocks worth quoting: not a lead-in whose list the passage cut off, not a pointer to another text, not a question the note asks
     * itself (a bold line used as a heading, "**那 SPI 和 API 有啥区别？**"), nor a list of them (the questions a note opens
     * with, an interview reading list: a short question is closer to them than to any answer), not a fragment.
     */
    static List<Block> quotable(List<Block> blocks) {
        return blocks.stream().filter(block -> !block.leadInAlone()).filter(block -> !block.pointer())
                .filter(block -> !block.items().isEmpty() || !(block.lead().endsWith("？") || block.lead().endsWith("?")))
                .filter(block -> !questions(block)).filter(block -> !aboutTheNote(block))
                .filter(block -> !code(block))
                .filter(block -> block.length() >= MIN_CHARS
                        || block.text().codePoints().filter(Scripts::isHan).count() >= 6)
                .toList();
    }

    /**
     * Code read as prose: a chunk that begins inside a fenced block opened in the chunk before has no fence to tell it
     * ("} // 已初始化，并且m元素个数大于阈值，进行扩容处理else if (s > threshold) resize(); …" for "HashMap 怎么扩容").
     * Prose of either language has no braces and few ASCII semicolons (Chinese writes "；").
     */
    static boolean code(Block block) {
        long marks = block.text().chars().filter(c -> c == ';' || c == '{' || c == '}').count();
        return marks >= CODE_MARKS;
    }

    /**
     * A paragraph in the author's voice about the note itself ("这篇文章我会详细介绍一下…", "本文基于 Redis 7.0+ 版本",
     * "个人觉得翻译成单亲委派模型更好一些"): it reads as close to a question about the topic and answers nothing of it
     * (quoted alone for "双亲委派模型是什么？有什么好处？" and "线程池的核心参数有哪些"). A list it announces is kept.
     */
    static boolean aboutTheNote(Block block) {
        return block.items().isEmpty() && AUTHORS_ASIDE.matcher(block.lead()).lookingAt();
    }

    /**
     * A list of questions: at least half its items ask ("4. TCP 四次挥手每一步分别做了什么？", "- AOP 实现方式有哪些？"), the
     * outline a note opens with or an interview reading list. It reads like a short question and answers none.
     */
    static boolean questions(Block block) {
        long asking = block.items().stream().map(item -> TRAILING_MARKS.matcher(item).replaceAll(""))
                .filter(item -> item.endsWith("？") || item.endsWith("?")).count();
        return !block.items().isEmpty() && asking * 2 >= block.items().size();
    }

    /** The best score among the other blocks under the same heading as block {@code index}. */
    private static double sectionBest(List<Block> blocks, double[] base, int index) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < blocks.size(); i++) {
            if (i != index && blocks.get(i).heading().equals(blocks.get(index).heading())) {
                best = Math.max(best, base[i]);
            }
        }
        return best;
    }

    private static double wordShare(Set<String> asked, String text) {
        if (asked.isEmpty()) {
            return 0;
        }
        Set<String> terms = Terms.of(text);
        return (double) asked.stream().filter(terms::contains).count() / asked.size();
    }
}
