package com.prepstream.interview;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Picks questions from the bank: the requested difficulty first (neighbouring levels only when it
 * runs short), weighted toward the skills found in the resume and the words of the role, a few
 * topics at most per session so the mix stays broad. Seeded, so the same session always gets the
 * same questions.
 */
final class QuestionSelector {

    /** How much one matching skill raises a question's chance of being picked. */
    private static final double SKILL_WEIGHT = 3.0;

    private QuestionSelector() {
    }

    static List<BankQuestion> select(List<BankQuestion> bank, int count, Difficulty difficulty,
            Collection<String> skills, boolean startWithProject, long seed) {
        Set<String> terms = terms(skills);
        Random random = new Random(seed);
        List<Ranked> ranked = new ArrayList<>();
        for (BankQuestion question : bank) {
            // Efraimidis–Spirakis: weighted sampling without replacement as one sort
            double weight = 1 + SKILL_WEIGHT * matches(question, terms);
            ranked.add(new Ranked(question, distance(question, difficulty), Math.log(random.nextDouble()) / weight));
        }
        // the requested level first; within a level, the weighted random order
        ranked.sort(Comparator.comparingInt(Ranked::distance).thenComparing(
                Comparator.comparingDouble(Ranked::key).reversed()));
        return pick(ranked, count, startWithProject);
    }

    private static List<BankQuestion> pick(List<Ranked> ranked, int count, boolean startWithProject) {
        int perTopic = Math.max(2, (int) Math.ceil(count / 4.0));
        Map<String, Integer> used = new HashMap<>();
        List<BankQuestion> chosen = new ArrayList<>();
        if (startWithProject) {
            ranked.stream().map(Ranked::question).filter(q -> q.topic().equals("projects")).findFirst()
                    .ifPresent(first -> take(first, chosen, used));
        }
        for (Ranked candidate : ranked) {
            BankQuestion question = candidate.question();
            if (chosen.size() == count) {
                break;
            }
            if (!chosen.contains(question) && used.getOrDefault(question.topic(), 0) < perTopic) {
                take(question, chosen, used);
            }
        }
        // a tiny bank with a large count: relax the topic cap rather than return too few
        for (Ranked candidate : ranked) {
            if (chosen.size() == count) {
                break;
            }
            if (!chosen.contains(candidate.question())) {
                take(candidate.question(), chosen, used);
            }
        }
        return chosen;
    }

    private static void take(BankQuestion question, List<BankQuestion> chosen, Map<String, Integer> used) {
        chosen.add(question);
        used.merge(question.topic(), 1, Integer::sum);
    }

    private static int distance(BankQuestion question, Difficulty wanted) {
        return Math.abs(question.difficulty().ordinal() - wanted.ordinal());
    }

    private static int matches(BankQuestion question, Set<String> terms) {
        Set<String> own = new HashSet<>(terms(question.tags()));
        own.addAll(terms(List.of(question.topic())));
        own.retainAll(terms);
        return own.size();
    }

    /** "Spring Boot", "spring-boot" and "MySQL 8" become {spring, boot} and {mysql}: comparable words. */
    static Set<String> terms(Collection<String> phrases) {
        Set<String> terms = new HashSet<>();
        for (String phrase : phrases) {
            for (String word : phrase.toLowerCase(Locale.ROOT).split("[^a-z0-9+#]+")) {
                if (word.length() > 1 && !word.chars().allMatch(Character::isDigit)) {
                    terms.add(alias(word));
                }
            }
        }
        return terms;
    }

    // a few spellings resumes use for the same thing the bank tags under one name
    private static String alias(String word) {
        return switch (word) {
            case "mysql", "postgresql", "postgres", "oracle", "sql" -> "database";
            case "kafka", "rabbitmq", "rocketmq", "mq" -> "message";
            case "springboot", "springcloud" -> "spring";
            case "multithreading", "juc", "thread", "threads" -> "concurrency";
            case "microservice" -> "microservices";
            default -> word;
        };
    }

    private record Ranked(BankQuestion question, int distance, double key) {
    }
}
