package com.prepstream.interview;

import java.util.List;
import java.util.Optional;

/**
 * What a session needs from a resume: its text (for generated questions) and skills (to weight
 * bank questions). A port so this feature does not reach into the resume feature's storage.
 */
interface ResumeFacts {

    record Facts(long resumeId, String text, List<String> skills) {
    }

    /** Empty when the resume does not exist. */
    Optional<Facts> find(long resumeId);
}
