package com.prepstream.account;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import com.prepstream.system.web.ErrorProblems;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.AnonymousAuthenticationFilter;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.CsrfException;
import org.springframework.security.web.csrf.CsrfFilter;

/**
 * Who may call what. Everything under {@code /api} needs an account (a session cookie from
 * signing in, or a personal API token) except signing in and up and asking who is signed in;
 * operations need ADMIN. The ADMIN rule is written twice on purpose: here by path, and as
 * {@code @PreAuthorize} on the handlers themselves, which holds whatever spelling of the path
 * reached them.
 */
@Configuration(proxyBeanMethods = false)
@EnableMethodSecurity
class SecurityConfig {

    static final String[] PUBLIC_AUTH = {"/api/auth/sign-in", "/api/auth/sign-up", "/api/auth/options"};

    // a context without a web server (benchmarks, tools) has no HttpSecurity and nothing to guard
    @Bean
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    SecurityFilterChain securityFilterChain(HttpSecurity http, ApiTokenStore tokens, MessageSource messages,
            SecurityContextRepository contexts) throws Exception {
        http
                .authorizeHttpRequests(rules -> rules
                        // the original request was authorised already; its async half and error page need no second check
                        .dispatcherTypeMatchers(DispatcherType.ASYNC, DispatcherType.ERROR).permitAll()
                        .requestMatchers(PUBLIC_AUTH).permitAll()
                        // answers "nobody" (204) itself: the page asks it before anyone has signed in
                        .requestMatchers(HttpMethod.GET, "/api/auth/me").permitAll()
                        .requestMatchers("/api/ops/**", "/api/knowledgebase/revectorize-all").hasRole(Role.ADMIN.name())
                        .requestMatchers("/api/**").authenticated()
                        .requestMatchers(HttpMethod.GET, "/actuator/health", "/actuator/health/**", "/actuator/prometheus")
                        .permitAll()
                        .requestMatchers("/actuator/**").hasRole(Role.ADMIN.name())
                        // the page itself (index.html, scripts, styles) is public; it asks /api/auth who is signed in
                        .anyRequest().permitAll())
                .csrf(csrf -> csrf.spa().ignoringRequestMatchers(ApiTokenFilter::hasBearer))
                .addFilterAfter(new CsrfCookieFilter(), CsrfFilter.class)
                .addFilterBefore(new ApiTokenFilter(tokens, messages), AnonymousAuthenticationFilter.class)
                .securityContext(context -> context.securityContextRepository(contexts))
                .formLogin(AbstractHttpConfigurer::disable)
                .httpBasic(AbstractHttpConfigurer::disable)
                .requestCache(AbstractHttpConfigurer::disable)
                // Spring Security's own headers would repeat (and fight) system/web/SecurityHeadersFilter's
                .headers(AbstractHttpConfigurer::disable)
                .logout(logout -> logout.logoutUrl("/api/auth/sign-out")
                        .logoutSuccessHandler((request, response, authentication) ->
                                response.setStatus(HttpServletResponse.SC_NO_CONTENT)))
                .exceptionHandling(errors -> errors
                        .authenticationEntryPoint((request, response, e) -> ErrorProblems.write(request, response,
                                messages, HttpStatus.UNAUTHORIZED, "problem.auth.required"))
                        .accessDeniedHandler((request, response, e) -> denied(request, response, e, messages)));
        return http.build();
    }

    /**
     * A missing CSRF token on a request that has no account either is answered as the missing
     * account (401, "sign in first"): that is what a script calling without a token needs to hear,
     * and the request would be refused for it anyway. Sign-in and sign-up keep the CSRF answer.
     */
    private static void denied(HttpServletRequest request, HttpServletResponse response, AccessDeniedException e,
            MessageSource messages) throws java.io.IOException {
        Authentication current = SecurityContextHolder.getContext().getAuthentication();
        boolean anonymous = current == null || current instanceof AnonymousAuthenticationToken;
        boolean publicPath = java.util.Arrays.stream(PUBLIC_AUTH).anyMatch(request.getRequestURI()::equals);
        if (e instanceof CsrfException && anonymous && !publicPath) {
            ErrorProblems.write(request, response, messages, HttpStatus.UNAUTHORIZED, "problem.auth.required");
        } else {
            ErrorProblems.write(request, response, messages, HttpStatus.FORBIDDEN,
                    e instanceof CsrfException ? "problem.auth.csrf" : "problem.auth.forbidden");
        }
    }

    @Bean
    SecurityContextRepository securityContextRepository() {
        return new HttpSessionSecurityContextRepository();
    }

    /** bcrypt through the delegating encoder: hashes name their algorithm, so it can change later. */
    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    AuthenticationManager authenticationManager(AccountUserDetailsService accounts, PasswordEncoder encoder) {
        DaoAuthenticationProvider provider = new DaoAuthenticationProvider(accounts);
        provider.setPasswordEncoder(encoder);
        return new ProviderManager(provider);
    }
}
