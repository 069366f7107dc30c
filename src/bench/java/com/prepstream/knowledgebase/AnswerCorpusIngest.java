package com.prepstream.knowledgebase;

import com.prepstream.ai.InProcessEmbeddingModel;
import com.prepstream.ai.LanguageModels;
import com.prepstream.knowledgebase.ingestion.Vectorizer;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.stream.StatusMirror;
import com.prepstream.stream.StatusMove;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockMultipartFile;

/**
 * Ingest for the offline-answer benchmark (chat/AnswerBenchmark): each page is uploaded through
 * {@link KnowledgeBaseService} and vectorized by the real {@link Vectorizer}, as a user's upload is.
 * Nothing is emptied first: a page already stored is found as a duplicate and not embedded again, so
 * a second run only asks.
 */
public final class AnswerCorpusIngest {

    private AnswerCorpusIngest() {
    }

    /** Serves the in-process models' embeddings of chunk texts from a cache under {@code dir} while ingesting. */
    public static BeanPostProcessor embeddingCache(Path dir) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String name) {
                if (bean instanceof InProcessEmbeddingModel model && !(bean instanceof CachingEmbeddingModel)) {
                    return new CachingEmbeddingModel(dir, model.model());
                }
                if (bean instanceof LanguageModels models && models.cjk().isPresent()
                        && models.cjk().get().model() instanceof InProcessEmbeddingModel cjk) {
                    return new LanguageModels(models.primary(), new LanguageModels.Choice(
                            new CachingEmbeddingModel(dir, cjk.model()), models.cjk().get().info()));
                }
                return bean;
            }
        };
    }

    /** Every file under {@code root} ending in {@code extension}, relative to it, sorted. */
    public static List<String> files(Path root, String extension) {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(extension))
                    .map(p -> root.relativize(p).toString().replace('\\', '/')).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The pages of each COMPLETED item stored, by item id (item names are "corpus:page"). */
    public static Map<Long, Set<String>> stored(ApplicationContext context) {
        Map<Long, Set<String>> pagesById = new HashMap<>();
        context.getBean(JdbcTemplate.class).query("select id, name from knowledge_base where vector_status = 'COMPLETED'",
                row -> {
                    String name = row.getString(2);
                    pagesById.put(row.getLong(1), Set.of(name.substring(name.indexOf(':') + 1)));
                });
        return pagesById;
    }

    /** Deletes the stored items that are none of {@code pages} (item names are "corpus:page"). */
    public static void keepOnly(ApplicationContext context, Map<String, List<String>> pages) {
        Set<String> wanted = new java.util.HashSet<>();
        pages.forEach((corpus, list) -> list.forEach(page -> wanted.add(corpus + ":" + page)));
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        List<Long> stale = new ArrayList<>();
        jdbc.query("select id, name from knowledge_base", row -> {
            if (!wanted.contains(row.getString(2))) {
                stale.add(row.getLong(1));
            }
        });
        stale.forEach(id -> jdbc.update("delete from knowledge_base where id = ?", id));
        if (!stale.isEmpty()) {
            System.out.printf(Locale.ROOT, "deleted %d stored items that are not among this run's pages%n", stale.size());
        }
    }

    /** Uploads and vectorizes {@code pages} of {@code root} as the current account; answers the pages of each item id. */
    public static Map<Long, Set<String>> ingest(ApplicationContext context, String corpus, Path root,
            Collection<String> pages) {
        KnowledgeBaseService service = context.getBean(KnowledgeBaseService.class);
        Vectorizer vectorizer = context.getBean(Vectorizer.class);
        StatusMirror status = new StatusMirror(context.getBean(KnowledgeBaseRepository.class)::transition);
        Map<Long, Set<String>> pagesById = new HashMap<>();
        Set<Long> created = new LinkedHashSet<>();
        for (String page : pages) {
            String type = page.endsWith(".html") ? "text/html" : "text/markdown";
            String file = page.substring(page.lastIndexOf('/') + 1);
            KnowledgeBaseService.Upload upload = service.upload(
                    new MockMultipartFile("file", file, type, read(root.resolve(page))), corpus + ":" + page, corpus);
            pagesById.computeIfAbsent(upload.item().id(), id -> new LinkedHashSet<>()).add(page);
            // an interrupted run leaves its last item unfinished: embed it again
            if (upload.created() || upload.item().vectorStatus() != com.prepstream.stream.model.TaskStatus.COMPLETED) {
                created.add(upload.item().id());
            }
        }
        List<CachingEmbeddingModel> cached = cachedModels(context);
        cached.forEach(model -> model.serving(true));
        long start = System.nanoTime();
        long chunks = 0;
        KnowledgeBaseRepository repository = context.getBean(KnowledgeBaseRepository.class);
        try {
            for (long id : created) {
                // claimed PENDING → PROCESSING, so a second run started beside it shares the embedding
                // instead of repeating it (an item an interrupted run left PROCESSING must be set back to PENDING)
                if (repository.transition(id, Set.of(com.prepstream.stream.model.TaskStatus.PENDING),
                        com.prepstream.stream.model.TaskStatus.PROCESSING, null) != 1) {
                    continue;
                }
                chunks += Math.max(0, vectorizer.vectorize(id));
                status.mirror(id, StatusMove.COMPLETED_OK, null);
            }
        } finally {
            cached.forEach(model -> model.serving(false));
        }
        System.out.printf(Locale.ROOT, "INGEST %s: %d pages, %d newly embedded (%d chunks, %.0f s)%n", corpus,
                pages.size(), created.size(), chunks, (System.nanoTime() - start) / 1e9);
        if (!created.isEmpty()) {
            KnowledgeBaseStatistics.gather(context.getBean(JdbcTemplate.class));
        }
        return pagesById;
    }

    private static List<CachingEmbeddingModel> cachedModels(ApplicationContext context) {
        LanguageModels models = context.getBean(LanguageModels.class);
        List<CachingEmbeddingModel> cached = new ArrayList<>();
        Stream.concat(Stream.of(models.primary()), models.cjk().stream()).map(LanguageModels.Choice::model)
                .filter(CachingEmbeddingModel.class::isInstance).map(CachingEmbeddingModel.class::cast)
                .forEach(cached::add);
        return cached;
    }

    private static byte[] read(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
