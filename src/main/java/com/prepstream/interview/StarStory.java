package com.prepstream.interview;

import java.util.List;
import java.util.regex.Pattern;

/**
 * How much of a STAR story an answer to a behavioural question tells: a situation placed in time,
 * the speaker's own actions, a result with a number, and a reflection. Behavioural key points are
 * advice ("state what slipping would have cost"); a good answer is a story about one real case, so
 * its words rarely match the advice's, and the story's shape says more.
 */
final class StarStory {

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final Pattern FIRST_PERSON = Pattern.compile("\\b(i|i'm|i'd|i've|my|me|we|our)\\b|我", FLAGS);
    private static final Pattern SITUATION = Pattern.compile("\\b(last (year|month|quarter|week|spring|summer|autumn"
            + "|winter)|when i|at my (previous|last)|in 20\\d\\d|a few (months|years) ago|once)\\b"
            + "|去年|前年|有一次|当时|之前在|那时|上家|上一家", FLAGS);
    private static final Pattern NUMBER = Pattern.compile("\\d|[一二三四五六七八九十两几百千万]+(个|次|天|周|月|年|小时|分钟|人|倍|成)");
    private static final Pattern RESULT = Pattern.compile("\\b(result|outcome|in the end|eventually|finally|shipped"
            + "|launched|reduced|cut|dropped|saved|improved|went live)\\b|结果|最后|最终|上线|降到|降低|减少|提升|节省", FLAGS);
    private static final Pattern REFLECTION = Pattern.compile("\\b(differently|learned|lesson|next time|in hindsight"
            + "|looking back|would have|now i)\\b|如果重来|学到|教训|下次|反思|复盘|以后", FLAGS);
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?。！？\\n]+");
    /** About a minute of speech: shorter stories cannot hold all four parts. */
    private static final double FULL_LENGTH = 120;

    private StarStory() {
    }

    /** 0–1: the share of the four parts present, scaled down for stories shorter than a minute's telling. */
    static double completeness(String answer) {
        long mine = List.of(SENTENCE_END.split(answer)).stream()
                .filter(s -> !s.isBlank() && FIRST_PERSON.matcher(s).find()).count();
        int parts = (SITUATION.matcher(answer).find() ? 1 : 0) + (mine >= 3 ? 1 : 0)
                + (NUMBER.matcher(answer).find() && RESULT.matcher(answer).find() ? 1 : 0)
                + (REFLECTION.matcher(answer).find() ? 1 : 0);
        return parts / 4.0 * Math.min(1, AnswerText.wordCount(answer) / FULL_LENGTH);
    }
}
