package com.prepstream.parsing;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Limits of text extraction, so one hostile or huge document cannot exhaust memory or a worker.
 *
 * @param maxCharacters         extracted text is cut after this many characters (the rest is ignored)
 * @param timeout               a parse running longer fails the document
 * @param maxEmbeddedDocuments  attachments/embedded files parsed per document; the rest are skipped
 * @param maxEmbeddedDepth      how deep embedded documents inside embedded documents are followed
 */
@ConfigurationProperties("prepstream.parsing")
public record ParsingSettings(
        @DefaultValue("2000000") int maxCharacters,
        @DefaultValue("60s") Duration timeout,
        @DefaultValue("50") int maxEmbeddedDocuments,
        @DefaultValue("2") int maxEmbeddedDepth) {
}
