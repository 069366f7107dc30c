package com.prepstream.knowledgebase;

import com.prepstream.knowledgebase.store.KnowledgeBase;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.storage.FileStorage;
import com.prepstream.storage.StoredFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Gives each note its title ({@link NoteTitle}) from the head of its stored file: when it is uploaded,
 * and at start-up for the notes stored before titles were kept.
 */
@Component
class NoteTitles {

    private static final Logger log = LoggerFactory.getLogger(NoteTitles.class);
    private static final int BATCH = 200;

    private final FileStorage storage;
    private final KnowledgeBaseRepository items;
    private final TransactionTemplate transactions;

    NoteTitles(FileStorage storage, KnowledgeBaseRepository items, TransactionTemplate transactions) {
        this.storage = storage;
        this.items = items;
        this.transactions = transactions;
    }

    /** The file's own title, else {@code fallback} (the item's name). */
    String titleOf(StoredFile file, String fallback) {
        String head;
        try {
            head = head(file.storageKey());
        } catch (RuntimeException unreadable) {
            // a missing or unreadable file still has a name to be shown by
            return fallback;
        }
        return NoteTitle.of(head, file.contentType(), file.originalFilename()).orElse(fallback);
    }

    @EventListener(ApplicationReadyEvent.class)
    void fillMissing() {
        int filled = 0;
        List<KnowledgeBase> batch;
        do {
            batch = transactions.execute(tx -> {
                List<KnowledgeBase> untitled = items.findByTitleIsNull(PageRequest.of(0, BATCH));
                untitled.forEach(item -> item.title(titleOf(item.storedFile(), item.getName())));
                return untitled;
            });
            filled += batch.size();
        } while (batch.size() == BATCH);
        if (filled > 0) {
            log.info("Gave {} knowledge base items stored before titles were kept their titles", filled);
        }
    }

    private String head(String key) {
        try (InputStream in = storage.open(key)) {
            byte[] bytes = in.readNBytes(NoteTitle.HEAD_CHARS * 3);
            // a multi-byte character cut at the end becomes one replacement character, not an error
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
