package com.prepstream.account;

import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/** The account table. */
@Component
class AccountStore {

    private static final RowMapper<AccountUser> ROW = (rs, i) -> new AccountUser(rs.getLong("id"),
            rs.getString("username"), rs.getString("password_hash"), Role.valueOf(rs.getString("role")));

    private final JdbcTemplate jdbc;
    private final UnownedItemsHandover handover;

    AccountStore(JdbcTemplate jdbc, UnownedItemsHandover handover) {
        this.jdbc = jdbc;
        this.handover = handover;
    }

    /** The account whose name equals this one without case, after NFKC (AccountNames). */
    Optional<AccountUser> byName(String username) {
        return jdbc.query("select * from account where lower(username) = lower(?)", ROW,
                AccountNames.normalize(username)).stream().findFirst();
    }

    Optional<AccountUser> byId(long id) {
        return jdbc.query("select * from account where id = ?", ROW, id).stream().findFirst();
    }

    /**
     * Inserts the account; ADMIN when {@code adminIfFirst} and no account exists yet. The table lock
     * makes "first" exact when two people sign up at once on an empty installation.
     */
    AccountUser create(String username, String passwordHash, boolean adminIfFirst, boolean admin) {
        jdbc.execute("lock table account in share row exclusive mode");
        boolean first = jdbc.queryForObject("select not exists (select 1 from account)", Boolean.class);
        Role role = admin || (adminIfFirst && first) ? Role.ADMIN : Role.USER;
        long id = jdbc.queryForObject("insert into account (username, password_hash, role) values (?, ?, ?) returning id",
                Long.class, username, passwordHash, role.name());
        if (role == Role.ADMIN) {
            handover.offer(id, username, first);
        }
        return new AccountUser(id, username, passwordHash, role);
    }

    boolean anyExists() {
        return Boolean.TRUE.equals(jdbc.queryForObject("select exists (select 1 from account)", Boolean.class));
    }

    void updatePassword(long id, String passwordHash) {
        jdbc.update("update account set password_hash = ? where id = ?", passwordHash, id);
    }
}
