package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Items embedded before bge-small-zh read text lower-cased keep their model's name, and are searched with the model
 * that made their vectors until they are re-embedded: the case-keeping reading must stay available by that name.
 */
class StoredModelEmbeddersTests {

    private final StoredModelEmbedders embedders = new StoredModelEmbedders();

    @Test
    void vectorsOfTheCaseKeepingReadingAreQueriedWithIt() {
        assertThat(embedders.forStoredModel("bge-small-zh-v15-q")).get()
                .isInstanceOfSatisfying(InProcessEmbeddingModel.class,
                        model -> assertThat(model.model()).isEqualTo(InProcessModel.BGE_SMALL_ZH_V15_Q));
        assertThat(embedders.forStoredModel("bge-small-zh-v15-q-lowercase")).get()
                .isInstanceOfSatisfying(InProcessEmbeddingModel.class,
                        model -> assertThat(model.model()).isEqualTo(InProcessModel.BGE_SMALL_ZH_V15_Q_LOWERCASE));
    }

    @Test
    void aRemoteModelsVectorsHaveNoEmbedderHere() {
        assertThat(embedders.forStoredModel("text-embedding-3-small")).isEmpty();
    }
}
