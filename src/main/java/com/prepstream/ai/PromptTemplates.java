package com.prepstream.ai;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.springframework.core.io.ClassPathResource;

/**
 * Prompt files from the classpath with {@code {{name}}} placeholders. Our own syntax rather than
 * StringTemplate's {@code {name}}: prompts show JSON examples, and braces in them must not be
 * taken for placeholders.
 *
 * <p>Every text value is user data and is fenced as {@code <data name="...">…</data>}; a closing
 * tag inside the value is defused, so a resume cannot end the fence early and speak as the
 * prompt. Numbers, booleans and enums are ours and go in bare.
 */
final class PromptTemplates {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([A-Za-z][A-Za-z0-9_]*)\\s*}}");
    private static final Pattern CLOSING_TAG = Pattern.compile("(?i)</\\s*data");

    private final Map<String, String> cache = new ConcurrentHashMap<>();

    String render(String resource, Map<String, ?> variables) {
        return substitute(load(resource), resource, variables, true);
    }

    /** For the app's own fixed texts (the schema): values are inserted as they are. */
    String renderTrusted(String resource, Map<String, ?> variables) {
        return substitute(load(resource), resource, variables, false);
    }

    static String fence(String name, String value) {
        String defused = CLOSING_TAG.matcher(value).replaceAll("<\\\\/data");
        return "<data name=\"" + name + "\">\n" + defused + "\n</data>";
    }

    private String substitute(String template, String resource, Map<String, ?> variables, boolean fenceText) {
        Set<String> missing = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String name = matcher.group(1);
            if (!variables.containsKey(name)) {
                missing.add(name);
                continue;
            }
            Object value = variables.get(name);
            String text = fenceText ? asPromptValue(name, value) : String.valueOf(value);
            matcher.appendReplacement(out, Matcher.quoteReplacement(text));
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("Prompt " + resource + " needs variables " + missing);
        }
        matcher.appendTail(out);
        return out.toString();
    }

    private static String asPromptValue(String name, Object value) {
        if (value instanceof Number || value instanceof Boolean || value instanceof Enum<?>) {
            return String.valueOf(value);
        }
        if (value instanceof Collection<?> items) {
            return fence(name, items.stream().map(String::valueOf).collect(Collectors.joining("\n")));
        }
        return fence(name, value == null ? "" : value.toString());
    }

    private String load(String resource) {
        return cache.computeIfAbsent(resource, PromptTemplates::read);
    }

    private static String read(String resource) {
        ClassPathResource file = new ClassPathResource(resource);
        if (!file.exists()) {
            throw new IllegalArgumentException("No prompt file " + resource + " on the classpath");
        }
        try {
            return file.getContentAsString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read prompt " + resource, e);
        }
    }
}
