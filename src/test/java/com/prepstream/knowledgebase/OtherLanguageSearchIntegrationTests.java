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
 * With a model per language, a question finds the notes the other language's model read by their
 * words (docs/retrieval.md, "Across languages"): a Chinese-speaking developer types "ConcurrentHashMap
 * size" over Chinese notes beside English manuals. The words are made up so that no other test's
 * chunks make them common: each weighs the same, whatever the statistics.
 */
@IntegrationTest
class OtherLanguageSearchIntegrationTests {

    static final EmbeddingModelInfo ENGLISH = new EmbeddingModelInfo("test-model-english", 3);
    static final EmbeddingModelInfo CHINESE = new EmbeddingModelInfo("test-model-chinese", 5);

    @Autowired
    ApplicationContext context;

    @AfterEach
    void removeItems() {
        new FixedVectorSearch(context).removeNotes(ENGLISH, CHINESE);
    }

    @Test
    void anEnglishQuestionFindsTheChineseNotesHoldingMostOfItsWords() {
        long manual = item("manual", ENGLISH, "vacuum reclaims storage");
        long note = item("note", CHINESE, "qzxconcurrentmap 的 wkpsize 方法 怎么 计数");
        long unrelated = item("unrelated", CHINESE, "线程 安全 的 集合");

        assertThat(search("qzxconcurrentmap wkpsize")).extracting(SearchHit::knowledgeBaseId)
                .contains(note, manual).doesNotContain(unrelated);
        // scored by the model that read it: the question's vector under that model meets the chunk's
        assertThat(search("qzxconcurrentmap wkpsize")).filteredOn(hit -> hit.knowledgeBaseId() == note)
                .singleElement().satisfies(hit -> {
                    assertThat(hit.model()).isEqualTo(CHINESE.name());
                    assertThat(hit.score()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-6));
                    assertThat(hit.otherLanguage()).as("found across languages, judged so by chat").isTrue();
                });
        assertThat(search("qzxconcurrentmap wkpsize")).filteredOn(hit -> hit.knowledgeBaseId() == manual)
                .singleElement().satisfies(hit -> assertThat(hit.otherLanguage()).isFalse());
    }

    @Test
    void aNoteHoldingOnlyAFewOfTheQuestionsWordsIsNoAnswerToIt() {
        long most = item("most", CHINESE, "qzxconcurrentmap wkpresize rtyloadfactor 扩容");
        long few = item("few", CHINESE, "qzxconcurrentmap 线程 安全");
        item("manual", ENGLISH, "vacuum reclaims storage");

        assertThat(search("qzxconcurrentmap wkpresize rtyloadfactor mnbtreeify")).extracting(SearchHit::knowledgeBaseId)
                .contains(most).doesNotContain(few);
    }

    private List<SearchHit> search(String question) {
        return new FixedVectorSearch(context).search(FixedVectorSearch.twoLanguages(ENGLISH, CHINESE))
                .search(question, 10, null, TestAdmin.ID);
    }

    private long item(String name, EmbeddingModelInfo model, String text) {
        return new FixedVectorSearch(context).note(name, model, text, FixedVectorSearch.axis(model.dimensions()));
    }
}
