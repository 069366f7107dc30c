package com.prepstream.account;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Gives the items made before accounts existed to one account, once per installation: the account
 * named by {@code prepstream.accounts.admin}, else the bootstrap admin, else the first account.
 * The handover row is inserted in the creating transaction, so of two admins made at once only one
 * receives them, and an ADMIN made later receives nothing.
 */
@Component
class UnownedItemsHandover {

    private static final Logger log = LoggerFactory.getLogger(UnownedItemsHandover.class);

    private final JdbcClient jdbc;
    private final ApplicationEventPublisher events;
    private final String designated;

    UnownedItemsHandover(JdbcClient jdbc, ApplicationEventPublisher events, AccountProperties properties,
            @org.springframework.beans.factory.annotation.Value("${prepstream.accounts.bootstrap.name:}") String bootstrap) {
        this.jdbc = jdbc;
        this.events = events;
        String admin = properties.admin() == null ? "" : properties.admin().strip();
        this.designated = admin.isEmpty() ? bootstrap.strip() : admin;
    }

    /** Called (inside its transaction) for each new ADMIN account: hands the items over if it is the one. */
    void offer(long accountId, String username, boolean first) {
        boolean theOne = designated.isEmpty() ? first : AccountNames.normalize(designated).equals(username);
        if (!theOne) {
            return;
        }
        boolean handed = jdbc.sql("""
                insert into unowned_items_handover (account_id) values (?) on conflict do nothing returning account_id
                """).param(accountId).query(Long.class).optional().isPresent();
        if (handed) {
            log.info("Items made before accounts existed go to account {}", accountId);
            events.publishEvent(new AdminCreated(accountId));
        }
    }
}
