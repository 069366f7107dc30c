package com.prepstream.parsing;

import java.util.Arrays;
import java.util.Set;
import org.apache.tika.sax.ContentHandlerDecorator;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

/**
 * Leaves out a web page's navigation: {@code nav} elements and the {@code navheader} /
 * {@code navfooter} blocks that DocBook puts around every page of a manual (the PostgreSQL
 * manual's "Prev Up Chapter 11. Indexes Home Next"). That is not the page's content: chunked, it
 * was searched and quoted as if it were a sentence. Needs {@link NavigationHtmlMapper} to see them.
 */
final class NavigationSkipper extends ContentHandlerDecorator {

    private static final Set<String> NAVIGATION_CLASSES = Set.of("navheader", "navfooter");

    /** Depth inside the navigation element being skipped; 0 outside one. */
    private int skipping;

    NavigationSkipper(ContentHandler handler) {
        super(handler);
    }

    @Override
    public void startElement(String uri, String localName, String name, Attributes atts) throws SAXException {
        if (skipping > 0 || isNavigation(localName, atts)) {
            skipping++;
        } else {
            super.startElement(uri, localName, name, atts);
        }
    }

    @Override
    public void endElement(String uri, String localName, String name) throws SAXException {
        if (skipping > 0) {
            skipping--;
        } else {
            super.endElement(uri, localName, name);
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (skipping == 0) {
            super.characters(ch, start, length);
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        if (skipping == 0) {
            super.ignorableWhitespace(ch, start, length);
        }
    }

    private static boolean isNavigation(String localName, Attributes atts) {
        if ("nav".equals(localName)) {
            return true;
        }
        String classes = atts.getValue("class");
        return classes != null && Arrays.stream(classes.trim().split("\\s+")).anyMatch(NAVIGATION_CLASSES::contains);
    }
}
