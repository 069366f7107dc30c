-- BM25 over passages and pages (docs/retrieval.md, "The lexical side"): term frequencies, lengths and
-- exact document frequencies, kept by PostgreSQL itself from what a worker already writes per chunk, so a
-- worker in any language gets them by writing the same rows (docs/worker-protocol.md, "Lexical data").
--
-- A worker now writes the chunk's lexemes WITH positions (to_tsvector, no strip()) and the chunk's index;
-- the trigger below turns the positions into one posting per lexeme (how often it occurs) and the
-- chunk's length (how many words it holds), then strips the stored lexemes as before (the GIN index and
-- its narrow rows stay as V73 made them). Additive: a row written the old way (no chunk_index) is left
-- as it is, and the application counts it again at start (LexicalBackfill).
ALTER TABLE knowledge_base_chunk_lexemes ADD COLUMN chunk_index integer, ADD COLUMN length integer;

CREATE TABLE knowledge_base_chunk_postings (
    lexeme            text         NOT NULL,
    embedding_model   varchar(100) NOT NULL,
    chunk_id          bigint       NOT NULL REFERENCES knowledge_base_chunk (id) ON DELETE CASCADE,
    knowledge_base_id bigint       NOT NULL,
    chunk_index       integer      NOT NULL,
    frequency         integer      NOT NULL,
    PRIMARY KEY (lexeme, embedding_model, chunk_id)
) WITH (fillfactor = 100);
-- the cascade from a deleted chunk finds its postings
CREATE INDEX knowledge_base_chunk_postings_chunk ON knowledge_base_chunk_postings (chunk_id);

-- Passages are a chunk with its neighbours and pages a whole item: their lengths are sums over chunk
-- lengths, read from this index alone (no heap row).
CREATE INDEX knowledge_base_chunk_lexemes_lengths ON knowledge_base_chunk_lexemes (knowledge_base_id, chunk_index)
    INCLUDE (length);

-- A page (a whole item) for page BM25: its title's lexemes, a field of its own, and its length (the sum
-- of its chunks' lengths), written after its chunks in the same transaction.
CREATE TABLE knowledge_base_page_lexemes (
    knowledge_base_id bigint       PRIMARY KEY REFERENCES knowledge_base (id) ON DELETE CASCADE,
    embedding_model   varchar(100) NOT NULL,
    title             tsvector     NOT NULL,
    length            bigint       NOT NULL
);

CREATE FUNCTION knowledge_base_chunk_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.chunk_index IS NULL THEN
        RETURN NEW;
    END IF;
    -- a stripped tsvector has no positions: each lexeme then counts once
    INSERT INTO knowledge_base_chunk_postings (lexeme, embedding_model, chunk_id, knowledge_base_id, chunk_index, frequency)
    SELECT t.lexeme, NEW.embedding_model, NEW.chunk_id, NEW.knowledge_base_id, NEW.chunk_index,
           coalesce(array_length(t.positions, 1), 1)
    FROM unnest(NEW.lexemes) t;
    NEW.length := (SELECT coalesce(sum(coalesce(array_length(t.positions, 1), 1)), 0) FROM unnest(NEW.lexemes) t);
    NEW.lexemes := strip(NEW.lexemes);
    RETURN NEW;
END $$;

CREATE TRIGGER knowledge_base_chunk_postings BEFORE INSERT ON knowledge_base_chunk_lexemes
    FOR EACH ROW EXECUTE FUNCTION knowledge_base_chunk_postings();
