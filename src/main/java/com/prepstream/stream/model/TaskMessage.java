package com.prepstream.stream.model;

import java.util.Map;

/**
 * A stream entry as the consumer sees it. Messages carry identifiers only, never document text.
 *
 * @param messageId Redis entry id; null when the framework builds the message from the ledger (lease expiry)
 * @param taskId    ledger id of the task
 * @param entityId  id of the entity the task works on (from the ledger, which decides)
 * @param attempt   this run's attempt number from the ledger, 1 for the first run (informational)
 * @param fields    all raw fields, including any extra ones from {@code AbstractStreamProducer#buildMessage}
 */
public record TaskMessage(String messageId, long taskId, long entityId, int attempt, Map<String, String> fields) {
}
