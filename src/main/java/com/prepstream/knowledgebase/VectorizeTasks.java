package com.prepstream.knowledgebase;

import com.prepstream.stream.TaskTransition;
import java.util.Collection;
import java.util.List;

/** The knowledge base's view of its vectorize task queue. */
interface VectorizeTasks {

    /** Joins the caller's transaction; the work starts after commit. Throws TaskAlreadyActiveException. */
    void enqueue(long knowledgeBaseId);

    /** Skips items whose task is already pending or processing; returns how many were enqueued. */
    int enqueueAll(Collection<Long> knowledgeBaseIds);

    /** The item is being deleted: a run in flight is dropped quietly. */
    void cancel(long knowledgeBaseId);

    List<TaskTransition> history(long knowledgeBaseId);
}
