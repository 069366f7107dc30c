package com.prepstream.storage;

import com.prepstream.system.ApiException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.util.UriUtils;

/**
 * Sends an accepted upload back as the user gave it: the original bytes as an attachment, with
 * the content type recorded at upload and the original filename. Features look up their own row
 * and hand over its {@link StoredFile}; the bytes are streamed, never held in memory.
 */
@Component
public class FileDownloads {

    private final FileStorage storage;

    public FileDownloads(FileStorage storage) {
        this.storage = storage;
    }

    /**
     * The response for {@code file}; Spring closes the stream once it is written. When the row is there
     * but its bytes are not (storage lost or emptied by hand), a {@code 410} problem says so instead of
     * a bare 500: the item exists, its original is gone for good.
     */
    public ResponseEntity<InputStreamResource> attachment(StoredFile file) {
        InputStream bytes;
        try {
            bytes = storage.open(file.storageKey());
        } catch (StoredObjectMissingException e) {
            throw new ApiException(HttpStatus.GONE, "problem.download.gone", file.originalFilename());
        }
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType(file.contentType()))
                .contentLength(file.sizeBytes())
                .header(HttpHeaders.CONTENT_DISPOSITION, contentDisposition(file.originalFilename()))
                // the stored type came from sniffing; the browser must not guess another one
                .header("X-Content-Type-Options", "nosniff")
                .body(new InputStreamResource(bytes));
    }

    /**
     * {@code attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded} (RFC 6266 with
     * RFC 5987 encoding): old clients get a readable ASCII name, current ones the real one, including
     * Chinese. The name is data; quotes, backslashes and controls cannot break out of the header.
     */
    static String contentDisposition(String filename) {
        StringBuilder ascii = new StringBuilder();
        filename.codePoints().forEach(c -> ascii.append(c >= 0x20 && c < 0x7F && c != '"' && c != '\\' ? (char) c : '_'));
        return "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''"
                + UriUtils.encode(filename, StandardCharsets.UTF_8);
    }
}
