package com.prepstream.knowledgebase;

import com.prepstream.account.CurrentAccount;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/** Items belong to an account and search sees its owner's only: a benchmark ingests and searches as one. */
public final class BenchAccount {

    private BenchAccount() {
    }

    /** Creates the account {@code bench} when missing and makes this thread act as it; returns its id. */
    public static long actAs(ApplicationContext context) {
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        jdbc.update("""
                insert into account (username, password_hash, role) select 'bench', '{noop}-', 'USER'
                where not exists (select 1 from account where username = 'bench')""");
        long id = jdbc.queryForObject("select id from account where username = 'bench'", Long.class);
        CurrentAccount.actAs(id, "bench");
        return id;
    }
}
