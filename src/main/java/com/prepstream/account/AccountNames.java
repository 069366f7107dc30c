package com.prepstream.account;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What an account name may be, how two names are compared, and how a tried name is written to the
 * log. Names are stored in NFKC, so "ＡＬＩＣＥ" (full-width) is "ALICE", and compared without case
 * (the database's unique index on {@code lower(username)}), so nobody can take "ALICE" beside "alice".
 */
final class AccountNames {

    static final int MIN = 2;
    static final int MAX = 64;
    /** Letters and digits of any script (张三, Zoë), then also marks, dot, underscore and hyphen. */
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}._-]{" + (MIN - 1) + ","
            + (MAX - 1) + "}");
    /** Beyond this a name is written to the log cut, with a mark. */
    private static final int LOGGED = 64;

    private AccountNames() {
    }

    /** The name as stored: trimmed and NFKC-normalised. */
    static String normalize(String name) {
        return name == null ? "" : Normalizer.normalize(name.strip(), Normalizer.Form.NFKC);
    }

    static boolean valid(String normalized) {
        return normalized.codePointCount(0, normalized.length()) <= MAX && NAME.matcher(normalized).matches();
    }

    /** The form two names are compared in: equal keys are the same account. */
    static String key(String name) {
        return normalize(name).toLowerCase(Locale.ROOT);
    }

    /**
     * A tried name as it may appear in a log line: control and line-breaking characters become
     * {@code ?}, so a name cannot forge a log line, and it is cut at {@value #LOGGED} characters.
     */
    static String forLog(String name) {
        if (name == null) {
            return "''";
        }
        StringBuilder safe = new StringBuilder("'");
        name.codePoints().limit(LOGGED).forEach(c -> safe.appendCodePoint(printable(c) ? c : '?'));
        safe.append('\'');
        if (name.codePointCount(0, name.length()) > LOGGED) {
            safe.append("…(").append(name.length()).append(" chars)");
        }
        return safe.toString();
    }

    private static boolean printable(int c) {
        int type = Character.getType(c);
        return type != Character.CONTROL && type != Character.FORMAT && type != Character.LINE_SEPARATOR
                && type != Character.PARAGRAPH_SEPARATOR && type != Character.UNASSIGNED
                && type != Character.SURROGATE && type != Character.PRIVATE_USE;
    }
}
