package com.prepstream.account;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The newcomer's start panel (two ways in: a resume to an interview, notes to questions), remembered per
 * account so that every browser and device of it agrees. It is shown on the first {@link #VISITS} page
 * loads that ask for it, until it is closed: dismissed, or a path taken (the page reports both; a path
 * taken stays closed when the account is emptied later).
 */
@Component
class StartPanel {

    /** After these page loads an account that is still empty knows its way (or uses only chat or ops). */
    static final int VISITS = 3;

    /** {@code shown}: whether the page load that asked shows the panel. */
    record State(int visits, boolean closed, boolean shown) {
        static State of(int visits, boolean closed) {
            return new State(visits, closed, !closed && visits < VISITS);
        }
    }

    private final JdbcClient jdbc;

    StartPanel(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    State state(long accountId) {
        return jdbc.sql("select start_panel_visits, start_panel_closed from account where id = ?")
                .param(accountId)
                .query((rs, i) -> State.of(rs.getInt(1), rs.getBoolean(2)))
                .single();
    }

    /**
     * Counts one page load that shows the panel and answers whether it does: one statement, so two tabs
     * opened at once count two loads and never pass {@link #VISITS}.
     */
    State visit(long accountId) {
        return jdbc.sql("""
                update account set start_panel_visits = start_panel_visits + 1
                where id = ? and not start_panel_closed and start_panel_visits < ?
                returning start_panel_visits""")
                .param(accountId).param(VISITS)
                .query(Integer.class).optional()
                .map(visits -> new State(visits, false, true))
                .orElseGet(() -> hidden(state(accountId)));
    }

    State close(long accountId) {
        jdbc.sql("update account set start_panel_closed = true where id = ?").param(accountId).update();
        return state(accountId);
    }

    private static State hidden(State state) {
        return new State(state.visits(), state.closed(), false);
    }
}
