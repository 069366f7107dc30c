package com.prepstream.stream;

import com.prepstream.stream.redis.WireFormat;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.redisson.api.RStream;
import org.redisson.api.RedissonClient;
import org.redisson.api.stream.StreamReadGroupParams;

/**
 * A view of a Redisson client that records every XREADGROUP on one stream as the framework asks for it:
 * which thread asked, for how many entries, with which BLOCK (null: none), and the entities that came
 * back. Everything else goes to the real client untouched. The consumer's read role is held by one thread
 * at a time and handed on through its pool, so the list is in the order the reads were made.
 */
final class RecordedReads {

    record Read(Thread thread, int count, Duration block, List<Long> entityIds) {

        /** The read took as many entries as it asked for: every slot it held. */
        boolean filled() {
            return entityIds.size() == count;
        }
    }

    private final String streamName;
    private final List<Read> reads = new CopyOnWriteArrayList<>();

    RecordedReads(String streamName) {
        this.streamName = streamName;
    }

    List<Read> reads() {
        return List.copyOf(reads);
    }

    /** The read that returned the entry of this entity. */
    Read readOf(long entityId) {
        return reads.stream().filter(read -> read.entityIds().contains(entityId)).findFirst()
                .orElseThrow(() -> new AssertionError("no read returned entity " + entityId + ": " + reads));
    }

    int indexOf(Read read) {
        return reads.indexOf(read);
    }

    RedissonClient wrap(RedissonClient real) {
        return (RedissonClient) Proxy.newProxyInstance(RedissonClient.class.getClassLoader(),
                new Class<?>[] {RedissonClient.class}, (proxy, method, args) -> {
                    Object result = call(real, method, args);
                    boolean ours = method.getName().equals("getStream") && args != null && streamName.equals(args[0]);
                    return ours ? recording((RStream<?, ?>) result) : result;
                });
    }

    private Object recording(RStream<?, ?> real) {
        return Proxy.newProxyInstance(RStream.class.getClassLoader(), new Class<?>[] {RStream.class},
                (proxy, method, args) -> {
                    Object result = call(real, method, args);
                    if (method.getName().equals("readGroup") && args != null
                            && args[args.length - 1] instanceof StreamReadGroupParams params) {
                        reads.add(new Read(Thread.currentThread(), params.getCount(), params.getTimeout(),
                                entityIds(result)));
                    }
                    return result;
                });
    }

    @SuppressWarnings("unchecked")
    private static List<Long> entityIds(Object result) {
        if (result == null) {
            return List.of();
        }
        return ((Map<?, Map<String, String>>) result).values().stream()
                .map(fields -> Long.parseLong(fields.get(WireFormat.ENTITY_ID))).toList();
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
