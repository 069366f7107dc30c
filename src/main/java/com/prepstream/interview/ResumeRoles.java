package com.prepstream.interview;

import com.prepstream.resume.ResumeSnapshot;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The role a resume is written for, used when the user starts an interview from it and leaves the role empty
 * (else the default "Java backend engineer" would ignore a frontend developer's resume). The headline near the
 * top ("高级前端工程师", "Senior Backend Engineer") decides when a bank knows it; else the bank most of the
 * resume's skills belong to. The role is the bank's name in the session's language, so a Chinese interview
 * never carries an English role.
 */
final class ResumeRoles {

    /** A headline sits among the first lines: name, title, contact. */
    private static final int HEADLINE_LINES = 6;
    private static final int HEADLINE_LENGTH = 40;

    private ResumeRoles() {
    }

    /** The bank the resume points to, or empty when neither its headline nor its skills name one. */
    static Optional<String> bankOf(ResumeSnapshot resume) {
        return headlineBank(resume.text()).or(() -> skillsBank(resume));
    }

    private static Optional<String> headlineBank(String text) {
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).limit(HEADLINE_LINES)
                // a contact line ("jane@… | github.com/…") is not a title, whatever words it holds
                .filter(line -> line.length() <= HEADLINE_LENGTH && !line.contains("@") && !line.contains("http"))
                .map(RoleBanks::bankFor).flatMap(Optional::stream).findFirst();
    }

    private static Optional<String> skillsBank(ResumeSnapshot resume) {
        Map<String, Integer> votes = new LinkedHashMap<>();
        for (String skill : resume.skills()) {
            RoleBanks.bankFor(skill).ifPresent(bank -> votes.merge(bank, 1, Integer::sum));
        }
        // the first bank to reach the highest count wins a tie: skills are listed most important first
        return votes.entrySet().stream().reduce((best, next) -> next.getValue() > best.getValue() ? next : best)
                .map(Map.Entry::getKey);
    }
}
