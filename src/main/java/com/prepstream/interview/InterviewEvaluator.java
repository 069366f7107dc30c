package com.prepstream.interview;

import com.prepstream.ai.ModelCallBudget;
import com.prepstream.ai.StructuredChat;
import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.system.Language;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.MessageSource;
import org.springframework.stereotype.Component;

/**
 * Picks the evaluator: the LLM when one is configured and at least one answer was given, else the
 * offline evaluator. When the LLM fails for good (an unusable reply even after repair, a 4xx) the
 * user still gets a report: the offline one, saying why. Transient failures (timeouts, 429, 5xx)
 * propagate so the stream framework retries with backoff. The model calls an evaluation makes are
 * charged to the session's owner ({@link ModelCallBudget}, all or none); past the owner's daily cap
 * the report is the offline one, saying why, rather than a failure or retries until tomorrow.
 */
@Component
class InterviewEvaluator {

    private static final Logger log = LoggerFactory.getLogger(InterviewEvaluator.class);

    private final StructuredChat chat;
    private final OfflineEvaluator offline;
    private final InterviewSettings settings;
    private final ModelCallBudget budget;
    private final InterviewOwners owners;
    private final MessageSource messages;

    InterviewEvaluator(StructuredChat chat, OfflineEvaluator offline, InterviewSettings settings, ModelCallBudget budget,
            InterviewOwners owners, MessageSource messages) {
        this.chat = chat;
        this.budget = budget;
        this.owners = owners;
        this.messages = messages;
        this.offline = offline;
        this.settings = settings;
    }

    Evaluation evaluate(long sessionId, Evaluation.Input input) {
        boolean anyAnswer = input.questions().stream().anyMatch(q -> !AnswerText.isBlank(q.answer()));
        if (!chat.isConfigured() || !anyAnswer) {
            return offline.evaluate(input);
        }
        int calls = LlmEvaluator.callsFor(input, settings.llmBatchSize());
        // a session without an owner yet (made before accounts) is not charged to anyone
        if (!owners.ownerOf(sessionId).map(owner -> budget.tryCharge(owner, calls)).orElse(true)) {
            log.info("Interview {}: its owner has no {} model calls left today, evaluating offline", sessionId, calls);
            String why = messages.getMessage("ai.dailyCap.offlineEvaluation", new Object[] {budget.dailyCalls()},
                    input.language().locale());
            return noted(offline.evaluate(input), why + " ");
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
            return noted(fallback, why);
        }
    }

    private static Evaluation noted(Evaluation evaluation, String why) {
        return new Evaluation(evaluation.overallScore(), evaluation.dimensions(), why + evaluation.summary(),
                evaluation.questions(), evaluation.improvements(), evaluation.model());
    }
}
