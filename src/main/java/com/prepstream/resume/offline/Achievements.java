package com.prepstream.resume.offline;

import com.prepstream.text.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The statements under Experience and Projects (bullets, with lines that PDF extraction wrapped
 * joined back), and what makes them strong or weak: a number that measures the result ("reduced
 * latency by 40%", "3.6 million users", "提升 30%", "日活 50 万"), a strong opening verb, or weak
 * phrasing ("responsible for", "helped", "参与").
 */
final class Achievements {

    record Statement(String text, boolean quantified, boolean weak, boolean strongVerb) {
    }

    private static final Pattern BULLET = Pattern.compile("^[•·●○◦▪■□◆◇▶►➢✓✔*\\-–]\\s*|^\\d{1,2}[.)、]\\s+");
    static final Pattern DATE_RANGE = Pattern.compile("(?i)((?:19|20)\\d{2}(?:\\s*[./年]\\s*\\d{1,2}月?)?"
            + "|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s*(?:19|20)\\d{2})"
            + "\\s*(?:-|~|to|至|到)\\s*((?:19|20)\\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
            + "|present|now|current|today|至今|现在|今)");
    private static final Pattern DATES = Pattern.compile(
            "(?i)(?:19|20)\\d{2}(?:\\s*[./年-]\\s*\\d{1,2}(?!\\d)月?)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                    + "[a-z]*\\.?\\s*\\d{4}");
    private static final Pattern VERSIONS = Pattern.compile(
            "(?i)(?<![a-z])(?:java|jdk|python|php|c\\+\\+|es|ios|android|cet|vue|angular|\\.net|windows|html|gpa|rank|top)"
                    + "[\\s-]?\\d+(?:\\.\\d+)*");
    private static final Pattern QUANTIFIED = Pattern.compile("(?i)"
            + "\\d+(?:\\.\\d+)?\\s*(?:%|％|percent|倍|x(?![a-z])|×)"
            + "|[$¥€£￥]\\s?\\d"
            + "|\\d+(?:\\.\\d+)?\\s*(?:k|m|b|w)\\+?(?![a-z])"
            + "|\\d+(?:\\.\\d+)?\\s*(?:thousand|million|billion|万|亿|千|百万)"
            + "|\\d+\\+"
            + "|\\d{2,}(?:,\\d{3})*"
            + "|\\d+\\s*(?:users?|customers?|clients?|requests?|qps|tps|rps|ms|milliseconds?|seconds?|minutes?|hours?"
            + "|days?|weeks?|people|engineers?|members?|services?|servers?|nodes?|pods?|clusters?|accounts?"
            + "|countries|teams?|projects?|用户|人|个|台|次|名|家|项|小时|天|周|毫秒|秒|分钟|条)");
    /** An award or a ranking: measured by how selective it was, not by users or requests per second. */
    private static final Pattern AWARD = Pattern.compile("(?i)\\b(?:awards?|awarded|prize|scholarship|winner|won|honou?rs?"
            + "|finalist|medal|champion)\\b|奖|荣誉|称号|冠军|亚军|季军|竞赛|比赛");
    private static final Pattern WEAK = Pattern.compile("(?i)\\b(?:responsible for|helped|helping|assisted|"
            + "worked on|involved in|participated in|duties included|tasked with|in charge of)\\b|参与了?|协助|帮助");
    private static final Pattern STRONG_VERB = Pattern.compile("(?i)^(?:led|lead|built|designed|developed|implemented"
            + "|created|launched|reduced|increased|improved|optimi[sz]ed|migrated|automated|established|introduced"
            + "|delivered|managed|architected|scaled|drove|owned|shipped|saved|mentored|provisioned|deployed|wrote"
            + "|founded|grew|cut|accelerated|refactored|rebuilt|negotiated|spearheaded|achieved|won|主导|负责|设计"
            + "|开发|实现|优化|搭建|重构|推动|带领|提升|降低|完成|建立|引入|部署|独立|主持|牵头|攻克)");
    /** "February 10, 2026 Claud D. Park · Curriculum Vitae 1", "简历 - 第 2 页", "Page 3 of 4": page furniture. */
    private static final Pattern PAGE_MARK = Pattern.compile("(?i)(?:\\bpage\\s*\\d+(?:\\s*(?:of|/)\\s*\\d+)?|第\\s*\\d+\\s*页"
            + "|\\d+\\s*/\\s*\\d+)\\s*$|(?:résumé|resume|curriculum vitae|cv|简历)\\s*\\d{1,2}\\s*$");
    private static final Pattern FULL_DATE = Pattern.compile("(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
            + "\\.?\\s+\\d{1,2},\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*年\\s*\\d{1,2}\\s*月\\s*\\d{1,2}\\s*日");
    /** Ends with a place: "Pohang, S.Korea", "Seoul, S.Korea & LA, U.S.A", "(…) S.Korea". */
    private static final Pattern PLACE_END = Pattern.compile("(?:,\\s*|\\)\\s+)[A-Z][A-Za-z.]*(?:\\s*&\\s*[A-Z][A-Za-z.]*,"
            + "\\s*[A-Z][A-Za-z.]*)?$");
    private static final Pattern QUOTED = Pattern.compile("^[“\"「『‘'].*[”\"」』’']$");
    private static final int WRAPPED_LINE = 80;
    /** Fewer words than this (or Han characters, halved) is a motto or a tag, not an achievement. */
    private static final int MIN_WORDS = 4;
    static final int PARAGRAPH = 260;

    private final List<Statement> statements;

    private Achievements(List<Statement> statements) {
        this.statements = statements;
    }

    static Achievements find(ResumeText text, Sections sections) {
        List<Integer> lines = new ArrayList<>(sections.lines(Section.EXPERIENCE));
        lines.addAll(sections.lines(Section.PROJECTS));
        if (lines.isEmpty() && !sections.has(Section.EXPERIENCE) && !sections.has(Section.PROJECTS)) {
            // No headings at all: judge every line that reads like a statement.
            for (int i = 0; i < text.lines().size(); i++) {
                lines.add(i);
            }
        }
        lines.sort(null);
        return new Achievements(statements(text, lines));
    }

    private static List<Statement> statements(ResumeText text, List<Integer> indexes) {
        List<String> joined = new ArrayList<>();
        boolean previousWasBullet = false;
        String previous = "";
        for (int index : indexes) {
            String line = text.lines().get(index);
            if (isPageFurniture(line)) {
                continue; // a footer between two pages: the statement around it goes on after it
            }
            boolean bullet = BULLET.matcher(line).find();
            boolean header = DATE_RANGE.matcher(line).find() || Sections.heading(line).isPresent()
                    || (!bullet && isEntryLine(line));
            if (!bullet && !header && previousWasBullet && previous.length() >= WRAPPED_LINE && !joined.isEmpty()) {
                int last = joined.size() - 1;
                joined.set(last, joined.get(last) + (endsWithHan(joined.get(last)) ? "" : " ") + line);
            } else if (bullet || (!header && isStatement(line))) {
                joined.add(BULLET.matcher(line).replaceFirst("").strip());
                previousWasBullet = true;
                previous = line;
                continue;
            } else {
                previousWasBullet = false;
            }
            previous = line;
        }
        return joined.stream().filter(Achievements::isClaim).map(Achievements::judge).toList();
    }

    /** A running footer or header: a page number after the document's name, or a full date before one. */
    static boolean isPageFurniture(String line) {
        return line.length() <= 120 && (PAGE_MARK.matcher(line).find()
                && (FULL_DATE.matcher(line).find() || line.contains("·") || line.split("\\s+").length <= 6));
    }

    /**
     * The line that names a job, school or club rather than saying what was done there:
     * "Undergraduate Research, Computer Vision Lab (Prof. Han) Pohang, S.Korea". Mostly capitalised
     * words, or ending with a place, and no full stop.
     */
    static boolean isEntryLine(String line) {
        // continuation lines of a wrapped bullet start in lower case; entries start with a name
        if (line.endsWith(".") || line.endsWith("。") || !(Character.isUpperCase(line.codePointAt(0))
                || Character.isDigit(line.codePointAt(0)))) {
            return false;
        }
        String[] words = line.split("\\s+");
        long capitalised = java.util.Arrays.stream(words).filter(w -> !w.isEmpty()
                && (Character.isUpperCase(w.codePointAt(0)) || Character.isDigit(w.codePointAt(0)) || w.startsWith("("))).count();
        return words.length <= 14 && (PLACE_END.matcher(line).find() || capitalised * 10 >= words.length * 7);
    }

    /** Long enough to claim something, and not a quoted motto. */
    private static boolean isClaim(String statement) {
        long han = Scripts.hanCount(statement);
        long words = statement.split("\\s+").length;
        return statement.length() >= 8 && words + han / 2 >= MIN_WORDS && !QUOTED.matcher(statement.strip()).matches();
    }

    /** A non-bullet line that is a sentence rather than a company, title or place. */
    private static boolean isStatement(String line) {
        long han = Scripts.hanCount(line);
        return han >= 20 || (han >= 8 && line.matches(".*[，。；,;].*")) || line.split("\\s+").length >= 9;
    }

    private static boolean endsWithHan(String text) {
        int last = text.codePointBefore(text.length());
        return Scripts.isHan(last);
    }

    static Statement judge(String text) {
        String withoutDates = VERSIONS.matcher(DATES.matcher(text).replaceAll(" ")).replaceAll(" ");
        return new Statement(text, QUANTIFIED.matcher(withoutDates).find(), WEAK.matcher(text).find(),
                STRONG_VERB.matcher(text).find());
    }

    List<Statement> all() {
        return statements;
    }

    List<Statement> quantified() {
        return statements.stream().filter(Statement::quantified).toList();
    }

    List<Statement> unquantified() {
        return statements.stream().filter(s -> !s.quantified()).toList();
    }

    static boolean isAward(Statement statement) {
        return AWARD.matcher(statement.text()).find();
    }

    List<Statement> weak() {
        return statements.stream().filter(Statement::weak).toList();
    }

    long strongVerbCount() {
        return statements.stream().filter(Statement::strongVerb).count();
    }

    /** Entries with a date range under Experience or Projects: roughly, jobs plus projects. */
    static long datedEntries(ResumeText text, Sections sections) {
        List<Integer> lines = new ArrayList<>(sections.lines(Section.EXPERIENCE));
        lines.addAll(sections.lines(Section.PROJECTS));
        return lines.stream().filter(i -> DATE_RANGE.matcher(text.lines().get(i)).find()).count();
    }
}
