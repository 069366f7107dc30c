package com.prepstream.resume.offline;

import java.util.List;

/** Everything the offline analyzer detected in one resume; scores and feedback are derived from it. */
record Findings(ResumeText text, Sections sections, ContactInfo contact, List<SkillLexicon.Found> skills,
        Achievements achievements, List<String> paragraphs, long datedEntries) {

    static Findings of(String raw) {
        ResumeText text = ResumeText.of(raw);
        Sections sections = Sections.detect(text);
        int paragraphLength = text.language() == ResumeText.Language.ZH ? Achievements.PARAGRAPH / 2
                : Achievements.PARAGRAPH;
        return new Findings(text, sections, ContactInfo.find(text, sections),
                SkillLexicon.instance().find(text.joined()), Achievements.find(text, sections),
                text.lines().stream().filter(line -> line.length() > paragraphLength).toList(),
                Achievements.datedEntries(text, sections));
    }

    boolean hasContact() {
        return sections.has(Section.CONTACT) || contact.email() != null || contact.phone() != null;
    }

    /** A section counts as present when it has a heading; contact also when the details are there. */
    boolean present(Section section) {
        return section == Section.CONTACT ? hasContact() : sections.has(section);
    }

    List<Section> missing() {
        return Section.expected().stream().filter(section -> !present(section)).toList();
    }

    long skillAreas() {
        return skills.stream().map(SkillLexicon.Found::category).distinct().count();
    }
}
