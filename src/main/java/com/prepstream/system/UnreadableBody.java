package com.prepstream.system;

import java.util.stream.Collectors;
import org.springframework.context.MessageSourceResolvable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.StreamReadException;

/**
 * Says what is wrong with a JSON body Spring could not read, in the client's terms: that it is not
 * JSON at all, or which field has a wrong value. Jackson's own message names Java types, so it is
 * never shown.
 */
final class UnreadableBody {

    private UnreadableBody() {
    }

    static MessageSourceResolvable describe(Throwable error) {
        JacksonException withPath = null;
        JacksonException deepest = null;
        for (Throwable cause = error; cause != null && cause.getCause() != cause; cause = cause.getCause()) {
            if (cause instanceof JacksonException jackson) {
                deepest = jackson;
                if (withPath == null && !jackson.getPath().isEmpty()) {
                    withPath = jackson;
                }
            }
        }
        if (deepest instanceof StreamReadException && !(deepest instanceof InputCoercionException)) {
            return ProblemMessages.message("problem.body.notJson");
        }
        if (withPath != null) {
            return ProblemMessages.message("problem.body.wrongField", path(withPath));
        }
        return ProblemMessages.message(deepest != null ? "problem.body.wrongShape" : "problem.body.missing");
    }

    private static String path(JacksonException error) {
        return error.getPath().stream()
                .map(step -> step.getPropertyName() != null ? step.getPropertyName() : "[" + step.getIndex() + "]")
                .collect(Collectors.joining(".")).replace(".[", "[");
    }
}
