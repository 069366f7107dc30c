package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.StructuredChat;
import com.prepstream.resume.ResumeSnapshot;
import com.prepstream.system.Language;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The typed role picks the bank; the session language picks the texts; no LLM is configured here. */
class InterviewRoleBankTests {

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "none", value = {
        "后端开发|java-backend", "Java 后端|java-backend", "Java backend engineer|java-backend",
        "Senior Backend Engineer|java-backend", "服务端开发工程师|java-backend",
        "前端工程师|frontend", "Frontend developer|frontend", "React engineer|frontend", "Web 前端开发|frontend",
        "运维|sre", "运维开发工程师|sre", "SRE|sre", "Site Reliability Engineer|sre", "DevOps engineer|sre",
        "data engineer|data-engineering", "数据开发|data-engineering", "大数据开发工程师|data-engineering",
        "数仓工程师|data-engineering",
        "Python 后端|python-backend", "Python developer (Django)|python-backend",
        "Golang 后端开发|go-backend", "Go engineer|go-backend",
        "Product manager|none", "产品经理|none", "UX designer|none", "Google ads specialist|none",
        "Pressure vessel inspector|none"})
    void mapsTypedRolesInEitherLanguageToABank(String role, String bank) {
        assertThat(RoleBanks.bankFor(role)).isEqualTo(Optional.ofNullable(bank));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "none", value = {
        "Jane Doe\\nSenior Frontend Engineer\\njane@example.com|none|frontend",
        "张伟\\n高级后端工程师\\n手机：138|none|java-backend",
        // the contact line names golang.example.org: not a headline
        "Li Wei\\nli@example.com, golang.example.org|Python,Django,Docker,Java|python-backend",
        "Anna Smith\\nCurriculum vitae|Excel,Photoshop|none"})
    void aResumeWithNoRoleTypedPointsToTheBankOfItsHeadlineElseOfMostOfItsSkills(String text, String skills,
            String bank) {
        ResumeSnapshot resume = new ResumeSnapshot(1, text.replace("\\n", "\n"),
                skills == null ? List.of() : List.of(skills.split(",")));
        assertThat(ResumeRoles.bankOf(resume)).isEqualTo(Optional.ofNullable(bank));
    }

    @Nested
    class SessionsFromTheBank {

        final QuestionPlanner planner = new QuestionPlanner(StructuredChat.notConfigured(),
                InterviewQuestionBankTests.BANK, InterviewLlmTests.SETTINGS);

        @AfterEach
        void stop() {
            planner.stop();
        }

        @Test
        void aChineseFrontendSessionHasFrontendQuestionsAndKeyPointsInChinese() {
            for (long seed = 0; seed < 20; seed++) {
                QuestionPlanner.Plan plan = planner.plan(6, Difficulty.MEDIUM, "前端工程师", Language.ZH_CN, null, seed);
                assertThat(plan.bank()).isEqualTo("frontend");
                List<QuestionPlanner.Planned> technical = plan.questions().subList(0, 5);
                assertThat(technical).allSatisfy(q -> assertThat(q.bankId()).startsWith("fe-"));
                assertThat(plan.questions()).allSatisfy(q -> {
                    BankQuestion source = InterviewQuestionBankTests.BANK.find(q.bankId()).orElseThrow();
                    assertThat(q.question()).isEqualTo(source.question(Language.ZH_CN));
                    assertThat(q.keyPoints()).isEqualTo(source.keyPoints(Language.ZH_CN));
                });
            }
        }

        @Test
        void anSreSessionHasNoJvmQuestionsEvenWithAJavaResume() {
            ResumeSnapshot resume = new ResumeSnapshot(1, "Kubernetes, Terraform, Istio; some Java and Spring.",
                    List.of("Kubernetes", "Terraform", "Istio", "Java", "Spring"));
            for (long seed = 0; seed < 20; seed++) {
                QuestionPlanner.Plan plan = planner.plan(10, Difficulty.MEDIUM, "SRE", Language.EN, resume, seed);
                assertThat(plan.questions()).allSatisfy(q -> {
                    BankQuestion source = InterviewQuestionBankTests.BANK.find(q.bankId()).orElseThrow();
                    assertThat(source.bank()).isIn("sre", QuestionBank.BEHAVIOURAL);
                    assertThat(q.question()).doesNotContainIgnoringCase("JVM").doesNotContainIgnoringCase("CAS ")
                            .doesNotContainIgnoringCase("garbage collect");
                });
            }
        }

        @Test
        void theResumesSkillsStillWeightTheDrawInsideTheBank() {
            ResumeSnapshot kubernetes = new ResumeSnapshot(1, "", List.of("Kubernetes", "Helm"));
            long withSkills = 0;
            long without = 0;
            for (long seed = 0; seed < 40; seed++) {
                withSkills += kubernetesQuestions(planner.plan(6, Difficulty.MEDIUM, "SRE", Language.EN, kubernetes, seed));
                without += kubernetesQuestions(planner.plan(6, Difficulty.MEDIUM, "SRE", Language.EN, null, seed));
            }
            assertThat(withSkills).isGreaterThan(without * 3 / 2);
        }

        private long kubernetesQuestions(QuestionPlanner.Plan plan) {
            return plan.questions().stream().map(q -> InterviewQuestionBankTests.BANK.find(q.bankId()).orElseThrow())
                    .filter(q -> q.topic().equals("kubernetes")).count();
        }

        @Test
        void aRoleWithoutABankGetsGeneralQuestionsAndThePlanSaysSo() {
            QuestionPlanner.Plan plan = planner.plan(5, Difficulty.EASY, "产品经理", Language.ZH_CN, null, 1);
            assertThat(plan.bank()).isNull();
            assertThat(plan.questions()).hasSize(5).allSatisfy(q -> {
                assertThat(q.bankId()).startsWith("beh-");
                assertThat(OfflineEvaluator.isBehavioural(q.category())).isTrue();
            });
        }

        @Test
        void aLongSessionMixesInOneBehaviouralQuestion() {
            QuestionPlanner.Plan plan = planner.plan(8, Difficulty.MEDIUM, "data engineer", Language.EN, null, 5);
            assertThat(plan.questions()).filteredOn(q -> q.bankId().startsWith("beh-")).hasSize(1);
            assertThat(plan.questions()).filteredOn(q -> q.bankId().startsWith("de-")).hasSize(7);
        }
    }
}
