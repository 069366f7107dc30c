package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FollowUpsTests {

    @Test
    void shortLeaningQuestionsAreSearchedWithThePreviousOne() {
        assertThat(FollowUps.standalone("and in PostgreSQL?", "How do I upsert a row in MySQL?"))
                .isEqualTo("How do I upsert a row in MySQL? and in PostgreSQL?");
        assertThat(FollowUps.standalone("那 Redis 呢？", "MySQL 如何保证持久化？")).isEqualTo("MySQL 如何保证持久化？ 那 Redis 呢？");
        assertThat(FollowUps.standalone("why is it slow?", "What does VACUUM FULL do?"))
                .isEqualTo("What does VACUUM FULL do? why is it slow?");
    }

    @Test
    void aBareQuestionWordAsksAboutThePreviousQuestion() {
        // an exploratory pass searched "why?" on its own and answered "not in your notes"
        assertThat(FollowUps.standalone("why?", "Should I run VACUUM FULL every night?"))
                .isEqualTo("Should I run VACUUM FULL every night? why?");
        assertThat(FollowUps.standalone("为什么？", "Redis 是单线程的吗？")).isEqualTo("Redis 是单线程的吗？ 为什么？");
        assertThat(FollowUps.standalone("Why does VACUUM FULL lock the table?", "What does VACUUM do?"))
                .isEqualTo("Why does VACUUM FULL lock the table?");
    }

    @Test
    void standaloneQuestionsAndFirstQuestionsStayAsTheyAre() {
        assertThat(FollowUps.standalone("How do I create an index on lower(email)?", "What does VACUUM do?"))
                .isEqualTo("How do I create an index on lower(email)?");
        assertThat(FollowUps.standalone("and in PostgreSQL?", null)).isEqualTo("and in PostgreSQL?");
    }
}
