package com.prepstream.system;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Locale;
import org.springframework.context.i18n.LocaleContext;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.http.HttpHeaders;

/**
 * The one way a feature learns the user's language: the page sends its choice as
 * {@code Accept-Language} on every request; a client that sends none, or only languages we do not
 * speak, gets English.
 *
 * <ul>
 *   <li>In a controller, take a {@link Language} parameter: {@code create(@RequestBody ..., Language language)}
 *       (resolved by {@code system.web.LanguageWebConfig}). Pass it on to the service and store its
 *       {@link Language#tag()} with what is made, so a result keeps the language it was made in
 *       (a background task has no request to ask).</li>
 *   <li>Elsewhere on the request thread: {@link #current()}.</li>
 *   <li>Spring's {@code LocaleResolver} answers the same, so {@code MessageSource} look-ups and Bean
 *       Validation messages follow it too.</li>
 * </ul>
 */
public final class RequestLanguage {

    private RequestLanguage() {
    }

    /** The language of the request being served; English outside a request. */
    public static Language current() {
        LocaleContext context = LocaleContextHolder.getLocaleContext();
        Locale locale = context == null ? null : context.getLocale();
        return locale == null ? Language.FALLBACK : Language.of(locale).orElse(Language.FALLBACK);
    }

    /** The language a request asks for, by its {@code Accept-Language} header. */
    public static Language of(HttpServletRequest request) {
        return Language.fromAcceptLanguage(request.getHeader(HttpHeaders.ACCEPT_LANGUAGE));
    }
}
