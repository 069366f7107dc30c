package com.prepstream.reliability;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import tools.jackson.databind.JsonNode;

/**
 * What users submit during the chaos run: knowledge-base documents, resumes, a few corrupt PDFs
 * (the only inputs allowed to end FAILED) and short mock interviews. Content is generated, distinct
 * per item, and deterministic for a given seed.
 */
final class Workload {

    private static final String[] TOPICS = {"database indexing", "redis streams", "garbage collection",
        "http caching", "thread pools", "consistent hashing", "message queues", "query planning",
        "connection pooling", "rate limiting", "vector search", "load balancing"};
    private static final String[] VERBS = {"improves", "limits", "explains", "changes", "reduces", "shapes"};
    private static final String[] OBJECTS = {"tail latency", "memory use", "throughput", "recovery time",
        "write amplification", "lock contention", "cache hit rate", "operator effort"};

    record Submitted(String kind, long id, boolean expectFailure) {
    }

    private final Api api;
    private final Random random;
    final List<Submitted> submitted = new ArrayList<>();

    Workload(Api api, long seed) {
        this.api = api;
        this.random = new Random(seed);
    }

    void uploadDocument(int index) {
        StringBuilder text = new StringBuilder("# Notes " + index + " on " + TOPICS[index % TOPICS.length] + "\n\n");
        for (int paragraph = 0; paragraph < 14 + random.nextInt(8); paragraph++) {
            for (int sentence = 0; sentence < 5; sentence++) {
                text.append(sentence(index)).append(' ');
            }
            text.append("\n\n");
        }
        accept("KNOWLEDGE_BASE", api.upload("/api/knowledgebase/upload", "notes-" + index + ".md",
                text.toString().getBytes(StandardCharsets.UTF_8)), false);
    }

    void uploadCorruptPdf(int index) {
        byte[] garbage = new byte[2048];
        random.nextBytes(garbage);
        byte[] content = new byte[garbage.length + 9];
        System.arraycopy("%PDF-1.7\n".getBytes(StandardCharsets.US_ASCII), 0, content, 0, 9);
        System.arraycopy(garbage, 0, content, 9, garbage.length);
        Api.Reply reply = api.upload("/api/knowledgebase/upload", "broken-" + index + ".pdf", content);
        if (reply.status() == 415) {
            return; // refused at the door: nothing accepted, nothing to lose
        }
        accept("KNOWLEDGE_BASE", reply, true);
    }

    void uploadResume(int index) {
        String resume = """
                Candidate %d
                Email: candidate%d@example.com  Phone: +1 555 01%02d
                EXPERIENCE
                Backend engineer at Company %d (2019 - 2024): built %s services, %s %s by %d%%.
                PROJECTS
                Project %d: a %s prototype serving %d requests per second.
                EDUCATION
                B.Sc. Computer Science, University %d
                SKILLS
                Java, Spring Boot, PostgreSQL, Redis, Docker, Kubernetes
                """.formatted(index, index, index % 100, index, TOPICS[index % TOPICS.length],
                VERBS[index % VERBS.length], OBJECTS[index % OBJECTS.length], 10 + index % 80, index,
                TOPICS[(index + 3) % TOPICS.length], 1000 + index, index % 40);
        accept("RESUME", api.upload("/api/resumes/upload", "resume-" + index + ".txt",
                resume.getBytes(StandardCharsets.UTF_8)), false);
    }

    void runInterview(int index) {
        Api.Reply created = api.postJson("/api/interview/sessions",
                "{\"role\":\"Backend engineer\",\"questionCount\":3,\"difficulty\":\"MEDIUM\"}");
        require(created, 201);
        long id = created.body().get("id").asLong();
        JsonNode questions = created.body().get("questions");
        for (int i = 0; i < questions.size(); i++) {
            String answer = i == 2 && index % 2 == 0 ? "" : "I would explain " + questions.get(i).get("question")
                    .asString() + " with trade-offs around " + OBJECTS[(index + i) % OBJECTS.length] + ".";
            Api.Reply answered = api.postJson("/api/interview/sessions/" + id + "/answers",
                    "{\"questionIndex\":" + i + ",\"answer\":\"" + answer.replace("\"", "'") + "\"}");
            if (answered.status() == 409) {
                continue; // a retried submit that had landed before the instance died
            }
            require(answered, 200);
        }
        Api.Reply completed = api.postJson("/api/interview/sessions/" + id + "/complete", "{}");
        if (completed.status() != 409) {
            require(completed, 202);
        }
        submitted.add(new Submitted("INTERVIEW", id, false));
    }

    private void accept(String kind, Api.Reply reply, boolean expectFailure) {
        if (reply.status() != 202 && reply.status() != 200) {
            throw new IllegalStateException(kind + " upload answered " + reply.status() + ": " + reply.body());
        }
        long id = reply.body().get("id").asLong();
        if (submitted.stream().noneMatch(s -> s.kind().equals(kind) && s.id() == id)) {
            submitted.add(new Submitted(kind, id, expectFailure));
        }
    }

    private static void require(Api.Reply reply, int status) {
        if (reply.status() != status) {
            throw new IllegalStateException("expected " + status + " but got " + reply.status() + ": " + reply.body());
        }
    }

    private String sentence(int index) {
        return "In note " + index + ", " + TOPICS[random.nextInt(TOPICS.length)] + " "
                + VERBS[random.nextInt(VERBS.length)] + " " + OBJECTS[random.nextInt(OBJECTS.length)]
                + " when the system handles " + (100 + random.nextInt(9000)) + " requests per second.";
    }
}
