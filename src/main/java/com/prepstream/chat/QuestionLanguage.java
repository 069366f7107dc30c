package com.prepstream.chat;

import com.prepstream.system.Language;

/**
 * The language a question is written in, which its answer's own words (the offline note, "not in
 * your notes") follow: someone whose page is in English may still ask in Chinese.
 */
final class QuestionLanguage {

    private QuestionLanguage() {
    }

    /** Chinese when the question has any Han character, English otherwise (the two we write). */
    static Language of(String question) {
        return question.codePoints().anyMatch(QuestionLanguage::isHan) ? Language.ZH_CN : Language.EN;
    }

    static boolean isHan(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.HAN;
    }
}
