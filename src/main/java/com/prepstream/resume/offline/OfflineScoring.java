package com.prepstream.resume.offline;

import com.prepstream.resume.analysis.ResumeScores;

/** Turns findings into the six sub-scores. Each rule is simple on purpose: users can see why. */
final class OfflineScoring {

    private OfflineScoring() {
    }

    static ResumeScores score(Findings f) {
        return new ResumeScores(completeness(f), structure(f), skills(f), projectExperience(f), impact(f),
                expression(f)).clamped();
    }

    static int completeness(Findings f) {
        int score = 0;
        score += f.contact().email() != null ? 10 : 0;
        score += f.contact().phone() != null ? 8 : 0;
        score += f.contact().links().isEmpty() ? 0 : 4;
        score += f.sections().has(Section.EDUCATION) ? 18 : 0;
        score += f.sections().has(Section.EXPERIENCE) ? 22 : 0;
        score += f.sections().has(Section.PROJECTS) ? 13 : 0;
        score += f.sections().has(Section.SKILLS) ? 18 : (f.skills().size() >= 3 ? 5 : 0);
        score += f.sections().has(Section.SUMMARY) ? 7 : 0;
        return score;
    }

    static int structure(Findings f) {
        int score = Math.min(5, f.sections().found().size()) * 10;
        int statements = f.achievements().all().size();
        score += statements == 0 ? 0 : Math.min(20, statements * 4);
        score += f.datedEntries() > 0 ? 15 : 0;
        score += Math.max(0, 15 - 5 * f.paragraphs().size());
        return score;
    }

    static int skills(Findings f) {
        int score = Math.min(60, f.skills().size() * 5);
        score += (int) Math.min(25, f.skillAreas() * 5);
        score += f.sections().has(Section.SKILLS) ? 15 : 0;
        return score;
    }

    static int projectExperience(Findings f) {
        int score = 0;
        score += f.sections().has(Section.EXPERIENCE) ? 25 : 0;
        score += f.sections().has(Section.PROJECTS) ? 20 : 0;
        score += (int) Math.min(3, f.datedEntries()) * 10;
        score += Math.min(25, f.achievements().all().size() * 3);
        return score;
    }

    static int impact(Findings f) {
        int statements = f.achievements().all().size();
        if (statements == 0) {
            return 10;
        }
        int quantified = f.achievements().quantified().size();
        double ratio = (double) quantified / statements;
        return 20 + (int) Math.round(60 * Math.min(1.0, ratio / 0.5)) + Math.min(20, quantified * 4);
    }

    static int expression(Findings f) {
        int score = 100;
        score -= f.text().isTooShort() ? 25 : 0;
        score -= f.text().isTooLong() ? 15 : 0;
        score -= Math.min(30, f.achievements().weak().size() * 8);
        score -= Math.min(20, f.paragraphs().size() * 5);
        int statements = f.achievements().all().size();
        if (statements >= 3 && f.achievements().strongVerbCount() * 3 < statements) {
            score -= 10;
        }
        return score;
    }
}
