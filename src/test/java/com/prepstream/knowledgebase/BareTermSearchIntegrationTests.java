package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * Issue 29: a bare Latin term or acronym ("AOF", "RDB") searched over Chinese notes beside English ones was read as
 * English, because its letters are Latin, and every Chinese note holding it was labelled "found by keyword in a note in
 * the other language". A bare term (text.BareTerms) is in no language: each language's model reads it over its own
 * notes. The term is made up so that no other test's chunks make it common.
 */
@IntegrationTest
class BareTermSearchIntegrationTests {

    static final EmbeddingModelInfo ENGLISH = new EmbeddingModelInfo("test-model-bare-en", 3);
    static final EmbeddingModelInfo CHINESE = new EmbeddingModelInfo("test-model-bare-zh", 5);

    @Autowired
    ApplicationContext context;

    FixedVectorSearch fixture;

    @AfterEach
    void removeNotes() {
        fixture.removeNotes(ENGLISH, CHINESE);
    }

    @Test
    void aBareTermIsReadByTheChineseNotesModelAndAChineseNoteHoldingItIsNotInTheOtherLanguage() {
        fixture = new FixedVectorSearch(context);
        fixture.note("manual", ENGLISH, "vacuum reclaims storage", FixedVectorSearch.at(0.2, 3));
        long holding = fixture.note("aof", CHINESE, "Redis 的 QZXAOF 持久化：每条写命令追加到日志",
                FixedVectorSearch.at(0.8, 5));
        long near = fixture.note("rewrite", CHINESE, "日志重写：用最少的命令重建当前数据", FixedVectorSearch.at(0.9, 5));

        List<SearchHit> hits = search("QZXAOF");

        assertThat(hits).filteredOn(hit -> hit.knowledgeBaseId() == holding).singleElement().satisfies(hit -> {
            assertThat(hit.otherLanguage()).as("holds the term itself: not another language's note").isFalse();
            assertThat(hit.model()).isEqualTo(CHINESE.name());
            assertThat(hit.score()).isCloseTo(0.8, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(hit.weak()).isFalse();
        });
        assertThat(hits).as("read by the Chinese notes' model, its vectors find the note nearest to it too")
                .filteredOn(hit -> hit.knowledgeBaseId() == near).singleElement()
                .satisfies(hit -> assertThat(hit.otherLanguage()).isFalse());
        assertThat(hits).noneMatch(SearchHit::otherLanguage);
    }

    @Test
    void anEnglishSentenceNamingTheTermStillFindsTheChineseNoteAcrossLanguages() {
        fixture = new FixedVectorSearch(context);
        fixture.note("manual", ENGLISH, "vacuum reclaims storage", FixedVectorSearch.at(0.2, 3));
        long holding = fixture.note("aof", CHINESE, "Redis 的 QZXAOF 持久化：每条写命令追加到日志",
                FixedVectorSearch.at(0.8, 5));
        long near = fixture.note("rewrite", CHINESE, "日志重写：用最少的命令重建当前数据", FixedVectorSearch.at(0.9, 5));

        List<SearchHit> hits = search("what is QZXAOF");

        assertThat(hits).filteredOn(hit -> hit.knowledgeBaseId() == holding).singleElement()
                .satisfies(hit -> assertThat(hit.otherLanguage()).isTrue());
        assertThat(hits).extracting(SearchHit::knowledgeBaseId).doesNotContain(near);
    }

    private List<SearchHit> search(String question) {
        return fixture.search(FixedVectorSearch.twoLanguages(ENGLISH, CHINESE)).search(question, 10, null, TestAdmin.ID);
    }
}
