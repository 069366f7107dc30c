package com.prepstream.system;

import java.security.SecureRandom;
import java.util.HexFormat;
import org.springframework.http.ProblemDetail;

/**
 * A short id that ties a problem a user sees to the log line that holds what went wrong inside.
 * Exception text (SQL, hosts, class names, what a library said about the input) is never a
 * problem's detail: it is logged under this id, and the problem carries the id as its
 * {@code correlationId} property so a user can quote it.
 */
public final class ErrorReference {

    public static final String PROPERTY = "correlationId";

    private static final SecureRandom RANDOM = new SecureRandom();

    private ErrorReference() {
    }

    /** A new id: 12 hex digits, unique enough to find one line in a day's log. */
    public static String next() {
        byte[] bytes = new byte[6];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** The problem with {@code id} as its {@code correlationId} property. */
    public static ProblemDetail attach(ProblemDetail problem, String id) {
        problem.setProperty(PROPERTY, id);
        return problem;
    }
}
