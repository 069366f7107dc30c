package com.prepstream.system;

import java.text.MessageFormat;
import java.util.Arrays;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.support.DefaultMessageSourceResolvable;
import org.springframework.util.unit.DataSize;

/**
 * The problem messages of {@code src/main/resources/i18n/messages*.properties}. In a request they
 * are resolved through Spring's {@code MessageSource} in the request's language (see
 * {@link ApiExceptionHandler}); this class gives the English text for places that have no
 * language, such as an exception's own message in a log or a test.
 */
public final class ProblemMessages {

    /** The bundle's base name, as {@code spring.messages.basename} names it too. */
    public static final String BASENAME = "i18n.messages";

    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private ProblemMessages() {
    }

    /** A message by its code, its arguments resolved the same way; English, whatever the server's locale. */
    public static MessageSourceResolvable message(String code, Object... arguments) {
        Object[] shown = Arrays.stream(arguments).map(ProblemMessages::plain).toArray();
        return new DefaultMessageSourceResolvable(new String[] {code}, shown, english(code, shown));
    }

    /** The code of the fixed detail for an HTTP status that carries no better explanation ({@code problem.status.405}). */
    public static String statusCode(int status) {
        return "problem.status.%d".formatted(status);
    }

    /** Text that needs no translation (a file name, a MIME type), as a message argument. */
    public static MessageSourceResolvable verbatim(String text) {
        return new DefaultMessageSourceResolvable(null, null, text);
    }

    /** A configured size as a limit reads in a message: "20 MB", or "512 KB" below a whole megabyte. */
    public static String size(DataSize size) {
        long bytes = size.toBytes();
        return bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 ? size.toMegabytes() + " MB"
                : Math.max(1, size.toKilobytes()) + " KB";
    }

    /** The English text of a message: what {@code Accept-Language: en} gets. */
    public static String english(String code, Object... arguments) {
        String pattern;
        try {
            pattern = ResourceBundle.getBundle(BASENAME, Locale.ROOT, NO_FALLBACK).getString(code);
        } catch (MissingResourceException missing) {
            return code; // a code without a message still says something, and ProblemMessagesTests fails on it
        }
        Object[] resolved = Arrays.stream(arguments)
                .map(argument -> argument instanceof MessageSourceResolvable nested ? englishOf(nested) : argument)
                .toArray();
        return new MessageFormat(pattern, Locale.ENGLISH).format(resolved);
    }

    private static String englishOf(MessageSourceResolvable resolvable) {
        String[] codes = resolvable.getCodes();
        Object[] arguments = resolvable.getArguments() == null ? new Object[0] : resolvable.getArguments();
        return codes == null || codes.length == 0 ? String.valueOf(resolvable.getDefaultMessage())
                : english(codes[0], arguments);
    }

    // Ids and limits read as written ("12345", not "12,345"); text goes in as it is.
    private static Object plain(Object argument) {
        return argument instanceof Long || argument instanceof Integer || argument instanceof Short
                ? argument.toString() : argument;
    }
}
