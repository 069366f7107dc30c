package com.prepstream.resume;

import com.prepstream.parsing.ParsingSettings;
import com.prepstream.parsing.TextExtractor;
import com.prepstream.storage.LocalFileStorage;
import com.prepstream.storage.StorageSettings;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.UploadIntake;
import com.prepstream.testing.TestDocuments;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.springframework.util.unit.DataSize;

/** Renders fixture resumes as real files and reads them back with the app's own intake and extractor. */
public final class ResumeDocuments {

    private final UploadIntake intake;
    private final TextExtractor extractor;

    public ResumeDocuments(Path storageDir) {
        StorageSettings settings = new StorageSettings(storageDir, DataSize.ofMegabytes(20), 200);
        LocalFileStorage storage = new LocalFileStorage(settings);
        this.intake = new UploadIntake(storage, settings);
        this.extractor = new TextExtractor(storage, new ParsingSettings(2_000_000, Duration.ofSeconds(30), 5, 2));
    }

    public String pdfText(List<String> lines) {
        return extract("resume.pdf", TestDocuments.pdf(String.join("\n", lines)));
    }

    public String docxText(List<String> lines) {
        return extract("resume.docx", TestDocuments.docx(lines.toArray(String[]::new)));
    }

    public String samplePdfText(String name) {
        return extract(name, TestDocuments.read(TestDocuments.sample("resumes/" + name)));
    }

    private String extract(String filename, byte[] content) {
        StoredFile file = intake.accept(TestDocuments.multipart(filename, content), "resume");
        return extractor.extract(file);
    }
}
