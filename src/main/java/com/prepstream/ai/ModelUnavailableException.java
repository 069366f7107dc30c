package com.prepstream.ai;

/**
 * The model could not answer now (timeout, rate limit, server error, connection refused). Retrying
 * later may help: it is deliberately not a {@code PermanentTaskException}, so the stream framework
 * retries the task with its backoff. The message is readable and may be shown to users.
 */
public class ModelUnavailableException extends RuntimeException {

    public ModelUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
