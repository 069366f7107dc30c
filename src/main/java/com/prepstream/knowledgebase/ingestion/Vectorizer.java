package com.prepstream.knowledgebase.ingestion;

import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.ai.LanguageModels;
import com.prepstream.knowledgebase.store.KnowledgeBase;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import com.prepstream.knowledgebase.store.SearchStatistics;
import com.prepstream.parsing.TextExtractor;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The vectorize work for one item: extract text → chunk → embed in batches → replace the item's
 * chunks and record the count and model in one transaction. Safe to run again: the replacement
 * never leaves old and new chunks side by side, and an item deleted meanwhile is left alone.
 */
@Component
public class Vectorizer {

    private static final Logger log = LoggerFactory.getLogger(Vectorizer.class);

    private final KnowledgeBaseRepository items;
    private final ChunkWriter chunks;
    private final TextExtractor extractor;
    private final EmbeddingModel embeddingModel;
    private final LanguageModels languages;
    private final TransactionTemplate transactions;
    private final Chunkers chunkers;
    private final int batchSize;
    private final double nearDuplicateSimilarity;
    private final SearchStatistics statistics;

    Vectorizer(KnowledgeBaseRepository items, ChunkWriter chunks, TextExtractor extractor, EmbeddingModel embeddingModel,
            EmbeddingTokenCounter tokens, TransactionTemplate transactions, KnowledgeBaseSettings settings,
            LanguageModels languages, SearchStatistics statistics, EnglishChunks english) {
        this.statistics = statistics;
        this.languages = languages;
        this.items = items;
        this.chunks = chunks;
        this.extractor = extractor;
        this.embeddingModel = embeddingModel;
        this.transactions = transactions;
        this.chunkers = new Chunkers(settings.chunkMaxChars(), settings.chunkOverlapChars(), settings.headings(), english,
                tokens, languages);
        this.batchSize = Math.max(1, settings.embedBatchSize());
        this.nearDuplicateSimilarity = settings.nearDuplicateSimilarity();
    }

    /**
     * @return the number of chunks written, or -1 when the item no longer exists
     * @throws com.prepstream.parsing.DocumentParseException when the document has no readable text
     */
    public int vectorize(long knowledgeBaseId) {
        return vectorizeTimed(knowledgeBaseId).chunks();
    }

    /** Where the time of one run went, in nanoseconds (for logs and the benchmark). */
    public record Run(int chunks, long extract, long chunk, long embed, long store) {
    }

    public Run vectorizeTimed(long knowledgeBaseId) {
        KnowledgeBase item = items.findById(knowledgeBaseId).orElse(null);
        if (item == null) {
            return new Run(-1, 0, 0, 0, 0);
        }
        long t0 = System.nanoTime();
        String text = chunkers.headings() ? extractor.extractWithHeadings(item.storedFile())
                : extractor.extract(item.storedFile());
        long t1 = System.nanoTime();
        // the model of the document's language (one model for all unless a CJK model is configured)
        LanguageModels.Choice model = languages.forDocument(text);
        List<DocumentChunker.Piece> chunked = chunkers.forModel(model).chunk(text);
        // A similarity above 1 can never be reached: the setting's way of keeping every chunk.
        boolean collapse = nearDuplicateSimilarity <= 1;
        List<DocumentChunker.Piece> distinct = collapse
                ? pick(chunked, NearDuplicates.distinctTexts(chunked.stream().map(DocumentChunker.Piece::embedded).toList()))
                : chunked;
        long t2 = System.nanoTime();
        List<float[]> embedded = embed(model.model(), distinct.stream().map(DocumentChunker.Piece::embedded).toList());
        List<Integer> keep = collapse ? NearDuplicates.distinctVectors(embedded, nearDuplicateSimilarity)
                : IntStream.range(0, embedded.size()).boxed().toList();
        List<DocumentChunker.Piece> texts = pick(distinct, keep);
        List<float[]> vectors = pick(embedded, keep);
        long t3 = System.nanoTime();
        Integer written = transactions.execute(status -> store(knowledgeBaseId, model.info().name(), item.getTitle(), texts, vectors));
        if (written != null && written > 0) {
            statistics.afterWrite(written);
        }
        long t4 = System.nanoTime();
        Run run = new Run(written == null ? -1 : written, t1 - t0, t2 - t1, t3 - t2, t4 - t3);
        if (texts.size() < chunked.size()) {
            log.info("Knowledge base {}: {} of {} chunks repeated an earlier chunk of the document and were left out",
                    knowledgeBaseId, chunked.size() - texts.size(), chunked.size());
        }
        log.info("Vectorized knowledge base {} ({}): {} chunks in {} ms (extract {}, chunk {}, embed {}, store {})",
                knowledgeBaseId, item.getOriginalFilename(), texts.size(), (t4 - t0) / 1_000_000, run.extract() / 1_000_000,
                run.chunk() / 1_000_000, run.embed() / 1_000_000, run.store() / 1_000_000);
        return run;
    }

    private static <T> List<T> pick(List<T> all, List<Integer> positions) {
        return positions.size() == all.size() ? all : positions.stream().map(all::get).toList();
    }

    List<float[]> embed(List<String> texts) {
        return embed(embeddingModel, texts);
    }

    private List<float[]> embed(EmbeddingModel embeddingModel, List<String> texts) {
        List<float[]> vectors = new ArrayList<>(texts.size());
        for (int from = 0; from < texts.size(); from += batchSize) {
            if (Thread.currentThread().isInterrupted()) {
                // stopped by its stream's deadline (or shutdown): nothing is stored, the framework decides
                throw new java.util.concurrent.CancellationException("vectorizing was stopped");
            }
            List<String> batch = texts.subList(from, Math.min(texts.size(), from + batchSize));
            List<float[]> embedded = embeddingModel.embed(batch);
            if (embedded.size() != batch.size()) {
                throw new IllegalStateException("The embedding model returned " + embedded.size()
                        + " vectors for " + batch.size() + " texts");
            }
            vectors.addAll(embedded);
        }
        return vectors;
    }

    private int store(long knowledgeBaseId, String model, String title, List<DocumentChunker.Piece> texts,
            List<float[]> vectors) {
        // Updating the item first locks its row: a concurrent delete waits for us or has already won.
        if (items.recordVectors(knowledgeBaseId, texts.size(), model, Instant.now()) == 0) {
            return -1;
        }
        chunks.replace(knowledgeBaseId, model, texts, vectors);
        chunks.replacePage(knowledgeBaseId, model, title);
        return texts.size();
    }
}
