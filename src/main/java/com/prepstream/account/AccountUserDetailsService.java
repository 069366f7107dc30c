package com.prepstream.account;

import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Component;

/** Spring Security's view of the account table, for signing in with a password. */
@Component
class AccountUserDetailsService implements UserDetailsService {

    private final AccountStore accounts;

    AccountUserDetailsService(AccountStore accounts) {
        this.accounts = accounts;
    }

    @Override
    public UserDetails loadUserByUsername(String username) {
        return accounts.byName(username).orElseThrow(() -> new UsernameNotFoundException("no such account"));
    }
}
