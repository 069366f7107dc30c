package com.prepstream.knowledgebase.store;

import com.prepstream.storage.StoredFile;
import com.prepstream.stream.model.TaskStatus;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A document in the user's knowledge base; its chunks live in {@code knowledge_base_chunk}. */
@Entity
@Table(name = "knowledge_base")
public class KnowledgeBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String name;
    /** The note's own title (front matter, first heading, HTML title) or its name; null until derived. */
    private String title;
    private String category;
    private String originalFilename;
    private String contentType;
    private long sizeBytes;
    @Column(name = "file_hash", columnDefinition = "bpchar(64)")
    private String fileHash;
    private String storageKey;
    @Enumerated(EnumType.STRING)
    private TaskStatus vectorStatus = TaskStatus.PENDING;
    private String vectorError;
    private int chunkCount;
    private String embeddingModel;
    private Instant createdAt;
    private Instant updatedAt;
    /** The account that uploaded it; null only for items made before accounts, until an admin claims them. */
    private Long ownerId;

    protected KnowledgeBase() {
    }

    public KnowledgeBase(String name, String category, StoredFile file, long ownerId) {
        this.ownerId = ownerId;
        this.name = name;
        this.category = category;
        this.originalFilename = file.originalFilename();
        this.contentType = file.contentType();
        this.sizeBytes = file.sizeBytes();
        this.fileHash = file.sha256();
        this.storageKey = file.storageKey();
        this.createdAt = Instant.now();
        this.updatedAt = createdAt;
    }

    public boolean ownedBy(long account) {
        return ownerId != null && ownerId == account;
    }

    public StoredFile storedFile() {
        return new StoredFile(storageKey, originalFilename, contentType, sizeBytes, fileHash);
    }

    void touch() {
        updatedAt = Instant.now();
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    /** The title a reader knows the note by: its own, else its name. */
    public String getTitle() {
       return title == null ? name : title;
    }

    boolean titled() {
        return title != null;
    }

    public void title(String title) {
        this.title = title;
    }

    public String getCategory() {
        return category;
    }

    public String getOriginalFilename() {
        return originalFilename;
    }

    public String getContentType() {
        return contentType;
    }

    public long getSizeBytes() {
        return sizeBytes;
    }

    public String getFileHash() {
        return fileHash;
    }

    public String getStorageKey() {
        return storageKey;
    }

    public TaskStatus getVectorStatus() {
        return vectorStatus;
    }

    public String getVectorError() {
        return vectorError;
    }

    public int getChunkCount() {
        return chunkCount;
    }

    public String getEmbeddingModel() {
        return embeddingModel;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }
}
