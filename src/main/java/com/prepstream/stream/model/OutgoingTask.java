package com.prepstream.stream.model;

import java.util.Map;

/** One task to send as a stream entry; {@code extra} are the producer's extra fields (identifiers only). */
public record OutgoingTask(long taskId, long entityId, int attempt, Map<String, String> extra) {
}
