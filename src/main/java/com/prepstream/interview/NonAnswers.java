package com.prepstream.interview;

import com.prepstream.system.Language;
import java.util.List;

/**
 * What counts as not answering a question: the one definition the offline report uses, for technical and
 * behavioural (STAR) questions alike (issue 29: in one session "我不知道" was "no answer", "今天天气不错" a list of terms,
 * a copied question "hollow", small talk "weak" on a behavioural question and "off-topic" on a technical one). An
 * answer does not answer when it
 * <ul>
 *   <li>says nothing: empty, punctuation, or only "I don't know" / "不知道" / "不会" in any hedged form
 *       ({@link AnswerText#isBlank});</li>
 *   <li>restates the question: no key point stated in words and under half of its weighted terms new to the question
 *       ({@link #restates});</li>
 *   <li>is about something else: it shares (almost) nothing with the question's vocabulary ({@link #sharesNothing}),
 *       or its words belong to another question of the bank far more than to this one (the relevance rules in
 *       {@link OfflineEvaluator}).</li>
 * </ul>
 * Every such answer scores {@link #SCORE}, has the same feedback ({@link #feedback}), counts as unanswered in the
 * summary and adds 0 to every dimension ({@link OfflineSummary}). The kinds are not told apart in the report: to the
 * candidate they are the same thing, a question still to be answered, and a different label per kind is what made the
 * old reports disagree with themselves.
 */
final class NonAnswers {

    /**
     * Nothing was answered, so nothing is scored. The old caps (12 for a restatement, 5 for another subject) ordered
     * the kinds for the benchmark but left a report of non-answers at "4/100" beside "0 of 3 answered".
     */
    static final int SCORE = 0;
    /** Below this share of terms the question does not contain, an answer restates the question. */
    static final double PARROT_NOVELTY = 0.5;
    /**
     * Below this share of the question's vocabulary an answer shares almost nothing with it. A Chinese answer is cut
     * into character pairs, most of which ("跑一", "看看") belong to no vocabulary, so the same on-topic sentence
     * shares about half as much as in English ("写单元测试，连上数据库跑一下" 0.097, its English 0.21): the bar is
     * lowered by the ratio {@link KeyPointMatcher} uses for the same reason.
     */
    static final double OFF_TOPIC_VOCABULARY = 0.1;
    static final double OFF_TOPIC_VOCABULARY_ZH = OFF_TOPIC_VOCABULARY * KeyPointMatcher.CJK_THRESHOLD
            / KeyPointMatcher.LATIN_THRESHOLD;
    /** Stories about different situations share few words with the question anyway: only what is no story counts. */
    static final double OFF_TOPIC_STORY_VOCABULARY = 0.05;

    private NonAnswers() {
    }

    /** No point stated in words, and mostly the question's own terms. A story part named ("I learned") does not count. */
    static boolean restates(int statedInWords, double novelty) {
        return statedInWords == 0 && novelty < PARROT_NOVELTY;
    }

    /**
     * Nothing stated, and almost none of the question's vocabulary. A behavioural answer must also be no story (no
     * first-person actions with a situation or figures): a real story about another case shares few words too.
     */
    static boolean sharesNothing(String answer, int statedInWords, double vocabulary, StarStory.Parts story) {
        if (statedInWords > 0) {
            return false;
        }
        if (story != null) {
            return !story.isStory() && vocabulary < OFF_TOPIC_STORY_VOCABULARY;
        }
        return vocabulary < (AnswerText.mostlyChinese(answer) ? OFF_TOPIC_VOCABULARY_ZH : OFF_TOPIC_VOCABULARY);
    }

    /** The one label and wording for every kind of non-answer, also used by the LLM evaluator for blank answers. */
    static String feedback(List<String> keyPoints, Language language) {
        return OfflineFeedback.zh(language)
                ? "未作答，本题 0 分：回答中没有回应题目的内容。留空、说“不知道”、复述题目或答非所问，都算未作答。好的回答应当包括："
                        + String.join("；", keyPoints) + "。"
                : "Not answered, 0 points: nothing in the answer responds to the question. Leaving it empty, saying "
                        + "\"I don't know\", repeating the question or talking about something else all count as not "
                        + "answering. A good answer would cover: " + String.join("; ", keyPoints) + ".";
    }

    /** The study plan's line when any question was not answered. */
    static String improvement(boolean zh) {
        return zh ? "每道题都正面作答：第一句话就回应题目，哪怕只说出主要思路；未作答的题目记 0 分。"
                : "Answer every question as asked: respond to it in your first sentence, even if you only know the main "
                        + "idea. A question not answered scores 0.";
    }
}
