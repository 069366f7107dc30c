package com.prepstream.stream.model;

import java.util.Locale;

/**
 * Shows, in the reader's language, a stored failure the framework did not word itself: a
 * {@link PermanentTaskException}'s own message ({@code English text (code)}, or text stored before codes
 * were, or by a worker in another language). The framework renders its own codes ({@link TaskErrors});
 * what the application's messages say, and in which languages, only the application knows, so it passes
 * its renderer to {@link TaskErrors#render(String, Locale, TaskMessageRenderer)}.
 */
@FunctionalInterface
public interface TaskMessageRenderer {

    /** For an application without translated messages: the text as it was stored. */
    TaskMessageRenderer AS_STORED = (stored, locale) -> stored;

    /** {@code stored} (never null) in the language of {@code locale}. */
    String render(String stored, Locale locale);
}
