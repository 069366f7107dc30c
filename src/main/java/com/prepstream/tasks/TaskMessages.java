package com.prepstream.tasks;

import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.TaskErrors;
import com.prepstream.stream.model.TaskMessageRenderer;
import com.prepstream.stream.model.TaskTransition;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The application's permanent failures written for users ("no text could be extracted from cv.pdf …"),
 * by code, in the reader's language, and the one place views render stored task errors through. A
 * failure made here ({@link #failure}, or a {@link PermanentTaskException} subclass given {@link #english})
 * is stored as its English text followed by {@code (code)}; {@link #render} reads the arguments back out of
 * that text with the code's English pattern and writes the code's message in the reader's language. Text
 * stored before codes were (and by the Python worker, which stores the same English) is read by matching
 * every pattern. Anything else is shown as it is, in Chinese said to be the reason of a failure.
 * Patterns: {@code task_messages*.properties}.
 *
 * <p>Why here and not in the stream framework: these are parsing's, storage's and the model client's words,
 * and the framework knows no feature; it stores the code and hands text it did not word to the
 * {@link TaskMessageRenderer} it is given. Why one catalogue for all of them rather than one per package:
 * text stored without a code is recognised by trying every pattern in one fixed order, which needs them all
 * in one place. Static, like {@link TaskErrors#render}: the features' views render in record factories.
 */
public final class TaskMessages {

    /** Text no pattern reads: shown as it is. */
    static final String OTHER = "other";

    private static final String BUNDLE = "com.prepstream.tasks.task_messages";
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
    private static final Pattern CODED = Pattern.compile(" \\(([a-z_]{1,32})\\)$");
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d)\\}");
    private static final Map<String, Reader> READERS = readers();
    private static final TaskMessageRenderer MESSAGES = TaskMessages::renderMessage;

    /** A code's English pattern as a regular expression, and which argument each group is. */
    private record Reader(Pattern pattern, List<Integer> arguments) {
    }

    private TaskMessages() {
    }

    public static boolean known(String code) {
        return READERS.containsKey(code);
    }

    /**
     * The English text of a coded failure, as it is stored and logged (an unknown code throws); arguments
     * are shown as {@code String.valueOf} writes them ("2000", not "2,000").
     */
    public static String english(String code, Object... arguments) {
        return format(code, Locale.ROOT, Arrays.stream(arguments).map(String::valueOf).toArray());
    }

    /** A failure told by a code, for a failure that has no type of its own. */
    public static PermanentTaskException failure(String code, Throwable cause, Object... arguments) {
        return PermanentTaskException.coded(code, english(code, arguments), cause);
    }

    /** A stored task error (the framework's, or one of these) in the reader's language; null stays null. */
    public static String render(String stored, Locale locale) {
        return TaskErrors.render(stored, locale, MESSAGES);
    }

    /** A task's history with each stored error in the reader's language (every feature's history endpoint). */
    public static List<TaskTransition> renderHistory(List<TaskTransition> history, Locale locale) {
        return TaskErrors.renderHistory(history, locale, MESSAGES);
    }

    /** A stored message in the reader's language; one no pattern reads, as it is (in Chinese, said to be the reason). */
    private static String renderMessage(String stored, Locale locale) {
        Matcher coded = CODED.matcher(stored);
        String text = stored;
        Optional<Object[]> arguments = Optional.empty();
        String code = OTHER;
        if (coded.find() && known(coded.group(1))) {
            code = coded.group(1);
            text = stored.substring(0, coded.start());
            arguments = read(code, text);
        } else {
            for (String candidate : READERS.keySet()) {
                arguments = read(candidate, text);
                if (arguments.isPresent()) {
                    code = candidate;
                    break;
                }
            }
        }
        // a coded text its pattern no longer reads (cut at the stored length): the text as it is
        return arguments.isPresent() ? format(code, locale, arguments.get()) : format(OTHER, locale, text);
    }

    private static Optional<Object[]> read(String code, String text) {
        Reader reader = READERS.get(code);
        Matcher matcher = reader.pattern().matcher(text);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        Object[] arguments = new Object[reader.arguments().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1];
        for (int group = 0; group < reader.arguments().size(); group++) {
            arguments[reader.arguments().get(group)] = matcher.group(group + 1);
        }
        return Optional.of(arguments);
    }

    /** Arguments are the strings as stored, so numbers keep their form ("2000", not "2,000"). */
    private static String format(String code, Locale locale, Object... arguments) {
        return new MessageFormat(bundle(locale).getString(code), Locale.ROOT).format(arguments);
    }

    private static ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle(BUNDLE, "zh".equals(locale.getLanguage()) ? Locale.SIMPLIFIED_CHINESE : Locale.ROOT,
                NO_FALLBACK);
    }

    private static Map<String, Reader> readers() {
        ResourceBundle english = bundle(Locale.ROOT);
        Map<String, Reader> readers = new LinkedHashMap<>();
        for (String code : english.keySet().stream().sorted().toList()) {
            if (code.equals(OTHER)) {
                continue;
            }
            String pattern = english.getString(code).replace("''", "'");
            StringBuilder regex = new StringBuilder();
            List<Integer> arguments = new ArrayList<>();
            Matcher argument = ARGUMENT.matcher(pattern);
            int literal = 0;
            while (argument.find()) {
                regex.append(Pattern.quote(pattern.substring(literal, argument.start()))).append("(.+?)");
                arguments.add(Integer.parseInt(argument.group(1)));
                literal = argument.end();
            }
            regex.append(Pattern.quote(pattern.substring(literal)));
            readers.put(code, new Reader(Pattern.compile(regex.toString(), Pattern.DOTALL), List.copyOf(arguments)));
        }
        return Collections.unmodifiableMap(readers); // in order: the same text is always read the same way
    }
}
