-- Knowledge base items and their embedded chunks.

CREATE TABLE knowledge_base (
    id                BIGSERIAL PRIMARY KEY,
    name              VARCHAR(255)  NOT NULL,
    category          VARCHAR(100),
    original_filename VARCHAR(300)  NOT NULL,
    content_type      VARCHAR(120)  NOT NULL,
    size_bytes        BIGINT        NOT NULL,
    -- SHA-256 of the content: the same document is stored and embedded once.
    file_hash         CHAR(64)      NOT NULL UNIQUE,
    storage_key       VARCHAR(200)  NOT NULL,
    vector_status     VARCHAR(20)   NOT NULL DEFAULT 'PENDING',
    vector_error      VARCHAR(1000),
    chunk_count       INTEGER       NOT NULL DEFAULT 0,
    embedding_model   VARCHAR(100),
    created_at        TIMESTAMPTZ   NOT NULL DEFAULT now(),
    updated_at        TIMESTAMPTZ   NOT NULL DEFAULT now(),
    CONSTRAINT knowledge_base_vector_status_check
        CHECK (vector_status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'))
);

CREATE INDEX knowledge_base_status_idx ON knowledge_base (vector_status);
CREATE INDEX knowledge_base_category_idx ON knowledge_base (category);

-- The vector dimension is that of the default in-process model (all-MiniLM-L6-v2: 384). A model
-- with another dimension needs this column changed and every item re-embedded; the application
-- refuses to start writing or searching until then (see docs/knowledge-base.md).
CREATE TABLE knowledge_base_chunk (
    id                BIGSERIAL PRIMARY KEY,
    knowledge_base_id BIGINT       NOT NULL REFERENCES knowledge_base (id) ON DELETE CASCADE,
    chunk_index       INTEGER      NOT NULL,
    content           TEXT         NOT NULL,
    embedding         vector(384)  NOT NULL,
    CONSTRAINT knowledge_base_chunk_position UNIQUE (knowledge_base_id, chunk_index)
);

CREATE INDEX knowledge_base_chunk_embedding_idx
    ON knowledge_base_chunk USING hnsw (embedding vector_cosine_ops);
