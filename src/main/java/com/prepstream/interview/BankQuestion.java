package com.prepstream.interview;

import com.prepstream.system.Language;
import java.util.List;
import java.util.Map;

/**
 * One entry of a built-in role bank ({@code interview/banks/<bank>.json}): the question and its
 * reference key points written in both languages, keyed {@code en} and {@code zh}.
 */
public record BankQuestion(String id, String bank, String topic, Difficulty difficulty, List<String> tags,
        Map<String, String> text, Map<String, List<String>> keyPointsByLanguage) {

    public String question(Language language) {
        return text.get(key(language));
    }

    public List<String> keyPoints(Language language) {
        return keyPointsByLanguage.get(key(language));
    }

    /** The bank files key their texts by the bare language: {@code zh} for {@link Language#ZH_CN}. */
    static String key(Language language) {
        return language == Language.ZH_CN ? "zh" : "en";
    }
}
