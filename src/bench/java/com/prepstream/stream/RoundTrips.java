package com.prepstream.stream;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * Counts what a benchmark run sends, per task: PostgreSQL statements by text (each execute is one round
 * trip with pgJDBC, which sends BEGIN together with a transaction's first statement), commits and
 * rollbacks (one round trip each), and Redis commands by name from the private redis-server's
 * {@code INFO commandstats}. A measuring instrument for the benchmark only: the proxy costs a little CPU
 * per statement, the same for the framework and the baseline.
 */
final class RoundTrips {

    private final Map<String, LongAdder> statements = new ConcurrentHashMap<>();
    private final Map<String, String> labels = new ConcurrentHashMap<>();
    private final LongAdder commits = new LongAdder();
    private final LongAdder rollbacks = new LongAdder();

    /** A snapshot of both counters, taken before a run; {@link #since} prints the difference per task. */
    record Mark(Map<String, Long> statements, long commits, long rollbacks, Map<String, Long> redis) {
    }

    DataSource counting(DataSource target) {
        return new DelegatingDataSource(target) {
            @Override
            public Connection getConnection() throws SQLException {
                return connection(super.getConnection());
            }
        };
    }

    Mark mark(TestRedisServer redis) {
        Map<String, Long> now = new HashMap<>();
        statements.forEach((sql, count) -> now.put(sql, count.sum()));
        return new Mark(now, commits.sum(), rollbacks.sum(), redisCalls(redis));
    }

    /** One line per task: PostgreSQL round trips and the top statements, Redis commands by name. */
    String since(Mark start, TestRedisServer redis, int tasks) {
        Mark end = mark(redis);
        Map<String, Long> sql = difference(end.statements(), start.statements());
        Map<String, Long> commands = difference(end.redis(), start.redis());
        long statementCount = sql.values().stream().mapToLong(Long::longValue).sum();
        long commitCount = end.commits() - start.commits();
        long rollbackCount = end.rollbacks() - start.rollbacks();
        return String.format("per task: PostgreSQL %.3f round trips (%.3f statements, %.3f commits, %.3f rollbacks); "
                + "Redis %.3f commands [%s]%n      statements per task: %s",
                (statementCount + commitCount + rollbackCount) / (double) tasks, statementCount / (double) tasks,
                commitCount / (double) tasks, rollbackCount / (double) tasks,
                commands.values().stream().mapToLong(Long::longValue).sum() / (double) tasks,
                top(commands, tasks, 8), top(sql, tasks, 6));
    }

    private static Map<String, Long> difference(Map<String, Long> end, Map<String, Long> start) {
        Map<String, Long> diff = new HashMap<>();
        end.forEach((key, value) -> {
            long d = value - start.getOrDefault(key, 0L);
            if (d > 0) {
                diff.put(key, d);
            }
        });
        return diff;
    }

    private static String top(Map<String, Long> counts, int tasks, int limit) {
        return counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()))
                .limit(limit).map(e -> String.format("%s %.3f", e.getKey(), e.getValue() / (double) tasks))
                .collect(Collectors.joining("; "));
    }

    private static Map<String, Long> redisCalls(TestRedisServer redis) {
        Map<String, Long> calls = new HashMap<>();
        String info = redis.cli("INFO", "commandstats");
        if (info == null) {
            return calls;
        }
        for (String line : info.split("\\R")) {
            if (line.startsWith("cmdstat_")) {
                String name = line.substring(8, line.indexOf(':'));
                String value = line.substring(line.indexOf("calls=") + 6);
                calls.put(name, Long.parseLong(value.substring(0, value.indexOf(','))));
            }
        }
        calls.remove("info"); // our own sampling
        return calls;
    }

    private static String label(String sql) {
        String flat = ProtocolDoc.normalize(sql).toLowerCase();
        return flat.length() <= 48 ? flat : flat.substring(0, 48) + "…";
    }

    private void count(String sql) {
        String label = labels.computeIfAbsent(sql, RoundTrips::label); // the regex once per text, not per call
        statements.computeIfAbsent(label, key -> new LongAdder()).increment();
    }

    private Connection connection(Connection connection) {
        return RecordingDataSource.proxy(Connection.class, connection, (method, args) -> {
            switch (method.getName()) {
                case "commit" -> commits.increment();
                case "rollback" -> rollbacks.increment();
                default -> { }
            }
            Object result = method.invoke(connection, args);
            if (result instanceof PreparedStatement prepared && args != null && args[0] instanceof String sql) {
                return prepared(prepared, sql);
            }
            return result instanceof Statement statement ? plain(statement) : result;
        });
    }

    private PreparedStatement prepared(PreparedStatement statement, String sql) {
        return RecordingDataSource.proxy(PreparedStatement.class, statement, (method, args) -> {
            if (method.getName().startsWith("execute") && (args == null || args.length == 0)) {
                count(sql);
            }
            return method.invoke(statement, args);
        });
    }

    private Statement plain(Statement statement) {
        return RecordingDataSource.proxy(Statement.class, statement, (method, args) -> {
            if (method.getName().startsWith("execute") && args != null && args.length > 0 && args[0] instanceof String sql) {
                count(sql);
            }
            return method.invoke(statement, args);
        });
    }
}
