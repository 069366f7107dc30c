package com.prepstream.stream.ledger;

import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.TaskStatus;
import java.util.Collection;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The guarded update of a feature's declared {@link MirrorTable}, for every move but the consumer's
 * completion (that one rides on the ledger's statement, {@link TaskClaims#complete(long[], long[],
 * MirrorTable, Collection)}). It joins the caller's transaction when there is one (a status hook inside
 * its ledger change, a user's re-run inside the feature's transaction).
 */
public final class MirrorMoves {

    private final JdbcTemplate jdbc;

    public MirrorMoves(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Rows changed: 1 when the entity's status was in {@code from}, else 0. */
    public int move(MirrorTable mirror, long entityId, Collection<TaskStatus> from, TaskStatus to, String error) {
        String sql = "update " + mirror.table() + " set " + mirror.assignments() + " where " + mirror.idColumn()
                + " = ? and " + mirror.statusColumn() + " = any(?::text[])";
        return jdbc.update(connection -> {
            var statement = connection.prepareStatement(sql);
            statement.setString(1, to.name());
            statement.setString(2, error);
            statement.setLong(3, entityId);
            statement.setArray(4, connection.createArrayOf("text", from.stream().map(Enum::name).toArray()));
            return statement;
        });
    }
}
