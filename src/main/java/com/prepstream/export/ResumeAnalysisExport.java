package com.prepstream.export;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a resume analysis PDF shows: the same as the page (the resume feature fills it in from
 * its own analysis). Score names are the API's keys ({@code projectExperience}); the PDF labels
 * the ones it knows in its language and shows any other as it is.
 */
public record ResumeAnalysisExport(long resumeId, String filename, int overallScore, Map<String, Integer> scores,
        String summary, List<String> strengths, List<String> weaknesses, List<String> suggestions,
        List<String> skills, String model, Instant analyzedAt) {

    public ResumeAnalysisExport {
        scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores)); // in the order given, as the page
        strengths = strengths == null ? List.of() : List.copyOf(strengths);
        weaknesses = weaknesses == null ? List.of() : List.copyOf(weaknesses);
        suggestions = suggestions == null ? List.of() : List.copyOf(suggestions);
        skills = skills == null ? List.of() : List.copyOf(skills);
    }
}
