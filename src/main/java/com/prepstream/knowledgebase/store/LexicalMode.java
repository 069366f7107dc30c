package com.prepstream.knowledgebase.store;

import com.prepstream.text.Scripts;

/** Which queries the full-text side of search takes part in (see {@link KnowledgeBaseSettings#lexical()}). */
public enum LexicalMode {
    NONE,
    /** Queries with a Han, Hiragana, Katakana or Hangul character. */
    CJK,
    ALL;

    public boolean appliesTo(String query) {
        return this == ALL || this == CJK && Scripts.hasCjk(query);
    }
}
