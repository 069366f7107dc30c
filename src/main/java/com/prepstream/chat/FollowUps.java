package com.prepstream.chat;

import com.prepstream.text.Scripts;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Offline stand-in for rewriting a follow-up into a standalone question: a short question that
 * leans on the previous one ("and in PostgreSQL?", "那 Redis 呢？") is searched together with that
 * previous question. No model, so no real rewriting; longer questions are taken as they are.
 */
final class FollowUps {

    private static final Pattern ENGLISH_LEAD = Pattern.compile(
            "^(and|but|also|so|what about|how about|what if|same|then|or)\\b.*", Pattern.CASE_INSENSITIVE);
    private static final Pattern ENGLISH_REFERENCE = Pattern.compile("\\b(it|its|this|that|they|them|those|these|there)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern CHINESE_LEAD = Pattern.compile("^(那|那么|还有|另外|而|并且|以及|它|这|其).*");
    /** A question that is only a question word ("why?", "为什么？") asks about the one before it. */
    private static final Pattern ENGLISH_BARE = Pattern.compile(
            "^(why|why not|how|how so|how come|when|where|who|which|really|example|examples|more|details)\\W*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern CHINESE_BARE = Pattern.compile(
            "^(为什么|为啥|怎么|怎么做|怎么办|如何|举个例子|例如|比如|具体呢|详细说说|然后呢)[？?。！!\\s]*$");
    private static final int SHORT_WORDS = 8;
    private static final int SHORT_HAN = 16;

    private FollowUps() {
    }

    static String standalone(String question, String previousQuestion) {
        if (previousQuestion == null || !looksLikeFollowUp(question.strip())) {
            return question;
        }
        return previousQuestion.strip() + " " + question.strip();
    }

    static boolean looksLikeFollowUp(String question) {
        if (ENGLISH_BARE.matcher(question).matches() || CHINESE_BARE.matcher(question).matches()) {
            return true;
        }
        if (QuestionLanguage.of(question) == com.prepstream.system.Language.ZH_CN) {
            long han = question.codePoints().filter(Scripts::isHan).count();
            return han <= SHORT_HAN && (CHINESE_LEAD.matcher(question).matches() || question.matches(".*呢[？?]?$"));
        }
        int words = question.split("\\s+").length;
        String lower = question.toLowerCase(Locale.ROOT);
        return words <= SHORT_WORDS && (ENGLISH_LEAD.matcher(lower).matches() || ENGLISH_REFERENCE.matcher(lower).find());
    }
}
