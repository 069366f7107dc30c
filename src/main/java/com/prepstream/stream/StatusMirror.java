package com.prepstream.stream;

import com.prepstream.stream.ledger.MirrorMoves;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.TaskStatus;
import java.util.Objects;
import java.util.Set;

/**
 * The one way a feature's own copy of its task status follows the ledger, for every stream and for
 * re-runs: the move's guard ({@link StatusMove#from()}) and the error's length are decided here, the
 * feature only declares its table ({@link MirrorTable}) or, when that cannot say what it writes, supplies
 * its one guarded update statement ({@link GuardedUpdate}). A late or repeated hook never moves an item
 * backwards, because the update applies only when the item's status is in {@code from}.
 */
public final class StatusMirror {

    /** Longest error kept in the feature's copy (its columns are varchar(1000)); the ledger keeps it whole. */
    public static final int MAX_ERROR = 1000;

    /** The feature's guarded update: {@code set status = to, error = error where id = ? and status in from}. */
    @FunctionalInterface
    public interface GuardedUpdate {
        /** Rows changed: 1 when the item was in {@code from}, else 0. */
        int apply(long entityId, Set<TaskStatus> from, TaskStatus to, String error);
    }

    private final GuardedUpdate update;
    private final MirrorTable table;

    /** The escape hatch: a feature's own guarded update, for a mirror a {@link MirrorTable} cannot declare. */
    public StatusMirror(GuardedUpdate update) {
        this(update, null);
    }

    private StatusMirror(GuardedUpdate update, MirrorTable table) {
        this.update = Objects.requireNonNull(update, "update");
        this.table = table;
    }

    /**
     * The declared mirror, updated by the framework itself; its completion can then share the ledger's
     * statement ({@link EntityConsumer}).
     */
    static StatusMirror declared(MirrorTable table, MirrorMoves moves) {
        Objects.requireNonNull(table, "table");
        return new StatusMirror((id, from, to, error) -> moves.move(table, id, from, to, error), table);
    }

    /** The declared table, or null for a feature's own guarded update. */
    MirrorTable table() {
        return table;
    }

    /** Moves the item's status when it is in {@code move.from()}; whether it moved. */
    public boolean mirror(long entityId, StatusMove move, String error) {
        return update.apply(entityId, move.from(), move.to(), fit(error)) == 1;
    }

    /** Keeps the user-facing message short; null stays null. */
    static String fit(String error) {
        return error == null || error.length() <= MAX_ERROR ? error : error.substring(0, MAX_ERROR - 1) + "…";
    }
}
