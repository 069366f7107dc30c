package com.prepstream.resume;

import com.prepstream.ai.StructuredChat;
import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.resume.offline.OfflineResumeAnalyzer;
import com.prepstream.system.Language;
import java.time.Clock;
import org.springframework.stereotype.Component;

/**
 * Picks the analyzer: the LLM when a chat model is configured, the offline analyzer otherwise. No
 * silent fallback from one to the other: a failing model fails (or retries) the task visibly, so
 * users never get offline results labelled as if they came from the model they configured.
 */
@Component
class ResumeAnalyzers {

    private final StructuredChat chat;
    private final LlmResumeAnalyzer llm;
    private final OfflineResumeAnalyzer offline;

    ResumeAnalyzers(StructuredChat chat, ResumeSettings settings) {
        this.chat = chat;
        this.llm = new LlmResumeAnalyzer(chat, settings, Clock.systemUTC());
        this.offline = new OfflineResumeAnalyzer(Clock.systemUTC());
    }

    ResumeAnalysis analyze(String text, Language language) {
        return chat.isConfigured() ? llm.analyze(text, language) : offline.analyze(text, language);
    }
}
