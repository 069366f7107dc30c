package com.prepstream.account;

import com.prepstream.system.ApiException;
import com.prepstream.system.ProblemMessages;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.http.ProblemDetail;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
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
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Sign up, sign in, who am I, change password. Sign out is Spring Security's logout (POST /api/auth/sign-out). */
@RestController
@RequestMapping("/api/auth")
class AccountController {

    private final AccountService accounts;
    private final AuthenticationManager authenticationManager;
    private final SecurityContextRepository contexts;
    private final SignInThrottle throttle;
    private final MessageSource messages;

    AccountController(AccountService accounts, AuthenticationManager authenticationManager,
            SecurityContextRepository contexts, SignInThrottle throttle, MessageSource messages) {
        this.messages = messages;
        this.accounts = accounts;
        this.authenticationManager = authenticationManager;
        this.contexts = contexts;
        this.throttle = throttle;
    }

    record Credentials(String username, String password) {
    }

    record PasswordChange(String currentPassword, String newPassword) {
    }

    record Me(long id, String username, Role role) {
        static Me of(AccountUser user) {
            return new Me(user.id(), user.getUsername(), user.role());
        }
    }

    record Options(boolean signUpEnabled) {
    }

    @GetMapping("/options")
    Options options() {
        return new Options(accounts.signUpOpen());
    }

    @PostMapping("/sign-up")
    @ResponseStatus(HttpStatus.CREATED)
    Me signUp(@RequestBody Credentials credentials, HttpServletRequest request, HttpServletResponse response) {
        AccountUser created = accounts.signUp(credentials.username(), credentials.password());
        startSession(created.withoutPassword(), request, response);
        return Me.of(created);
    }

    @PostMapping("/sign-in")
    ResponseEntity<?> signIn(@RequestBody Credentials credentials, HttpServletRequest request,
            HttpServletResponse response) {
        String name = credentials.username() == null ? "" : credentials.username().trim();
        String address = request.getRemoteAddr();
        Optional<SignInThrottle.Refusal> refusal = throttle.refusal(name, address);
        if (refusal.isPresent()) {
            return refused(refusal.get());
        }
        Authentication authentication;
        try {
            authentication = authenticationManager.authenticate(UsernamePasswordAuthenticationToken.unauthenticated(
                    name, credentials.password() == null ? "" : credentials.password()));
        } catch (AuthenticationException e) {
            throttle.failed(name, address);
            throw new ApiException(HttpStatus.UNAUTHORIZED, "problem.account.badCredentials");
        }
        throttle.succeeded(name);
        AccountUser user = ((AccountUser) authentication.getPrincipal()).withoutPassword();
        startSession(user, request, response);
        return ResponseEntity.ok(Me.of(user));
    }

    @GetMapping("/me")
    Me me() {
        return Me.of(CurrentAccount.get().orElseThrow());
    }

    @PutMapping("/password")
    ResponseEntity<Void> changePassword(@RequestBody PasswordChange change) {
        accounts.changePassword(CurrentAccount.id(), change.currentPassword(), change.newPassword());
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
    }

    /** Too many failed sign-ins for this name or from this address: 429 with Retry-After. */
    private ResponseEntity<ProblemDetail> refused(SignInThrottle.Refusal refusal) {
        long seconds = refusal.seconds();
        String code = refusal.locked() ? "problem.account.locked" : "problem.account.slowed";
        String detail = messages.getMessage(ProblemMessages.message(code, seconds), LocaleContextHolder.getLocale());
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.TOO_MANY_REQUESTS, detail);
        problem.setTitle(HttpStatus.TOO_MANY_REQUESTS.getReasonPhrase());
        return ResponseEntity.status(HttpStatus.TOO_MANY_REQUESTS)
                .header(HttpHeaders.RETRY_AFTER, String.valueOf(seconds)).body(problem);
    }
}
