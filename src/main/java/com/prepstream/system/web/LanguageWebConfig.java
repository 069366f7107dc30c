package com.prepstream.system.web;

import com.prepstream.system.Language;
import com.prepstream.system.RequestLanguage;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.Locale;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.LocaleResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.i18n.AbstractLocaleResolver;

/** Wires {@link RequestLanguage} into Spring MVC: the request's locale, and {@link Language} controller parameters. */
@Configuration(proxyBeanMethods = false)
class LanguageWebConfig implements WebMvcConfigurer {

    /**
     * Named {@code localeResolver}, it replaces Spring Boot's, which would pass any language through
     * (and Spring's accept-header resolver does not map {@code zh-TW} to {@code zh-CN}).
     */
    @Bean
    LocaleResolver localeResolver() {
        return new AbstractLocaleResolver() {
            @Override
            public Locale resolveLocale(HttpServletRequest request) {
                return RequestLanguage.of(request).locale();
            }

            @Override
            public void setLocale(HttpServletRequest request, HttpServletResponse response, Locale locale) {
                throw new UnsupportedOperationException("the language comes from Accept-Language on every request");
            }
        };
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new LanguageArgumentResolver());
    }

    static final class LanguageArgumentResolver implements HandlerMethodArgumentResolver {

        @Override
        public boolean supportsParameter(MethodParameter parameter) {
            return parameter.getParameterType() == Language.class;
        }

        @Override
        public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer container,
                NativeWebRequest request, WebDataBinderFactory binderFactory) {
            HttpServletRequest servlet = request.getNativeRequest(HttpServletRequest.class);
            return servlet == null ? Language.FALLBACK : RequestLanguage.of(servlet);
        }
    }
}
