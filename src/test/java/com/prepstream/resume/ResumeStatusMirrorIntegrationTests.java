package com.prepstream.resume;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.storage.StoredFile;
import com.prepstream.stream.StatusMirror;
import com.prepstream.stream.StatusMove;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The resume's analysis status follows the ledger through its declared mirror's guarded update: a hook that comes late or
 * twice never moves the resume backwards. Fails if the update ignores {@link StatusMove#from()}.
 */
@IntegrationTest
class ResumeStatusMirrorIntegrationTests {

    @Autowired
    ResumeRepository resumes;

    @Autowired
    StreamTaskFramework framework;

    StatusMirror status;

    long resumeId;

    @BeforeEach
    void aPendingResume() {
        status = framework.mirror(AnalyzeWorker.MIRROR);
        resumeId = resumes.insertIfNew(new StoredFile("resume/cd/cde", "cv.pdf", "application/pdf", 10, "cde"), TestAdmin.ID, com.prepstream.system.Language.EN)
                .orElseThrow();
    }

    TaskStatus current() {
        return resumes.findById(resumeId).orElseThrow().resume().analyzeStatus();
    }

    @Test
    void eachMoveAppliesOnlyFromTheStatusesItNames() {
        assertThat(current()).isEqualTo(TaskStatus.PENDING);
        assertThat(status.mirror(resumeId, StatusMove.RETRY_SCHEDULED, "late retry")).isFalse();
        assertThat(status.mirror(resumeId, StatusMove.REQUEUED, null)).isFalse();
        assertThat(current()).isEqualTo(TaskStatus.PENDING);

        assertThat(status.mirror(resumeId, StatusMove.PROCESSING_STARTED, null)).isTrue();
        assertThat(status.mirror(resumeId, StatusMove.COMPLETED_OK, null)).isTrue();
        assertThat(current()).isEqualTo(TaskStatus.COMPLETED);

        // a stale run's hooks after the task completed: nothing moves
        assertThat(status.mirror(resumeId, StatusMove.PROCESSING_STARTED, null)).isFalse();
        assertThat(status.mirror(resumeId, StatusMove.FAILED_FOR_GOOD, "stale failure")).isFalse();
        assertThat(status.mirror(resumeId, StatusMove.RETRY_SCHEDULED, "stale retry")).isFalse();
        assertThat(current()).isEqualTo(TaskStatus.COMPLETED);
        assertThat(resumes.findById(resumeId).orElseThrow().resume().analyzeError()).isNull();

        assertThat(status.mirror(resumeId, StatusMove.REQUEUED, null)).isTrue();
        assertThat(current()).isEqualTo(TaskStatus.PENDING);
    }
}
