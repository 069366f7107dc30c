package com.prepstream.resume.offline;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Contact details found in the header lines or a contact section: email, phone (Chinese mobile
 * numbers such as 138-1234-5678 or +86 13812345678, and international numbers), profile links. A
 * profile URL (github.com/…, linkedin.com/…) counts wherever it is: some templates put it in the footer.
 */
record ContactInfo(String email, String phone, List<String> links) {

    private static final int HEADER_LINES = 12;
    private static final Pattern CHINESE_MOBILE = Pattern.compile(
            "(?<!\\d)(?:(?:\\+|\\(\\+?)?86\\)?[\\s-]?)?1[3-9]\\d(?:[\\s-]?\\d{4}){2}(?!\\d)");
    private static final Pattern PHONE = Pattern.compile("(?:\\+|\\(\\+?)?\\d[\\d\\s().-]{6,18}\\d");
    private static final Pattern YEAR_RANGE = Pattern.compile("^\\(?(?:19|20)\\d{2}[\\s.-]+(?:\\d{1,2}[\\s.-]+)?(?:19|20)\\d{2}.*");
    private static final Pattern LINK = Pattern.compile(
            "(?i)(github|gitee|gitlab|linkedin|stackoverflow|leetcode|kaggle|medium|csdn|zhihu|juejin|博客|blog|"
                    + "portfolio|homepage|website|个人主页|https?://|www\\.)");

    private static final Pattern PROFILE_URL = Pattern.compile(
            "(?i)\\b(github|gitee|gitlab|linkedin)\\.(?:com|cn)/\\S+");

    static ContactInfo find(ResumeText text, Sections sections) {
        List<String> candidates = new ArrayList<>(text.lines().subList(0, Math.min(HEADER_LINES, text.lines().size())));
        sections.lines(Section.CONTACT).forEach(i -> candidates.add(text.lines().get(i)));
        String email = null;
        String phone = null;
        Set<String> links = new LinkedHashSet<>();
        for (String line : candidates) {
            email = email != null ? email : Emails.first(line);
            phone = phone != null ? phone : phone(line);
            Matcher link = LINK.matcher(line);
            while (link.find()) {
                links.add(linkKind(link.group(1)));
            }
        }
        for (String line : text.lines()) {
            Matcher profile = PROFILE_URL.matcher(line);
            while (profile.find()) {
                links.add(linkKind(profile.group(1)));
            }
        }
        return new ContactInfo(email, phone, List.copyOf(links));
    }

    boolean complete() {
        return email != null && phone != null && !links.isEmpty();
    }

    private static String phone(String line) {
        String withoutEmails = Emails.blankedOut(line);
        String mobile = first(CHINESE_MOBILE, withoutEmails);
        if (mobile != null) {
            return mobile.strip();
        }
        Matcher matcher = PHONE.matcher(withoutEmails);
        while (matcher.find()) {
            String candidate = matcher.group().strip();
            long digits = candidate.chars().filter(Character::isDigit).count();
            if (digits >= 8 && digits <= 15 && !YEAR_RANGE.matcher(candidate).matches()) {
                return candidate;
            }
        }
        return null;
    }

    private static String linkKind(String match) {
        String lower = match.toLowerCase(Locale.ROOT);
        return switch (lower) {
            case "github" -> "GitHub";
            case "gitee" -> "Gitee";
            case "gitlab" -> "GitLab";
            case "linkedin" -> "LinkedIn";
            default -> "website";
        };
    }

    private static String first(Pattern pattern, String line) {
        Matcher matcher = pattern.matcher(line);
        return matcher.find() ? matcher.group() : null;
    }
}
