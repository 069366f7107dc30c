package com.prepstream.resume.offline;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A resume's extracted text as lines the detectors can trust: dash look-alikes that PDF fonts
 * produce (soft hyphen, non-breaking hyphen, en/em dash) become "-", spaces are collapsed, empty
 * lines dropped. Knows its language and size.
 */
record ResumeText(List<String> lines, Language language, int latinWords, int hanChars) {

    enum Language { EN, ZH }

    private static final Pattern DASHES = Pattern.compile("[\\u00AD\\u2010-\\u2015\\u2212\\uFE63\\uFF0D]");
    private static final Pattern SPACES = Pattern.compile("[\\s\\u00A0\\u3000]+");
    private static final Pattern LATIN_WORD = Pattern.compile("[A-Za-z][A-Za-z0-9+#.'-]*");
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");

    static ResumeText of(String raw) {
        String text = raw == null ? "" : DASHES.matcher(raw).replaceAll("-");
        List<String> lines = text.lines()
                .map(line -> MergedWords.split(SPACES.matcher(line).replaceAll(" ").strip()))
                .filter(line -> !line.isEmpty())
                .toList();
        int latin = (int) LATIN_WORD.matcher(text).results().count();
        int han = (int) HAN.matcher(text).results().count();
        // Chinese resumes are full of English tool names; a quarter of the weight in Han characters
        // already means the prose is Chinese.
        Language language = han * 4 >= latin && han > 0 ? Language.ZH : Language.EN;
        return new ResumeText(lines, language, latin, han);
    }

    /** Words for English, characters plus embedded English words for Chinese. */
    int size() {
        return language == Language.ZH ? hanChars + latinWords : latinWords + hanChars;
    }

    boolean isTooShort() {
        return size() < (language == Language.ZH ? 300 : 250);
    }

    boolean isTooLong() {
        return size() > (language == Language.ZH ? 2000 : 1100);
    }

    String joined() {
        return String.join("\n", lines);
    }
}
