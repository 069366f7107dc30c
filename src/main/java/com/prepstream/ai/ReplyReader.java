package com.prepstream.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.ai.converter.BeanOutputConverter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns a model's reply into the requested record, or says in words why it cannot ("invalid JSON
 * (Unexpected character 'S' at 1:1)", "JSON without the required fields [summary]"), so the repair
 * prompt and a failed task can both show it.
 */
final class ReplyReader<T> {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final BeanOutputConverter<T> converter;
    private final List<String> required;

    ReplyReader(BeanOutputConverter<T> converter) {
        this.converter = converter;
        this.required = requiredFields(converter.getJsonSchemaMap());
    }

    T read(String reply) {
        String json = stripCodeFence(reply);
        if (json.isBlank()) {
            throw new InvalidReply("an empty reply");
        }
        JsonNode tree;
        try {
            tree = JSON.readTree(json);
        } catch (RuntimeException e) {
            throw new InvalidReply("invalid JSON (" + firstLine(e.getMessage()) + "), starting with "
                    + quote(json));
        }
        if (tree == null || !tree.isObject()) {
            throw new InvalidReply("JSON that is not an object, starting with " + quote(json));
        }
        List<String> missing = required.stream().filter(name -> tree.get(name) == null || tree.get(name).isNull())
                .toList();
        if (!missing.isEmpty()) {
            throw new InvalidReply("JSON without the required fields " + missing);
        }
        try {
            return converter.convert(json);
        } catch (RuntimeException e) {
            throw new InvalidReply("JSON that does not fit the schema (" + firstLine(e.getMessage()) + ")");
        }
    }

    private static List<String> requiredFields(Map<String, Object> schema) {
        List<String> names = new ArrayList<>();
        if (schema.get("required") instanceof List<?> list) {
            list.forEach(name -> names.add(String.valueOf(name)));
        }
        return names;
    }

    /** Models that ignore the response format like to wrap JSON in a Markdown fence. */
    private static String stripCodeFence(String reply) {
        String text = reply == null ? "" : reply.strip();
        if (text.startsWith("```")) {
            int firstNewline = text.indexOf('\n');
            int lastFence = text.lastIndexOf("```");
            if (firstNewline > 0 && lastFence > firstNewline) {
                return text.substring(firstNewline + 1, lastFence).strip();
            }
        }
        return text;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no detail";
        }
        String line = message.lines().findFirst().orElse("").strip();
        return line.length() <= 160 ? line : line.substring(0, 160) + "…";
    }

    private static String quote(String text) {
        String flat = text.replaceAll("\\s+", " ");
        return "\"" + (flat.length() <= 80 ? flat : flat.substring(0, 80) + "…") + "\"";
    }

    /** The reply cannot be used; the message completes "the model returned …". */
    static final class InvalidReply extends RuntimeException {
        InvalidReply(String message) {
            super(message, null, false, false);
        }
    }
}
