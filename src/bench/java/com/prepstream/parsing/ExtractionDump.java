package com.prepstream.parsing;

import com.prepstream.storage.LocalFileStorage;
import com.prepstream.storage.StorageSettings;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.UploadIntake;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.util.unit.DataSize;

/**
 * Writes what the Java worker extracts from each given file ({@code <name>.text}, and {@code <name>.marked}
 * with headings and tables as Markdown) into a folder, for {@code scripts/compare-extraction.sh}, which
 * compares the Python worker's extraction of the same files with it.
 * Usage: {@code ExtractionDump <out-dir> <file>...}
 */
public final class ExtractionDump {

    private ExtractionDump() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Files.createDirectories(Path.of(args[0]));
        Path store = Files.createTempDirectory("extraction-dump");
        StorageSettings settings = new StorageSettings(store, DataSize.ofMegabytes(20), 200);
        LocalFileStorage storage = new LocalFileStorage(settings);
        UploadIntake intake = new UploadIntake(storage, settings);
        TextExtractor extractor = new TextExtractor(storage, new ParsingSettings(2_000_000, Duration.ofSeconds(60), 50, 2));
        try {
            for (int i = 1; i < args.length; i++) {
                Path in = Path.of(args[i]);
                String name = in.getFileName().toString();
                StoredFile file = intake.accept(new MockMultipartFile("file", name, null, Files.readAllBytes(in)));
                Files.writeString(out.resolve(name + ".type"), file.contentType());
                Files.writeString(out.resolve(name + ".text"), extractor.extract(file));
                Files.writeString(out.resolve(name + ".marked"), extractor.extractWithHeadings(file));
            }
        } finally {
            extractor.shutdown();
        }
    }
}
