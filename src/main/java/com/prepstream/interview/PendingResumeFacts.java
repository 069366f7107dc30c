package com.prepstream.interview;

import java.util.Optional;
import org.springframework.stereotype.Component;

/** Placeholder until the resume feature's query API is merged: no resume is known yet. */
@Component
class PendingResumeFacts implements ResumeFacts {

    @Override
    public Optional<Facts> find(long resumeId) {
        return Optional.empty();
    }
}
