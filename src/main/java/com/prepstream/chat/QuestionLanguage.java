package com.prepstream.chat;

import com.prepstream.system.Language;
import com.prepstream.text.Scripts;
import java.util.Locale;

/**
 * The language a question is written in, which its answer's own words (the offline note, "not in
 * your notes") follow: someone whose page is in English may still ask in Chinese.
 */
final class QuestionLanguage {

    private QuestionLanguage() {
    }

    /** Chinese when the question has any Han character, English otherwise (the two we write). */
    static Language of(String question) {
        return Scripts.hasHan(question) ? Language.ZH_CN : Language.EN;
    }

    /**
     * As {@link #of(String)}, except that a question with no letter of any script ("🤔", "42?") says
     * nothing of its language: it is answered in the language of the page that asked
     * ({@code Accept-Language}), not in English (an exploratory pass saw the Chinese page answered so).
     */
    static Language of(String question, Locale requestLocale) {
        if (question.codePoints().noneMatch(Character::isLetter)) {
            return Language.of(requestLocale).orElse(Language.FALLBACK);
        }
        return of(question);
    }
}
