package com.prepstream.parsing;

import org.apache.tika.sax.ContentHandlerDecorator;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

/**
 * Writes Tika's XHTML headings ({@code h1}–{@code h6}, which HTML and Word heading styles become)
 * as Markdown heading lines in the extracted text: {@code <h2>Locking</h2>} → {@code "\n\n## Locking\n\n"}.
 */
final class HeadingMarker extends ContentHandlerDecorator {

    HeadingMarker(ContentHandler handler) {
        super(handler);
    }

    @Override
    public void startElement(String uri, String localName, String name, Attributes atts) throws SAXException {
        int level = level(localName);
        if (level > 0) {
            write("\n\n" + "#".repeat(level) + " ");
        }
        super.startElement(uri, localName, name, atts);
    }

    @Override
    public void endElement(String uri, String localName, String name) throws SAXException {
        super.endElement(uri, localName, name);
        if (level(localName) > 0) {
            write("\n\n");
        }
    }

    private void write(String text) throws SAXException {
        super.characters(text.toCharArray(), 0, text.length());
    }

    private static int level(String localName) {
        return localName != null && localName.length() == 2 && localName.charAt(0) == 'h'
                && localName.charAt(1) >= '1' && localName.charAt(1) <= '6' ? localName.charAt(1) - '0' : 0;
    }
}
