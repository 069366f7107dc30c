package com.prepstream.interview;

import com.prepstream.system.ApiException;
import java.util.Locale;

/** How hard the questions of a session are; the bank tags every question with one level. */
public enum Difficulty {
    EASY, MEDIUM, HARD;

    /** Accepts any case ("medium", "Hard"); null means the configured default. */
    static Difficulty parse(String value, Difficulty fallback) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("problem.interview.difficulty", value);
        }
    }
}
