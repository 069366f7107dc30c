package com.prepstream.knowledgebase;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One corpus of the retrieval benchmark: its root folder, the frozen questions asked of it, and the
 * pages to ingest (all of them, or the pages the questions name plus a fixed seeded sample of the
 * others when {@code distractors >= 0}).
 */
record RetrievalCorpus(String name, Path root, String extension, List<Question> questions, List<String> pages) {

    record Question(String id, String text, Set<String> relevant) {
    }

    static RetrievalCorpus load(String name, Path root, String extension, String questionResource, int distractors) {
        List<Question> questions = sample(questions(questionResource),
                Integer.getInteger("bench.questions." + name, Integer.getInteger("bench.questions", Integer.MAX_VALUE)));
        List<String> all = files(root, extension);
        List<String> pages;
        if (distractors < 0) {
            pages = all;
        } else {
            Set<String> chosen = new LinkedHashSet<>();
            questions.forEach(q -> chosen.addAll(q.relevant()));
            List<String> others = new ArrayList<>(all);
            others.removeAll(chosen);
            Collections.shuffle(others, new Random(20_261_201L));
            chosen.addAll(others.subList(0, Math.min(distractors, others.size())));
            pages = chosen.stream().filter(all::contains).sorted().toList();
        }
        return new RetrievalCorpus(name, root, extension, questions, pages);
    }

    /**
     * bench.questions=n (or bench.questions.en / .zh): n questions evenly spread over the set (which is ordered by topic), and so
     * fewer pages to ingest, for machines too slow for the whole set.
     */
    private static List<Question> sample(List<Question> all, int n) {
        if (n >= all.size()) {
            return all;
        }
        List<Question> picked = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            picked.add(all.get((int) ((long) i * all.size() / n)));
        }
        return picked;
    }

    private static List<String> files(Path root, String extension) {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(extension))
                    .map(p -> root.relativize(p).toString().replace('\\', '/')).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Question> questions(String resource) {
        JsonMapper json = JsonMapper.builder().build();
        try (InputStream in = RetrievalCorpus.class.getResourceAsStream("/retrieval/" + resource)) {
            if (in == null) {
                throw new IllegalStateException("missing /retrieval/" + resource);
            }
            List<Question> questions = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode node = json.readTree(line);
                Set<String> relevant = new LinkedHashSet<>();
                node.get("relevant").forEach(r -> relevant.add(r.asString()));
                questions.add(new Question(node.get("id").asString(), node.get("question").asString(), relevant));
            }
            return questions;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
