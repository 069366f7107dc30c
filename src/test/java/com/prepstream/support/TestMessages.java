package com.prepstream.support;

import com.prepstream.system.ProblemMessages;
import org.springframework.context.MessageSource;
import org.springframework.context.support.ResourceBundleMessageSource;

/** The messages (problems, PDF labels) as the application configures them (application.yml spring.messages), for unit tests. */
public final class TestMessages {

    private TestMessages() {
    }

    public static MessageSource source() {
        ResourceBundleMessageSource source = new ResourceBundleMessageSource();
        source.setBasenames(ProblemMessages.BASENAME, "i18n.export");
        source.setDefaultEncoding("UTF-8");
        source.setFallbackToSystemLocale(false);
        source.setAlwaysUseMessageFormat(true);
        return source;
    }
}
