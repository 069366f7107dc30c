-- Vectors stored per embedding model. Each chunk records the model that made its vector, and the column
-- takes vectors of any dimension (bge-small-zh makes 512, MiniLM and bge-small-en 384): a model change
-- no longer drops every chunk. Two models' vectors live in different spaces even at the same dimension,
-- so search compares a query vector only with chunks of the model that embedded it, and each model has
-- its own partial HNSW index over its own rows (created by the application for the configured model,
-- knowledgebase/VectorIndexes; the one below is the default model's, for existing installations).
-- An item's chunks of the old model are replaced by the new model's in one transaction
-- (knowledgebase/Vectorizer), so search answers from the old vectors until the new ones are committed.
ALTER TABLE knowledge_base_chunk ADD COLUMN embedding_model VARCHAR(100);
UPDATE knowledge_base_chunk c SET embedding_model = coalesce(k.embedding_model, 'unknown')
FROM knowledge_base k WHERE k.id = c.knowledge_base_id;
ALTER TABLE knowledge_base_chunk ALTER COLUMN embedding_model SET NOT NULL;
ALTER TABLE knowledge_base_chunk DROP CONSTRAINT knowledge_base_chunk_position;
ALTER TABLE knowledge_base_chunk ADD CONSTRAINT knowledge_base_chunk_position
    UNIQUE (knowledge_base_id, embedding_model, chunk_index);

DROP INDEX IF EXISTS knowledge_base_chunk_embedding_idx;
ALTER TABLE knowledge_base_chunk ALTER COLUMN embedding TYPE vector;
CREATE INDEX IF NOT EXISTS knowledge_base_chunk_embedding_all_minilm_l6_v2_q_384_idx ON knowledge_base_chunk
    USING hnsw ((embedding::vector(384)) vector_cosine_ops) WHERE embedding_model = 'all-minilm-l6-v2-q';
