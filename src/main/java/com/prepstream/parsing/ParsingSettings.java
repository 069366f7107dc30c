package com.prepstream.parsing;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Limits of text extraction, so one hostile or huge document cannot exhaust memory or a worker.
 *
 * @param maxCharacters         extracted text is cut after this many characters (the rest is ignored)
 * @param timeout               a parse running longer fails the document
 * @param maxEmbeddedDocuments  attachments/embedded files parsed per document; the rest are skipped
 * @param maxEmbeddedDepth      how deep embedded documents inside embedded documents are followed
 * @param maxPdfPages           a PDF with more pages fails before it is parsed
 * @param maxUnpackedSize       a DOCX (a ZIP) whose entries unpack to more than this fails before it is
 *                              parsed (zip bombs; POI's own inflate-ratio check stays on as well)
 */
@ConfigurationProperties("prepstream.parsing")
public record ParsingSettings(
        int maxCharacters,
        Duration timeout,
        int maxEmbeddedDocuments,
        int maxEmbeddedDepth,
        int maxPdfPages,
        DataSize maxUnpackedSize) {

    public static final int DEFAULT_MAX_PDF_PAGES = 2000;
    public static final DataSize DEFAULT_MAX_UNPACKED_SIZE = DataSize.ofMegabytes(100);

    @ConstructorBinding
    public ParsingSettings(
            @DefaultValue("2000000") int maxCharacters,
            @DefaultValue("60s") Duration timeout,
            @DefaultValue("50") int maxEmbeddedDocuments,
            @DefaultValue("2") int maxEmbeddedDepth,
            @DefaultValue("2000") int maxPdfPages,
            @DefaultValue("100MB") DataSize maxUnpackedSize) {
        this.maxCharacters = maxCharacters;
        this.timeout = timeout;
        this.maxEmbeddedDocuments = maxEmbeddedDocuments;
        this.maxEmbeddedDepth = maxEmbeddedDepth;
        this.maxPdfPages = maxPdfPages;
        this.maxUnpackedSize = maxUnpackedSize;
    }

    /** The first four limits; page and unpacked-size limits at their defaults. */
    public ParsingSettings(int maxCharacters, Duration timeout, int maxEmbeddedDocuments, int maxEmbeddedDepth) {
        this(maxCharacters, timeout, maxEmbeddedDocuments, maxEmbeddedDepth, DEFAULT_MAX_PDF_PAGES,
                DEFAULT_MAX_UNPACKED_SIZE);
    }
}
