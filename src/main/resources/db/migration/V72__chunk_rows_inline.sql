-- Keep a chunk's text and lexemes in its row too. With the vector inline (V71) a chunk row is always past
-- PostgreSQL's 2 KB TOAST target (a 512-dimension vector alone is 2,056 bytes), so the toaster moved the
-- text and the lexemes out of every row: full-text search then fetched each matching chunk's lexemes
-- from the TOAST table to rank it. Chunks are short (chunk-max-chars, 500 by default), so a row fits a
-- page: a target of a whole page keeps every column in the row unless it would not fit.
ALTER TABLE knowledge_base_chunk SET (toast_tuple_target = 8160);
-- The target applies to rows written from now on: write the stored text and lexemes again (new copies
-- of the same values).
UPDATE knowledge_base_chunk SET content = content || '', lexemes = lexemes || ''::tsvector;
