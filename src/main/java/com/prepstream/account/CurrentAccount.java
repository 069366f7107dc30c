package com.prepstream.account;

import java.util.Optional;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Who is asking, for the features that record and check owners. Every {@code /api/**} request but
 * signing in passed authentication, so inside a handler {@link #id()} always has an answer.
 */
public final class CurrentAccount {

    private CurrentAccount() {
    }

    public static Optional<AccountUser> get() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        return authentication != null && authentication.getPrincipal() instanceof AccountUser user
                ? Optional.of(user) : Optional.empty();
    }

    /** The signed-in account's id; an {@link IllegalStateException} where nobody is signed in (a bug). */
    public static long id() {
        return get().orElseThrow(() -> new IllegalStateException("no account signed in")).id();
    }

    public static boolean admin() {
        return get().map(AccountUser::admin).orElse(false);
    }
}
