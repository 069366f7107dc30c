package com.prepstream.resume;

import com.prepstream.account.AdminCreated;
import com.prepstream.account.CurrentAccount;
import com.prepstream.account.StorageQuota;
import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.storage.FileStorage;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.UploadIntake;
import com.prepstream.stream.TaskAlreadyActiveException;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.system.ApiException;
import com.prepstream.system.Language;
import com.prepstream.tasks.TaskMessages;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.web.multipart.MultipartFile;

/** The resume use cases behind the REST API. Analysis itself happens on the worker, never here. */
@Service
class ResumeService {

    private static final Logger log = LoggerFactory.getLogger(ResumeService.class);
    static final String STORAGE_AREA = "resume";

    /** An upload's outcome: {@code created} false when the same content was uploaded before. */
    record Upload(Resume resume, boolean created) {
    }

    /** A resume with its current analysis, shown only once the latest analysis completed. */
    record Detail(long id, String originalFilename, String contentType, long sizeBytes, String fileHash,
            TaskStatus analyzeStatus, String analyzeError, Instant createdAt, Instant updatedAt,
            ResumeAnalysis analysis) {

        /** The same detail with its error in the reader's language. */
        Detail readIn(Language language) {
            return new Detail(id, originalFilename, contentType, sizeBytes, fileHash, analyzeStatus,
                    TaskMessages.render(analyzeError, language.locale()), createdAt, updatedAt, analysis);
        }

        static Detail of(Resume r, ResumeAnalysis analysis) {
            return new Detail(r.id(), r.originalFilename(), r.contentType(), r.sizeBytes(), r.fileHash(),
                    r.analyzeStatus(), r.analyzeError(), r.createdAt(), r.updatedAt(),
                    r.analyzeStatus() == TaskStatus.COMPLETED ? analysis : null);
        }
    }

    private final UploadIntake intake;
    private final FileStorage storage;
    private final ResumeRepository resumes;
    private final ResumeAnalysisRepository analyses;
    private final AnalyzeWorker.Producer producer;
    private final StorageQuota quota;

    ResumeService(UploadIntake intake, FileStorage storage, ResumeRepository resumes,
            ResumeAnalysisRepository analyses, AnalyzeWorker.Producer producer,
            StorageQuota quota) {
        this.quota = quota;
        this.intake = intake;
        this.storage = storage;
        this.resumes = resumes;
        this.analyses = analyses;
        this.producer = producer;
    }

    /** Stores the file, then the resume row and its task in one transaction; the message goes after commit. */
    @Transactional
    public Upload upload(MultipartFile file, Language language) {
        long owner = CurrentAccount.id();
        quota.check(owner, file.getSize());
        // each account's files apart: two people's same content is two files, deleted independently
        // again with the bytes that arrived, under the account's lock until this transaction ends, and
        // before they are kept: a refused upload leaves no file
        StoredFile stored = intake.accept(file, STORAGE_AREA + "-" + owner, size -> quota.check(owner, size));
        Optional<ResumeRow> same = resumes.findByHash(owner, stored.sha256());
        if (same.isPresent()) {
            return new Upload(same.get().resume(), false);
        }
        Optional<Long> id = resumes.insertIfNew(stored, owner, language);
        if (id.isEmpty()) {
            return new Upload(resumes.findByHash(owner, stored.sha256()).orElseThrow().resume(), false);
        }
        producer.enqueue(id.get());
        return new Upload(require(id.get()).resume(), true);
    }

    List<Resume> list(int page, int size) {
        return resumes.findAllNewestFirst(CurrentAccount.id(), page * size, size);
    }

    @EventListener
    void claimUnowned(AdminCreated created) {
        int claimed = resumes.claimUnowned(created.accountId());
        if (claimed > 0) {
            log.info("{} resumes made before accounts now belong to admin account {}", claimed, created.accountId());
        }
    }

    Detail detail(long id) {
        Resume resume = require(id).resume();
        return Detail.of(resume, analyses.findCurrent(id).orElse(null));
    }

    /** Where the resume's original file is and what it is, for the download. */
    StoredFile original(long id) {
        return require(id).storedFile();
    }

    List<TaskTransition> history(long id) {
        require(id);
        return producer.history(id);
    }

    /**
     * Runs the analysis again, in {@code language} (the reader's now, which may differ from the
     * upload's); the current one is replaced when the new one completes.
     */
    @Transactional
    public Resume reanalyze(long id, Language language) {
        require(id);
        try {
            producer.rerun(id); // only a finished analysis runs again
        } catch (TaskAlreadyActiveException e) {
            throw ApiException.conflict("problem.resume.busy", id);
        }
        resumes.saveAnalysisLanguage(id, language);
        return require(id).resume();
    }

    /** Removes the resume, its analyses and its task; the file goes once the transaction committed. */
    @Transactional
    public void delete(long id) {
        ResumeRow row = require(id);
        producer.cancel(id);
        resumes.delete(id);
        afterCommit(() -> deleteFile(row.storageKey()));
    }

    private ResumeRow require(long id) {
        return resumes.findOwned(id, CurrentAccount.id()).orElseThrow(() -> ApiException.notFound("resume", id));
    }

    private void deleteFile(String key) {
        try {
            storage.delete(key);
        } catch (RuntimeException e) {
            // The row is gone; a leftover file only costs disk space and is overwritten by a re-upload.
            log.warn("Could not delete stored file {} of a deleted resume", key, e);
        }
    }

    private static void afterCommit(Runnable action) {
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                action.run();
            }
        });
    }
}
