package com.prepstream.knowledgebase;

import com.prepstream.knowledgebase.store.KnowledgeBase;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.system.RequestLanguage;
import com.prepstream.tasks.TaskMessages;
import java.time.Instant;

/**
 * A knowledge base item as the API shows it; {@code title} is the note's own title, else its name;
 * {@code vectorError} in the request's language (tasks/TaskMessages renders every stored task error).
 */
public record KnowledgeBaseItem(long id, String name, String title, String category, String originalFilename, String contentType,
        long sizeBytes, String fileHash, TaskStatus vectorStatus, String vectorError, int chunkCount,
        String embeddingModel, Instant createdAt, Instant updatedAt) {

    static KnowledgeBaseItem of(KnowledgeBase kb) {
        return new KnowledgeBaseItem(kb.getId(), kb.getName(), kb.getTitle(), kb.getCategory(), kb.getOriginalFilename(),
                kb.getContentType(), kb.getSizeBytes(), kb.getFileHash(), kb.getVectorStatus(),
                TaskMessages.render(kb.getVectorError(), RequestLanguage.current().locale()),
                kb.getChunkCount(), kb.getEmbeddingModel(), kb.getCreatedAt(), kb.getUpdatedAt());
    }
}
