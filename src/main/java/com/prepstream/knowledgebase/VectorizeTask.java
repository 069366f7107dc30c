package com.prepstream.knowledgebase;

import com.prepstream.stream.StreamDefinition;

/** Payload of a vectorize task: identifiers only; the worker loads the document itself. */
record VectorizeTask(long knowledgeBaseId) {

    static final StreamDefinition DEFINITION = new StreamDefinition("KNOWLEDGE_BASE_VECTORIZE", "KNOWLEDGE_BASE",
            "knowledgebase:vectorize:stream", "vectorize-group", "vectorize-consumer-", "vectorize");
}
