package com.prepstream.knowledgebase.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.LanguageModels;
import com.prepstream.support.IntegrationTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What start-up creates per configured model besides its vector index (VectorsPerModelIntegrationTests reads
 * those): the lexeme statistics object, tracking as many lexemes as the column's own statistics; and the
 * existence checks a start-up that lost the race to create them falls back on, true only for what is there.
 */
@IntegrationTest
class PerModelObjectsIntegrationTests {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    LanguageModels models;

    @Autowired
    LexemeStatistics statistics;

    @Autowired
    VectorIndexes indexes;

    @Test
    void eachConfiguredModelHasItsLexemeStatisticsTrackingAThousandLexemes() {
        List<String> names = models.configuredNames();
        assertThat(names).hasSize(2);
        for (String model : names) {
            String name = LexemeStatistics.name(model);
            assertThat(jdbc.queryForList("select stxstattarget from pg_statistic_ext where stxname = ?", Integer.class,
                    name)).as(name).containsExactly(1000);
            assertThat(statistics.exists(name)).as(name).isTrue();
        }
        assertThat(statistics.exists(LexemeStatistics.name("no-such-model"))).isFalse();
    }

    @Test
    void anIndexExistsCheckIsTrueOnlyForAnIndexThatIsThere() {
        String index = VectorIndexes.indexName(models.primary().info().name(), models.primary().info().dimensions());
        assertThat(indexes.indexExists(index)).isTrue();
        assertThat(indexes.indexExists(VectorIndexes.indexName("no-such-model", 3))).isFalse();
    }
}
