package com.prepstream.interview;

import com.prepstream.text.ContentTerms;
import com.prepstream.text.Scripts;
import com.prepstream.text.StopWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plain-text helpers for the offline evaluator: its content terms ({@link ContentTerms#ANSWER}: stemmed
 * English words without stop words, Chinese as character pairs), and the shape of an answer (how much of it
 * is the small words that join claims, how much is short list items).
 */
final class AnswerText {

    private static final Pattern WORD = ContentTerms.ANSWER.word();
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");
    private static final Pattern SEGMENT_END = Pattern.compile("[,，、;；\\n/。.]+");
    /**
     * "I don't know" in the forms people type, hedged or not ("I'm not sure", "sorry, no idea"; "不太清楚", "这个我不会",
     * "忘了"): the whole answer, never a phrase inside one. Both languages need the same coverage: an unrecognised one
     * is judged as an answer and gets a different diagnosis per language (hollow in Chinese, off-topic in English).
     */
    private static final Pattern DONT_KNOW_EN = Pattern.compile("(?:(?:sorry|honestly|to be honest|um+|uh+|hmm+|well"
            + "|i'm afraid|i am afraid)[, ]*)*(?:i(?:'m| am)? )?(?:really |honestly |actually |just |totally "
            + "|completely |still )*(?:don'?t know|do not know|dunno|(?:am )?not sure|no idea|have no idea|no clue"
            + "|have no clue|(?:can'?t|cannot|don'?t|do not) remember|(?:am )?not familiar with (?:this|it|that)"
            + "|forgot|forget|pass|skip|n/?a|na|none)(?: (?:about|on|with) (?:this|it|that)(?: one| question)?)?"
            + "(?:,? sorry)?");
    private static final Pattern DONT_KNOW_ZH = Pattern.compile("(?:(?:抱歉|对不起|不好意思|嗯+|呃+|额+)[，,]*)*"
            + "(?:这(?:个|道)?(?:题|问题)?(?:我)?[，,]*)?我?(?:真的|确实|实在|完全|也|还|暂时|目前|其实)*"
            + "(?:不(?:太|大|怎么|是很|是太|是特别)?(?:知道|会|清楚|了解|懂|记得|确定|熟悉?)"
            + "|没(?:有)?(?:学过|接触过|用过|了解过|听说过|做过|研究过)?|记不(?:太)?(?:清楚?|得|起来)|忘(?:了|记了|掉了)"
            + "|跳过|略|无|pass)(?:这个|这方面|这块|这题)?(?:的)?(?:内容|知识)?(?:了|啊|呢|吧|哦|呀|诶)*");

    private AnswerText() {
    }

    /** Null, empty, only punctuation, or a plain "I don't know": there is nothing to evaluate. */
    static boolean isBlank(String answer) {
        if (answer == null) {
            return true;
        }
        String stripped = answer.strip().toLowerCase(Locale.ROOT).replace('’', '\'')
                .replaceAll("[\\p{Punct}\\s。，！？、…～~]+$", "");
        if (stripped.replaceAll("[\\p{Punct}\\s。，！？、…]", "").isEmpty()) {
            return true;
        }
        return DONT_KNOW_EN.matcher(stripped.replaceAll("\\s+", " ")).matches()
                || DONT_KNOW_ZH.matcher(stripped.replaceAll("[\\s。！？…]+", "")).matches();
    }

    /** Content terms in order of appearance: English stems and Chinese character pairs. */
    static List<String> terms(String text) {
        return ContentTerms.ANSWER.terms(text);
    }

    static List<String> words(String text) {
        return ContentTerms.ANSWER.words(text);
    }

    static boolean isCjkTerm(String term) {
        return Scripts.isHan(term.codePointAt(0));
    }

    /**
     * Share of the answer that is glue: English stop words and Chinese function characters among all
     * words and characters. Sentences that claim something need them; a list of terms does not.
     */
    static double glue(String text) {
        int glue = 0;
        int all = 0;
        Matcher word = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (word.find()) {
            all++;
            glue += StopWords.ENGLISH_PROSE.contains(word.group()) ? 1 : 0;
        }
        Matcher han = HAN.matcher(text);
        while (han.find()) {
            all++;
            glue += StopWords.isChineseFunctionCharacter(han.group().codePointAt(0)) ? 1 : 0;
        }
        return all == 0 ? 0 : (double) glue / all;
    }

    /** Words plus Chinese characters: how many tokens the glue share was measured on. */
    static int tokens(String text) {
        return (int) (WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count() + HAN.matcher(text).results().count());
    }

    /** The pieces between commas, list separators and full stops. */
    static List<String> segments(String text) {
        List<String> segments = new ArrayList<>();
        for (String part : SEGMENT_END.split(text)) {
            if (!part.isBlank()) {
                segments.add(part);
            }
        }
        return segments;
    }

    /** More Chinese characters than Latin words: the answer is (mostly) written in Chinese. */
    static boolean mostlyChinese(String text) {
        long cjk = HAN.matcher(text).results().count();
        return cjk > 0 && cjk / 2 >= WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count();
    }

    /** A rough size of an answer that treats one Chinese character like roughly half a word. */
    static double wordCount(String text) {
        long latin = WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count();
        long cjk = HAN.matcher(text).results().count();
        return latin + cjk / 2.0;
    }
}
