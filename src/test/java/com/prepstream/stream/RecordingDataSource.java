package com.prepstream.stream;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/** Records the text of every statement sent through it (prepared or plain), normalized by {@link ProtocolDoc}. */
final class RecordingDataSource extends DelegatingDataSource {

    final Set<String> statements = ConcurrentHashMap.newKeySet();

    RecordingDataSource(DataSource target) {
        super(target);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return recording(super.getConnection());
    }

    private Connection recording(Connection connection) {
        return proxy(Connection.class, connection, (method, args) -> {
            if (method.getName().startsWith("prepare") && args != null && args[0] instanceof String sql) {
                statements.add(ProtocolDoc.normalize(sql));
            }
            Object result = method.invoke(connection, args);
            return result instanceof Statement statement && method.getName().equals("createStatement")
                    ? recording(statement) : result;
        });
    }

    private Statement recording(Statement statement) {
        return proxy(Statement.class, statement, (method, args) -> {
            if (method.getName().startsWith("execute") && args != null && args.length > 0
                    && args[0] instanceof String sql) {
                statements.add(ProtocolDoc.normalize(sql));
            }
            return method.invoke(statement, args);
        });
    }

    /** Also used by the benchmark's statement counter ({@code RoundTrips}). */
    interface Call {
        Object call(java.lang.reflect.Method method, Object[] args) throws Exception;
    }

    static <T> T proxy(Class<T> type, T target, Call call) {
        InvocationHandler handler = (proxy, method, args) -> {
            try {
                return call.call(method, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }
}
