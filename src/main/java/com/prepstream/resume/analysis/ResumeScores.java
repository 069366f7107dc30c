package com.prepstream.resume.analysis;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The six sub-scores every analysis has, 0–100 each. The same record is the JSON schema the LLM
 * fills in, so both analyzers score the same things.
 *
 * @param completeness      contact details and the expected sections are present
 * @param structure         clear headings, bullets, dates, scannable layout
 * @param skills            breadth and clarity of the technical skills
 * @param projectExperience substance of jobs and projects
 * @param impact            results measured with numbers
 * @param expression        concise, active, specific wording; sensible length
 */
public record ResumeScores(int completeness, int structure, int skills, int projectExperience, int impact,
        int expression) {

    public ResumeScores clamped() {
        return new ResumeScores(clamp(completeness), clamp(structure), clamp(skills), clamp(projectExperience),
                clamp(impact), clamp(expression));
    }

    /** Weighted so that substance (experience, impact) counts more than form. */
    public int overall() {
        ResumeScores s = clamped();
        double weighted = s.completeness * 0.20 + s.structure * 0.15 + s.skills * 0.15
                + s.projectExperience * 0.20 + s.impact * 0.20 + s.expression * 0.10;
        return clamp((int) Math.round(weighted));
    }

    public Map<String, Integer> asMap() {
        ResumeScores s = clamped();
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("completeness", s.completeness);
        map.put("structure", s.structure);
        map.put("skills", s.skills);
        map.put("projectExperience", s.projectExperience);
        map.put("impact", s.impact);
        map.put("expression", s.expression);
        return map;
    }

    /** The six names in their documented order, then any others alphabetically (JSONB does not keep order). */
    public static Map<String, Integer> inCanonicalOrder(Map<String, Integer> scores) {
        List<String> canonical = List.of("completeness", "structure", "skills", "projectExperience", "impact",
                "expression");
        Map<String, Integer> ordered = new LinkedHashMap<>();
        canonical.stream().filter(scores::containsKey).forEach(name -> ordered.put(name, scores.get(name)));
        new TreeMap<>(scores).forEach(ordered::putIfAbsent);
        return Collections.unmodifiableMap(ordered);
    }

    public static int clamp(int score) {
        return Math.max(0, Math.min(100, score));
    }
}
