package com.prepstream.stream.model;

import java.time.Instant;

/** One recorded status change of a task, for the item's history ({@code GET .../history}). */
public record TaskTransition(TaskStatus status, int attempt, String error, Instant at) {
}
