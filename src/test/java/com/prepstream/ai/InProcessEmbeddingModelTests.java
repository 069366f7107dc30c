package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.Embedding;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;

class InProcessEmbeddingModelTests {

    static final String TEXT = "VACUUM reclaims storage occupied by dead tuples";

    @Test
    void aModelTrainedWithPrefixesEmbedsAQueryAndADocumentDifferently() {
        InProcessEmbeddingModel e5 = new InProcessEmbeddingModel(InProcessModel.E5_SMALL_V2_Q);

        float[] asQuery = e5.embedQuery(TEXT);
        float[] asDocument = e5.embed(TEXT);

        assertThat(asQuery).hasSize(384);
        // the same words, so only the prefixes ("query: " / "passage: ") can tell the vectors apart
        assertThat(cosine(asQuery, asDocument)).isLessThan(0.999);
    }

    @Test
    void aModelWithoutPrefixesEmbedsAQueryAsItWouldTheSameDocument() {
        InProcessEmbeddingModel miniLm = new InProcessEmbeddingModel();

        assertThat(cosine(miniLm.embedQuery(TEXT), miniLm.embed(TEXT))).isGreaterThan(0.9999);
    }

    @Test
    void aRemoteModelGetsTheQueryAsItIs() {
        List<String> seen = new ArrayList<>();
        EmbeddingModel remote = new EmbeddingModel() {
            @Override
            public EmbeddingResponse call(EmbeddingRequest request) {
                seen.addAll(request.getInstructions());
                return new EmbeddingResponse(List.of(new Embedding(new float[] {1, 0}, 0)));
            }

            @Override
            public float[] embed(Document document) {
                throw new UnsupportedOperationException();
            }
        };

        LanguageModels.embedQuery(remote, TEXT);

        assertThat(seen).containsExactly(TEXT);
    }

    private static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return dot / Math.sqrt(na * nb);
    }
}
