package com.prepstream.ai;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * An in-process model's tokenizer file as the model needs it. The bge-small-zh jar's tokenizer says
 * {@code "lowercase": false} in its BERT normalizer while all but 7 of its 21,128 word pieces are lower case, so as
 * packaged it reads "Redis" or "How" as [UNK]; a model marked {@link InProcessModel#lowercase()} gets the file with
 * the normalizer lower-casing. The Python worker makes the same change (prepstream_worker/models.py).
 */
final class ModelTokenizers {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ModelTokenizers() {
    }

    /** The tokenizer JSON of {@code model}, read through this class's loader (see InProcessEmbeddingModel). */
    static InputStream open(InProcessModel model) throws IOException {
        InputStream packaged = ModelTokenizers.class.getClassLoader().getResourceAsStream(model.tokenizerResource());
        if (packaged == null) {
            throw new IllegalStateException("Tokenizer of " + model.modelName() + " is not on the classpath ("
                    + model.tokenizerResource() + ")");
        }
        if (!model.lowercase()) {
            return packaged;
        }
        try (packaged) {
            return new ByteArrayInputStream(JSON.writeValueAsBytes(lowercasing(JSON.readTree(packaged))));
        }
    }

    static JsonNode lowercasing(JsonNode tokenizer) {
        if (!(tokenizer.get("normalizer") instanceof ObjectNode normalizer)
                || !"BertNormalizer".equals(normalizer.path("type").asString())) {
            throw new IllegalStateException("Expected a BERT normalizer to make lower-casing, found "
                    + tokenizer.get("normalizer"));
        }
        normalizer.put("lowercase", true);
        return tokenizer;
    }
}
