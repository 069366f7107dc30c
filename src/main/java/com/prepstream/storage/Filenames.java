package com.prepstream.storage;

import java.text.Normalizer;

/** Cleans a user-supplied filename into display data. The result is never used as a path. */
public final class Filenames {

    static final String FALLBACK = "upload";

    private Filenames() {
    }

    /**
     * Keeps the last path segment (browsers on Windows send {@code C:\Users\me\cv.pdf}), drops
     * control and bidirectional-override characters (which can disguise an extension), trims, and
     * cuts to {@code maxLength} code points without splitting one. Non-Latin names stay intact.
     */
    public static String clean(String original, int maxLength) {
        if (original == null) {
            return FALLBACK;
        }
        String name = Normalizer.normalize(original, Normalizer.Form.NFC);
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        StringBuilder kept = new StringBuilder(name.length());
        name.codePoints().filter(Filenames::isAllowed).forEach(kept::appendCodePoint);
        name = kept.toString().strip();
        if (name.isEmpty() || name.equals(".") || name.equals("..")) {
            return FALLBACK;
        }
        return truncate(name, maxLength);
    }

    private static boolean isAllowed(int codePoint) {
        boolean bidiControl = (codePoint >= 0x202A && codePoint <= 0x202E) || (codePoint >= 0x2066 && codePoint <= 0x2069)
                || codePoint == 0x200E || codePoint == 0x200F;
        return !Character.isISOControl(codePoint) && !bidiControl && Character.isDefined(codePoint)
                && Character.getType(codePoint) != Character.SURROGATE;
    }

    private static String truncate(String name, int maxLength) {
        if (name.codePointCount(0, name.length()) <= maxLength) {
            return name;
        }
        int dot = name.lastIndexOf('.');
        String extension = dot > 0 && name.length() - dot <= 10 ? name.substring(dot) : "";
        int keep = Math.max(1, maxLength - extension.codePointCount(0, extension.length()));
        String base = name.substring(0, name.offsetByCodePoints(0, Math.min(keep, name.codePointCount(0, name.length()))));
        return (base.strip() + extension);
    }
}
