package com.prepstream.reliability;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import tools.jackson.databind.JsonNode;

/**
 * Dead letters after the run: every item that failed (bad input) has one in its stream's dead letters,
 * and no healthy item has one. Redis loses the letters in the run's restart; the ledger owes them again
 * and the sweepers rewrite them, so this waits a little for them.
 */
final class DeadLetterCheck {

    private static final Map<String, String> STREAM_OF = Map.of(
            "KNOWLEDGE_BASE", "knowledgebase:vectorize:stream",
            "RESUME", "resume:analyze:stream",
            "INTERVIEW", "interview:evaluate:stream");

    private final Api api;

    DeadLetterCheck(Api api) {
        this.api = api;
    }

    /** Problems found (empty when right), after waiting up to {@code timeout} for them to go away. */
    List<String> awaitRight(List<Workload.Submitted> items, Duration timeout) {
        AtomicReference<List<String>> problems = new AtomicReference<>(List.of());
        Polling.within(timeout, Duration.ofSeconds(1), () -> {
            problems.set(check(items));
            return problems.get().isEmpty();
        });
        return problems.get();
    }

    private List<String> check(List<Workload.Submitted> items) {
        Map<String, Set<Long>> lettered = new java.util.HashMap<>();
        STREAM_OF.forEach((kind, stream) -> lettered.put(kind, letteredEntities(stream)));
        return items.stream().<String>mapMulti((item, problems) -> {
            boolean hasLetter = lettered.get(item.kind()).contains(item.id());
            if (item.expectFailure() && !hasLetter) {
                problems.accept(item.kind() + " " + item.id() + " failed without a dead letter");
            } else if (!item.expectFailure() && hasLetter) {
                problems.accept(item.kind() + " " + item.id() + " has a dead letter but did not fail");
            }
        }).toList();
    }

    private Set<Long> letteredEntities(String stream) {
        Api.Reply reply = api.get("/api/ops/streams/" + URLEncoder.encode(stream, StandardCharsets.UTF_8)
                + "/dead-letters?limit=1000");
        Set<Long> entities = new HashSet<>();
        if (reply.status() == 200 && reply.body() != null) {
            for (JsonNode letter : reply.body()) {
                JsonNode entityId = letter.path("fields").path("entityId");
                if (entityId.isString()) {
                    entities.add(Long.parseLong(entityId.asString()));
                }
            }
        }
        return entities;
    }
}
