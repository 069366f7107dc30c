package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

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

    @Nested
    class BankFile {

        @Test
        void hasAtLeast120QuestionsAcrossAtLeast8TopicsAndThreeDifficulties() {
            List<BankQuestion> questions = BANK.questions();
            assertThat(questions).hasSizeGreaterThanOrEqualTo(120);
            assertThat(questions.stream().map(BankQuestion::topic).distinct()).hasSizeGreaterThanOrEqualTo(8);
            Map<Difficulty, Long> perLevel = questions.stream()
                    .collect(Collectors.groupingBy(BankQuestion::difficulty, Collectors.counting()));
            assertThat(perLevel).containsOnlyKeys(Difficulty.values());
            // a 20-question session must be fillable from one level alone
            assertThat(perLevel.values()).allSatisfy(count -> assertThat(count).isGreaterThanOrEqualTo(20));
        }

        @Test
        void everyQuestionHasThreeToFiveKeyPointsATopicAndTags() {
            assertThat(BANK.questions()).allSatisfy(question -> {
                assertThat(question.keyPoints()).as(question.id()).hasSizeBetween(3, 5)
                        .allSatisfy(point -> assertThat(point).isNotBlank());
                assertThat(BANK.topics()).as(question.id()).containsKey(question.topic());
                assertThat(question.tags()).as(question.id()).isNotEmpty();
                assertThat(question.question()).as(question.id()).matches("(?s).{20,}[?.]");
            });
        }

        @Test
        void hasNoDuplicateIdsQuestionsOrKeyPoints() {
            Set<String> ids = new HashSet<>();
            Set<String> texts = new HashSet<>();
            for (BankQuestion question : BANK.questions()) {
                assertThat(ids.add(question.id())).as("duplicate id " + question.id()).isTrue();
                assertThat(texts.add(normalized(question.question()))).as("duplicate question " + question.id()).isTrue();
                assertThat(question.keyPoints().stream().map(InterviewQuestionBankTests::normalized).distinct())
                        .as(question.id()).hasSameSizeAs(question.keyPoints());
            }
        }

        @Test
        void everyTopicHasEveryDifficulty() {
            Map<String, Set<Difficulty>> levels = BANK.questions().stream().collect(Collectors.groupingBy(
                    BankQuestion::topic, Collectors.mapping(BankQuestion::difficulty, Collectors.toSet())));
            assertThat(levels.values()).allSatisfy(set -> assertThat(set).containsExactlyInAnyOrder(Difficulty.values()));
        }
    }

    @Nested
    class Selection {

        @Test
        void sameSeedGivesTheSameQuestionsAndDifferentSeedsDiffer() {
            List<BankQuestion> first = QuestionSelector.select(BANK.questions(), 8, Difficulty.MEDIUM, List.of(), false, 42);
            List<BankQuestion> again = QuestionSelector.select(BANK.questions(), 8, Difficulty.MEDIUM, List.of(), false, 42);
            List<BankQuestion> other = QuestionSelector.select(BANK.questions(), 8, Difficulty.MEDIUM, List.of(), false, 43);
            assertThat(again).isEqualTo(first);
            assertThat(other).isNotEqualTo(first);
        }

        @Test
        void picksTheRequestedCountWithoutDuplicatesAtTheRequestedDifficulty() {
            for (int count : new int[] {3, 5, 20}) {
                List<BankQuestion> picked = QuestionSelector.select(BANK.questions(), count, Difficulty.HARD,
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
                skilled += countTopics(QuestionSelector.select(BANK.questions(), 6, Difficulty.MEDIUM, skills, false, seed));
                plain += countTopics(QuestionSelector.select(BANK.questions(), 6, Difficulty.MEDIUM, List.of(), false, seed));
            }
            assertThat(skilled).isGreaterThan(plain * 3 / 2);
            List<BankQuestion> one = QuestionSelector.select(BANK.questions(), 6, Difficulty.MEDIUM, skills, false, 1);
            assertThat(one.stream().map(BankQuestion::topic).distinct()).hasSizeGreaterThanOrEqualTo(3);
        }

        @Test
        void startsWithAProjectQuestionWhenAResumeIsGiven() {
            List<BankQuestion> picked = QuestionSelector.select(BANK.questions(), 5, Difficulty.EASY, List.of("Java"), true, 7);
            assertThat(picked.get(0).topic()).isEqualTo("projects");
        }

        private long countTopics(List<BankQuestion> picked) {
            return picked.stream().filter(q -> Set.of("caching", "database", "distributed").contains(q.topic())).count();
        }
    }

    static String normalized(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", " ").strip();
    }
}
