-- Keep each chunk's vector inside its row. pgvector's type allows out-of-line storage (EXTERNAL), and a
-- chunk row (text, lexemes, heading and a 1.5-2 KB vector) passes PostgreSQL's 2 KB TOAST threshold, so
-- the vector was the column moved out to the TOAST table: every distance computed by a search that
-- compares all chunks in scope fetched it from there first (~6 us of a chunk's cost, docs/retrieval.md).
-- MAIN keeps it inline and has the text and lexemes compressed or moved out instead; the vector only
-- leaves the row if the row could not fit a page otherwise.
ALTER TABLE knowledge_base_chunk ALTER COLUMN embedding SET STORAGE MAIN;
-- The setting applies to values written from now on: write the stored vectors again (a copy of the
-- same value, which the TOAST code stores anew under the new setting).
UPDATE knowledge_base_chunk SET embedding = embedding::real[]::vector;
