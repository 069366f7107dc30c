package com.prepstream.interview;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * The built-in questions, read once from the classpath. They are the whole question source when
 * no LLM is configured and the fallback when the LLM fails; {@code QuestionBankTests} keeps the file
 * honest (counts, no duplicates, key points everywhere).
 */
@Component
public class QuestionBank {

    static final String RESOURCE = "interview/question-bank.json";

    record BankFile(Map<String, String> topics, List<BankQuestion> questions) {
    }

    private final BankFile file;

    public QuestionBank(JsonMapper json) {
        try (InputStream in = new ClassPathResource(RESOURCE).getInputStream()) {
            this.file = json.readValue(in, BankFile.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    public List<BankQuestion> questions() {
        return file.questions();
    }

    /** Topic id to its display name, e.g. {@code caching -> Redis and caching}. */
    public Map<String, String> topics() {
        return file.topics();
    }
}
