package com.prepstream.interview;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much of a STAR story an answer to a behavioural question tells: a situation placed in time
 * or place, the speaker's own actions, concrete figures, a result and a reflection. Behavioural key
 * points are advice ("state what slipping would have cost"); a good answer is a story about one real
 * case, so its words rarely match the advice's, and the story's shape says more. Every marker here
 * is generic story language in English and Chinese, not the words of any question.
 */
final class StarStory {

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final Pattern FIRST_PERSON = Pattern.compile("\\b(i|i'm|i'd|i've|i'll|my|me|we|our|us)\\b|我", FLAGS);
    // Chinese drops the subject once the speaker is known: after a first-person sentence, one with a completed
    // action (a verb + 了: 选了, 改成了) and no other person as subject is still the speaker's (最后选了 Kafka)
    private static final Pattern DONE = Pattern.compile("\\p{IsHan}了");
    private static final Pattern OTHER_PERSON = Pattern.compile("他|她|大家|别人|对方|同事");
    private static final Pattern SITUATION = Pattern.compile("\\b(last (year|month|quarter|week|spring|summer|autumn"
            + "|fall|winter)|(last|in|this|that|early|late) (january|february|march|april|june|july|august"
            + "|september|october|november|december)|when i (joined|was|started)|at (my|our|a) (previous|last|current|first|old|former)"
            + "|in (early |late |mid-)?20\\d\\d|(a|two|three|a few|several) (months|years|weeks) ago|once|one day"
            + "|on (one|a) project|years ago|when (we|our)|in my (first|previous|last|old|former|current) (job|role|team"
            + "|company)|at (a|an) ([\\w-]+ ){0,2}(startup|company|bank|agency|firm|retailer|consultancy|scale-?up|shop"
            + "|employer|client))\\b"
            + "|去年|前年|今年|有一次|有次(?!数)|当时|之前在|之前|那时|上家|上一家|刚入职|那年|有段时间|某次|项目中|的时候", FLAGS);
    // a figure: digits, a number word with a unit, or a Chinese numeral with a unit (a lone 一 counts only
    // with a unit of time: 一周 is a duration, but 有一次 is "once" and 一个问题 "a problem")
    private static final Pattern NUMBER = Pattern.compile("\\d+([.,]\\d+)?\\s*(%|％)?|\\b(two|three|four|five|six|seven"
            + "|eight|nine|ten|twelve|twenty|thirty|forty|fifty|a hundred|half an?) (minutes?|hours?|days?|weeks?"
            + "|months?|years?|sprints?|people|engineers|teams|times|releases|incidents|tickets|customers)\\b"
            + "|([二三四五六七八九十两几半百千万亿][一二三四五六七八九十两几半百千万亿]*|一[一二三四五六七八九十百千万亿]+)"
            + "(个|次|天|周|月|年|小时|分钟|人|倍|成|笔|条|份|件|季度|迭代|位|台|套)|一(天|周|个月|年|小时|分钟|季度|个迭代)");
    private static final Pattern RESULT = Pattern.compile("\\b(result\\w*|outcome|in the end|eventually|finally|ship"
            + "\\w*|launch\\w*|reduc\\w*|cut|dropped|drop|saved|improv\\w*|went live|went from|delivered|merged|stayed"
            + "|since then|afterwards|fell|rose|down to|up to|no (longer|more)|zero|matched|fixed)\\b"
            + "|结果|最后|最终|上线|降到|降低|减少|提升|节省|提前|没有再|再也没|之后|从.{1,12}降|效果", FLAGS);
    private static final Pattern REFLECTION = Pattern.compile("\\b(differently|learn\\w*|lesson\\w*|next time|in hindsight"
            + "|looking back|would have|now i|since then i|took away|i'd (do|now|ask|plan)|habit|i now|taught me"
            + "|what i'd|took from|what i took|takeaway|taught us)\\b"
            + "|如果重来|重来|学到|教训|下次|反思|复盘|以后|现在我|之后我|养成|收获|习惯|意识到|让我明白|明白了", FLAGS);
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?。！？；;\\n]+");
    /** About a minute of speech: shorter stories cannot hold all parts. */
    private static final double FULL_LENGTH = 110;

    /** The parts an answer tells: each 0–1. */
    record Parts(double situation, double actions, double figures, double result, double reflection, double length) {

        /** 0–1: the mean of the five parts and the length share (square root; full at a minute's telling). */
        double completeness() {
            // length is one part among six, not a factor: a short true story that tells two or three parts
            // is a partial answer, not a weak one
            return (situation + actions + figures + result + reflection + length) / 6;
        }

        /** Any sign of a story told by the speaker (as opposed to a statement of principles or facts). */
        boolean isStory() {
            return actions >= 0.5 && (situation > 0 || figures > 0);
        }
    }

    private StarStory() {
    }

    static Parts parts(String answer) {
        List<String> sentences = List.of(SENTENCE_END.split(answer)).stream().filter(s -> !s.isBlank()).toList();
        long mine = sentences.stream().filter(s -> FIRST_PERSON.matcher(s).find()).count();
        if (mine > 0) {
            mine += sentences.stream().filter(s -> !FIRST_PERSON.matcher(s).find() && DONE.matcher(s).find()
                    && !OTHER_PERSON.matcher(s).find()).count();
        }
        int figures = count(NUMBER.matcher(answer));
        boolean result = RESULT.matcher(answer).find();
        return new Parts(SITUATION.matcher(answer).find() ? 1 : 0, Math.min(1, mine / 4.0), Math.min(1, figures / 3.0),
                result ? (figures > 0 ? 1 : 0.5) : 0, REFLECTION.matcher(answer).find() ? 1 : 0,
                Math.sqrt(Math.min(1, AnswerText.wordCount(answer) / FULL_LENGTH)));
    }

    static double completeness(String answer) {
        return parts(answer).completeness();
    }

    private static int count(Matcher matcher) {
        int n = 0;
        while (matcher.find()) {
            n++;
        }
        return n;
    }

    /** Which part of a story a behavioural key point asks for, from the point's own wording. */
    enum Slot { SITUATION, ACTION, RESULT, REFLECTION }

    private static final Pattern REFLECTION_POINT = Pattern.compile("\\b(learn\\w*|differently|took away|habit"
            + "|blind spot|came to value|now (do|agree|handle)|would (change|plan|do))\\b"
            + "|学到|收获|重来|习惯|反思|现在如何|以后|教训|体会", FLAGS);
    private static final Pattern RESULT_POINT = Pattern.compile("\\b(outcome|result|before-and-after|measured|evidence of"
            + "|how it ended|turned out|observable|what they delivered|effect|held up)\\b|结果|效果|成果|对比|交付了|最后", FLAGS);

    /** First point: the situation and its stakes; points worded as outcomes or lessons: those parts; else an action. */
    static Slot slot(String point, int index, int count) {
        if (REFLECTION_POINT.matcher(point).find() && !RESULT_POINT.matcher(point).find()) {
            return Slot.REFLECTION;
        }
        if (RESULT_POINT.matcher(point).find()) {
            return Slot.RESULT;
        }
        return index == 0 && count > 2 ? Slot.SITUATION : Slot.ACTION;
    }
}
