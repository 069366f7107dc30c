package com.prepstream.storage;

import static com.prepstream.testing.TestDocuments.multipart;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.system.ApiException;
import com.prepstream.testing.TestDocuments;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.http.HttpStatus;
import org.springframework.util.unit.DataSize;

class UploadIntakeTests {

    @TempDir
    Path dir;

    UploadIntake intake;
    LocalFileStorage storage;

    @BeforeEach
    void setUp() {
        StorageSettings settings = new StorageSettings(dir, DataSize.ofKilobytes(64), 40);
        storage = new LocalFileStorage(settings);
        intake = new UploadIntake(storage, settings);
    }

    @Test
    void acceptsAPdfSniffedFromItsBytesWhateverItsName() throws Exception {
        byte[] pdf = TestDocuments.pdf("Hello from a PDF");
        StoredFile stored = intake.accept(multipart("notes.txt", pdf));

        assertThat(stored.contentType()).isEqualTo("application/pdf");
        assertThat(stored.sizeBytes()).isEqualTo(pdf.length);
        assertThat(stored.sha256()).hasSize(64).matches("[0-9a-f]+");
        assertThat(stored.storageKey()).isEqualTo("files/" + stored.sha256().substring(0, 2) + "/" + stored.sha256());
        try (InputStream in = storage.open(stored.storageKey())) {
            assertThat(in.readAllBytes()).isEqualTo(pdf);
        }
    }

    @Test
    void recognisesEveryAcceptedKind() {
        assertThat(intake.accept(multipart("a.docx", TestDocuments.docx("Word text"))).contentType())
                .isEqualTo(FileTypes.DOCX);
        assertThat(intake.accept(multipart("a.txt", TestDocuments.text("plain words"))).contentType())
                .isEqualTo("text/plain");
        assertThat(intake.accept(multipart("README.md", TestDocuments.text("# Title\n\nsome *markdown*"))).contentType())
                .isEqualTo("text/markdown");
        assertThat(intake.accept(multipart("page.bin", TestDocuments.html("Title", "para"))).contentType())
                .isEqualTo("text/html");
    }

    @Test
    void sameContentIsStoredOnceUnderTheSameKey() {
        byte[] content = TestDocuments.text("identical bytes");
        StoredFile first = intake.accept(multipart("one.txt", content));
        StoredFile second = intake.accept(multipart("two.txt", content));
        assertThat(second.storageKey()).isEqualTo(first.storageKey());
        assertThat(second.originalFilename()).isEqualTo("two.txt");
    }

    @Test
    void namespacesKeepFeaturesApart() {
        StoredFile stored = intake.accept(multipart("a.txt", TestDocuments.text("bytes")), "knowledgebase");
        assertThat(stored.storageKey()).startsWith("knowledgebase/");
        assertThat(storage.exists(stored.storageKey())).isTrue();
    }

    @Test
    void filenamesAreDataNotPaths() {
        StoredFile stored = intake.accept(multipart("../../etc/\u0000pass\u202Ewd.txt", TestDocuments.text("x")));
        assertThat(stored.originalFilename()).isEqualTo("passwd.txt");
        assertThat(Filenames.clean("C:\\Users\\me\\简历 张三.pdf", 40)).isEqualTo("简历 张三.pdf");
        assertThat(Filenames.clean("a".repeat(100) + ".pdf", 40)).hasSize(40).endsWith(".pdf");
        assertThat(Filenames.clean("..", 40)).isEqualTo("upload");
        assertThat(Filenames.clean("😀".repeat(50), 40).codePointCount(0, Filenames.clean("😀".repeat(50), 40).length()))
                .isEqualTo(40);
        try (var files = Files.walk(dir)) {
            assertThat(files.map(Path::toString)).noneMatch(path -> path.contains("passwd"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Nested
    class Rejects {

        @Test
        void anEmptyFileWith400() {
            assertThatThrownBy(() -> intake.accept(multipart("empty.pdf", new byte[0])))
                    .isInstanceOfSatisfying(ApiException.class, e -> {
                        assertThat(e.status()).isEqualTo(HttpStatus.BAD_REQUEST);
                        assertThat(e.getMessage()).contains("empty.pdf").contains("empty");
                    });
        }

        @Test
        void aFileOverTheLimitWith413() {
            byte[] big = TestDocuments.text("x".repeat(65 * 1024));
            assertThatThrownBy(() -> intake.accept(multipart("big.txt", big)))
                    .isInstanceOfSatisfying(ApiException.class,
                            e -> assertThat(e.status()).isEqualTo(HttpStatus.CONTENT_TOO_LARGE));
        }

        @Test
        void aBinaryNamedLikeAPdfWith415NamingWhatItIs() {
            byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R', 0, 0, 0, 1};
            assertThatThrownBy(() -> intake.accept(multipart("cv.pdf", png)))
                    .isInstanceOfSatisfying(ApiException.class, e -> {
                        assertThat(e.status()).isEqualTo(HttpStatus.UNSUPPORTED_MEDIA_TYPE);
                        assertThat(e.getMessage()).contains("cv.pdf").contains("an image");
                    });
        }

        @Test
        void aZipArchiveWith415() throws Exception {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (java.util.zip.ZipOutputStream zip = new java.util.zip.ZipOutputStream(bytes)) {
                zip.putNextEntry(new java.util.zip.ZipEntry("a.txt"));
                zip.write("hello".getBytes());
                zip.closeEntry();
            }
            assertThatThrownBy(() -> intake.accept(multipart("doc.docx", bytes.toByteArray())))
                    .isInstanceOfSatisfying(ApiException.class,
                            e -> assertThat(e.status()).isEqualTo(HttpStatus.UNSUPPORTED_MEDIA_TYPE));
        }

        @Test
        void storageKeysThatCouldEscapeTheRoot() {
            assertThatThrownBy(() -> storage.open("../secret")).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> storage.put("/abs", InputStream.nullInputStream()))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }
}
