package com.prepstream.chat;

import com.prepstream.ai.ModelCallFailure;
import com.prepstream.system.ApiException;
import com.prepstream.system.ProblemMessages;
import com.prepstream.system.Problems;
import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.stereotype.Component;

/**
 * Problems that end an answer after it has started, when no exception handler can answer any more
 * (the stream is open, or we are on the model's thread): built the way ApiExceptionHandler builds
 * them, in the language the request asked for. A retryable one carries {@code retryAfter} (seconds).
 */
@Component
class ChatProblems {

    private final MessageSource messages;

    ChatProblems(MessageSource messages) {
        this.messages = messages;
    }

    ProblemDetail of(ApiException failure, Locale locale) {
        return problem(failure.status(), failure.detail(), locale);
    }

    ProblemDetail of(ModelCallFailure failure, Locale locale) {
        long seconds = Math.max(1, failure.retryAfter().toSeconds());
        ProblemDetail problem = switch (failure.kind()) {
            case TIMEOUT -> problem(HttpStatus.GATEWAY_TIMEOUT, ProblemMessages.message("problem.chat.modelTimeout", seconds), locale);
            case RATE_LIMITED -> problem(HttpStatus.SERVICE_UNAVAILABLE,
                    ProblemMessages.message("problem.chat.modelRateLimited", seconds), locale);
            case UNAVAILABLE -> problem(HttpStatus.SERVICE_UNAVAILABLE,
                    ProblemMessages.message("problem.chat.modelUnavailable", seconds), locale);
            case REJECTED -> problem(HttpStatus.BAD_GATEWAY,
                    ProblemMessages.message("problem.chat.modelRejected", ProblemMessages.verbatim(failure.getMessage())), locale);
            case EMPTY -> problem(HttpStatus.BAD_GATEWAY, ProblemMessages.message("problem.chat.modelEmpty"), locale);
            case UNREADABLE -> problem(HttpStatus.BAD_GATEWAY, ProblemMessages.message("problem.chat.modelGarbage"), locale);
        };
        if (failure.kind().retryable()) {
            problem.setProperty("retryAfter", seconds);
        }
        return problem;
    }

    ProblemDetail serverFault(Locale locale) {
        return problem(HttpStatus.INTERNAL_SERVER_ERROR, ProblemMessages.message("problem.serverFault"), locale);
    }

    /** Answer text in the question's language (the offline note, "not in your notes"). */
    String text(String code, Locale locale) {
        return messages.getMessage(ProblemMessages.message(code), locale);
    }

    private ProblemDetail problem(HttpStatus status, MessageSourceResolvable detail, Locale locale) {
        return Problems.of(messages, status, messages.getMessage(detail, locale), locale);
    }
}
