package com.prepstream.resume.offline;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/** The analyzer's texts in the reader's language ({@code resume/messages_en|zh.properties}). */
final class Messages {

    private static final int QUOTE_LENGTH = 70;

    private final ResourceBundle bundle;
    private final Locale locale;

    Messages(ResumeText.Language language) {
        this.locale = language == ResumeText.Language.ZH ? Locale.SIMPLIFIED_CHINESE : Locale.ENGLISH;
        this.bundle = ResourceBundle.getBundle("resume.messages", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    String get(String key, Object... args) {
        return new MessageFormat(bundle.getString(key), locale).format(args);
    }

    String list(List<String> items) {
        return String.join(bundle.getString("list.separator"), items);
    }

    /** A resume line short enough to quote in a suggestion. */
    static String quote(String line) {
        String flat = line.replaceAll("\\s+", " ").strip();
        return flat.length() <= QUOTE_LENGTH ? flat : flat.substring(0, QUOTE_LENGTH - 1).strip() + "…";
    }
}
