package com.prepstream.account;

import com.prepstream.system.ApiException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * What a new password must be: 8 characters or more, at most 72 bytes (bcrypt reads no further, so a
 * longer one would be cut without a word), and not one of the 10,000 most common passwords shipped
 * with the app ({@code account/common-passwords.txt}, compared without case): those are the first
 * guesses of anyone who tries names one by one.
 */
@Component
class PasswordRules {

    static final int MIN = 8;
    static final int MAX_BYTES = 72;
    /** What one Chinese character takes of {@link #MAX_BYTES} (UTF-8). */
    static final int CJK_BYTES = 3;
    private static final String LIST = "/account/common-passwords.txt";

    private final Set<String> common;

    PasswordRules() {
        this.common = load();
    }

    /**
     * The limit is bcrypt's, in bytes, but a person counts characters: the problem says it in characters,
     * and that a Chinese character (3 bytes in UTF-8) counts as 3, as the sign-up and change forms say
     * before submitting.
     */
    void check(String password) {
        if (password == null || password.codePointCount(0, password.length()) < MIN) {
            throw ApiException.badRequest("problem.account.passwordTooShort", MIN);
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            throw ApiException.badRequest("problem.account.passwordTooLong", MAX_BYTES, MAX_BYTES / CJK_BYTES);
        }
        if (common.contains(password.toLowerCase(Locale.ROOT))) {
            throw ApiException.badRequest("problem.account.commonPassword");
        }
    }

    int size() {
        return common.size();
    }

    private static Set<String> load() {
        try (InputStream in = PasswordRules.class.getResourceAsStream(LIST)) {
            if (in == null) {
                throw new IllegalStateException(LIST + " is missing from the application");
            }
            Set<String> words = new HashSet<>();
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().map(String::strip)
                    .filter(line -> !line.isEmpty()).forEach(words::add);
            return Set.copyOf(words);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
