-- BM25 reads a question's postings by lexeme (docs/retrieval.md, "Speed"). With the key holding only
-- (lexeme, chunk_id), each posting was a heap fetch: a lexeme's postings lie wherever their chunks were
-- written, one heap page each (9,590 postings of a 15-word question: 315 ms of a 605 ms search over the
-- manual). Carrying the rest of the row in the key lets the search read them from the index alone, once
-- the visibility map knows the pages (SearchStatistics vacuums the table, autovacuum may be off).
-- What a worker writes and how postings are deleted (V87) are unchanged.
ALTER TABLE knowledge_base_chunk_postings DROP CONSTRAINT knowledge_base_chunk_postings_pkey;
ALTER TABLE knowledge_base_chunk_postings ADD PRIMARY KEY (lexeme, chunk_id)
    INCLUDE (embedding_model, knowledge_base_id, chunk_index, frequency);
