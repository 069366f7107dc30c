package com.prepstream.stream.model;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A feature's copy of its task status, declared as the table and columns the framework updates itself:
 * {@code update <table> set <status> = ?, <error> = ?[, <touched> = now()] where <id> = ? and <status> in
 * (...)}. Declared rather than coded, the framework can write the mirror's COMPLETED move in the same
 * statement that completes the ledger (one autocommit statement, no transaction of its own). The names
 * are SQL identifiers written in the feature's code, never user input; they are checked here anyway.
 *
 * @param table         the feature's table, e.g. {@code resume}
 * @param idColumn      the entity id, the ledger's {@code entity_id}
 * @param statusColumn  the copy of the task status (the {@link TaskStatus} names)
 * @param errorColumn   the user-facing error, null when the move carries none
 * @param touchedColumn set to {@code now()} with every move (e.g. {@code updated_at}); null for none
 */
public record MirrorTable(String table, String idColumn, String statusColumn, String errorColumn,
        String touchedColumn) {

    private static final Pattern IDENTIFIER = Pattern.compile("[a-z_][a-z0-9_]{0,62}");

    public MirrorTable {
        check("table", table);
        check("idColumn", idColumn);
        check("statusColumn", statusColumn);
        check("errorColumn", errorColumn);
        if (touchedColumn != null) {
            check("touchedColumn", touchedColumn);
        }
    }

    /** A mirror without a column that records when it moved. */
    public static MirrorTable of(String table, String idColumn, String statusColumn, String errorColumn) {
        return new MirrorTable(table, idColumn, statusColumn, errorColumn, null);
    }

    /** The same mirror, also setting {@code column} to {@code now()} with every move. */
    public MirrorTable touching(String column) {
        return new MirrorTable(table, idColumn, statusColumn, errorColumn, column);
    }

    /**
     * {@code set <status> = ?, <error> = ?[, <touched> = now()]}: the assignments of every move, with the
     * status and the error as parameters (in that order).
     */
    public String assignments() {
        return statusColumn + " = ?, " + errorColumn + " = ?" + (touchedColumn == null ? "" : ", " + touchedColumn + " = now()");
    }

    private static void check(String what, String name) {
        Objects.requireNonNull(name, what);
        if (!IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException(what + " is not a plain lower-case SQL identifier: " + name);
        }
    }
}
