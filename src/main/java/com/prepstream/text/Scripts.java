package com.prepstream.text;

/**
 * Which writing system a character belongs to, by Unicode script: one definition for every feature that
 * treats Chinese, Japanese and Korean text differently (no spaces between words, a model of its own).
 */
public final class Scripts {

    private Scripts() {
    }

    /** A Han character (Chinese, and the kanji of Japanese), in any CJK block, extensions included. */
    public static boolean isHan(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.HAN;
    }

    /** A Han, Hiragana, Katakana or Hangul character. */
    public static boolean isCjk(int codePoint) {
        Character.UnicodeScript script = Character.UnicodeScript.of(codePoint);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA || script == Character.UnicodeScript.HANGUL;
    }

    /** Whether {@code text} holds a character {@link #isCjk}. */
    public static boolean hasCjk(CharSequence text) {
        return text.codePoints().anyMatch(Scripts::isCjk);
    }

    /**
     * Whether {@code text} holds a {@link #isHan Han} character: the rule that tells a Chinese question from an English
     * one, for chat's answer language and for the thresholds it and search judge passages by.
     */
    public static boolean hasHan(CharSequence text) {
        return text.codePoints().anyMatch(Scripts::isHan);
    }

    /** How many characters of {@code text} are {@link #isHan}. */
    public static long hanCount(CharSequence text) {
        return text.codePoints().filter(Scripts::isHan).count();
    }
}
