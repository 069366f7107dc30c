-- Cheaper BM25 bookkeeping on the vectorize path (docs/retrieval.md, "Ingest cost"). Measured on a
-- re-vectorize loop, the V85 trigger's own work (unnest, length, strip) is cheap; the cost is what each
-- posting row costs its table: a foreign-key check per row, a second index, and a key compared with the
-- database's collation. So:
--   * the key is (lexeme, chunk_id) in the "C" collation: equality is all a search asks of it, and a chunk
--     has one model, so the model need not be in the key;
--   * no foreign key and no chunk_id index: a chunk's postings are exactly the lexemes of its stored
--     (stripped) lexeme row, so deleting that row deletes them through the key, once per statement.
-- Statistics stay exact: postings still come from the V85 row trigger, unchanged, and what a worker
-- writes is unchanged (docs/worker-protocol.md).
ALTER TABLE knowledge_base_chunk_postings DROP CONSTRAINT knowledge_base_chunk_postings_chunk_id_fkey;
DROP INDEX knowledge_base_chunk_postings_chunk;
ALTER TABLE knowledge_base_chunk_postings DROP CONSTRAINT knowledge_base_chunk_postings_pkey;
ALTER TABLE knowledge_base_chunk_postings ALTER COLUMN lexeme TYPE text COLLATE "C";
ALTER TABLE knowledge_base_chunk_postings ADD PRIMARY KEY (lexeme, chunk_id);

-- Fires for the cascade from a deleted chunk (or item) too: one statement per cascade, the rows it removed.
CREATE FUNCTION knowledge_base_chunk_unpost() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM knowledge_base_chunk_postings p
    USING (SELECT g.chunk_id, unnest(tsvector_to_array(g.lexemes)) AS lexeme FROM gone g) o
    WHERE p.lexeme = o.lexeme COLLATE "C" AND p.chunk_id = o.chunk_id;
    RETURN NULL;
END $$;

CREATE TRIGGER knowledge_base_chunk_unpost AFTER DELETE ON knowledge_base_chunk_lexemes
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION knowledge_base_chunk_unpost();

-- "truncate knowledge_base cascade" reaches the lexemes through their foreign key, no longer the postings.
-- DELETE, not TRUNCATE: a TRUNCATE naming both tables would refuse to truncate the postings a second time.
CREATE FUNCTION knowledge_base_chunk_unpost_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM knowledge_base_chunk_postings;
    RETURN NULL;
END $$;

CREATE TRIGGER knowledge_base_chunk_unpost_all AFTER TRUNCATE ON knowledge_base_chunk_lexemes
    FOR EACH STATEMENT EXECUTE FUNCTION knowledge_base_chunk_unpost_all();
