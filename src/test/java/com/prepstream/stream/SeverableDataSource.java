package com.prepstream.stream;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * An instance's way to the database, which a test can cut: after {@link #sever()} every new connection is
 * refused, as for a process that was killed. Together with shutting down the instance's own Redis client
 * this is how tests crash an instance (kill -9): its threads may linger, but nothing they do reaches the
 * ledger or Redis any more, so nothing is acknowledged, completed or released.
 */
final class SeverableDataSource extends DelegatingDataSource {

    private volatile boolean severed;

    SeverableDataSource(DataSource target) {
        super(target);
    }

    void sever() {
        severed = true;
    }

    /** The database is back (an outage, not a crash). */
    void restore() {
        severed = false;
    }

    @Override
    public Connection getConnection() throws SQLException {
        if (severed) {
            throw new SQLException("connection severed: the instance crashed");
        }
        return super.getConnection();
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        if (severed) {
            throw new SQLException("connection severed: the instance crashed");
        }
        return super.getConnection(username, password);
    }
}
