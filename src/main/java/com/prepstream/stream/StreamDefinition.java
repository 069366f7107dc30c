package com.prepstream.stream;

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

    /** Where entries that failed for good are kept for operators: {@code <stream>:dlq}. */
    public String deadLetterStream() {
        return stream + ":dlq";
    }
}
