package com.prepstream.ai;

import com.prepstream.stream.model.PermanentTaskException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.converter.BeanOutputConverter;
import org.springframework.ai.openai.OpenAiChatModel.ResponseFormat;
import org.springframework.ai.openai.OpenAiChatOptions;

/**
 * Asks the configured chat model for one JSON object bound to a record, the way every feature
 * should: prompt from a resource file, user text fenced as data, the record's JSON schema both in
 * the system prompt and as the response format, one repair round when the reply is not usable,
 * and failures sorted for the stream framework.
 *
 * <pre>{@code
 * record Verdict(int score, String feedback) {}
 * Verdict verdict = chat.call("prompts/answer-evaluation.st",
 *         Map.of("question", question, "answer", answer), Verdict.class);
 * }</pre>
 *
 * <p>Failures: {@link ModelUnavailableException} (timeout, 429, 5xx, connection) is transient and
 * meant to propagate so the framework retries with backoff; {@link PermanentTaskException} (400,
 * 401, 403, 404, or an unusable reply even after the repair round) fails the task at once. Both
 * carry a readable message. The client underneath makes exactly one HTTP attempt per call (see
 * {@link OpenAiChatModels}), so retries never multiply.
 */
public class StructuredChat {

    private static final Logger log = LoggerFactory.getLogger(StructuredChat.class);
    static final String SYSTEM_PROMPT = "prompts/structured-output-system.st";
    static final String REPAIR_PROMPT = "prompts/structured-output-repair.st";

    private final ChatClient client;
    private final String modelName;
    private final AiSettings settings;
    private final PromptTemplates templates = new PromptTemplates();

    /**
     * @param model     an OpenAI-compatible chat model, built by {@link OpenAiChatModels} so it does
     *                  not retry on its own; null for "not configured"
     * @param modelName recorded with each result, e.g. {@code gpt-4o-mini}
     */
    public StructuredChat(ChatModel model, String modelName, AiSettings settings) {
        this.client = model == null ? null : ChatClient.create(model);
        this.modelName = model == null ? "none" : modelName;
        this.settings = settings;
    }

    public static StructuredChat notConfigured() {
        return new StructuredChat(null, null, AiSettings.defaults());
    }

    /** True when a chat model is configured; features fall back to their offline logic otherwise. */
    public boolean isConfigured() {
        return client != null;
    }

    /** The configured model's name, to record with results; {@code "none"} when not configured. */
    public String modelName() {
        return modelName;
    }

    /**
     * Renders {@code promptResource} (a classpath path such as {@code prompts/resume-analysis.st})
     * with {@code variables}, asks the model and binds the reply to {@code type}.
     *
     * @param variables values for the {@code {{name}}} placeholders; text, collections and anything
     *                  else but numbers, booleans and enums is fenced as untrusted data
     * @return the reply bound to {@code type}, never null
     * @throws ModelUnavailableException transient: retry later
     * @throws PermanentTaskException    retrying cannot help; the message says why
     * @throws IllegalStateException     when no model is configured
     */
    public <T> T call(String promptResource, Map<String, Object> variables, Class<T> type) {
        if (!isConfigured()) {
            throw new IllegalStateException("No chat model is configured (set PREPSTREAM_AI_CHAT=openai)");
        }
        BeanOutputConverter<T> converter = new BeanOutputConverter<>(type);
        ReplyReader<T> reader = new ReplyReader<>(converter);
        List<Message> messages = new ArrayList<>(List.of(
                new SystemMessage(templates.renderTrusted(SYSTEM_PROMPT, Map.of("schema", converter.getJsonSchema()))),
                new UserMessage(templates.render(promptResource, variables))));
        String reply = send(messages, converter);
        try {
            return reader.read(reply);
        } catch (ReplyReader.InvalidReply first) {
            log.info("Model {} gave an unusable reply to {} ({}); asking once to repair it",
                    modelName, promptResource, first.getMessage());
            messages.add(new AssistantMessage(reply));
            messages.add(new UserMessage(templates.render(REPAIR_PROMPT, Map.of("error", first.getMessage()))));
            return repaired(send(messages, converter), reader);
        }
    }

    private <T> T repaired(String reply, ReplyReader<T> reader) {
        try {
            return reader.read(reply);
        } catch (ReplyReader.InvalidReply second) {
            throw new PermanentTaskException("the model returned " + second.getMessage()
                    + " twice in a row (also after being asked to repair it)", second);
        }
    }

    private String send(List<Message> messages, BeanOutputConverter<?> converter) {
        try {
            ChatResponse response = client.prompt().messages(messages).options(options(converter)).call()
                    .chatResponse();
            if (response == null || response.getResult() == null || response.getResult().getOutput() == null) {
                return "";
            }
            String text = response.getResult().getOutput().getText();
            return text == null ? "" : text;
        } catch (PermanentTaskException | ModelUnavailableException e) {
            throw e;
        } catch (RuntimeException e) {
            RuntimeException classified = ChatFailures.classify(e);
            log.warn("Chat call to {} failed: {}", modelName, classified.getMessage());
            throw classified;
        }
    }

    private OpenAiChatOptions.Builder options(BeanOutputConverter<?> converter) {
        OpenAiChatOptions.Builder options = OpenAiChatOptions.builder();
        options.timeout(settings.chatTimeout());
        options.maxTokens(settings.maxReplyTokens());
        switch (settings.responseFormat()) {
            case JSON_SCHEMA -> options.responseFormat(ResponseFormat.builder()
                    .type(ResponseFormat.Type.JSON_SCHEMA).jsonSchema(converter.getJsonSchema()).build());
            case JSON_OBJECT -> options.responseFormat(ResponseFormat.builder()
                    .type(ResponseFormat.Type.JSON_OBJECT).build());
            case NONE -> {
            }
        }
        return options;
    }
}
