package com.prepstream.interview;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.interview.InterviewApi.Reply;
import com.prepstream.support.IntegrationTest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;

@IntegrationTest
class InterviewSessionApiTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    InterviewApi api;

    @BeforeEach
    void client() {
        api = new InterviewApi(port);
    }

    @Test
    void createsASessionFromTheBankWithDefaults() {
        Reply created = api.post("", Map.of());
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.body().get("questions")).hasSize(5);
        assertThat(created.body().get("status").asString()).isEqualTo("IN_PROGRESS");
        assertThat(created.body().get("difficulty").asString()).isEqualTo("MEDIUM");
        assertThat(created.body().get("questionSource").asString()).isEqualTo("question-bank");
        assertThat(created.body().get("currentIndex").asInt()).isZero();
        assertThat(created.body().get("questions").get(0).has("keyPoints")).isFalse();
    }

    @Test
    void walksThroughQuestionsWithDraftsAndSurvivesAReload() {
        long id = api.create(Map.of("questionCount", 3, "difficulty", "easy", "role", "Backend engineer"));
        Reply current = api.get("/" + id + "/question");
        assertThat(current.status()).isEqualTo(200);
        assertThat(current.body().get("index").asInt()).isZero();
        assertThat(current.body().get("total").asInt()).isEqualTo(3);

        assertThat(api.put("/" + id + "/answers", Map.of("questionIndex", 0, "answer", "draft")).status()).isEqualTo(200);
        assertThat(api.get("/" + id + "/question").body().get("draft").asString()).isEqualTo("draft");
        assertThat(api.get("/" + id).body().get("currentIndex").asInt()).isZero();

        Reply advanced = api.answer(id, 0, "final answer");
        assertThat(advanced.status()).isEqualTo(200);
        assertThat(advanced.body().get("currentIndex").asInt()).isEqualTo(1);
        assertThat(advanced.body().get("questions").get(0).get("answer").asString()).isEqualTo("final answer");
        api.answer(id, 1, "second");
        api.answer(id, 2, "third");
        assertThat(api.get("/" + id + "/question").status()).isEqualTo(409);
        Integer stored = jdbc.queryForObject("select current_index from interview_session where id = ?", Integer.class, id);
        assertThat(stored).isEqualTo(3);
        await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + id + "/report").status() == 200);
    }

    @Test
    void theLastAnswerCompletesTheSessionAndQueuesItsEvaluationInOneStep() {
        long id = api.create(Map.of("questionCount", 3));
        assertThat(api.answer(id, 0, "first").body().get("status").asString()).isEqualTo("IN_PROGRESS");
        assertThat(api.answer(id, 1, "second").body().get("evaluateStatus").isNull()).isTrue();
        Reply last = api.answer(id, 2, "MVCC keeps several versions of a row so readers never block writers.");
        assertThat(last.status()).isEqualTo(200);
        assertThat(last.body().get("status").asString()).isEqualTo("COMPLETED");
        assertThat(last.body().get("evaluateStatus").asString()).isIn("PENDING", "PROCESSING", "COMPLETED");
        await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + id + "/report").status() == 200);
        // completing afterwards (an older page's button) is refused, nothing queued twice (InterviewCompletionTests)
        assertThat(api.post("/" + id + "/complete", null).status()).isEqualTo(409);
        assertThat(api.get("/" + id + "/history").body().valueStream()
                .filter(transition -> "PENDING".equals(transition.get("status").asString()))).hasSize(1);
    }

    @Test
    void listsSummariesNewestFirstAndDeletes() {
        long first = api.create(Map.of("questionCount", 3));
        long second = api.create(Map.of("questionCount", 4));
        Reply list = api.get("");
        assertThat(list.body()).hasSize(2);
        assertThat(list.body().get(0).get("id").asLong()).isEqualTo(second);
        assertThat(list.body().get(0).get("questionCount").asInt()).isEqualTo(4);
        assertThat(api.delete("/" + first).status()).isEqualTo(204);
        assertThat(api.get("/" + first).status()).isEqualTo(404);
        assertThat(jdbc.queryForObject("select count(*) from interview_question where session_id = ?", Integer.class,
                first)).isZero();
    }

    @Test
    void startsFromAnUploadedResumeWithAStoryAboutTheCandidatesWorkFirst() {
        long resumeId = uploadResume("""
                Jane Doe - Backend Engineer
                Skills: Java, Spring Boot, Redis, MySQL, Kafka
                Projects: built an order service handling 2,000 requests per second with Redis caching
                and Kafka events; cut p99 latency from 800 ms to 120 ms.
                """);
        Reply created = api.post("", Map.of("resumeId", resumeId, "questionCount", 6));
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.body().get("resumeId").asLong()).isEqualTo(resumeId);
        assertThat(OfflineEvaluator.isBehavioural(created.body().get("questions").get(0).get("category").asString()))
                .isTrue();
        assertThat(created.body().get("questionBank").asString()).isEqualTo("java-backend");
        assertThat(api.post("", Map.of("resumeId", resumeId + 1000)).status()).isEqualTo(404);
        // the resume's own analysis runs meanwhile: let it finish before the next test truncates
        await().atMost(Duration.ofSeconds(30)).until(() -> "COMPLETED".equals(TestAdmin.restClient("http://localhost:"
                + port).get().uri("/api/resumes/{id}/detail", resumeId).retrieve().body(JsonNode.class)
                .get("analyzeStatus").asString()));
    }

    @Test
    void withNoRoleTypedTheRoleComesFromTheResumeInTheSessionsLanguage() {
        long resumeId = uploadResume("""
                李娜
                高级前端工程师
                技能：TypeScript、React、Vue、Webpack
                项目：重写商城首页，首屏时间从 3.2 秒降到 1.1 秒。
                """);
        Reply created = api.postIn("zh-CN", "", Map.of("resumeId", resumeId, "role", " ", "questionCount", 3));

        assertThat(created.status()).isEqualTo(201);
        assertThat(created.body().get("questionBank").asString()).isEqualTo("frontend");
        assertThat(created.body().get("role").asString()).isEqualTo("前端工程师");
        assertThat(created.body().get("language").asString()).isEqualTo("zh-CN");
        await().atMost(Duration.ofSeconds(30)).until(() -> "COMPLETED".equals(TestAdmin.restClient("http://localhost:"
                + port).get().uri("/api/resumes/{id}/detail", resumeId).retrieve().body(JsonNode.class)
                .get("analyzeStatus").asString()));
    }

    @Test
    void aChineseFrontendSessionIsHeldInChineseWithFrontendQuestions() {
        Reply created = api.post("", Map.of("role", "前端工程师", "language", "zh-CN", "questionCount", 4));
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.body().get("language").asString()).isEqualTo("zh-CN");
        assertThat(created.body().get("questionBank").asString()).isEqualTo("frontend");
        assertThat(created.body().get("generalQuestions").asBoolean()).isFalse();
        long id = created.body().get("id").asLong();
        assertThat(jdbc.queryForList("select bank_id from interview_question where session_id = ?", String.class, id))
                .allSatisfy(bankId -> assertThat(bankId).startsWith("fe-"));
        assertThat(created.body().get("questions")).allSatisfy(q ->
                assertThat(q.get("question").asString()).containsPattern("[\\u4e00-\\u9fff]"));
        assertThat(jdbc.queryForObject("select language from interview_session where id = ?", String.class, id))
                .isEqualTo("zh-CN");
    }

    @Test
    void theLanguageDefaultsToThePagesThenTheResumesAndAnUnknownRoleGetsGeneralQuestions() {
        Reply page = api.postIn("zh-CN,zh;q=0.9", "", Map.of("role", "SRE", "questionCount", 3));
        assertThat(page.body().get("language").asString()).isEqualTo("zh-CN");
        assertThat(page.body().get("questionBank").asString()).isEqualTo("sre");
        Reply chosen = api.postIn("zh-CN", "", Map.of("role", "SRE", "language", "en", "questionCount", 3));
        assertThat(chosen.body().get("language").asString()).isEqualTo("en");
        Reply general = api.post("", Map.of("role", "Product manager", "questionCount", 3));
        assertThat(general.body().get("generalQuestions").asBoolean()).isTrue();
        assertThat(general.body().get("questionBank").isNull()).isTrue();
        assertThat(general.body().get("language").asString()).isEqualTo("en");
    }

    @Test
    void aResumeWithNoReadableTextIsAProblemInThePagesLanguage() throws Exception {
        long resumeId = upload(blankPdf(), "scan.pdf");
        Reply english = api.postIn("en", "", Map.of("resumeId", resumeId, "questionCount", 3));
        assertThat(english.status()).isEqualTo(422);
        assertThat(english.body().get("detail").asString()).contains("No text could be read from resume " + resumeId);
        Reply chinese = api.postIn("zh-CN", "", Map.of("resumeId", resumeId, "questionCount", 3));
        assertThat(chinese.status()).isEqualTo(422);
        assertThat(chinese.body().get("detail").asString()).contains("无法从简历 " + resumeId + " 中读出文字");
        assertThat(jdbc.queryForObject("select count(*) from interview_session", Integer.class)).isZero();
        // the second start was answered from the remembered refusal, shared by every instance
        assertThat(jdbc.queryForObject("select code from interview_resume_refusal where resume_id = ?", String.class,
                resumeId)).isEqualTo("problem.interview.resumeUnreadable");
        await().atMost(Duration.ofSeconds(30)).until(() -> "FAILED".equals(TestAdmin.restClient("http://localhost:"
                + port).get().uri("/api/resumes/{id}/detail", resumeId).retrieve().body(JsonNode.class)
                .get("analyzeStatus").asString()));
    }

    /** A one-page PDF with nothing written on it, as a scan without text reads. */
    private static byte[] blankPdf() throws java.io.IOException {
        try (org.apache.pdfbox.pdmodel.PDDocument pdf = new org.apache.pdfbox.pdmodel.PDDocument()) {
            pdf.addPage(new org.apache.pdfbox.pdmodel.PDPage());
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            pdf.save(bytes);
            return bytes.toByteArray();
        }
    }

    private long uploadResume(String text) {
        return upload(text.getBytes(StandardCharsets.UTF_8), "resume.txt");
    }

    private long upload(byte[] content, String name) {
        LinkedMultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(content) {
            @Override
            public String getFilename() {
                return name;
            }
        });
        JsonNode resume = TestAdmin.restClient().baseUrl("http://localhost:" + port).defaultHeader("Authorization", TestAdmin.BEARER).build().post().uri("/api/resumes/upload")
                .contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve().body(JsonNode.class);
        return resume.get("id").asLong();
    }

    @Nested
    class InvalidRequests {

        @Test
        void questionCountOutsideThreeToTwentyIsABadRequest() {
            assertThat(api.post("", Map.of("questionCount", 2)).status()).isEqualTo(400);
            assertThat(api.post("", Map.of("questionCount", 21)).status()).isEqualTo(400);
            assertThat(api.post("", Map.of("difficulty", "impossible")).status()).isEqualTo(400);
            Reply language = api.postIn("zh-CN", "", Map.of("language", "fr"));
            assertThat(language.status()).isEqualTo(400);
            assertThat(language.body().get("detail").asString()).contains("en 或 zh-CN").contains("fr");
        }

        @Test
        void unknownSessionIsNotFoundAndMalformedIdIsABadRequest() {
            Reply missing = api.get("/999");
            assertThat(missing.status()).isEqualTo(404);
            assertThat(missing.body().get("detail").asString()).contains("999");
            assertThat(api.get("/abc").status()).isEqualTo(400);
        }

        @Test
        void answerIndexOutOfRangeIsABadRequestAndTheWrongIndexAConflict() {
            long id = api.create(Map.of("questionCount", 3));
            assertThat(api.answer(id, 3, "x").status()).isEqualTo(400);
            assertThat(api.answer(id, -1, "x").status()).isEqualTo(400);
            assertThat(api.answer(id, 1, "x").status()).isEqualTo(409);
            assertThat(api.post("/" + id + "/answers", Map.of("answer", "no index")).status()).isEqualTo(400);
        }

        @Test
        void theWrongQuestionIsNamedAsThePageCountsFromOne() {
            long id = api.create(Map.of("questionCount", 3));
            Reply english = api.postIn("en", "/" + id + "/answers", Map.of("questionIndex", 2, "answer", "x"));
            assertThat(english.status()).isEqualTo(409);
            assertThat(english.body().get("detail").asString())
                    .isEqualTo("Question 3 is not the current question; the current one is question 1.");
            Reply chinese = api.postIn("zh-CN", "/" + id + "/answers", Map.of("questionIndex", 2, "answer", "x"));
            assertThat(chinese.body().get("detail").asString()).isEqualTo("第 3 题不是当前题目，当前是第 1 题。");
        }

        @Test
        void aTooLongAnswerIsRefusedInASentence() {
            long id = api.create(Map.of("questionCount", 3));
            Map<String, Object> tooLong = Map.of("questionIndex", 0, "answer", "x".repeat(100_001));
            Reply english = api.postIn("en", "/" + id + "/answers", tooLong);
            assertThat(english.status()).isEqualTo(400);
            assertThat(english.body().get("detail").asString()).matches("Your answer can be at most \\d+ characters long\\.");
            Reply chinese = api.postIn("zh-CN", "/" + id + "/answers", tooLong);
            assertThat(chinese.body().get("detail").asString()).matches("回答最多 \\d+ 个字符。");
        }

        @Test
        void answeringAfterCompletionIsAConflict() {
            long id = api.create(Map.of("questionCount", 3));
            assertThat(api.post("/" + id + "/complete", null).status()).isEqualTo(202);
            Reply late = api.answer(id, 0, "too late");
            assertThat(late.status()).isEqualTo(409);
            assertThat(late.body().get("detail").asString()).contains("already completed");
            assertThat(api.put("/" + id + "/answers", Map.of("questionIndex", 0, "answer", "x")).status()).isEqualTo(409);
            assertThat(api.get("/" + id + "/question").status()).isEqualTo(409);
            // leave nothing in flight for the next test's truncate
            await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + id + "/report").status() == 200);
        }

        @Test
        void reportOfASessionInProgressIsAcceptedWithNoEvaluationYetAndReEvaluateIsAConflict() {
            long id = api.create(Map.of("questionCount", 3));
            Reply report = api.get("/" + id + "/report");
            assertThat(report.status()).isEqualTo(202);
            assertThat(report.body().get("evaluateStatus").isNull()).isTrue();
            assertThat(api.post("/" + id + "/re-evaluate", null).status()).isEqualTo(409);
        }
    }
}
