package com.prepstream.stream;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.redisson.api.RBatch;
import org.redisson.api.RStream;
import org.redisson.api.RStreamAsync;
import org.redisson.api.RedissonClient;
import org.redisson.api.stream.StreamAddArgs;
import org.redisson.api.stream.StreamCreateGroupArgs;
import org.redisson.api.stream.StreamMessageId;
import org.redisson.api.stream.StreamReadGroupArgs;
import org.redisson.client.codec.StringCodec;

/**
 * The bare path the framework is compared with: the same ledger SQL (batch INSERT, one claim UPDATE and
 * one completion UPDATE per read batch of 10) with plain JDBC, pipelined XADD, XREADGROUP and XACK with
 * plain Redisson calls; no framework thread pool, queues, hooks, events or metrics.
 */
final class BaselineHarness {

    static final String TYPE = "BENCH_BASELINE";
    static final String STREAM = "bench:baseline:stream";
    static final String GROUP = "baseline-group";

    private static final String INSERT = """
            insert into stream_task (task_type, entity_id, status, attempt, max_attempts, fields, next_attempt_at, enqueued_at)
            select ?, v.entity_id, 'PENDING', 0, 4, null, now(), now() from unnest(?::bigint[]) as v(entity_id)
            returning entity_id, id
            """;
    private static final String CLAIM = """
            update stream_task t set status = 'PROCESSING', attempt = t.attempt + 1, lease_owner = ?,
                lease_expires_at = now() + 60000 * interval '1 millisecond', updated_at = now()
            where t.id = any(?) and coalesce(t.task_type, '') = ? and t.status = 'PENDING' and t.next_attempt_at <= now()
            returning t.id, t.entity_id, t.attempt
            """;
    private static final String COMPLETE = """
            update stream_task t set status = 'COMPLETED', completed_at = now(), updated_at = now(),
                lease_owner = null, lease_expires_at = null, last_error = null
            where t.id = any(?::bigint[]) and t.attempt = (?::int[])[array_position(?::bigint[], t.id)]
              and coalesce(t.status, '') = 'PROCESSING' and t.lease_owner = ?
            """;

    /**
     * {@code -Dbench.baselines=ledger,bare}: "bare" runs the shared rawlimit harness's own table and SQL
     * ({@code tasks}: id, status, attempts, updated_at; no other index, no history trigger) in this JVM and
     * loop, so the ledger schema's cost is measured apart from everything else the two benchmarks do differently.
     */
    static final String BARE_TABLE = "bench_bare_task";
    private static final String BARE_INSERT = "insert into " + BARE_TABLE + " (status, attempts, updated_at) "
            + "select 'PENDING', 0, now() from unnest(?::bigint[]) returning id, id";
    private static final String BARE_CLAIM = "update " + BARE_TABLE + " set status = 'PROCESSING', attempts = attempts + 1, "
            + "updated_at = now() where id = any(?) and status = 'PENDING' returning id, id, attempts";
    private static final String BARE_COMPLETE = "update " + BARE_TABLE + " set status = 'COMPLETED', updated_at = now() where id = any(?)";

    static void createBareTable(org.springframework.jdbc.core.JdbcTemplate jdbc) {
        jdbc.execute("create table if not exists " + BARE_TABLE + " (id bigserial primary key, status text not null, "
                + "attempts int not null default 0, updated_at timestamptz not null default now())");
    }

    /** Called with the entity id when a task is claimed (pickup) and when it is completed. */
    interface Listener {
        void claimed(long entityId);

        void completed(int count);
    }

    /**
     * {@code -Dbench.baselineAsyncClaim=true}: the claim commits with {@code synchronous_commit = off}, as
     * the framework's does, for a like-for-like comparison; default off (the bare harness).
     */
    static final boolean ASYNC_CLAIM = Boolean.getBoolean("bench.baselineAsyncClaim");

    private final DataSource dataSource;
    private final RedissonClient redisson;
    private final RStream<String, String> stream;
    private final boolean bare;
    private volatile boolean running;
    private final List<Thread> consumers = new ArrayList<>();

    BaselineHarness(DataSource dataSource, RedissonClient redisson) {
        this(dataSource, redisson, false);
    }

    BaselineHarness(DataSource dataSource, RedissonClient redisson, boolean bare) {
        this.bare = bare;
        this.dataSource = dataSource;
        this.redisson = redisson;
        this.stream = redisson.getStream(STREAM, StringCodec.INSTANCE);
    }

    void start(int consumerCount, Listener listener) {
        try {
            stream.createGroup(StreamCreateGroupArgs.name(GROUP).id(StreamMessageId.ALL).makeStream());
        } catch (RuntimeException e) {
            // exists
        }
        running = true;
        AtomicInteger names = new AtomicInteger();
        for (int i = 0; i < consumerCount; i++) {
            String name = "baseline-" + names.incrementAndGet();
            Thread thread = new Thread(() -> consume(name, listener), name + "-consumer");
            thread.setDaemon(true);
            thread.start();
            consumers.add(thread);
        }
    }

    void stop() throws InterruptedException {
        running = false;
        for (Thread thread : consumers) {
            thread.join(5000);
        }
        consumers.clear();
    }

    /** One INSERT for the chunk, then one pipelined XADD. */
    void enqueue(List<Long> entityIds) throws SQLException {
        List<long[]> created = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement insert = connection.prepareStatement(bare ? BARE_INSERT : INSERT)) {
            int p = 1;
            if (!bare) {
                insert.setString(p++, TYPE);
            }
            insert.setArray(p, connection.createArrayOf("bigint", entityIds.toArray()));
            try (ResultSet rs = insert.executeQuery()) {
                while (rs.next()) {
                    created.add(new long[] {rs.getLong(1), rs.getLong(2)});
                }
            }
        }
        RBatch batch = redisson.createBatch();
        RStreamAsync<String, String> pipelined = batch.getStream(STREAM, StringCodec.INSTANCE);
        for (long[] task : created) {
            pipelined.addAsync(StreamAddArgs.entries(Map.of("taskId", Long.toString(task[1]),
                    "entityId", Long.toString(task[0]), "attempt", "0")));
        }
        batch.execute();
    }

    private void consume(String name, Listener listener) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement claim = connection.prepareStatement(bare ? BARE_CLAIM : CLAIM);
                PreparedStatement complete = connection.prepareStatement(bare ? BARE_COMPLETE : COMPLETE);
                PreparedStatement asyncCommit = connection.prepareStatement("set local synchronous_commit = off");
                Statement session = connection.createStatement()) {
            // Planned at every execution, as the framework's claim and completion were before V90: a
            // generic plan made while the ledger was nearly empty would scan all of it on every statement.
            session.execute("set plan_cache_mode = force_custom_plan");
            while (running) {
                Map<StreamMessageId, Map<String, String>> entries = stream.readGroup(GROUP, name,
                        StreamReadGroupArgs.neverDelivered().count(10).timeout(Duration.ofMillis(200)));
                if (entries == null || entries.isEmpty()) {
                    continue;
                }
                Long[] ids = entries.values().stream().map(f -> Long.valueOf(f.get("taskId"))).toArray(Long[]::new);
                List<Long> taskIds = new ArrayList<>();
                List<Integer> attempts = new ArrayList<>();
                if (bare) {
                    claim.setArray(1, connection.createArrayOf("bigint", ids));
                } else {
                    claim.setString(1, name);
                    claim.setArray(2, connection.createArrayOf("bigint", ids));
                    claim.setString(3, TYPE);
                }
                if (ASYNC_CLAIM) {
                    connection.setAutoCommit(false);
                    asyncCommit.execute();
                }
                try (ResultSet rs = claim.executeQuery()) {
                    while (rs.next()) {
                        taskIds.add(rs.getLong(1));
                        listener.claimed(rs.getLong(2));
                        attempts.add(rs.getInt(3));
                    }
                }
                if (ASYNC_CLAIM) {
                    connection.commit();
                    connection.setAutoCommit(true);
                }
                Array idArray = connection.createArrayOf("bigint", taskIds.toArray());
                complete.setArray(1, idArray);
                if (!bare) {
                    complete.setArray(2, connection.createArrayOf("int", attempts.toArray()));
                    complete.setArray(3, idArray);
                    complete.setString(4, name);
                }
                int done = complete.executeUpdate();
                stream.ack(GROUP, entries.keySet().toArray(StreamMessageId[]::new));
                listener.completed(done);
            }
            session.execute("reset plan_cache_mode"); // the connection goes back to a pool the framework shares
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
