package com.prepstream.stream.model;

import java.time.Duration;

/** The run took longer than its stream's deadline and was stopped; counts as a failed attempt. */
public final class TaskDeadlineException extends RuntimeException {

    public TaskDeadlineException(Duration deadline) {
        super("Stopped after " + readable(deadline) + ", the longest one try may take");
    }

    private static String readable(Duration deadline) {
        long seconds = Math.max(1, deadline.toSeconds());
        if (seconds >= 120 && seconds % 60 == 0) {
            return seconds / 60 + " minutes";
        }
        return seconds == 1 ? "1 second" : seconds + " seconds";
    }
}
