package com.prepstream.interview;

import com.prepstream.testing.PropertySeeds;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;

/** Whatever the seed, count, level and skills: the right number of distinct questions, reproducibly. */
class InterviewQuestionSelectorPropertyTests {

    static final List<BankQuestion> BANK = InterviewQuestionBankTests.JAVA;

    @Property(tries = 200, seed = PropertySeeds.GATING)
    void alwaysPicksCountDistinctQuestionsAtTheRequestedLevelReproducibly(@ForAll long seed,
            @ForAll @IntRange(min = 3, max = 20) int count, @ForAll Difficulty difficulty,
            @ForAll @Size(max = 6) List<@StringLength(max = 12) String> skills, @ForAll boolean fromResume) {
        List<BankQuestion> picked = QuestionSelector.select(BANK, count, difficulty, skills, fromResume, seed);

        assertThat(picked).hasSize(count).doesNotHaveDuplicates();
        assertThat(picked).allSatisfy(q -> assertThat(q.difficulty()).isEqualTo(difficulty));
        assertThat(QuestionSelector.select(BANK, count, difficulty, skills, fromResume, seed)).isEqualTo(picked);
        long perTopicMax = picked.stream().collect(Collectors.groupingBy(BankQuestion::topic,
                Collectors.counting())).values().stream().mapToLong(Long::longValue).max().orElse(0);
        assertThat(perTopicMax).isLessThanOrEqualTo(Math.max(2, (long) Math.ceil(count / 4.0)));
    }
}
