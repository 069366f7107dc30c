package com.prepstream.ai;

import com.openai.errors.OpenAIIoException;
import com.openai.errors.OpenAIRetryableException;
import com.openai.errors.OpenAIServiceException;
import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.tasks.TaskMessages;
import java.io.InterruptedIOException;
import java.net.ConnectException;

/**
 * Sorts a failed chat call into "retry later" ({@link ModelUnavailableException}) or "retrying
 * cannot help" ({@link PermanentTaskException}), with a message a user can act on. Spring AI 2's
 * OpenAI client passes the OpenAI SDK's exceptions through, so those are what we look at.
 */
final class ChatFailures {

    private ChatFailures() {
    }

    static RuntimeException classify(RuntimeException failure) {
        OpenAIServiceException service = find(failure, OpenAIServiceException.class);
        if (service != null) {
            return byStatus(service.statusCode(), failure);
        }
        if (find(failure, InterruptedIOException.class) != null) {
            return new ModelUnavailableException("the model did not answer in time (timeout)", failure);
        }
        if (find(failure, ConnectException.class) != null) {
            return new ModelUnavailableException("the model endpoint could not be reached", failure);
        }
        if (find(failure, OpenAIIoException.class) != null || find(failure, OpenAIRetryableException.class) != null) {
            return new ModelUnavailableException("the connection to the model failed: " + failure.getMessage(), failure);
        }
        // Unknown failures are retried: the framework's attempt limit bounds the cost of being wrong.
        return new ModelUnavailableException("the model call failed: " + failure.getMessage(), failure);
    }

    private static RuntimeException byStatus(int status, RuntimeException failure) {
        return switch (status) {
            case 401 -> TaskMessages.failure("model_key_rejected", failure);
            case 403 -> TaskMessages.failure("model_access_refused", failure);
            case 404 -> TaskMessages.failure("model_not_found", failure);
            case 408 -> new ModelUnavailableException("the model endpoint timed out (408)", failure);
            case 429 -> new ModelUnavailableException("the model endpoint is rate limiting requests (429)", failure);
            default -> status >= 500
                    ? new ModelUnavailableException("the model endpoint failed with " + status, failure)
                    : new PermanentTaskException("the model endpoint rejected the request (" + status + "): "
                            + brief(failure.getMessage()), failure);
        };
    }

    static String brief(String text) {
        if (text == null) {
            return "";
        }
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= 300 ? flat : flat.substring(0, 300) + "…";
    }

    static <E extends Throwable> E find(Throwable failure, Class<E> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return null;
    }
}
