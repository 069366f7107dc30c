package com.prepstream.resume;

import com.prepstream.stream.StatusMove;
import org.springframework.stereotype.Component;

/** The resume's own copy of its analysis status, moved only by the one guarded update of the repository. */
@Component
class AnalyzeStatus {

    private final ResumeRepository resumes;

    AnalyzeStatus(ResumeRepository resumes) {
        this.resumes = resumes;
    }

    /** Moves the resume's status when it is in {@code move.from()}; whether it moved. */
    boolean mirror(long resumeId, StatusMove move, String error) {
        return resumes.mirrorStatus(resumeId, move.from(), move.to(), error);
    }
}
