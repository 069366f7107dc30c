package com.prepstream.export;

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
 * (Apache-2.0; see its README there), one TrueType font with Latin and CJK glyphs. The 5 MB file
 * is read and parsed once per process and shared: parsing it again for each document cost ~38 MB
 * of allocation per export. Each document embeds its own subset (PDFBox gives every document its
 * own subsetter and synchronises reads of the shared font, as its own font cache shares fonts).
 */
final class PdfFont implements Closeable {

    private static final String RESOURCE = "/fonts/wqy-microhei.ttc";
    private static final String NAME = "WenQuanYiMicroHei";
    private static final TrueTypeFont SHARED = parse();

    private final PDType0Font font;
    private final Map<Integer, Boolean> printable = new HashMap<>();
    private final Map<Integer, Float> widths = new HashMap<>();

    private PdfFont(PDType0Font font) {
        this.font = font;
    }

    /** The font for {@code document}; close it after the document is saved. */
    static PdfFont load(PDDocument document) throws IOException {
        return new PdfFont(PDType0Font.load(document, SHARED, true));
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

    /** Nothing to release: the parsed font is shared and lives as long as the process. */
    @Override
    public void close() {
    }

    private static TrueTypeFont parse() {
        try (InputStream in = PdfFont.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the PDF font " + RESOURCE + " is missing from the classpath");
            }
            // the collection is not closed: its font reads from it for the life of the process
            TrueTypeFont font = new TrueTypeCollection(in).getFontByName(NAME);
            if (font == null) {
                throw new IllegalStateException(RESOURCE + " has no font named " + NAME);
            }
            return font;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
