package com.prepstream.knowledgebase;

import static com.prepstream.stream.TaskStatus.COMPLETED;
import static com.prepstream.stream.TaskStatus.FAILED;
import static com.prepstream.stream.TaskStatus.PENDING;
import static com.prepstream.stream.TaskStatus.PROCESSING;

import com.prepstream.stream.TaskStatus;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Set;
import org.springframework.stereotype.Component;

/** The item's own copy of its vectorize status, moved by guarded updates only. */
@Component
class VectorizeStatus {

    private final KnowledgeBaseRepository items;

    VectorizeStatus(KnowledgeBaseRepository items) {
        this.items = items;
    }

    void processing(long id) {
        move(id, EnumSet.of(PENDING, PROCESSING), PROCESSING, null);
    }

    void completed(long id) {
        move(id, EnumSet.of(PENDING, PROCESSING), COMPLETED, null);
    }

    void failed(long id, String error) {
        move(id, EnumSet.of(PENDING, PROCESSING), FAILED, error);
    }

    void retrying(long id, String error) {
        move(id, EnumSet.of(PROCESSING), PENDING, error);
    }

    /** For revectorize: only a finished item can start again. */
    boolean restart(long id) {
        return move(id, EnumSet.of(COMPLETED, FAILED), PENDING, null);
    }

    /** Fits the vector_error column and keeps the user-facing message short. */
    static String truncate(String error) {
        if (error == null || error.length() <= 1000) {
            return error;
        }
        return error.substring(0, 997) + "...";
    }

    private boolean move(long id, Set<TaskStatus> from, TaskStatus to, String error) {
        return items.transition(id, from, to, truncate(error), Instant.now()) == 1;
    }
}
