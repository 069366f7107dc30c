package com.prepstream.stream;

import java.util.Arrays;

/** Percentiles of recorded latencies, in milliseconds. */
final class LatencyStats {

    private final double[] millis;

    LatencyStats(long[] nanos, int count) {
        millis = new double[count];
        for (int i = 0; i < count; i++) {
            millis[i] = nanos[i] / 1_000_000.0;
        }
        Arrays.sort(millis);
    }

    double percentile(double p) {
        if (millis.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.ceil(p / 100.0 * millis.length) - 1;
        return millis[Math.max(0, Math.min(index, millis.length - 1))];
    }

    @Override
    public String toString() {
        return String.format("p50 %6.2f ms  p95 %6.2f ms  p99 %6.2f ms  (n=%d)", percentile(50), percentile(95),
                percentile(99), millis.length);
    }
}
