package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** bge-small-zh's vocabulary is lower case: its packaged tokenizer, which keeps case, reads capitalised words as [UNK]. */
class ModelTokenizersTests {

    private static final String QUESTION = "How does Redis persist data? Redis 的 AOF 持久化";

    @Test
    void theLowerCasingModelReadsCapitalisedWordsAsTheirLowerCaseWordPieces() throws IOException {
        String[] tokens = tokens(InProcessModel.BGE_SMALL_ZH_V15_Q_LOWERCASE, QUESTION);

        assertThat(tokens).doesNotContain("[UNK]").contains("how", "redis", "##of");
        assertThat(tokens).isEqualTo(tokens(InProcessModel.BGE_SMALL_ZH_V15_Q_LOWERCASE, QUESTION.toLowerCase()));
    }

    @Test
    void thePackagedTokenizerKeepsCaseAndLosesTheWords() throws IOException {
        assertThat(tokens(InProcessModel.BGE_SMALL_ZH_V15_Q, QUESTION)).contains("[UNK]");
    }

    @Test
    void modelsWithACasedOrLowerCaseTokenizerOfTheirOwnAreReadAsPackaged() throws IOException {
        assertThat(tokens(InProcessModel.ALL_MINILM_L6_V2_Q, "How does Redis persist data?")).doesNotContain("[UNK]")
                .contains("how", "red", "##is");
    }

    private static String[] tokens(InProcessModel model, String text) throws IOException {
        try (InputStream json = ModelTokenizers.open(model);
                HuggingFaceTokenizer tokenizer = HuggingFaceTokenizer.newInstance(json,
                        Map.of("padding", "false", "truncation", "false"))) {
            return tokenizer.encode(text, false, false).getTokens();
        }
    }
}
