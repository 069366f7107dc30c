package com.prepstream.resume;

import com.prepstream.ai.ModelCallBudget;
import com.prepstream.ai.StructuredChat;
import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.resume.offline.OfflineResumeAnalyzer;
import com.prepstream.system.Language;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.MessageSource;
import org.springframework.stereotype.Component;

/**
 * Picks the analyzer: the LLM when a chat model is configured, the offline analyzer otherwise. No
 * silent fallback from one to the other: a failing model fails (or retries) the task visibly, so
 * users never get offline results labelled as if they came from the model they configured. The one
 * fallback is said in the result: the model call is charged to the resume's owner
 * ({@link ModelCallBudget}), and past the owner's daily cap the analysis is the offline one, its
 * summary saying why (rather than failing, or retrying until tomorrow).
 */
@Component
class ResumeAnalyzers {

    private static final Logger log = LoggerFactory.getLogger(ResumeAnalyzers.class);

    private final StructuredChat chat;
    private final LlmResumeAnalyzer llm;
    private final OfflineResumeAnalyzer offline;
    private final ModelCallBudget budget;
    private final ResumeOwners owners;
    private final MessageSource messages;

    ResumeAnalyzers(StructuredChat chat, ResumeSettings settings, ModelCallBudget budget, ResumeOwners owners,
            MessageSource messages) {
        this.chat = chat;
        this.budget = budget;
        this.owners = owners;
        this.messages = messages;
        this.llm = new LlmResumeAnalyzer(chat, settings, Clock.systemUTC());
        this.offline = new OfflineResumeAnalyzer(Clock.systemUTC());
    }

    ResumeAnalysis analyze(long resumeId, String text, Language language) {
        if (!chat.isConfigured()) {
            return offline.analyze(text, language);
        }
        // a resume without an owner yet (made before accounts) is not charged to anyone
        boolean allowed = owners.ownerOf(resumeId).map(owner -> budget.tryCharge(owner, 1)).orElse(true);
        if (allowed) {
            return llm.analyze(text, language);
        }
        log.info("Resume {}: its owner used today's model calls, analysing offline", resumeId);
        ResumeAnalysis analysis = offline.analyze(text, language);
        String note = messages.getMessage("ai.dailyCap.offlineAnalysis", new Object[] {budget.dailyCalls()},
                language.locale());
        return new ResumeAnalysis(analysis.overallScore(), analysis.scores(), note + " " + analysis.summary(),
                analysis.strengths(), analysis.weaknesses(), analysis.suggestions(), analysis.skills(), analysis.model(),
                analysis.analyzedAt(), analysis.language());
    }
}
