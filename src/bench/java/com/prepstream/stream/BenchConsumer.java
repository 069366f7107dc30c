package com.prepstream.stream;

import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.StreamSettings;
import java.util.function.LongConsumer;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A no-op consumer of the test task type for the benchmark, built as the product's consumers are: an
 * {@link EntityConsumer} with a declared status mirror ({@link #MIRROR}, one row per task), so the run
 * measures the product's path: {@code markProcessing} moves the mirror (one autocommit statement per task)
 * and a completion batch is ONE autocommit statement that completes the ledger and moves the mirror, no
 * transaction. It only reports pickups (completions: the framework's events).
 */
final class BenchConsumer extends EntityConsumer {

    static final String MIRROR_TABLE = "bench_mirror_item";
    static final MirrorTable MIRROR = MirrorTable.of(MIRROR_TABLE, "id", "status", "error").touching("updated_at");

    private final LongConsumer picked;

    BenchConsumer(StreamTaskFramework framework, StreamSettings settings, LongConsumer picked) {
        super(framework, TestTask.DEFINITION, settings, MIRROR);
        this.picked = picked;
    }

    /** The feature table the mirror moves, as a product table would be (PENDING rows, one per entity). */
    static void createMirrorTable(JdbcTemplate jdbc) {
        jdbc.execute("create table if not exists " + MIRROR_TABLE + " (id bigint primary key, status varchar(16) not null,"
                + " error varchar(1000), updated_at timestamptz not null default now())");
    }

    /** Rows 1..{@code ids} PENDING, for a run whose entity ids are at most {@code ids}. */
    static void fillMirrorTable(JdbcTemplate jdbc, int ids) {
        jdbc.execute("truncate table " + MIRROR_TABLE);
        jdbc.update("insert into " + MIRROR_TABLE + " (id, status) select g, 'PENDING' from generate_series(1, ?) g", ids);
    }

    @Override
    protected boolean exists(long entityId) {
        return true;
    }

    @Override
    protected void process(long entityId) {
        picked.accept(entityId);
    }
}
