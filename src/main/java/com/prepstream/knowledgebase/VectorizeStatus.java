package com.prepstream.knowledgebase;

import com.prepstream.stream.StatusMove;
import java.time.Instant;
import org.springframework.stereotype.Component;

/** The item's own copy of its vectorize status, moved only by the one guarded update below. */
@Component
class VectorizeStatus {

    private final KnowledgeBaseRepository items;

    VectorizeStatus(KnowledgeBaseRepository items) {
        this.items = items;
    }

    boolean exists(long id) {
        return items.existsById(id);
    }

    /** Moves the item's status when it is in {@code move.from()}; whether it moved. */
    boolean mirror(long id, StatusMove move, String error) {
        return items.transition(id, move.from(), move.to(), truncate(error), Instant.now()) == 1;
    }

    /** For revectorize: only a finished item can start again. */
    boolean restart(long id) {
        return mirror(id, StatusMove.REQUEUED, null);
    }

    /** Fits the vector_error column and keeps the user-facing message short. */
    static String truncate(String error) {
        if (error == null || error.length() <= 1000) {
            return error;
        }
        return error.substring(0, 997) + "...";
    }
}
