package com.prepstream.interview;

import com.prepstream.ai.StructuredChat;
import com.prepstream.stream.PermanentTaskException;
import com.prepstream.system.Language;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Picks the evaluator: the LLM when one is configured and at least one answer was given, else the
 * offline evaluator. When the LLM fails for good (an unusable reply even after repair, a 4xx) the
 * user still gets a report: the offline one, saying why. Transient failures (timeouts, 429, 5xx)
 * propagate so the stream framework retries with backoff.
 */
@Component
class InterviewEvaluator {

    private static final Logger log = LoggerFactory.getLogger(InterviewEvaluator.class);

    private final StructuredChat chat;
    private final OfflineEvaluator offline;
    private final InterviewSettings settings;

    InterviewEvaluator(StructuredChat chat, OfflineEvaluator offline, InterviewSettings settings) {
        this.chat = chat;
        this.offline = offline;
        this.settings = settings;
    }

    Evaluation evaluate(Evaluation.Input input) {
        boolean anyAnswer = input.questions().stream().anyMatch(q -> !AnswerText.isBlank(q.answer()));
        if (!chat.isConfigured() || !anyAnswer) {
            return offline.evaluate(input);
        }
        try {
            return new LlmEvaluator(chat, settings.llmBatchSize()).evaluate(input);
        } catch (PermanentTaskException e) {
            log.warn("LLM evaluation with {} failed for good, using the offline evaluator: {}", chat.modelName(),
                    e.getMessage());
            Evaluation fallback = offline.evaluate(input);
            String why = input.language() == Language.ZH_CN
                    ? "语言模型（" + chat.modelName() + "）无法评估这次面试（" + e.getMessage() + "），以下是离线评估。"
                    : "The language model (" + chat.modelName() + ") could not evaluate this interview (" + e.getMessage()
                            + "), so this is the offline evaluation. ";
            return new Evaluation(fallback.overallScore(), fallback.dimensions(), why + fallback.summary(),
                    fallback.questions(), fallback.improvements(), fallback.model());
        }
    }
}
