-- pgvector must be present before any table uses the vector type. The setup script creates the
-- extension as a superuser; this keeps a fresh database that allows it working too.
CREATE EXTENSION IF NOT EXISTS vector;
