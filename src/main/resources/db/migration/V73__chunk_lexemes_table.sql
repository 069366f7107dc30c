-- The full-text side of a search reads every chunk that holds one of the question's words (thousands
-- in a large knowledge base) to weigh the words each holds. In knowledge_base_chunk each such row is
-- ~3 KB (the vector is kept inline since V71, the text and lexemes since V72), so 4,372 matching Chinese
-- chunks meant 3,289 heap pages, more than shared_buffers keeps of a 60,000-chunk table: 270 ms. Here
-- the lexemes live in rows of their own, without positions (nothing ranks by word distance), a few
-- hundred bytes each: the same chunks are a few hundred pages, and the table stays in memory.
CREATE TABLE knowledge_base_chunk_lexemes (
    chunk_id          bigint       PRIMARY KEY REFERENCES knowledge_base_chunk (id) ON DELETE CASCADE,
    knowledge_base_id bigint       NOT NULL,
    embedding_model   varchar(100) NOT NULL,
    lexemes           tsvector     NOT NULL
);
INSERT INTO knowledge_base_chunk_lexemes (chunk_id, knowledge_base_id, embedding_model, lexemes)
SELECT id, knowledge_base_id, embedding_model, strip(lexemes) FROM knowledge_base_chunk WHERE lexemes IS NOT NULL;
CREATE INDEX knowledge_base_chunk_lexemes_gin ON knowledge_base_chunk_lexemes USING gin (lexemes);
-- A search scoped to an account's items may be planned item by item (the planner's choice before the
-- table has statistics, e.g. right after a large upload): without this index each item scanned the
-- whole table, 6-20 s per question over the 25,278 chunks of the manual.
CREATE INDEX knowledge_base_chunk_lexemes_item ON knowledge_base_chunk_lexemes (knowledge_base_id);
-- Search weighs each word by how rare it is and keeps a question's rarest words within a budget, both
-- from ANALYZE's statistics of this column (LexicalQuery). At the default target (100) ANALYZE samples
-- 30,000 rows and tracks ~1,000 lexemes, every other word counting as rare as the rarest tracked one;
-- 1,000 samples up to 300,000 rows (a whole knowledge base of this product's size) and tracks ~10,000.
ALTER TABLE knowledge_base_chunk_lexemes ALTER COLUMN lexemes SET STATISTICS 1000;
DROP INDEX knowledge_base_chunk_lexemes_idx;
ALTER TABLE knowledge_base_chunk DROP COLUMN lexemes;
