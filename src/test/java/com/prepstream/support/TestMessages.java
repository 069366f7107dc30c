package com.prepstream.support;

import com.prepstream.system.ProblemMessages;
import org.springframework.context.MessageSource;
import org.springframework.context.support.ResourceBundleMessageSource;

/** The problem messages as the application configures them (application.yml spring.messages), for unit tests. */
public final class TestMessages {

    private TestMessages() {
    }

    public static MessageSource source() {
        ResourceBundleMessageSource source = new ResourceBundleMessageSource();
        source.setBasename(ProblemMessages.BASENAME);
        source.setDefaultEncoding("UTF-8");
        source.setFallbackToSystemLocale(false);
        source.setAlwaysUseMessageFormat(true);
        return source;
    }
}
