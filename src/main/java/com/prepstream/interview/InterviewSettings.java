package com.prepstream.interview;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Mock interview tuning, bound under {@code prepstream.interview}. Defaults live here, in one place.
 *
 * @param defaultQuestionCount  questions in a session when the request does not say
 * @param minQuestionCount      smallest allowed questionCount
 * @param maxQuestionCount      largest allowed questionCount
 * @param defaultDifficulty     difficulty when the request does not say
 * @param defaultRole           role used for question generation when the request does not say
 * @param maxAnswerLength       longest accepted answer, in characters
 * @param llmBatchSize          questions evaluated per LLM call (a summary pass follows the batches)
 * @param resumeExcerptLength   characters of resume text given to the LLM when generating questions
 * @param generationTimeout     longest a session start waits for LLM-generated questions before it
 *                              takes the bank's instead (the start request is synchronous)
 * @param resumeReadTimeout     longest a session start waits for its resume's text when the resume has not
 *                              been read yet; past it the reading is stopped and the start refused
 * @param resumeReaders         resumes read at once for session starts; one more start answers 503
 */
@ConfigurationProperties("prepstream.interview")
public record InterviewSettings(
        @DefaultValue("5") int defaultQuestionCount,
        @DefaultValue("3") int minQuestionCount,
        @DefaultValue("20") int maxQuestionCount,
        @DefaultValue("MEDIUM") Difficulty defaultDifficulty,
        @DefaultValue("Java backend engineer") String defaultRole,
        @DefaultValue("10000") int maxAnswerLength,
        @DefaultValue("5") int llmBatchSize,
        @DefaultValue("4000") int resumeExcerptLength,
        @DefaultValue("45s") Duration generationTimeout,
        @DefaultValue("10s") Duration resumeReadTimeout,
        @DefaultValue("2") int resumeReaders) {
}
