package com.prepstream.knowledgebase.store;

/** Which queries the full-text side of search takes part in (see {@link KnowledgeBaseSettings#lexical()}). */
public enum LexicalMode {
    NONE,
    /** Queries with a Han, Hiragana, Katakana or Hangul character. */
    CJK,
    ALL;

    public boolean appliesTo(String query) {
        return this == ALL || this == CJK && query.codePoints().anyMatch(LexicalMode::isCjk);
    }

    private static boolean isCjk(int codePoint) {
        Character.UnicodeScript script = Character.UnicodeScript.of(codePoint);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA || script == Character.UnicodeScript.HANGUL;
    }
}
