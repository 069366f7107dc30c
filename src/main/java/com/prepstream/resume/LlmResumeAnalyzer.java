package com.prepstream.resume;

import com.prepstream.ai.StructuredChat;
import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.resume.analysis.ResumeScores;
import com.prepstream.resume.offline.SkillLexicon;
import com.prepstream.system.Language;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Resume analysis by the configured chat model through {@link StructuredChat}: the prompt is
 * {@code prompts/resume-analysis.st}, the reply is bound to {@link Reply}, and whatever the model
 * says, scores end up in 0–100 and lists are never null. Failures propagate as StructuredChat
 * classifies them (transient: retried by the framework; permanent: the task fails).
 */
class LlmResumeAnalyzer {

    static final String PROMPT = "prompts/resume-analysis.st";

    /** What the model is asked to return; its JSON schema is generated from this record. */
    record Reply(int overallScore, ResumeScores scores, String summary, List<String> strengths,
            List<String> weaknesses, List<String> suggestions, List<String> skills) {
    }

    private final StructuredChat chat;
    private final ResumeSettings settings;
    private final Clock clock;

    LlmResumeAnalyzer(StructuredChat chat, ResumeSettings settings, Clock clock) {
        this.chat = chat;
        this.settings = settings;
        this.clock = clock;
    }

    ResumeAnalysis analyze(String text, Language language) {
        String resume = text.length() <= settings.maxPromptCharacters() ? text
                : text.substring(0, settings.maxPromptCharacters());
        Reply reply = chat.call(PROMPT, Map.of("resume", resume, "language",
                language == Language.ZH_CN ? "Simplified Chinese (简体中文)" : "English"), Reply.class);
        ResumeScores scores = reply.scores() == null ? new ResumeScores(0, 0, 0, 0, 0, 0) : reply.scores().clamped();
        List<String> skills = clean(reply.skills());
        return new ResumeAnalysis(ResumeScores.clamp(reply.overallScore()), scores.asMap(),
                Objects.requireNonNullElse(reply.summary(), "").strip(), clean(reply.strengths()),
                clean(reply.weaknesses()), clean(reply.suggestions()),
                skills.isEmpty() ? SkillLexicon.detectSkills(text) : skills, chat.modelName(), clock.instant(),
                language.tag());
    }

    private static List<String> clean(List<String> items) {
        return items == null ? List.of()
                : items.stream().filter(Objects::nonNull).map(String::strip).filter(s -> !s.isEmpty()).distinct()
                        .toList();
    }
}
