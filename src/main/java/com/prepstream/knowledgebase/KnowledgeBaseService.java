package com.prepstream.knowledgebase;

import com.prepstream.account.AdminCreated;
import com.prepstream.account.CurrentAccount;
import com.prepstream.account.StorageQuota;
import com.prepstream.ai.LanguageModels;
import com.prepstream.knowledgebase.ingestion.VectorizeWorker;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.store.KnowledgeBase;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.knowledgebase.store.VectorIndexes;
import com.prepstream.storage.FileStorage;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.UploadIntake;
import com.prepstream.stream.TaskAlreadyActiveException;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.system.ApiException;
import jakarta.persistence.criteria.Predicate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.multipart.MultipartFile;

/** Knowledge base items: upload, list, read, revectorize, delete. Vectorizing happens on the workers. */
@Service
public class KnowledgeBaseService {

    private static final Logger log = LoggerFactory.getLogger(KnowledgeBaseService.class);

    static final String STORAGE_NAMESPACE = "knowledgebase";

    private final KnowledgeBaseRepository items;
    private final UploadIntake intake;
    private final FileStorage storage;
    private final VectorizeWorker.Producer tasks;
    private final TransactionTemplate transactions;
    private final LanguageModels languages;
    private final ChunkStore chunks;
    private final StorageQuota quota;
    private final NoteTitles titles;

    KnowledgeBaseService(KnowledgeBaseRepository items, UploadIntake intake, FileStorage storage, VectorizeWorker.Producer tasks,
            TransactionTemplate transactions, VectorIndexes indexes, LanguageModels languages,
            ChunkStore chunks, StorageQuota quota, NoteTitles titles) {
        this.titles = titles;
        this.quota = quota;
        this.languages = languages;
        this.chunks = chunks;
        this.items = items;
        this.intake = intake;
        this.storage = storage;
        this.tasks = tasks;
        this.transactions = transactions;
    }

    /** The stored item and whether this upload created it (false: the same content was already there). */
    public record Upload(KnowledgeBaseItem item, boolean created) {
    }

    public Upload upload(MultipartFile file, String name, String category) {
        long owner = CurrentAccount.id();
        quota.check(owner, file.getSize());
        var received = new AtomicReference<StoredFile>();
        try {
            return transactions.execute(tx -> {
                // again with the bytes that arrived, under the account's lock until the insert commits, and
                // before they are kept: a refused upload leaves no file. Each account's files apart: two
                // people's same content is two files, deleted independently.
                StoredFile stored = intake.accept(file, STORAGE_NAMESPACE + "-" + owner, size -> quota.check(owner, size));
                received.set(stored);
                var existing = items.findByOwnerIdAndFileHash(owner, stored.sha256());
                if (existing.isPresent()) {
                    return new Upload(KnowledgeBaseItem.of(existing.get()), false);
                }
                return new Upload(create(stored, name, category, owner), true);
            });
        } catch (DataIntegrityViolationException raced) {
            // The same content was uploaded concurrently and the other request committed first.
            return new Upload(items.findByOwnerIdAndFileHash(owner, received.get().sha256()).map(KnowledgeBaseItem::of)
                    .orElseThrow(() -> raced), false);
        }
    }

    private KnowledgeBaseItem create(StoredFile stored, String name, String category, long owner) {
        String displayName = name == null || name.isBlank() ? baseName(stored.originalFilename()) : name.strip();
        String cleanCategory = category == null || category.isBlank() ? null : category.strip();
        KnowledgeBase created = new KnowledgeBase(limit(displayName, 255), limit(cleanCategory, 100), stored, owner);
        created.title(titles.titleOf(stored, created.getName()));
        KnowledgeBase item = items.saveAndFlush(created);
        tasks.enqueue(item.getId());
        return KnowledgeBaseItem.of(item);
    }

    public List<KnowledgeBaseItem> list(TaskStatus vectorStatus, String category, String sortBy, int page, int size) {
        long owner = CurrentAccount.id();
        Specification<KnowledgeBase> filter = (root, query, cb) -> {
            List<Predicate> predicates = new ArrayList<>();
            predicates.add(cb.equal(root.get("ownerId"), owner));
            if (vectorStatus != null) {
                predicates.add(cb.equal(root.get("vectorStatus"), vectorStatus));
            }
            if (category != null && !category.isBlank()) {
                predicates.add(cb.equal(root.get("category"), category.strip()));
            }
            return cb.and(predicates.toArray(Predicate[]::new));
        };
        return items.findAll(filter, PageRequest.of(page, size, sort(sortBy))).stream().map(KnowledgeBaseItem::of)
                .toList();
    }

    public KnowledgeBaseItem get(long id) {
        return KnowledgeBaseItem.of(find(id));
    }

    public List<TaskTransition> history(long id) {
        find(id);
        return tasks.history(id);
    }

    /** Where the item's original file is and what it is, for the download. */
    public StoredFile original(long id) {
        return find(id).storedFile();
    }

    public KnowledgeBaseItem revectorize(long id) {
        return transactions.execute(tx -> {
            find(id);
            try {
                tasks.rerun(id); // only a finished item runs again
            } catch (TaskAlreadyActiveException e) {
                throw ApiException.conflict("problem.knowledgeBase.busy", id);
            }
            return KnowledgeBaseItem.of(find(id));
        });
    }

    /**
     * Re-embeds every item that is not already being vectorized, e.g. after switching embedding
     * models; returns how many were queued.
     */
    public int revectorizeAll() {
        return transactions.execute(tx -> requeue(items.findAll()));
    }

    private int requeue(List<KnowledgeBase> found) {
        List<Long> queued = new ArrayList<>();
        for (KnowledgeBase item : found) {
            if (tasks.restart(item.getId()) || item.getVectorStatus() == TaskStatus.PENDING) {
                queued.add(item.getId());
            }
        }
        return tasks.enqueueAll(queued);
    }

    /**
     * A model change re-embeds at start the items whose vectors another model made (their chunks stay
     * until the new ones are committed, and search answers from them meanwhile, see
     * {@link KnowledgeBaseSearch}). {@code indexes} is a parameter so the configured model's index
     * exists before any item is queued.
     */
    @EventListener(ApplicationReadyEvent.class)
    void reembedAfterModelChange() {
        int queued = reembedOtherModels();
        if (queued > 0) {
            log.warn("Re-vectorizing {} knowledge base items embedded with another model than {}", queued,
                    languages.configuredNames());
        }
    }

    /**
     * Queues the items embedded with none of the configured models and, with a model per language,
     * those embedded with the other language's model (e.g. Chinese notes embedded before a CJK model
     * was configured); how many were queued.
     */
    int reembedOtherModels() {
        return transactions.execute(tx -> {
            List<KnowledgeBase> found = new ArrayList<>(items.findEmbeddedWithModelNotIn(languages.configuredNames()));
            languages.cjk().ifPresent(cjk -> found.addAll(items.findAllById(
                    chunks.itemsInTheOtherLanguage(languages.primary().info().name(), cjk.info().name()))));
            return requeue(found);
        });
    }

    public void delete(long id) {
        transactions.executeWithoutResult(tx -> {
            KnowledgeBase item = find(id);
            tasks.cancel(id);
            items.delete(item);
            String key = item.getStorageKey();
            // The bytes go only once the row is gone for good; a rollback keeps both.
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    storage.delete(key);
                }
            });
        });
    }

    /** The item if it is the signed-in account's; another account's answers 404 like a missing one. */
    KnowledgeBase find(long id) {
        return items.findByIdAndOwnerId(id, CurrentAccount.id())
                .orElseThrow(() -> ApiException.notFound("knowledgeBase", id));
    }

    @EventListener
    void claimUnowned(AdminCreated created) {
        int claimed = items.claimUnowned(created.accountId());
        if (claimed > 0) {
            log.info("{} knowledge base items made before accounts now belong to admin account {}", claimed,
                    created.accountId());
        }
    }

    private static Sort sort(String sortBy) {
        String key = sortBy == null || sortBy.isBlank() ? "createdAt" : sortBy.strip();
        return switch (key.toLowerCase(Locale.ROOT)) {
            case "createdat" -> Sort.by(Sort.Direction.DESC, "createdAt", "id");
            case "name" -> Sort.by("name", "id");
            case "size" -> Sort.by(Sort.Direction.DESC, "sizeBytes", "id");
            default -> throw ApiException.badRequest("problem.knowledgeBase.sortBy");
        };
    }

    private static String baseName(String filename) {
        int dot = filename.lastIndexOf('.');
        return dot > 0 ? filename.substring(0, dot) : filename;
    }

    private static String limit(String value, int max) {
        if (value == null || value.codePointCount(0, value.length()) <= max) {
            return value;
        }
        return value.substring(0, value.offsetByCodePoints(0, max));
    }
}
