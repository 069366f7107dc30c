package com.prepstream.reliability;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import tools.jackson.databind.JsonNode;

/**
 * Dead letters after the run: every item that failed (bad input) has exactly one in its stream's dead
 * letters, and no healthy item has one. Redis loses the letters in the run's restart; the ledger owes them again
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
        Map<String, Map<Long, Integer>> lettered = new HashMap<>();
        STREAM_OF.forEach((kind, stream) -> lettered.put(kind, lettersPerEntity(stream)));
        return items.stream().<String>mapMulti((item, problems) -> {
            int letters = lettered.get(item.kind()).getOrDefault(item.id(), 0);
            if (item.expectFailure() && letters == 0) {
                problems.accept(item.kind() + " " + item.id() + " failed without a dead letter");
            } else if (item.expectFailure() && letters > 1) {
                problems.accept(item.kind() + " " + item.id() + " has " + letters + " dead letters");
            } else if (!item.expectFailure() && letters > 0) {
                problems.accept(item.kind() + " " + item.id() + " has a dead letter but did not fail");
            }
        }).toList();
    }

    private Map<Long, Integer> lettersPerEntity(String stream) {
        Api.Reply reply = api.get("/api/ops/streams/" + URLEncoder.encode(stream, StandardCharsets.UTF_8)
                + "/dead-letters?limit=1000");
        Map<Long, Integer> letters = new HashMap<>();
        if (reply.status() == 200 && reply.body() != null) {
            for (JsonNode letter : reply.body()) {
                JsonNode entityId = letter.path("fields").path("entityId");
                if (entityId.isString()) {
                    letters.merge(Long.parseLong(entityId.asString()), 1, Integer::sum);
                }
            }
        }
        return letters;
    }
}
