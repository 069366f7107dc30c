package com.prepstream.account;

/** What an account may do: USER owns its items; ADMIN may also run the operations that touch everyone's. */
public enum Role {
    USER, ADMIN;

    /** The authority Spring Security checks with {@code hasRole(name())}. */
    public String authority() {
        return "ROLE_" + name();
    }
}
