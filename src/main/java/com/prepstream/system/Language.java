package com.prepstream.system;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages PrepStream speaks: English (the fallback) and Simplified Chinese. A feature that
 * makes text for a person (an analysis, feedback, a problem detail, a PDF) makes it in one of
 * these, and stores the {@link #tag()} with what it stored. Read the request's one with
 * {@link RequestLanguage}.
 */
public enum Language {

    EN("en", Locale.ENGLISH),
    ZH_CN("zh-CN", Locale.SIMPLIFIED_CHINESE);

    public static final Language FALLBACK = EN;

    private final String tag;
    private final Locale locale;

    Language(String tag, Locale locale) {
        this.tag = tag;
        this.locale = locale;
    }

    /** The BCP 47 tag the page and the API use: {@code en}, {@code zh-CN}. */
    public String tag() {
        return tag;
    }

    public Locale locale() {
        return locale;
    }

    /**
     * The language for a locale: every Chinese one ({@code zh}, {@code zh-TW}, {@code zh-Hant-HK})
     * is {@link #ZH_CN}, the only Chinese we write and closer to the reader than English; every
     * English one is {@link #EN}; anything else is none of ours.
     */
    public static Optional<Language> of(Locale locale) {
        return switch (locale.getLanguage()) {
            case "zh" -> Optional.of(ZH_CN);
            case "en" -> Optional.of(EN);
            default -> Optional.empty();
        };
    }

    /** A stored or sent tag ({@code "zh-CN"}, {@code "en"}), or the fallback for null or an unknown one. */
    public static Language fromTag(String tag) {
        return tag == null || tag.isBlank() ? FALLBACK : of(Locale.forLanguageTag(tag.strip())).orElse(FALLBACK);
    }

    /**
     * The first language of an {@code Accept-Language} header we speak, by the client's weights
     * ({@code fr;q=0.9, zh-TW;q=0.8} is Chinese); the fallback when it names none of ours, is
     * absent, or cannot be parsed.
     */
    public static Language fromAcceptLanguage(String header) {
        if (header == null || header.isBlank()) {
            return FALLBACK;
        }
        List<Locale.LanguageRange> ranges;
        try {
            ranges = Locale.LanguageRange.parse(header);
        } catch (IllegalArgumentException malformed) {
            return FALLBACK; // a client's bad header is no reason to fail its request
        }
        for (Locale.LanguageRange range : ranges) {
            if (range.getWeight() > 0 && !range.getRange().startsWith("*")) {
                Optional<Language> language = of(Locale.forLanguageTag(range.getRange()));
                if (language.isPresent()) {
                    return language.get();
                }
            }
        }
        return FALLBACK;
    }
}
