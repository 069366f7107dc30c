package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.system.Language;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** Keeps the built-in bank honest: job seekers practise with it when no LLM is configured. */
class InterviewQuestionBankTests {

    static final QuestionBank BANK = new QuestionBank(JsonMapper.builder().build());
    static final List<BankQuestion> JAVA = BANK.questions("java-backend");

    static final List<String> ROLE_BANKS = List.of("java-backend", "frontend", "python-backend", "go-backend", "sre",
            "data-engineering");
    static final List<Language> LANGUAGES = List.of(Language.EN, Language.ZH_CN);

    @Nested
    class BankFiles {

        @Test
        void everyRoleHasABankOfAtLeast40QuestionsOverThreeLevelsPlusABehaviouralSet() {
            assertThat(BANK.banks()).containsAll(ROLE_BANKS).contains(QuestionBank.BEHAVIOURAL);
            for (String bank : BANK.banks()) {
                List<BankQuestion> questions = BANK.questions(bank);
                assertThat(questions).as(bank).hasSizeGreaterThanOrEqualTo(40);
                assertThat(questions).as(bank).allSatisfy(q -> assertThat(q.bank()).isEqualTo(bank));
                assertThat(questions.stream().map(BankQuestion::difficulty).distinct()).as(bank)
                        .containsExactlyInAnyOrder(Difficulty.values());
            }
        }

        @Test
        void everyQuestionHasBothLanguagesWithThreeToFiveKeyPointsATopicAndTags() {
            assertThat(BANK.questions()).allSatisfy(question -> {
                for (Language language : LANGUAGES) {
                    assertThat(question.keyPoints(language)).as(question.id() + " " + language).hasSizeBetween(3, 5)
                            .allSatisfy(point -> assertThat(point).isNotBlank());
                    assertThat(question.question(language)).as(question.id() + " " + language)
                            .matches("(?s).{10,}[?.？。]");
                }
                // the same points in the same order in both languages: the evaluator and the labels rely on it
                assertThat(question.keyPoints(Language.ZH_CN)).hasSameSizeAs(question.keyPoints(Language.EN));
                assertThat(question.question(Language.ZH_CN)).as(question.id()).containsPattern("[\\u4e00-\\u9fff]");
                assertThat(BANK.topics(question.bank())).as(question.id()).containsKey(question.topic());
                assertThat(question.tags()).as(question.id()).isNotEmpty();
            });
        }

        @Test
        void hasNoDuplicateIdsQuestionsOrKeyPoints() {
            Set<String> ids = new HashSet<>();
            Set<String> texts = new HashSet<>();
            for (BankQuestion question : BANK.questions()) {
                assertThat(ids.add(question.id())).as("duplicate id " + question.id()).isTrue();
                for (Language language : LANGUAGES) {
                    assertThat(texts.add(normalized(question.question(language))))
                            .as("duplicate question " + question.id()).isTrue();
                    assertThat(question.keyPoints(language).stream().map(InterviewQuestionBankTests::normalized)
                            .distinct()).as(question.id()).hasSameSizeAs(question.keyPoints(language));
                }
            }
        }

        @Test
        void categoriesAreTopicNamesInTheSessionLanguageWithBehaviouralOnesMarked() {
            BankQuestion sre = BANK.questions("sre").get(0);
            assertThat(BANK.category(sre, Language.EN)).isEqualTo("Linux systems");
            assertThat(BANK.category(sre, Language.ZH_CN)).isEqualTo("Linux 系统");
            BankQuestion story = BANK.questions(QuestionBank.BEHAVIOURAL).get(0);
            assertThat(OfflineEvaluator.isBehavioural(BANK.category(story, Language.EN))).isTrue();
            assertThat(OfflineEvaluator.isBehavioural(BANK.category(story, Language.ZH_CN))).isTrue();
            assertThat(OfflineEvaluator.isBehavioural(BANK.category(sre, Language.ZH_CN))).isFalse();
        }
    }

    @Nested
    class Selection {

        @Test
        void sameSeedGivesTheSameQuestionsAndDifferentSeedsDiffer() {
            List<BankQuestion> first = QuestionSelector.select(JAVA, 8, Difficulty.MEDIUM, List.of(), false, 42);
            List<BankQuestion> again = QuestionSelector.select(JAVA, 8, Difficulty.MEDIUM, List.of(), false, 42);
            List<BankQuestion> other = QuestionSelector.select(JAVA, 8, Difficulty.MEDIUM, List.of(), false, 43);
            assertThat(again).isEqualTo(first);
            assertThat(other).isNotEqualTo(first);
        }

        @Test
        void picksTheRequestedCountWithoutDuplicatesAtTheRequestedDifficulty() {
            for (int count : new int[] {3, 5, 20}) {
                List<BankQuestion> picked = QuestionSelector.select(JAVA, count, Difficulty.HARD,
                        List.of(), false, count);
                assertThat(picked).hasSize(count).doesNotHaveDuplicates();
                assertThat(picked).allSatisfy(q -> assertThat(q.difficulty()).isEqualTo(Difficulty.HARD));
            }
        }

        @Test
        void leansTowardTheResumeSkillsWhileKeepingAMix() {
            List<String> skills = List.of("Redis", "MySQL", "Kafka");
            long skilled = 0;
            long plain = 0;
            for (long seed = 0; seed < 40; seed++) {
                skilled += countTopics(QuestionSelector.select(JAVA, 6, Difficulty.MEDIUM, skills, false, seed));
                plain += countTopics(QuestionSelector.select(JAVA, 6, Difficulty.MEDIUM, List.of(), false, seed));
            }
            assertThat(skilled).isGreaterThan(plain * 3 / 2);
            List<BankQuestion> one = QuestionSelector.select(JAVA, 6, Difficulty.MEDIUM, skills, false, 1);
            assertThat(one.stream().map(BankQuestion::topic).distinct()).hasSizeGreaterThanOrEqualTo(3);
        }

        @Test
        void startsWithAProjectQuestionWhenAResumeIsGiven() {
            List<BankQuestion> picked = QuestionSelector.select(JAVA, 5, Difficulty.EASY, List.of("Java"), true, 7);
            assertThat(picked.get(0).topic()).isEqualTo("projects");
        }

        private long countTopics(List<BankQuestion> picked) {
            return picked.stream().filter(q -> Set.of("caching", "database", "distributed").contains(q.topic())).count();
        }
    }

    static String normalized(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }
}
