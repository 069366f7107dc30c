package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.InProcessEmbeddingModel;
import com.prepstream.ai.InProcessModel;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.MiniLmTokenCounter;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** English chunks sized for the English model's own window; the Chinese model's chunks as they were. */
class ChunkersTests {

    static final LanguageModels BGE_EN_AND_ZH = new LanguageModels(choice(InProcessModel.BGE_SMALL_EN_V15_Q),
            choice(InProcessModel.BGE_SMALL_ZH_V15_Q));

    static final String ENGLISH = IntStream.range(0, 60)
            .mapToObj(i -> "The checkpointer writes dirty buffers " + i + " times before the server recycles the segment.")
            .collect(Collectors.joining(" "));
    static final String CHINESE = IntStream.range(0, 60)
            .mapToObj(i -> "第" + i + "次检查点会把脏页写回磁盘，然后回收旧的日志段。").collect(Collectors.joining());

    @Test
    void theEnglishModelsDocumentsAreCutAtItsOwnSizeCountedByItsOwnTokenizer() {
        Chunkers chunkers = new Chunkers(500, 80, false, new EnglishChunks(1000), new MiniLmTokenCounter(), BGE_EN_AND_ZH);

        List<DocumentChunker.Piece> english = chunkers.forModel(BGE_EN_AND_ZH.primary()).chunk(ENGLISH);

        // MiniLM's 126-piece window would stop an English chunk near 550 characters
        assertThat(english).allSatisfy(piece -> assertThat(piece.content().length()).isLessThanOrEqualTo(1000));
        assertThat(english.stream().mapToInt(piece -> piece.content().length()).max().orElseThrow()).isGreaterThan(800);
    }

    @Test
    void theChineseModelsDocumentsKeepTheSharedChunks() {
        Chunkers english = new Chunkers(500, 80, false, new EnglishChunks(1000), new MiniLmTokenCounter(), BGE_EN_AND_ZH);
        Chunkers shared = new Chunkers(500, 80, false, new EnglishChunks(0), new MiniLmTokenCounter(), BGE_EN_AND_ZH);

        LanguageModels.Choice chinese = BGE_EN_AND_ZH.cjk().orElseThrow();
        assertThat(english.forModel(chinese).chunk(CHINESE)).isEqualTo(shared.forModel(chinese).chunk(CHINESE));
        assertThat(shared.forModel(BGE_EN_AND_ZH.primary()).chunk(ENGLISH))
                .allSatisfy(piece -> assertThat(piece.content().length()).isLessThanOrEqualTo(500));
    }

    private static LanguageModels.Choice choice(InProcessModel model) {
        return new LanguageModels.Choice(new InProcessEmbeddingModel(model),
                new EmbeddingModelInfo(model.modelName(), model.dimensions()));
    }
}
