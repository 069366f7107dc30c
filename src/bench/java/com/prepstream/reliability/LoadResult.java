package com.prepstream.reliability;

import java.time.Duration;
import java.util.List;

record LoadResult(int seconds, int uploads, int requests, int serverErrors, List<Long> readLatenciesMicros,
        int unprocessed, Duration drain) {

    boolean ok() {
        return serverErrors == 0 && unprocessed == 0;
    }

    String render() {
        return """

                === PrepStream load summary ===
                duration             : %d s
                requests             : %d (%.0f/s)
                uploads accepted     : %d
                5xx or failed calls  = %d
                status reads         : %d, p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms
                uploads unprocessed  = %d (drained %.1f s after the load stopped)
                RESULT: %s
                """.formatted(seconds, requests, requests / (double) seconds, uploads, serverErrors,
                readLatenciesMicros.size(), percentile(0.50), percentile(0.95), percentile(0.99), percentile(1.0),
                unprocessed, drain.toMillis() / 1000.0, ok() ? "PASS" : "FAIL");
    }

    private double percentile(double p) {
        if (readLatenciesMicros.isEmpty()) {
            return 0;
        }
        int index = (int) Math.min(readLatenciesMicros.size() - 1, Math.ceil(p * readLatenciesMicros.size()) - 1);
        return readLatenciesMicros.get(Math.max(index, 0)) / 1000.0;
    }
}
