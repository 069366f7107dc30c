package com.prepstream.chat;

import com.prepstream.chat.ChatViews.AskRequest;
import com.prepstream.system.RequestLanguage;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.async.DeferredResult;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Asking a question: streamed as Server-Sent Events by default, whole with {@code Accept: application/json}.
 * The stream's producer lists {@code *}{@code /*} so a client that accepts anything gets the stream, and one
 * that names JSON gets the more specific JSON mapping.
 */
@RestController
class ChatAskController {

    private static final String PATH = "/api/chat/sessions/{id}/messages";

    private final ChatAnswers answers;
    private final ChatSettings settings;

    ChatAskController(ChatAnswers answers, ChatSettings settings) {
        this.answers = answers;
        this.settings = settings;
    }

    @PostMapping(path = PATH, produces = {MediaType.TEXT_EVENT_STREAM_VALUE, MediaType.ALL_VALUE})
    SseEmitter streamed(@PathVariable long id, @RequestBody AskRequest request, HttpServletRequest http) {
        long start = System.nanoTime();
        SseAnswerSink sink = new SseAnswerSink(settings.sseTimeout(), URI.create(http.getRequestURI()));
        answers.ask(id, request.question(), RequestLanguage.current().locale(), sink, start);
        return sink.emitter();
    }

    @PostMapping(path = PATH, produces = MediaType.APPLICATION_JSON_VALUE)
    DeferredResult<ResponseEntity<Object>> whole(@PathVariable long id, @RequestBody AskRequest request) {
        long start = System.nanoTime();
        JsonAnswerSink sink = new JsonAnswerSink(settings.sseTimeout());
        answers.ask(id, request.question(), RequestLanguage.current().locale(), sink, start);
        return sink.result();
    }
}
