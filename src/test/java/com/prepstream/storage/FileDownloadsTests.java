package com.prepstream.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.system.ApiException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.util.unit.DataSize;

class FileDownloadsTests {

    @TempDir
    Path dir;

    LocalFileStorage storage() {
        return new LocalFileStorage(new StorageSettings(dir, DataSize.ofMegabytes(1), 200));
    }

    @Test
    void streamsTheStoredBytesWithTheRecordedTypeLengthAndName() throws Exception {
        LocalFileStorage storage = storage();
        byte[] bytes = "# Notes\n".getBytes(StandardCharsets.UTF_8);
        storage.put("resume/ab/abc", new ByteArrayInputStream(bytes));

        ResponseEntity<InputStreamResource> response = new FileDownloads(storage)
                .attachment(new StoredFile("resume/ab/abc", "notes.md", "text/markdown", bytes.length, "abc"));

        assertThat(response.getHeaders().getContentType().toString()).isEqualTo("text/markdown");
        assertThat(response.getHeaders().getContentLength()).isEqualTo(bytes.length);
        assertThat(response.getHeaders().getFirst(HttpHeaders.CONTENT_DISPOSITION))
                .isEqualTo("attachment; filename=\"notes.md\"; filename*=UTF-8''notes.md");
        try (InputStream in = response.getBody().getInputStream()) {
            assertThat(in.readAllBytes()).isEqualTo(bytes);
        }
    }

    @Test
    void quotesBackslashesAndNonAsciiNeverReachTheFallbackName() {
        assertThat(FileDownloads.contentDisposition("a\"b\\c;d 简历.pdf"))
                .isEqualTo("attachment; filename=\"a_b_c;d __.pdf\"; filename*=UTF-8''a%22b%5Cc%3Bd%20%E7%AE%80%E5%8E%86.pdf");
    }

    @Test
    void missingBytesAreA410ThatNamesTheFile() {
        FileDownloads downloads = new FileDownloads(storage());

        assertThatThrownBy(() -> downloads.attachment(new StoredFile("resume/00/gone", "cv.pdf", "application/pdf", 1, "gone")))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.status().value()).isEqualTo(410);
                    assertThat(e.getMessage()).startsWith("The original file cv.pdf is no longer in storage");
                });
    }
}
