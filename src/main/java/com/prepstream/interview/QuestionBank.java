package com.prepstream.interview;

import com.prepstream.system.Language;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * The built-in role banks, read once from {@code interview/banks/*.json}: one per role plus the
 * shared behavioural set, every question in English and Chinese. They are the whole question source
 * when no LLM is configured and the fallback when the LLM fails; {@code InterviewQuestionBankTests}
 * keeps the files honest (counts, both languages, key points everywhere).
 */
@Component
public class QuestionBank {

    static final String LOCATION = "classpath*:interview/banks/*.json";
    /** The shared set every session may draw from, and the whole of a "general" session. */
    public static final String BEHAVIOURAL = "behavioural";

    record BankFile(String bank, Map<String, String> names, Map<String, Map<String, String>> topics,
            List<FileQuestion> questions) {
    }

    record FileQuestion(String id, String topic, Difficulty difficulty, List<String> tags, Map<String, String> question,
            Map<String, List<String>> keyPoints) {
    }

    private final Map<String, BankFile> files = new LinkedHashMap<>();
    private final Map<String, List<BankQuestion>> questions = new LinkedHashMap<>();

    public QuestionBank(JsonMapper json) {
        try {
            for (Resource resource : new PathMatchingResourcePatternResolver().getResources(LOCATION)) {
                try (InputStream in = resource.getInputStream()) {
                    add(json.readValue(in, BankFile.class));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + LOCATION, e);
        }
        if (!files.containsKey(BEHAVIOURAL)) {
            throw new IllegalStateException("no " + BEHAVIOURAL + " bank under " + LOCATION);
        }
    }

    private void add(BankFile file) {
        files.put(file.bank(), file);
        List<BankQuestion> list = new ArrayList<>();
        for (FileQuestion q : file.questions()) {
            list.add(new BankQuestion(q.id(), file.bank(), q.topic(), q.difficulty(), q.tags(), q.question(),
                    q.keyPoints()));
        }
        questions.put(file.bank(), List.copyOf(list));
    }

    /** Bank ids, e.g. {@code java-backend}, {@code sre}, {@code behavioural}. */
    public List<String> banks() {
        return List.copyOf(files.keySet());
    }

    public List<BankQuestion> questions(String bank) {
        return questions.getOrDefault(bank, List.of());
    }

    /** Every question of every bank. */
    public List<BankQuestion> questions() {
        return questions.values().stream().flatMap(List::stream).toList();
    }

    public Optional<BankQuestion> find(String id) {
        return questions().stream().filter(q -> q.id().equals(id)).findFirst();
    }

    /** Topic ids of a bank to their names in both languages. */
    public Map<String, Map<String, String>> topics(String bank) {
        return files.get(bank).topics();
    }

    /** What a session shows as the question's category: the topic's name, behavioural ones marked as such. */
    public String category(BankQuestion question, Language language) {
        String key = BankQuestion.key(language);
        String topic = files.get(question.bank()).topics().get(question.topic()).get(key);
        String name = question.bank().equals(BEHAVIOURAL)
                ? files.get(BEHAVIOURAL).names().get(key) + (language == Language.ZH_CN ? "：" : ": ") + topic
                : topic;
        return name.length() <= 60 ? name : name.substring(0, 60);
    }

    /**
     * A role as the session's language names it when it is a bank's name in either language (the
     * configured default "Java backend engineer" is "Java 后端工程师" in a Chinese session); any other
     * role as given.
     */
    public String roleIn(String role, Language language) {
        return files.entrySet().stream().filter(file -> file.getValue().names().containsValue(role))
                .map(file -> name(file.getKey(), language)).findFirst().orElse(role);
    }

    /** The role a bank is for, e.g. "Site reliability / DevOps engineer". */
    public String name(String bank, Language language) {
        return files.get(bank).names().get(BankQuestion.key(language));
    }
}
