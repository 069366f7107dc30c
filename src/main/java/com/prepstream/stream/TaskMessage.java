package com.prepstream.stream;

import java.util.Map;

/**
 * A stream entry as the consumer sees it. Messages carry identifiers only, never document text.
 *
 * @param messageId Redis entry id
 * @param taskId    ledger id of the task
 * @param entityId  id of the entity the task works on
 * @param attempt   attempt number when the entry was added (informational; the ledger decides)
 * @param fields    all raw fields, including any extra ones from {@link AbstractStreamProducer#buildMessage}
 */
public record TaskMessage(String messageId, long taskId, long entityId, int attempt, Map<String, String> fields) {
}
