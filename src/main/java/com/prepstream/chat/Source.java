package com.prepstream.chat;

import com.prepstream.knowledgebase.SearchHit;

/** A passage given to an answer, numbered as the answer cites it ([n]); stored with the answer. */
record Source(int n, long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, double score, String content) {

    static Source of(int n, SearchHit hit) {
        return new Source(n, hit.knowledgeBaseId(), hit.knowledgeBaseName(), hit.chunkIndex(), hit.score(),
                hit.content());
    }
}
