package com.prepstream.chat;

import com.prepstream.ai.RelevanceThresholds;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Question answering tuning ({@code prepstream.chat.*}).
 *
 * @param relevanceThreshold below this best-passage score (cosine similarity) the answer is "not in
 *                           your notes"; unset: the value calibrated for the embedding model in use
 *                           ({@link com.prepstream.ai.InProcessModel#relevanceThreshold()}, docs/chat.md)
 * @param otherLanguageThreshold the same, for a passage found by its words in chunks another language's
 *                           model read (an English question over Chinese notes, docs/chat.md): that model
 *                           scores a question in a language it reads poorly lower; its default is
 *                           {@link RelevanceThresholds#ACROSS_LANGUAGES}, which search's weak
 *                           matches use
 * @param passages           passages retrieved and shown to the answer
 * @param passageMinScore    passages after the best one are kept only when at least this close
 *                           (cosine similarity)
 * @param questionMaxChars   longest question accepted
 * @param historyTurns       earlier question/answer pairs the model sees
 * @param firstTokenTimeout  how long the model may take to send its first token
 * @param idleTimeout        longest pause between two tokens before the answer is given up
 * @param answerLease        an answer still marked in progress after this long is taken over
 *                           (its instance died); longer than any real answer
 * @param sseTimeout         longest an answer stream stays open
 * @param maxMessages        messages one conversation keeps (questions and answers); a full one
 *                           refuses the next question (413) and the user starts a new conversation
 * @param crossLanguageReading an English question nothing answers has its technical terms looked for in Chinese
 *                           (text.Glossary) over the Chinese notes before "not in your notes"; off: over 105
 *                           JavaGuide notes it answered 8 of 40 off-topic English questions (docs/chat.md)
 */
@ConfigurationProperties("prepstream.chat")
public record ChatSettings(
        Double relevanceThreshold,
        @DefaultValue(RelevanceThresholds.ACROSS_LANGUAGES_TEXT) double otherLanguageThreshold,
        @DefaultValue("5") int passages,
        @DefaultValue("0.3") double passageMinScore,
        @DefaultValue("400") int questionMaxChars,
        @DefaultValue("3") int historyTurns,
        @DefaultValue("30s") Duration firstTokenTimeout,
        @DefaultValue("20s") Duration idleTimeout,
        @DefaultValue("5m") Duration answerLease,
        @DefaultValue("5m") Duration sseTimeout,
        @DefaultValue("200") int maxMessages,
        @DefaultValue("false") boolean crossLanguageReading) {

    public static ChatSettings defaults() {
        return new ChatSettings(0.45, RelevanceThresholds.ACROSS_LANGUAGES, 5, 0.3, 400, 3, Duration.ofSeconds(30),
                Duration.ofSeconds(20), Duration.ofMinutes(5), Duration.ofMinutes(5), 200, false);
    }

    ChatSettings withTimeouts(Duration firstToken, Duration idle) {
        return new ChatSettings(relevanceThreshold, otherLanguageThreshold, passages, passageMinScore,
                questionMaxChars, historyTurns, firstToken, idle, answerLease, sseTimeout, maxMessages, crossLanguageReading);
    }
}
