package com.prepstream.export;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The font every PDF is written in: WenQuanYi Micro Hei, vendored in {@code resources/fonts}
 * (Apache-2.0; see its README there), one TrueType font with Latin and CJK glyphs. Each document
 * embeds the subset of glyphs it uses. The file is read once; each document parses its own copy,
 * since a font's subsetter belongs to one document.
 */
final class PdfFont implements Closeable {

    private static final String RESOURCE = "/fonts/wqy-microhei.ttc";
    private static final String NAME = "WenQuanYiMicroHei";
    private static final byte[] COLLECTION = read();

    private final TrueTypeCollection collection;
    private final PDType0Font font;
    private final Map<Integer, Boolean> printable = new HashMap<>();
    private final Map<Integer, Float> widths = new HashMap<>();

    private PdfFont(TrueTypeCollection collection, PDType0Font font) {
        this.collection = collection;
        this.font = font;
    }

    /** Loads the font into {@code document}; close it after the document is saved (subsetting happens then). */
    static PdfFont load(PDDocument document) throws IOException {
        TrueTypeCollection collection = new TrueTypeCollection(new ByteArrayInputStream(COLLECTION));
        try {
            TrueTypeFont ttf = collection.getFontByName(NAME);
            if (ttf == null) {
                throw new IOException(RESOURCE + " has no font named " + NAME);
            }
            return new PdfFont(collection, PDType0Font.load(document, ttf, true));
        } catch (IOException | RuntimeException e) {
            collection.close();
            throw e;
        }
    }

    PDType0Font pdf() {
        return font;
    }

    /**
     * Width of {@code text} at {@code size} points (text as {@link #printable(String)} returns it).
     * Glyph widths simply add up (PDFBox applies no kerning), so each character is measured once.
     */
    float width(String text, float size) {
        float units = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            units += widths.computeIfAbsent(cp, this::glyphWidth);
            i += Character.charCount(cp);
        }
        return units / 1000f * size;
    }

    private float glyphWidth(int codePoint) {
        try {
            return font.getStringWidth(new String(Character.toChars(codePoint)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The text with what the font cannot draw replaced: control characters by a space, a character
     * without a glyph (an emoji, a rare ideograph) by "?". User text reaches the PDF as it was typed.
     */
    String printable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp == '\n') {
                out.append('\n');
            } else if (Character.isSpaceChar(cp)) {
                out.append(' '); // no-break and narrow spaces (dates in some locales) as plain ones
            } else if (Character.isISOControl(cp) || Character.getType(cp) == Character.FORMAT) {
                out.append(cp == '\t' ? " " : "");
            } else if (printable.computeIfAbsent(cp, this::hasGlyph)) {
                out.appendCodePoint(cp);
            } else {
                out.append('?');
            }
        });
        return out.toString();
    }

    private boolean hasGlyph(int codePoint) {
        try {
            font.encode(new String(Character.toChars(codePoint)));
            return true;
        } catch (IllegalArgumentException | IOException e) {
            return false;
        }
    }

    @Override
    public void close() throws IOException {
        collection.close();
    }

    private static byte[] read() {
        try (InputStream in = PdfFont.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the PDF font " + RESOURCE + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
