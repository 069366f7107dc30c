package com.prepstream.parsing;

import java.time.Duration;
import java.util.Optional;
import org.apache.tika.exception.WriteLimitReachedException;
import org.apache.tika.sax.ContentHandlerDecorator;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

/**
 * Stops a parse nobody waits for any more, at the parser's next SAX event (for a PDF: the next
 * page). Interrupting the parse thread does not stop Tika: PDFBox reads the file through a
 * {@code FileChannel}, which the interrupt closes, and Tika's PDF parser, tolerant of damaged
 * pages, then goes on through every remaining page while PDFBox logs an ERROR for each object it
 * can no longer read ({@code COSObject}: "Can't dereference ..."; {@code COSParser}: "object
 * stream ... could not be parsed"). An interrupt still counts as a stop, for shutdown.
 */
final class StopSignal {

    private volatile long raisedAt; // System.nanoTime(), written before raised
    private volatile boolean raised;

    void raise() {
        raisedAt = System.nanoTime();
        raised = true;
    }

    /** How long ago the stop was raised; empty while nobody raised it. */
    Optional<Duration> raisedAgo() {
        return raised ? Optional.of(Duration.ofNanos(System.nanoTime() - raisedAt)) : Optional.empty();
    }

    /** {@code handler}, failing the parse at its next event once the stop is raised. */
    ContentHandler guard(ContentHandler handler) {
        return new ContentHandlerDecorator(handler) {
            @Override
            public void startElement(String uri, String localName, String name, Attributes atts) throws SAXException {
                throwIfStopped();
                super.startElement(uri, localName, name, atts);
            }

            @Override
            public void endElement(String uri, String localName, String name) throws SAXException {
                throwIfStopped();
                super.endElement(uri, localName, name);
            }

            @Override
            public void characters(char[] ch, int start, int length) throws SAXException {
                throwIfStopped();
                super.characters(ch, start, length);
            }
        };
    }

    private void throwIfStopped() throws SAXException {
        if (raised || Thread.currentThread().isInterrupted()) {
            throw new Stopped();
        }
    }

    /**
     * A write-limit exception because that is the one Tika's parsers rethrow from their per-page
     * and per-part error handling; any other exception is recorded and the parse goes on.
     */
    static final class Stopped extends WriteLimitReachedException {

        Stopped() {
            super(0);
        }

        @Override
        public String getMessage() {
            return "the parse was stopped: nobody waits for its result";
        }
    }
}
