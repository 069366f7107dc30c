package com.prepstream.storage;

import com.prepstream.system.ApiException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.springframework.stereotype.Service;
import org.springframework.web.multipart.MultipartFile;

/**
 * The one door for uploaded documents: checks size and type (sniffed from the bytes), hashes the
 * content and stores it under a key derived from the hash, so the same bytes are stored once.
 * Errors are {@link ApiException}s the web layer answers as problems: empty → 400, too large →
 * 413, not a PDF/DOCX/DOC/TXT/MD/HTML → 415. A caller's own check of the measured size (the
 * storage quota) runs before the bytes are kept, so an upload it refuses leaves no file.
 */
@Service
public class UploadIntake {

    private static final Pattern NAMESPACE = Pattern.compile("[a-z][a-z0-9-]{0,31}");

    private final FileStorage storage;
    private final StorageSettings settings;
    private final FileTypes fileTypes = new FileTypes();

    public UploadIntake(FileStorage storage, StorageSettings settings) {
        this.storage = storage;
        this.settings = settings;
    }

    /** Accepts an upload into the shared {@code files/} area; see {@link #accept(MultipartFile, String)}. */
    public StoredFile accept(MultipartFile file) {
        return accept(file, "files");
    }

    /**
     * Accepts an upload into a feature's own area of the storage ({@code knowledgebase/…}), so a
     * feature that deletes its files never removes bytes another feature still uses.
     *
     * @param namespace lowercase letters, digits and '-', e.g. {@code "resume"}
     */
    public StoredFile accept(MultipartFile file, String namespace) {
        return accept(file, namespace, size -> { });
    }

    /** A check of the upload's measured size that throws to refuse it (a quota). */
    @FunctionalInterface
    public interface SizeCheck {
        void check(long bytes);
    }

    /**
     * {@link #accept(MultipartFile, String)}, with {@code beforeStoring} run on the measured size
     * after the checks of type and size and before the bytes are kept: when it throws, nothing is
     * stored. Run inside the transaction that records the file, it can hold a lock until then.
     */
    public StoredFile accept(MultipartFile file, String namespace, SizeCheck beforeStoring) {
        if (!NAMESPACE.matcher(namespace).matches()) {
            throw new IllegalArgumentException("Invalid storage namespace " + namespace);
        }
        String filename = Filenames.clean(file.getOriginalFilename(), settings.maxFilenameLength());
        if (file.isEmpty()) {
            throw ApiException.badRequest("problem.upload.empty", filename);
        }
        checkSize(file.getSize(), filename);
        Path temp = null;
        try {
            temp = Files.createTempFile("prepstream-upload-", ".bin");
            Copy copy = copyAndHash(file, temp, filename);
            FileTypes.Detection type = fileTypes.detect(temp, filename);
            if (!type.isAccepted()) {
                throw ApiException.unsupportedMediaType("problem.upload.unsupported", filename, type.describe());
            }
            beforeStoring.check(copy.size());
            String key = namespace + "/" + copy.sha256().substring(0, 2) + "/" + copy.sha256();
            if (!storage.exists(key)) {
                try (InputStream in = Files.newInputStream(temp)) {
                    storage.put(key, in);
                }
            }
            return new StoredFile(key, filename, type.accepted(), copy.size(), copy.sha256());
        } catch (IOException e) {
            throw new UncheckedIOException("Could not receive " + filename, e);
        } finally {
            deleteQuietly(temp);
        }
    }

    private void checkSize(long size, String filename) {
        long max = settings.maxFileSize().toBytes();
        if (size > max) {
            throw ApiException.tooLarge("problem.upload.tooLarge", filename, megabytes(size), megabytes(max));
        }
    }

    private record Copy(long size, String sha256) {
    }

    private Copy copyAndHash(MultipartFile file, Path target, String filename) throws IOException {
        MessageDigest digest = sha256();
        long size;
        try (InputStream in = file.getInputStream();
                OutputStream out = new DigestOutputStream(Files.newOutputStream(target), digest)) {
            size = in.transferTo(out);
        }
        // The declared size can differ from what arrives; the bytes are what count.
        checkSize(size, filename);
        if (size == 0) {
            throw ApiException.badRequest("problem.upload.empty", filename);
        }
        return new Copy(size, HexFormat.of().formatHex(digest.digest()));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }

    private static void deleteQuietly(Path path) {
        if (path != null) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException ignored) {
                // a leftover temp file in java.io.tmpdir is harmless
            }
        }
    }
}
