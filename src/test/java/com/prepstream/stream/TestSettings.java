package com.prepstream.stream;

import com.prepstream.stream.model.StreamSettings;
import java.time.Duration;

/** Small, fast settings for tests; each test changes what it exercises. */
final class TestSettings {

    int batchSize = 10;
    Duration block = Duration.ofMillis(200);
    int maxRetries = 3;
    Duration[] backoff = {Duration.ofMillis(100), Duration.ofMillis(300), Duration.ofMillis(600)};
    double jitter = 0.1;
    Duration reclaimIdle = Duration.ofSeconds(1);
    Duration lease = Duration.ofSeconds(2);
    Duration heartbeat = Duration.ofMillis(300);
    Duration sweepInterval = Duration.ofMillis(200);
    int trimTarget = 1000;
    int concurrency = 4;
    Duration shutdownGrace = Duration.ofSeconds(1);
    Duration lostAfter = Duration.ofSeconds(30);
    int deadLetterMaxLen = 1000;
    Duration deadline = Duration.ofMinutes(1);

    static TestSettings fast() {
        return new TestSettings();
    }

    StreamSettings build() {
        return new StreamSettings(true, batchSize, block, maxRetries, backoff, jitter, reclaimIdle, lease, heartbeat,
                sweepInterval, trimTarget, concurrency, shutdownGrace, lostAfter, deadLetterMaxLen,
                deadline);
    }
}
