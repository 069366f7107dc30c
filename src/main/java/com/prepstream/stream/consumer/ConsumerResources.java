package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.ledger.TaskSweeps;
import com.prepstream.stream.model.TaskStatusChanged;
import com.prepstream.stream.redis.StreamRedis;
import com.prepstream.stream.redis.TaskDispatcher;
import java.util.function.Consumer;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What one consumer uses of its instance's framework: the stream's Redis access and sender, the ledger's
 * statements, transactions, metrics and where status events go. The framework builds it, so the engine
 * holds parts, not the framework.
 */
public record ConsumerResources(StreamRedis redis, TaskClaims claims, TaskSweeps sweeps, TaskDispatcher sender,
        StreamMetrics metrics, TransactionTemplate transactions, Consumer<TaskStatusChanged> events) {
}
