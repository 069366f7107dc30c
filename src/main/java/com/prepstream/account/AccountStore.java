package com.prepstream.account;

import java.util.Optional;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** The account table. */
@Component
class AccountStore {

    private static final RowMapper<AccountUser> ROW = (rs, i) -> new AccountUser(rs.getLong("id"),
            rs.getString("username"), rs.getString("password_hash"), Role.valueOf(rs.getString("role")));

    private final JdbcClient jdbc;
    private final UnownedItemsHandover handover;

    AccountStore(JdbcClient jdbc, UnownedItemsHandover handover) {
        this.jdbc = jdbc;
        this.handover = handover;
    }

    /** The account whose name equals this one without case, after NFKC (AccountNames). */
    Optional<AccountUser> byName(String username) {
        // at most one: account_username_lower is unique (V60)
        return jdbc.sql("select * from account where lower(username) = lower(?)")
                .param(AccountNames.normalize(username)).query(ROW).optional();
    }

    Optional<AccountUser> byId(long id) {
        return jdbc.sql("select * from account where id = ?").param(id).query(ROW).optional();
    }

    /**
     * Inserts the account; ADMIN when {@code adminIfFirst} and no account exists yet. The table lock
     * makes "first" exact when two people sign up at once on an empty installation.
     */
    AccountUser create(String username, String passwordHash, boolean adminIfFirst, boolean admin) {
        jdbc.sql("lock table account in share row exclusive mode").update();
        boolean first = jdbc.sql("select not exists (select 1 from account)").query(Boolean.class).single();
        Role role = admin || (adminIfFirst && first) ? Role.ADMIN : Role.USER;
        long id = jdbc.sql("insert into account (username, password_hash, role) values (?, ?, ?) returning id")
                .params(username, passwordHash, role.name()).query(Long.class).single();
        if (role == Role.ADMIN) {
            handover.offer(id, username, first);
        }
        return new AccountUser(id, username, passwordHash, role);
    }

    boolean anyExists() {
        return jdbc.sql("select exists (select 1 from account)").query(Boolean.class).single();
    }

    void updatePassword(long id, String passwordHash) {
        jdbc.sql("update account set password_hash = ? where id = ?").params(passwordHash, id).update();
    }
}
