package com.prepstream.reliability;

import java.time.Duration;
import java.util.concurrent.Callable;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

/** The runs' waits for a condition (Awaitility), for callers that report what is still open on a timeout. */
final class Polling {

    private Polling() {
    }

    /** Whether {@code done} became true within {@code timeout}, asked at once and then every {@code every}. */
    static boolean within(Duration timeout, Duration every, Callable<Boolean> done) {
        try {
            Awaitility.await().pollInSameThread().pollDelay(Duration.ZERO).pollInterval(every).atMost(timeout)
                    .until(done);
            return true;
        } catch (ConditionTimeoutException e) {
            return false;
        }
    }
}
