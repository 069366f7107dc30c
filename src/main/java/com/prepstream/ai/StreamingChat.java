package com.prepstream.ai;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.openai.OpenAiChatOptions;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * Free-text answers from the configured chat model for a person who is waiting: streamed token by
 * token through Spring AI's streaming client, with a deadline for the first token and for every
 * pause after it, and every failure turned into a {@link ModelCallFailure} that says whether and
 * when to try again. Cancelling the returned {@link Flux} cancels the HTTP call.
 */
public class StreamingChat {

    /** One earlier turn of a conversation. */
    public record Turn(boolean fromUser, String text) {
    }

    private final ChatClient client;
    private final String modelName;
    private final AiSettings settings;

    /** @param model built by {@link OpenAiChatModels} (one HTTP attempt per call); null for "not configured" */
    public StreamingChat(ChatModel model, String modelName, AiSettings settings) {
        this.client = model == null ? null : ChatClient.create(model);
        this.modelName = model == null ? "none" : modelName;
        this.settings = settings;
    }

    public static StreamingChat notConfigured() {
        return new StreamingChat(null, null, AiSettings.defaults());
    }

    public boolean isConfigured() {
        return client != null;
    }

    public String modelName() {
        return modelName;
    }

    /**
     * The reply's text pieces as the model sends them. Errors are {@link ModelCallFailure}s: a
     * first token later than {@code firstToken} or a pause longer than {@code idle} is a
     * {@link ModelCallFailure.Kind#TIMEOUT}, a reply without any text {@link ModelCallFailure.Kind#EMPTY}.
     */
    public Flux<String> stream(String system, List<Turn> turns, String user, Duration firstToken, Duration idle) {
        requireConfigured();
        List<Message> messages = messages(system, turns, user);
        // The timeout cancels the call, and the client's cancel closes a reader that a stalled socket read holds:
        // done inline it held back the timeout's error until the model sent something or the read timed out.
        return Flux.defer(() -> client.prompt().messages(messages).options(options()).stream().chatResponse())
                .cancelOn(Schedulers.boundedElastic())
                .timeout(Mono.delay(firstToken), any -> Mono.delay(idle))
                .map(StreamingChat::text)
                .filter(text -> !text.isEmpty())
                .switchIfEmpty(Flux.error(() -> new ModelCallFailure(ModelCallFailure.Kind.EMPTY, Duration.ZERO,
                        "the model returned an empty answer", null)))
                .onErrorMap(ModelCallFailure::classify);
    }

    /** One whole reply (short ones: a question rewritten, say); failures as in {@link #stream}. */
    public String call(String system, String user, Duration timeout) {
        StringBuilder reply = new StringBuilder();
        stream(system, List.of(), user, timeout, timeout).doOnNext(reply::append).blockLast(timeout.multipliedBy(4));
        return reply.toString();
    }

    private static List<Message> messages(String system, List<Turn> turns, String user) {
        List<Message> messages = new ArrayList<>();
        messages.add(new SystemMessage(system));
        for (Turn turn : turns) {
            messages.add(turn.fromUser() ? new UserMessage(turn.text()) : new AssistantMessage(turn.text()));
        }
        messages.add(new UserMessage(user));
        return messages;
    }

    private OpenAiChatOptions.Builder options() {
        return OpenAiChatOptions.builder().maxTokens(settings.maxReplyTokens());
    }

    private static String text(ChatResponse response) {
        if (response == null || response.getResult() == null || response.getResult().getOutput() == null) {
            return "";
        }
        String text = response.getResult().getOutput().getText();
        return text == null ? "" : text;
    }

    private void requireConfigured() {
        if (!isConfigured()) {
            throw new IllegalStateException("No chat model is configured (set PREPSTREAM_AI_CHAT=openai)");
        }
    }
}
