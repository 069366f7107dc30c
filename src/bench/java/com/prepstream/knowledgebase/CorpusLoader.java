package com.prepstream.knowledgebase;

import com.prepstream.account.CurrentAccount;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.knowledgebase.ingestion.TextChunker;
import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.apache.tika.Tika;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Loads a folder of documents (HTML through Tika, Markdown and text as they are) into the knowledge
 * base tables the way vectorizing does (same chunker, the embedding model of the document's language), without the upload
 * and stream round trip, for benchmarks over a whole corpus. A corpus already loaded into the
 * database (same item count) is kept, so a second run only measures.
 */
public final class CorpusLoader {

    private final JdbcTemplate jdbc;
    private final com.prepstream.ai.LanguageModels languages;
    private final ChunkWriter writer;
    private final TextChunker chunker;
    private final TransactionTemplate transaction;

    public CorpusLoader(ApplicationContext context) {
        this.jdbc = context.getBean(JdbcTemplate.class);
        this.languages = context.getBean(com.prepstream.ai.LanguageModels.class);
        this.writer = context.getBean(ChunkWriter.class);
        KnowledgeBaseSettings settings = context.getBean(KnowledgeBaseSettings.class);
        this.chunker = new TextChunker(settings.chunkMaxChars(), settings.chunkOverlapChars(),
                context.getBean(EmbeddingTokenCounter.class));
        this.transaction = context.getBean(TransactionTemplate.class);
    }

    /**
     * Loads every document under {@code root}, or only those {@code keep} accepts (a path relative to
     * {@code root}); answers item id by that relative path.
     */
    public java.util.Map<String, Long> load(Path root, java.util.function.Predicate<String> keep) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).filter(CorpusLoader::isDocument)
                    .filter(file -> keep.test(root.relativize(file).toString())).sorted().toList();
        }
        Integer loaded = jdbc.queryForObject("select count(*) from knowledge_base where vector_status = 'COMPLETED'",
                Integer.class);
        if (loaded == null || loaded != files.size()) {
            jdbc.update("truncate knowledge_base restart identity cascade");
            Tika tika = new Tika();
            tika.setMaxStringLength(-1);
            long start = System.nanoTime();
            int chunkTotal = 0;
            for (int i = 0; i < files.size(); i++) {
                chunkTotal += loadOne(root, files.get(i), tika);
                if ((i + 1) % 100 == 0) {
                    System.err.printf("  loaded %d/%d documents, %d chunks, %.0f s%n", i + 1, files.size(), chunkTotal,
                            (System.nanoTime() - start) / 1e9);
                }
            }
        }
        return loaded();
    }

    /** Item id by document path, of what is in the database now. */
    public java.util.Map<String, Long> loaded() {
        java.util.Map<String, Long> ids = new java.util.HashMap<>();
        jdbc.query("select original_filename, id from knowledge_base",
                row -> {
                    ids.put(row.getString(1), row.getLong(2));
                });
        return ids;
    }

    private int loadOne(Path root, Path file, Tika tika) throws IOException {
        String relative = root.relativize(file).toString();
        String text;
        try {
            text = file.toString().endsWith(".html") ? tika.parseToString(file)
                    : Files.readString(file, StandardCharsets.UTF_8);
        } catch (org.apache.tika.exception.TikaException e) {
            throw new IOException(e);
        }
        List<String> contents = chunker.chunk(text);
        // the model Vectorizer would choose for this document's language (bge-small-zh for a Chinese note)
        com.prepstream.ai.LanguageModels.Choice choice = languages.forDocument(text);
        EmbeddingModelInfo info = choice.info();
        List<float[]> vectors = new ArrayList<>();
        for (int from = 0; from < contents.size(); from += 32) {
            vectors.addAll(choice.model().embed(contents.subList(from, Math.min(contents.size(), from + 32))));
        }
        String hash = HexFormat.of().formatHex(sha256(relative));
        long owner = CurrentAccount.id();
        transaction.executeWithoutResult(tx -> {
            Long id = jdbc.queryForObject("""
                    insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                                vector_status, chunk_count, embedding_model, owner_id)
                    values (?, ?, 'text/plain', ?, ?, ?, 'COMPLETED', ?, ?, ?) returning id
                    """, Long.class, relative, relative, text.length(), hash, "bench/" + hash, contents.size(),
                    info.name(), owner);
            writer.replaceTexts(id, info.name(), contents, vectors);
        });
        return contents.size();
    }

    private static boolean isDocument(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".html") || name.endsWith(".md") || name.endsWith(".txt");
    }

    private static byte[] sha256(String text) {
        try {
            return java.security.MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
