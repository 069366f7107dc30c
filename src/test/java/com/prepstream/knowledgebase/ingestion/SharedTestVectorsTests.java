package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;

import ai.onnxruntime.OrtEnvironment;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.ai.InProcessEmbeddingModel;
import com.prepstream.ai.InProcessModel;
import com.prepstream.ai.InProcessTokenCounter;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.MiniLmTokenCounter;
import com.prepstream.text.LexicalText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.BreakIterator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The vectorize rules as data both workers check (docs/worker-protocol.md, "Shared test vectors"): for each
 * input of {@code docs/shared-test-vectors/vectorize.json}, the sentence boundaries, the chunks, each chunk's
 * token count, its words for {@code to_tsvector} and the first chunks' vectors, as the Java worker makes
 * them. {@code workers/python/tests} checks the same file, so a change of these rules on either side
 * fails a test until the file and the other side follow. {@code -Dshared.vectors.write=true} rewrites the
 * expectations from this side (then review the diff and run the Python tests).
 */
class SharedTestVectorsTests {

    static final Path FILE = Path.of("docs/shared-test-vectors/vectorize.json");
    /** Vectors of the first chunks only: enough to check the model, the prefix and the pooling. */
    static final int VECTORS_PER_CASE = 2;
    /**
     * The quantized models' int8 kernels in ONNX Runtime differ by CPU instruction set: on an AMD EPYC with AVX2
     * only, bge-small-zh's vector of a shared chunk is at cosine 0.99896 from the file's (written on another
     * machine), the same on both workers. A wrong model, prefix or pooling is far below this.
     */
    static final double MIN_COSINE = 0.997;

    private final JsonMapper json = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    private final MiniLmTokenCounter tokens = new MiniLmTokenCounter();
    private final InProcessEmbeddingModel minilm = new InProcessEmbeddingModel(InProcessModel.ALL_MINILM_L6_V2_Q);
    private final InProcessEmbeddingModel bgeZh = new InProcessEmbeddingModel(InProcessModel.BGE_SMALL_ZH_V15_Q_LOWERCASE);
    private final LanguageModels languages = new LanguageModels(choice(minilm), choice(bgeZh));

    @Test
    void theJavaWorkerMakesWhatTheSharedFileSays() throws IOException {
        JsonNode file = json.readTree(FILE.toFile());
        ArrayNode computed = json.createArrayNode();
        for (JsonNode input : file.get("cases")) {
            computed.add(compute(input));
        }
        if (Boolean.getBoolean("shared.vectors.write")) {
            ((ObjectNode) file).set("cases", computed);
            Files.writeString(FILE, json.writeValueAsString(file) + "\n");
            return;
        }
        for (int i = 0; i < computed.size(); i++) {
            JsonNode expected = file.get("cases").get(i);
            JsonNode actual = computed.get(i);
            String name = expected.get("name").asString();
            for (String exact : List.of("sentences", "chunks", "tokens", "words", "model")) {
                assertThat(actual.get(exact)).as(name + " " + exact).isEqualTo(expected.get(exact));
            }
            for (int v = 0; v < actual.get("vectors").size(); v++) {
                assertThat(cosine(actual.get("vectors").get(v), expected.get("vectors").get(v))).as(name + " vector " + v)
                        .isGreaterThanOrEqualTo(MIN_COSINE);
            }
        }
    }

    private ObjectNode compute(JsonNode input) {
        String text = input.get("text").asString();
        ObjectNode out = json.createObjectNode();
        out.put("name", input.get("name").asString());
        out.put("text", text);
        out.put("maxChars", input.get("maxChars").asInt());
        out.put("overlapChars", input.get("overlapChars").asInt());
        out.put("headings", input.get("headings").asBoolean());
        ArrayNode sentences = out.putArray("sentences");
        BreakIterator iterator = BreakIterator.getSentenceInstance(Locale.ROOT);
        iterator.setText(text);
        for (int at = iterator.first(); at != BreakIterator.DONE; at = iterator.next()) {
            sentences.add(at);
        }
        // a case may configure another English model with chunks of its own size (EnglishChunks), cut by Chunkers
        InProcessModel english = input.has("englishModel") ? InProcessModel.of(input.get("englishModel").asString())
                : InProcessModel.ALL_MINILM_L6_V2_Q;
        int englishMaxChars = input.has("englishMaxChars") ? input.get("englishMaxChars").asInt() : 0;
        if (input.has("englishModel")) {
            out.put("englishModel", english.modelName());
            out.put("englishMaxChars", englishMaxChars);
        }
        LanguageModels caseModels = english == InProcessModel.ALL_MINILM_L6_V2_Q ? languages
                : new LanguageModels(choice(new InProcessEmbeddingModel(english)), choice(bgeZh));
        LanguageModels.Choice model = caseModels.forDocument(text);
        boolean ownCut = englishMaxChars > 0 && model.info().name().equals(english.modelName());
        EmbeddingTokenCounter counter = ownCut ? InProcessTokenCounter.of(english) : tokens;
        List<DocumentChunker.Piece> pieces = new Chunkers(input.get("maxChars").asInt(), input.get("overlapChars").asInt(),
                input.get("headings").asBoolean(), new EnglishChunks(englishMaxChars), tokens, caseModels)
                .forModel(model).chunk(text);
        ArrayNode chunks = out.putArray("chunks");
        ArrayNode counts = out.putArray("tokens");
        ArrayNode words = out.putArray("words");
        for (DocumentChunker.Piece piece : pieces) {
            chunks.addArray().add(piece.heading()).add(piece.content());
            counts.add(counter.count(piece.embedded()));
            words.add(LexicalText.ofDocument(piece.embedded()));
        }
        out.put("model", model.info().name());
        ArrayNode vectors = out.putArray("vectors");
        List<String> first = pieces.stream().limit(VECTORS_PER_CASE).map(DocumentChunker.Piece::embedded).toList();
        if (!first.isEmpty()) {
            for (float[] vector : model.model().embed(first)) {
                ArrayNode values = vectors.addArray();
                for (float value : vector) {
                    values.add(value);
                }
            }
        }
        return out;
    }

    /**
     * The Python worker embeds with this side's ONNX Runtime library, copied out of its jar by version
     * ({@code models.RUNTIME_VERSION}): quantized models' vectors differ between runtime versions by up to
     * 0.5 %, so a runtime upgrade here must be followed there.
     */
    @Test
    void thePythonWorkerLoadsTheOnnxRuntimeThisSideRuns() throws IOException {
        String models = Files.readString(Path.of("workers/python/prepstream_worker/models.py"));
        assertThat(models).contains("RUNTIME_VERSION = \"" + OrtEnvironment.getEnvironment().getVersion() + "\"");
    }

    private static LanguageModels.Choice choice(InProcessEmbeddingModel model) {
        return new LanguageModels.Choice(model, new EmbeddingModelInfo(model.modelName(), model.dimensions()));
    }

    private static double cosine(JsonNode a, JsonNode b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.size(); i++) {
            dot += a.get(i).asDouble() * b.get(i).asDouble();
            na += a.get(i).asDouble() * a.get(i).asDouble();
            nb += b.get(i).asDouble() * b.get(i).asDouble();
        }
        return dot / Math.sqrt(na * nb);
    }
}
