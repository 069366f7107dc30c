package com.prepstream.interview;

import java.util.List;

/** One entry of the built-in question bank ({@code interview/question-bank.json}). */
public record BankQuestion(String id, String topic, Difficulty difficulty, List<String> tags, String question,
        List<String> keyPoints) {
}
