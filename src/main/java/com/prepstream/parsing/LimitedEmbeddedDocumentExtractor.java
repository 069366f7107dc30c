package com.prepstream.parsing;

import java.io.IOException;
import java.io.InputStream;
import org.apache.tika.extractor.ParsingEmbeddedDocumentExtractor;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

/**
 * Parses embedded documents (a DOCX inside a DOCX, attachments in a PDF) up to a count and a
 * nesting depth, so a document stuffed with thousands of nested files stays cheap. One instance
 * serves one parse: the same context object is used at every nesting level.
 */
final class LimitedEmbeddedDocumentExtractor extends ParsingEmbeddedDocumentExtractor {

    private final int maxDocuments;
    private final int maxDepth;
    private int parsed;
    private int depth;

    LimitedEmbeddedDocumentExtractor(ParseContext context, int maxDocuments, int maxDepth) {
        super(context);
        this.maxDocuments = maxDocuments;
        this.maxDepth = maxDepth;
    }

    @Override
    public boolean shouldParseEmbedded(Metadata metadata) {
        return parsed < maxDocuments && depth < maxDepth && super.shouldParseEmbedded(metadata);
    }

    @Override
    public void parseEmbedded(InputStream stream, ContentHandler handler, Metadata metadata, boolean outputHtml)
            throws SAXException, IOException {
        parsed++;
        depth++;
        try {
            super.parseEmbedded(stream, handler, metadata, outputHtml);
        } finally {
            depth--;
        }
    }
}
