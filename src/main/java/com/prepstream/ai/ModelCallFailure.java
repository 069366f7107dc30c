package com.prepstream.ai;

import com.openai.errors.OpenAIInvalidDataException;
import com.openai.errors.OpenAIIoException;
import com.openai.errors.OpenAIServiceException;
import com.openai.errors.SseException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeoutException;

/**
 * Why an interactive model call failed, sorted for a person waiting on it: what happened
 * ({@link Kind}) and, when trying again can help, after how long ({@code retryAfter}, from the
 * endpoint's {@code Retry-After} when it sent one). Interactive callers have no stream framework
 * to retry for them, so they pass this on to the user instead.
 */
public class ModelCallFailure extends RuntimeException {

    /** What went wrong; {@link #retryable()} tells whether asking again later can help. */
    public enum Kind {
        TIMEOUT, RATE_LIMITED, UNAVAILABLE, REJECTED, EMPTY, UNREADABLE;

        public boolean retryable() {
            return this == TIMEOUT || this == RATE_LIMITED || this == UNAVAILABLE;
        }
    }

    static final Duration DEFAULT_RETRY = Duration.ofSeconds(10);

    private final Kind kind;
    private final Duration retryAfter;

    public ModelCallFailure(Kind kind, Duration retryAfter, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.retryAfter = retryAfter;
    }

    public Kind kind() {
        return kind;
    }

    /** When to try again; {@link Duration#ZERO} when retrying cannot help. */
    public Duration retryAfter() {
        return retryAfter;
    }

    static ModelCallFailure classify(Throwable failure) {
        if (failure instanceof ModelCallFailure known) {
            return known;
        }
        OpenAIServiceException service = ChatFailures.find(failure, OpenAIServiceException.class);
        if (service != null) {
            int status = service.statusCode();
            if (status == 429 || status == 408 || status >= 500) {
                Kind kind = status == 429 ? Kind.RATE_LIMITED : status == 408 ? Kind.TIMEOUT : Kind.UNAVAILABLE;
                return new ModelCallFailure(kind, retryAfter(service.headers().values("retry-after")),
                        "the model endpoint answered " + status, failure);
            }
            return new ModelCallFailure(Kind.REJECTED, Duration.ZERO, "the model endpoint rejected the request ("
                    + status + "): " + ChatFailures.brief(service.getMessage()), failure);
        }
        if (ChatFailures.find(failure, TimeoutException.class) != null
                || ChatFailures.find(failure, InterruptedIOException.class) != null) {
            return new ModelCallFailure(Kind.TIMEOUT, DEFAULT_RETRY, "the model did not answer in time", failure);
        }
        if (ChatFailures.find(failure, SseException.class) != null
                || ChatFailures.find(failure, OpenAIInvalidDataException.class) != null
                || isJsonError(failure)) {
            return new ModelCallFailure(Kind.UNREADABLE, Duration.ZERO, "the model sent a reply that is not "
                    + "an OpenAI-compatible chat completion: " + ChatFailures.brief(failure.getMessage()), failure);
        }
        if (ChatFailures.find(failure, ConnectException.class) != null
                || ChatFailures.find(failure, OpenAIIoException.class) != null) {
            return new ModelCallFailure(Kind.UNAVAILABLE, DEFAULT_RETRY, "the connection to the model failed", failure);
        }
        return new ModelCallFailure(Kind.UNAVAILABLE, DEFAULT_RETRY,
                "the model call failed: " + ChatFailures.brief(failure.getMessage()), failure);
    }

    private static boolean isJsonError(Throwable failure) {
        for (Throwable cause = failure; cause != null && cause.getCause() != cause; cause = cause.getCause()) {
            String type = cause.getClass().getName();
            if (type.startsWith("com.fasterxml.jackson.core") || type.startsWith("tools.jackson.core")
                    || type.startsWith("com.fasterxml.jackson.databind") || type.startsWith("tools.jackson.databind")) {
                return true;
            }
        }
        return false;
    }

    /** Retry-After in seconds (the HTTP-date form is rare from model endpoints and falls back to the default). */
    private static Duration retryAfter(List<String> values) {
        if (values.isEmpty()) {
            return DEFAULT_RETRY;
        }
        try {
            long seconds = Long.parseLong(values.get(0).strip());
            return Duration.ofSeconds(Math.max(1, seconds));
        } catch (NumberFormatException notSeconds) {
            return DEFAULT_RETRY;
        }
    }
}
