package com.prepstream.chat;

import com.prepstream.text.ContentTerms;
import java.util.LinkedHashSet;
import java.util.Set;

/** The content terms chat matches a question's words against a passage's sentences with ({@link ContentTerms#QUESTION}). */
final class Terms {

    private Terms() {
    }

    static Set<String> of(String text) {
        return new LinkedHashSet<>(ContentTerms.QUESTION.terms(text));
    }
}
