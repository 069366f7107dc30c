package com.prepstream.resume.offline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Summary, strengths, weaknesses and suggestions derived from the findings, quoting resume lines, in the reader's language. */
final class OfflineFeedback {

    private static final int MAX_SUGGESTIONS = 8;
    private static final int MAX_QUOTED_STATEMENTS = 3;
    private static final Pattern WEAK_PHRASE = Pattern.compile(
            "(?i)responsible for|helped|helping|assisted|worked on|involved in|participated in|duties included"
                    + "|tasked with|in charge of|参与了?|协助|帮助");

    private final Findings f;
    private final Messages m;
    /** The reader's language, which the texts and section names are written in; the resume's may differ. */
    private final ResumeText.Language reader;

    OfflineFeedback(Findings findings, ResumeText.Language reader) {
        this.f = findings;
        this.reader = reader;
        this.m = new Messages(reader);
    }


    String summary() {
        List<Section> missing = f.missing();
        String missingText = missing.isEmpty() ? "" : m.get("summary.missing", m.list(names(missing)));
        int expected = Section.expected().size();
        return m.get("summary", size(), expected - missing.size(), expected, missingText, f.skills().size(),
                f.achievements().quantified().size(), f.achievements().all().size(),
                m.get(f.text().language() == ResumeText.Language.ZH ? "resume.zh" : "resume.en"));
    }

    List<String> strengths() {
        List<String> out = new ArrayList<>();
        List<Section> found = f.sections().found();
        if (found.size() >= 4) {
            out.add(m.get("strength.sections", m.list(names(found))));
        }
        if (f.contact().complete()) {
            out.add(m.get("strength.contact", m.list(f.contact().links())));
        }
        if (f.skills().size() >= 8) {
            List<String> examples = f.skills().stream().limit(5).map(SkillLexicon.Found::name).toList();
            out.add(m.get("strength.skills", f.skills().size(), f.skillAreas(), m.list(examples)));
        }
        if (!f.achievements().quantified().isEmpty()) {
            // The shortest measured statement quotes best: its number is not cut off.
            Achievements.Statement best = f.achievements().quantified().stream()
                    .min(Comparator.comparingInt(s -> s.text().length())).orElseThrow();
            out.add(m.get("strength.quantified", Messages.quote(best.text())));
        }
        int statements = f.achievements().all().size();
        if (statements >= 3 && f.achievements().strongVerbCount() * 2 >= statements) {
            out.add(m.get("strength.verbs", f.achievements().strongVerbCount(), statements));
        }
        if (!f.text().isTooShort() && !f.text().isTooLong()) {
            out.add(m.get("strength.length", size()));
        }
        return out;
    }

    List<String> weaknesses() {
        List<String> out = new ArrayList<>();
        f.missing().stream().filter(s -> s != Section.CONTACT)
                .forEach(s -> out.add(m.get("weakness.section", s.displayName(reader))));
        addIf(out, f.contact().email() == null, "weakness.email");
        addIf(out, f.contact().phone() == null, "weakness.phone");
        addIf(out, f.contact().links().isEmpty(), "weakness.links");
        if (f.skills().size() < 5) {
            out.add(m.get("weakness.skills", f.skills().size()));
        }
        int statements = f.achievements().all().size();
        int quantified = f.achievements().quantified().size();
        if (statements == 0) {
            out.add(m.get("weakness.noStatements"));
        } else if (quantified == 0) {
            // "only 0 of 3" reads as a counting error
            out.add(m.get(statements == 1 ? "weakness.unquantified.one" : "weakness.unquantified.none", statements));
        } else if (quantified * 3 < statements) {
            out.add(m.get("weakness.unquantified", quantified, statements));
        }
        if (!f.achievements().weak().isEmpty()) {
            out.add(m.get("weakness.weak", f.achievements().weak().size()));
        }
        addIf(out, f.text().isTooShort(), "weakness.short", size());
        addIf(out, f.text().isTooLong(), "weakness.long", size());
        addIf(out, !f.paragraphs().isEmpty(), "weakness.paragraphs", f.paragraphs().size());
        boolean hasEntries = f.sections().has(Section.EXPERIENCE) || f.sections().has(Section.PROJECTS);
        addIf(out, hasEntries && f.datedEntries() == 0, "weakness.dates");
        return out;
    }

    List<String> suggestions() {
        List<String> out = new ArrayList<>();
        skillSuggestion(out);
        for (Section section : List.of(Section.EXPERIENCE, Section.PROJECTS, Section.EDUCATION)) {
            addIf(out, !f.sections().has(section), "suggest.section." + section.name());
        }
        f.achievements().unquantified().stream().limit(MAX_QUOTED_STATEMENTS)
                .forEach(s -> out.add(m.get(Achievements.isAward(s) ? "suggest.award" : "suggest.quantify",
                        Messages.quote(s.text()))));
        f.achievements().weak().stream().limit(2).forEach(s -> out.add(m.get("suggest.weak",
                Messages.quote(s.text()), weakPhrase(s.text()))));
        addIf(out, f.contact().email() == null, "suggest.email");
        addIf(out, f.contact().phone() == null, "suggest.phone");
        addIf(out, f.contact().links().isEmpty(), "suggest.links");
        f.paragraphs().stream().limit(1).forEach(p -> out.add(m.get("suggest.paragraph", Messages.quote(p))));
        boolean hasEntries = f.sections().has(Section.EXPERIENCE) || f.sections().has(Section.PROJECTS);
        addIf(out, hasEntries && f.datedEntries() == 0, "suggest.dates");
        addIf(out, hasEntries && f.achievements().all().isEmpty(), "suggest.statements");
        addIf(out, f.text().isTooShort(), "suggest.short", size());
        addIf(out, f.text().isTooLong(), "suggest.long", size());
        return out.stream().distinct().limit(MAX_SUGGESTIONS).toList();
    }

    private void skillSuggestion(List<String> out) {
        if (f.sections().has(Section.SKILLS)) {
            addIf(out, f.skills().size() < 5, "suggest.more-skills", f.skills().size());
            return;
        }
        String example = f.achievements().all().stream()
                .filter(s -> !SkillLexicon.instance().find(s.text()).isEmpty())
                .map(s -> Messages.quote(s.text())).findFirst().orElse(null);
        out.add(example == null ? m.get("suggest.skills") : m.get("suggest.skills.examples", example));
    }

    /** The resume's size in its own unit (words or characters), in the reader's words. */
    private String size() {
        return m.get(f.text().language() == ResumeText.Language.ZH ? "size.zh" : "size.en", f.text().size());
    }

    private void addIf(List<String> out, boolean condition, String key, Object... args) {
        if (condition) {
            out.add(m.get(key, args));
        }
    }

    private List<String> names(List<Section> sections) {
        return sections.stream().map(s -> s.displayName(reader)).toList();
    }

    private static String weakPhrase(String text) {
        Matcher matcher = WEAK_PHRASE.matcher(text);
        return matcher.find() ? matcher.group() : "";
    }
}
