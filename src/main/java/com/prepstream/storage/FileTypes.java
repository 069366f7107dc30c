package com.prepstream.storage;

import com.prepstream.system.ProblemMessages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.apache.tika.config.TikaConfig;
import org.apache.tika.detect.Detector;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaType;
import org.springframework.context.MessageSourceResolvable;

/**
 * Decides what an upload is from its bytes. The filename is consulted only when the content is
 * plain text, to tell Markdown from text; it can never turn one binary format into another.
 */
final class FileTypes {

    static final String PDF = "application/pdf";
    static final String DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    static final String DOC = "application/msword";
    static final String TXT = "text/plain";
    static final String MD = "text/markdown";
    static final String HTML = "text/html";

    // Tika's names for the accepted kinds → the type we record and serve.
    private static final Map<String, String> ACCEPTED = Map.of(
            PDF, PDF,
            DOCX, DOCX,
            DOC, DOC,
            TXT, TXT,
            "text/x-web-markdown", MD,
            MD, MD,
            HTML, HTML,
            "application/xhtml+xml", HTML);

    private final Detector detector = TikaConfig.getDefaultConfig().getDetector();

    /** The accepted type of the content, or a readable reason why it is not accepted. */
    Detection detect(Path content, String filename) throws IOException {
        MediaType sniffed;
        // A TikaInputStream over the file lets the container detectors look inside ZIP/OLE files
        // (DOCX vs XLSX, DOC vs XLS); no filename goes into the metadata on purpose.
        try (TikaInputStream in = TikaInputStream.get(content)) {
            sniffed = detector.detect(in, new Metadata()).getBaseType();
        }
        String accepted = ACCEPTED.get(sniffed.toString());
        if (TXT.equals(accepted)) {
            accepted = textKindByName(filename);
        }
        return new Detection(sniffed.toString(), accepted);
    }

    private static String textKindByName(String filename) {
        String name = filename == null ? "" : filename.toLowerCase(Locale.ROOT);
        if (name.endsWith(".md") || name.endsWith(".markdown")) {
            return MD;
        }
        if (name.endsWith(".html") || name.endsWith(".htm")) {
            return HTML;
        }
        return TXT;
    }

    /**
     * @param sniffed  what Tika saw in the bytes
     * @param accepted the recorded type, or null when the kind is not accepted
     */
    record Detection(String sniffed, String accepted) {

        boolean isAccepted() {
            return accepted != null;
        }

        /**
         * What the bytes are, for a problem detail in the reader's language: the family a person knows
         * (a program, an image, an archive), the MIME type only for what fits none of them.
         */
        MessageSourceResolvable describe() {
            String family = sniffed.substring(0, Math.max(0, sniffed.indexOf('/')));
            return switch (sniffed) {
                case "application/octet-stream" -> ProblemMessages.message("problem.upload.kind.binary");
                case "application/zip" -> ProblemMessages.message("problem.upload.kind.zip");
                case "application/x-tika-msoffice", "application/x-tika-ooxml" -> ProblemMessages.message("problem.upload.kind.office");
                case "application/x-executable", "application/x-elf", "application/x-sharedlib",
                        "application/x-msdownload", "application/x-dosexec", "application/x-mach-o-executable",
                        "application/java-archive", "application/java-vm" -> ProblemMessages.message("problem.upload.kind.program");
                case "application/gzip", "application/x-gzip", "application/x-tar", "application/x-7z-compressed",
                        "application/x-rar-compressed", "application/vnd.rar", "application/x-bzip2", "application/x-xz",
                        "application/zstd" -> ProblemMessages.message("problem.upload.kind.archive");
                default -> switch (family) {
                    case "image" -> ProblemMessages.message("problem.upload.kind.image");
                    case "audio", "video" -> ProblemMessages.message("problem.upload.kind.media");
                    default -> ProblemMessages.message("problem.upload.kind.other", ProblemMessages.verbatim(sniffed));
                };
            };
        }
    }
}
