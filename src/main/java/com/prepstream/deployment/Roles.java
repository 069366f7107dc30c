package com.prepstream.deployment;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What one process does, from {@code prepstream.roles} (env {@code PREPSTREAM_ROLES}), a comma list of:
 * {@code web} (the API, the page and live events), {@code vectorize-worker}, {@code analyze-worker},
 * {@code evaluate-worker}; {@code worker} is shorthand for the three workers and {@code all} (the
 * default) for everything. One jar, every topology: see docs/deployment.md.
 */
public record Roles(boolean web, Set<String> workerStreams) {

    public static final String PROPERTY = "prepstream.roles";
    public static final String WEB = "web";

    /**
     * Worker role → settings key of its stream ({@code prepstream.streams.<key>.*}). The stream framework
     * knows no feature; this table is where deployment names the three pipelines.
     */
    static final Map<String, String> WORKERS = workers();

    private static Map<String, String> workers() {
        Map<String, String> workers = new LinkedHashMap<>();
        workers.put("vectorize-worker", "vectorize");
        workers.put("analyze-worker", "analyze");
        workers.put("evaluate-worker", "evaluate");
        return java.util.Collections.unmodifiableMap(workers);
    }

    public static Roles parse(String value) {
        String text = value == null || value.isBlank() ? "all" : value;
        boolean web = false;
        Set<String> streams = new LinkedHashSet<>();
        for (String raw : text.split(",")) {
            String role = raw.trim().toLowerCase(java.util.Locale.ROOT);
            if (role.isEmpty()) {
                continue;
            }
            switch (role) {
                case "all" -> {
                    web = true;
                    streams.addAll(WORKERS.values());
                }
                case "worker", "workers" -> streams.addAll(WORKERS.values());
                case WEB -> web = true;
                default -> {
                    String key = WORKERS.get(role);
                    if (key == null) {
                        throw new IllegalArgumentException("Unknown role '" + role + "' in " + PROPERTY + "=" + value
                                + "; known: all, web, worker, " + String.join(", ", WORKERS.keySet()));
                    }
                    streams.add(key);
                }
            }
        }
        if (!web && streams.isEmpty()) {
            throw new IllegalArgumentException(PROPERTY + "=" + value + " names no role");
        }
        return new Roles(web, Set.copyOf(streams));
    }

    public boolean runsWorker(String settingsKey) {
        return workerStreams.contains(settingsKey);
    }
}
