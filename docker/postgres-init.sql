-- First start of the compose database: the application role and databases, with pgvector.
CREATE ROLE prepstream LOGIN PASSWORD 'prepstream';
CREATE DATABASE prepstream OWNER prepstream;
CREATE DATABASE prepstream_test OWNER prepstream;
\c prepstream
CREATE EXTENSION IF NOT EXISTS vector;
\c prepstream_test
CREATE EXTENSION IF NOT EXISTS vector;
