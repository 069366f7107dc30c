package com.prepstream.stream.model;

import java.util.Locale;
import java.util.Objects;

/**
 * Names of one task type and its stream, as docs/design.md fixes them.
 *
 * @param taskType       ledger key of the task type, e.g. {@code KNOWLEDGE_BASE_VECTORIZE}
 * @param entityType     what the task works on, as shown in live events, e.g. {@code KNOWLEDGE_BASE}
 * @param stream         Redis stream key, e.g. {@code knowledgebase:vectorize:stream}
 * @param group          consumer group, e.g. {@code vectorize-group}
 * @param consumerPrefix consumer name prefix; each instance appends 8 random characters
 * @param settingsKey    the stream's tuning lives under {@code prepstream.streams.<settingsKey>.*}, e.g.
 *                       {@code vectorize}; also the name of its worker role
 */
public record StreamDefinition(String taskType, String entityType, String stream, String group,
        String consumerPrefix, String settingsKey) {

    public StreamDefinition {
        Objects.requireNonNull(taskType, "taskType");
        Objects.requireNonNull(entityType, "entityType");
        Objects.requireNonNull(stream, "stream");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(consumerPrefix, "consumerPrefix");
        if (settingsKey == null || !settingsKey.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("settingsKey must be a lower-case property name, not " + settingsKey);
        }
    }

    /**
     * The names of a worker declared by what it works on and its one name, as docs/worker-protocol.md fixes
     * them: {@code of("KNOWLEDGE_BASE", "vectorize")} is task type {@code KNOWLEDGE_BASE_VECTORIZE}, stream
     * {@code knowledgebase:vectorize:stream}, group {@code vectorize-group}, consumers
     * {@code vectorize-consumer-*}, settings {@code prepstream.streams.vectorize.*}.
     */
    public static StreamDefinition of(String entityType, String name) {
        Objects.requireNonNull(entityType, "entityType");
        String area = entityType.toLowerCase(Locale.ROOT).replace("_", "");
        return new StreamDefinition(entityType + "_" + name.toUpperCase(Locale.ROOT), entityType,
                area + ":" + name + ":stream", name + "-group", name + "-consumer-", name);
    }

    /** Where entries that failed for good are kept for operators: {@code <stream>:dlq}. */
    public String deadLetterStream() {
        return stream + ":dlq";
    }
}
