package com.prepstream.ops;

import com.prepstream.account.OwnedEntities;
import com.prepstream.ops.TaskEventHub.Routed;
import com.prepstream.ops.TaskEventHub.TaskStatusEvent;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import com.prepstream.stream.model.TaskStatusChanged;
import org.redisson.api.RTopic;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Relays every committed status change to all instances through Redis pub/sub, so a browser connected
 * to instance A sees what instance B did. Each instance (this one included) receives from the topic and
 * pushes to its own SSE clients. Pub/sub is server-wide (not per database), hence the namespace in the
 * topic name; by default it contains the Redis database number.
 */
@Component
class TaskEventRelay implements DisposableBean {

    private static final Logger log = LoggerFactory.getLogger(TaskEventRelay.class);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final RTopic topic;
    private final TaskEventHub hub;
    private final int listener;
    private final Map<String, OwnedEntities> owners;

    TaskEventRelay(RedissonClient redisson, TaskEventHub hub, List<OwnedEntities> owners,
            @Value("${prepstream.events.namespace:prepstream-db${spring.data.redis.database:0}}") String namespace) {
        this.hub = hub;
        this.owners = owners.stream().collect(Collectors.toMap(OwnedEntities::entityType, Function.identity()));
        this.topic = redisson.getTopic(namespace + ":task-status", StringCodec.INSTANCE);
        this.listener = topic.addListener(String.class, (channel, json) -> receive(json));
    }

    @EventListener
    void onStatusChanged(TaskStatusChanged change) {
        publish(change);
    }

    /** Publishes to every instance; if Redis cannot take it, at least this instance's clients get it. */
    void publish(TaskStatusChanged change) {
        // the owner is looked up here, once, by the instance that made the change
        Routed event = new Routed(new TaskStatusEvent(change.entityType(), change.entityId(), change.status().name(),
                change.attempt(), change.error(), change.at()), ownerOf(change.entityType(), change.entityId()));
        try {
            topic.publishAsync(JSON.writeValueAsString(event)).whenComplete((receivers, error) -> {
                if (error != null) {
                    hub.broadcast(event);
                }
            });
        } catch (RuntimeException e) {
            hub.broadcast(event);
        }
    }

    private void receive(String json) {
        try {
            hub.broadcast(JSON.readValue(json, Routed.class));
        } catch (RuntimeException e) {
            log.warn("Ignoring an unreadable task event: {}", e.toString());
        }
    }

    private Long ownerOf(String entityType, long entityId) {
        OwnedEntities entities = owners.get(entityType);
        try {
            return entities == null ? null : entities.ownerOf(entityId).orElse(null);
        } catch (RuntimeException e) {
            log.warn("Could not find the owner of {} {}: {}", entityType, entityId, e.toString());
            return null;
        }
    }

    @Override
    public void destroy() {
        topic.removeListener(listener);
    }
}
