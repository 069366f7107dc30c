package com.prepstream.stream.model;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;

/**
 * What a user may read about a failed run: a code and a reference, never the exception (SQL, hosts,
 * model URLs). The exception goes to the log under the same reference, so a user can quote it and an
 * operator find it. The ledger, the feature's status, the history and the live events store the English
 * message followed by {@code (code, ref 1a2b3c4d)}, readable as it is; {@link #render} gives it in
 * another language from the code. A {@link PermanentTaskException}'s own message is written for users
 * ("cv.pdf is password-protected") and stored in English, followed by the application's code when it has
 * one.
 *
 * <p>Why {@link #render} takes a {@link TaskMessageRenderer}: those messages and their translations are the
 * application's, and the framework knows no feature. The renderer is an argument rather than a bean or a
 * registry because stored errors are rendered in static record factories of the features' views, not only
 * in beans; so the application wraps this method once with its catalogue (tasks/TaskMessages) and every
 * view calls that. There is no two-argument form: one would show a coded message untranslated.
 */
public final class TaskErrors {

    public static final String DEADLINE = "deadline";
    public static final String PARSE_FAILED = "parse_failed";
    public static final String CANNOT_PROCESS = "cannot_process";
    public static final String MODEL_UNAVAILABLE = "model_unavailable";
    public static final String WORKER_LOST = "worker_lost";
    public static final String RELEASED = "released";
    public static final String INTERNAL = "internal";

    /**
     * The history's text for a run handed back at shutdown (ConsumerEngine; the ledger's release SQL and
     * the Python worker write the same words): rendered here, being the framework's own.
     */
    public static final String RELEASED_AT_SHUTDOWN = "released at shutdown";

    private static final Pattern STORED = Pattern.compile("\\(([a-z_]{1,32})(?:, ref ([0-9a-f]{8}))?\\)$");
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String BUNDLE = "com.prepstream.stream.task_errors";
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private TaskErrors() {
    }

    /** The stored text of {@code error}, whose details are logged under the reference it carries. */
    public static String describe(Throwable error, Logger log, String run) {
        String ref = newReference();
        String code = code(error);
        log.warn("{} failed ({}, ref {}): {}", run, code, ref, error.toString(), error);
        return stored(code, ref);
    }

    /** The stored text of a failure without an exception (a lease that expired); logged by the caller. */
    public static String stored(String code, String ref) {
        return message(code, Locale.ENGLISH) + " (" + code + (ref == null ? "" : ", ref " + ref) + ")";
    }

    public static String newReference() {
        byte[] bytes = new byte[4];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /**
     * A stored error in the reader's language; null stays null. The framework's codes are rendered here,
     * any other text (a {@link PermanentTaskException}'s own message) by the application's {@code messages}.
     */
    public static String render(String stored, Locale locale, TaskMessageRenderer messages) {
        if (stored == null) {
            return null;
        }
        boolean chinese = "zh".equals(locale.getLanguage());
        if (stored.equals(RELEASED_AT_SHUTDOWN)) {
            return chinese ? message(RELEASED, locale) : stored;
        }
        Matcher matcher = STORED.matcher(stored);
        if (!matcher.find() || !ResourceBundle.getBundle(BUNDLE, Locale.ROOT, NO_FALLBACK).containsKey(matcher.group(1))) {
            return messages.render(stored, locale);
        }
        String code = matcher.group(1);
        String ref = matcher.group(2);
        String message = message(code, locale);
        if (ref == null) {
            return message;
        }
        return chinese ? message + "（错误编号 " + ref + "）" : message + " (ref " + ref + ")";
    }

    /** A task's history with each stored error in the reader's language (every feature's history endpoint). */
    public static List<TaskTransition> renderHistory(List<TaskTransition> history, Locale locale,
            TaskMessageRenderer messages) {
        return history.stream().map(step -> new TaskTransition(step.status(), step.attempt(),
                render(step.error(), locale, messages), step.at())).toList();
    }

    /** The code of a stored error, {@code internal} for text without one. */
    public static String code(String stored) {
        Matcher matcher = stored == null ? null : STORED.matcher(stored);
        return matcher != null && matcher.find() ? matcher.group(1) : INTERNAL;
    }

    private static String code(Throwable error) {
        if (error instanceof TaskDeadlineException) {
            return DEADLINE;
        }
        if (error instanceof PermanentTaskException permanent) {
            return permanent.code();
        }
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            String name = cause.getClass().getName();
            // by name: the framework knows nothing of the application's ai package
            if (name.endsWith(".ModelUnavailableException") || name.startsWith("java.net.") || name.startsWith("org.springframework.ai.")
                    || name.startsWith("org.springframework.web.client.") || name.endsWith("TimeoutException")) {
                return MODEL_UNAVAILABLE;
            }
        }
        return INTERNAL;
    }

    private static String message(String code, Locale locale) {
        ResourceBundle messages = ResourceBundle.getBundle(BUNDLE,
                "zh".equals(locale.getLanguage()) ? Locale.SIMPLIFIED_CHINESE : Locale.ROOT, NO_FALLBACK);
        return messages.getString(messages.containsKey(code) ? code : INTERNAL);
    }
}
