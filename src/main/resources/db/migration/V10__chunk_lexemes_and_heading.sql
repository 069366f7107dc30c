-- Full-text words of each chunk, for lexical search fused with the vector search. Written by the
-- application: Chinese is first cut into words by Lucene smartcn (PostgreSQL's parser does not split
-- Chinese), then to_tsvector('english', ...) stems English words and drops English stop words.
-- Existing chunks get the English-only form until they are re-vectorized.
ALTER TABLE knowledge_base_chunk ADD COLUMN lexemes tsvector;
UPDATE knowledge_base_chunk SET lexemes = to_tsvector('english', content);
CREATE INDEX knowledge_base_chunk_lexemes_idx ON knowledge_base_chunk USING gin (lexemes);

-- The heading path of the chunk's section ("Chapter › Section"), embedded and indexed with the
-- chunk but kept apart from its content; null where the document has no heading.
ALTER TABLE knowledge_base_chunk ADD COLUMN heading TEXT;
