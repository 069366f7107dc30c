package com.prepstream.knowledgebase.ingestion;

import com.prepstream.knowledgebase.store.SearchStatistics;
import com.prepstream.text.LexicalText;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Gives the items stored before BM25 (V85) their postings, lengths and page rows at start, without a
 * manual step: their chunks' lexemes were stored stripped, so each chunk's words are read again from
 * its stored text and written the way a worker writes them now. An item at a time, each in its own
 * transaction; an item re-vectorized meanwhile already has its rows and is skipped.
 */
@Component
public class LexicalBackfill {

    private static final Logger log = LoggerFactory.getLogger(LexicalBackfill.class);

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final SearchStatistics statistics;

    LexicalBackfill(JdbcTemplate jdbc, TransactionTemplate transactions, SearchStatistics statistics) {
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.statistics = statistics;
    }

    @EventListener(ApplicationReadyEvent.class)
    public void backfill() {
        List<Long> items = jdbc.queryForList("""
                select k.id from knowledge_base k
                where exists (select 1 from knowledge_base_chunk_lexemes l where l.knowledge_base_id = k.id and l.chunk_index is null)
                   or (k.chunk_count > 0 and not exists (select 1 from knowledge_base_page_lexemes p where p.knowledge_base_id = k.id))
                order by k.id
                """, Long.class);
        if (items.isEmpty()) {
            return;
        }
        long start = System.nanoTime();
        items.forEach(item -> transactions.executeWithoutResult(status -> backfill(item)));
        // without statistics of the new rows the planner chose nested loops: 41 s for one passage search
        statistics.refreshStale();
        log.info("Lexical statistics (BM25) written for {} items stored before them, in {} ms", items.size(),
                (System.nanoTime() - start) / 1_000_000);
    }

    private void backfill(long item) {
        // the item's row first: a concurrent re-vectorization waits for us or has already replaced the chunks
        List<String> title = jdbc.queryForList("select coalesce(title, name) from knowledge_base where id = ? for update",
                String.class, item);
        if (title.isEmpty()) {
            return;
        }
        record Chunk(long id, int index, String embedded, String model) {
        }
        List<Chunk> chunks = jdbc.query("""
                select c.id, c.chunk_index, c.heading, c.content, c.embedding_model from knowledge_base_chunk c
                join knowledge_base_chunk_lexemes l on l.chunk_id = c.id
                where c.knowledge_base_id = ? and l.chunk_index is null order by c.chunk_index
                """, (row, i) -> new Chunk(row.getLong(1), row.getInt(2),
                new DocumentChunker.Piece(row.getString(3) == null ? "" : row.getString(3), row.getString(4)).embedded(),
                row.getString(5)), item);
        if (!chunks.isEmpty()) {
            jdbc.update("delete from knowledge_base_chunk_lexemes where knowledge_base_id = ? and chunk_index is null", item);
            jdbc.batchUpdate("""
                    insert into knowledge_base_chunk_lexemes (chunk_id, knowledge_base_id, chunk_index, embedding_model, lexemes)
                    values (?, ?, ?, ?, to_tsvector('english', ?))
                    """, IntStream.range(0, chunks.size()).boxed().toList(), 200, (statement, i) -> {
                        Chunk chunk = chunks.get(i);
                        statement.setLong(1, chunk.id());
                        statement.setLong(2, item);
                        statement.setInt(3, chunk.index());
                        statement.setString(4, chunk.model());
                        statement.setString(5, LexicalText.ofDocument(chunk.embedded()));
                    });
        }
        List<String> models = new ArrayList<>(jdbc.queryForList(
                "select embedding_model from knowledge_base where id = ? and chunk_count > 0", String.class, item));
        if (!models.isEmpty() && models.get(0) != null) {
            jdbc.update(ChunkWriter.PAGE_ROW, item, models.get(0), LexicalText.ofDocument(title.get(0)), item);
        }
    }
}
