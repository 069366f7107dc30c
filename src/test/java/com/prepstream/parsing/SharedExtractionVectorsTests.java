package com.prepstream.parsing;

import static com.prepstream.testing.TestDocuments.multipart;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.storage.LocalFileStorage;
import com.prepstream.storage.StorageSettings;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.UploadIntake;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.util.unit.DataSize;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Text extraction as data both workers check (docs/worker-protocol.md, "What differs"): for each input of
 * {@code docs/shared-test-vectors/extract.json}, the content type the upload sniffs, the text of
 * {@link TextExtractor#extract} and of {@link TextExtractor#extractWithHeadings} ({@code marked}: headings and
 * tables as Markdown). {@code workers/python/tests/test_shared_vectors.py} checks the Python worker's HTML and
 * Word extraction against the same file, so a change of Java's extraction fails there until Python follows.
 * {@code -Dshared.vectors.write=true} rewrites the expectations from this side.
 */
class SharedExtractionVectorsTests {

    static final Path FILE = Path.of("docs/shared-test-vectors/extract.json");

    private final JsonMapper json = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    @TempDir
    Path dir;

    private TextExtractor extractor;

    @AfterEach
    void tearDown() {
        if (extractor != null) {
            extractor.shutdown();
        }
    }

    @Test
    void theJavaWorkerExtractsWhatTheSharedFileSays() throws IOException {
        StorageSettings settings = new StorageSettings(dir, DataSize.ofMegabytes(20), 200);
        LocalFileStorage storage = new LocalFileStorage(settings);
        UploadIntake intake = new UploadIntake(storage, settings);
        extractor = new TextExtractor(storage, new ParsingSettings(2_000_000, Duration.ofSeconds(60), 50, 2));
        JsonNode file = json.readTree(FILE.toFile());
        boolean write = Boolean.getBoolean("shared.vectors.write");
        for (JsonNode input : file.get("cases")) {
            Path path = Path.of(input.get("file").asString());
            StoredFile stored = intake.accept(multipart(path.getFileName().toString(), Files.readAllBytes(path)));
            String name = input.get("name").asString();
            if (write) {
                ((ObjectNode) input).put("contentType", stored.contentType());
                ((ObjectNode) input).put("text", extractor.extract(stored));
                ((ObjectNode) input).put("marked", extractor.extractWithHeadings(stored));
                continue;
            }
            assertThat(stored.contentType()).as(name + " content type").isEqualTo(input.get("contentType").asString());
            assertThat(extractor.extract(stored)).as(name + " text").isEqualTo(input.get("text").asString());
            assertThat(extractor.extractWithHeadings(stored)).as(name + " marked").isEqualTo(input.get("marked").asString());
        }
        if (write) {
            Files.writeString(FILE, json.writeValueAsString(file) + "\n");
        }
    }
}
