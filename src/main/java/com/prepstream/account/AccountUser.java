package com.prepstream.account;

import java.io.Serial;
import java.util.List;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;

/**
 * The signed-in account as Spring Security keeps it (in the session, serialised): its id is what
 * every owned row records.
 */
public class AccountUser extends User {

    @Serial
    private static final long serialVersionUID = 1L;

    private final long id;
    private final Role role;

    AccountUser(long id, String username, String passwordHash, Role role) {
        super(username, passwordHash == null ? "" : passwordHash, List.of(new SimpleGrantedAuthority(role.authority())));
        this.id = id;
        this.role = role;
    }

    public long id() {
        return id;
    }

    public Role role() {
        return role;
    }

    public boolean admin() {
        return role == Role.ADMIN;
    }

    /** The same account without its password hash, for what outlives the sign-in (session, token auth). */
    AccountUser withoutPassword() {
        return new AccountUser(id, getUsername(), "", role);
    }
}
