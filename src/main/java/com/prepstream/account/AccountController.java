package com.prepstream.account;

import com.prepstream.system.ApiException;
import com.prepstream.system.ProblemMessages;
import com.prepstream.system.Problems;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.http.ProblemDetail;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Locale;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Sign up, sign in, who am I, change password. Sign out is Spring Security's logout (POST /api/auth/sign-out). */
@RestController
@RequestMapping("/api/auth")
class AccountController {

    private static final Logger log = LoggerFactory.getLogger(AccountController.class);

    private final AccountService accounts;
    private final AuthenticationManager authenticationManager;
    private final SecurityContextRepository contexts;
    private final SignInThrottle throttle;
    private final MessageSource messages;
    private final AccountSessions sessions;
    private final ApiTokenStore tokens;

    AccountController(AccountService accounts, AuthenticationManager authenticationManager,
            SecurityContextRepository contexts, SignInThrottle throttle, MessageSource messages,
            AccountSessions sessions, ApiTokenStore tokens) {
        this.messages = messages;
        this.sessions = sessions;
        this.tokens = tokens;
        this.accounts = accounts;
        this.authenticationManager = authenticationManager;
        this.contexts = contexts;
        this.throttle = throttle;
    }

    record Credentials(String username, String password) {
    }

    /** {@code revokeTokens}: also revoke every API token of the account (optional, default no). */
    record PasswordChange(String currentPassword, String newPassword, Boolean revokeTokens) {
    }

    record Me(long id, String username, Role role) {
        static Me of(AccountUser user) {
            return new Me(user.id(), user.getUsername(), user.role());
        }
    }

    /** {@code firstAccountBecomesAdmin}: the next sign-up makes the installation's administrator (the form says so). */
    record Options(boolean signUpEnabled, boolean firstAccountBecomesAdmin) {
    }

    @GetMapping("/options")
    Options options() {
        return new Options(accounts.signUpOpen(), accounts.nextSignUpBecomesAdmin());
    }

    @PostMapping("/sign-up")
    ResponseEntity<?> signUp(@RequestBody Credentials credentials, HttpServletRequest request,
            HttpServletResponse response) {
        String address = request.getRemoteAddr();
        Optional<SignInThrottle.Refusal> refusal = throttle.reserveAddress(address);
        if (refusal.isPresent()) {
            return refused(refusal.get());
        }
        AccountUser created = accounts.signUp(credentials.username(), credentials.password());
        throttle.refundAddress(address);
        startSession(created.withoutPassword(), request, response);
        return ResponseEntity.status(HttpStatus.CREATED).body(Me.of(created));
    }

    /** The try is counted before the password is checked, so parallel guesses are counted too. */
    @PostMapping("/sign-in")
    ResponseEntity<?> signIn(@RequestBody Credentials credentials, HttpServletRequest request,
            HttpServletResponse response) {
        String name = credentials.username() == null ? "" : credentials.username().strip();
        String address = request.getRemoteAddr();
        Optional<SignInThrottle.Refusal> refusal = throttle.reserve(name, address);
        if (refusal.isPresent()) {
            log.info("Sign-in for account name {} from {} refused: slowed", AccountNames.forLog(name), address);
            return refused(refusal.get());
        }
        Authentication authentication;
        try {
            authentication = authenticationManager.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(
                    name, credentials.password() == null ? "" : credentials.password()));
        } catch (AuthenticationException e) {
            log.info("Failed sign-in for account name {} from {}", AccountNames.forLog(name), address);
            throw new ApiException(HttpStatus.UNAUTHORIZED, "problem.account.badCredentials");
        }
        throttle.succeeded(name, address);
        AccountUser user = ((AccountUser) authentication.getPrincipal()).withoutPassword();
        startSession(user, request, response);
        return ResponseEntity.ok(Me.of(user));
    }

    /**
     * Nobody signed in is the page's first state, not a failure: {@code 204} keeps a visitor's console
     * free of a failed request. A bad API token is still refused (401) before this runs.
     */
    @GetMapping("/me")
    ResponseEntity<Me> me() {
        return CurrentAccount.get().map(user -> ResponseEntity.ok(Me.of(user)))
                .orElseGet(() -> ResponseEntity.noContent().build());
    }

    /**
     * Counted like a sign-in (a stolen session must not guess the password at full speed); on
     * success every other session of the account ends, and its API tokens too when asked.
     */
    @PutMapping("/password")
    ResponseEntity<?> changePassword(@RequestBody PasswordChange change, HttpServletRequest request) {
        AccountUser account = CurrentAccount.get().orElseThrow();
        String address = request.getRemoteAddr();
        Optional<SignInThrottle.Refusal> refusal = throttle.reserve(account.getUsername(), address);
        if (refusal.isPresent()) {
            return refused(refusal.get());
        }
        if (!accounts.passwordMatches(account.id(), change.currentPassword())) {
            log.info("Wrong current password for account {} from {}", account.id(), address);
            throw ApiException.badRequest("problem.account.wrongPassword");
        }
        throttle.succeeded(account.getUsername(), address);
        accounts.changePassword(account.id(), change.newPassword());
        int ended = sessions.endOthers(account.getUsername(), request);
        int revoked = Boolean.TRUE.equals(change.revokeTokens()) ? tokens.revokeAll(account.id()) : 0;
        if (request.getSession(false) != null) {
            request.changeSessionId();
        }
        log.info("Account {} changed its password: {} other sessions ended, {} tokens revoked", account.id(), ended,
                revoked);
        return ResponseEntity.noContent().build();
    }

    /** A new session id on every sign-in, so a session id planted before it is worth nothing after. */
    private void startSession(AccountUser user, HttpServletRequest request, HttpServletResponse response) {
        if (request.getSession(false) != null) {
            request.changeSessionId();
        }
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities()));
        SecurityContextHolder.setContext(context);
        contexts.saveContext(context, request, response);
        AccountSessions.remember(request);
    }

    /** Several tries in a row for this name or from this address: 429 with Retry-After. */
    private ResponseEntity<ProblemDetail> refused(SignInThrottle.Refusal refusal) {
        long seconds = refusal.seconds();
        Locale locale = LocaleContextHolder.getLocale();
        String detail = messages.getMessage(ProblemMessages.message("problem.account.slowed", seconds), locale);
        ProblemDetail problem = Problems.of(messages, HttpStatus.TOO_MANY_REQUESTS, detail, locale);
        return ResponseEntity.status(HttpStatus.TOO_MANY_REQUESTS)
                .header(HttpHeaders.RETRY_AFTER, String.valueOf(seconds)).body(problem);
    }
}
