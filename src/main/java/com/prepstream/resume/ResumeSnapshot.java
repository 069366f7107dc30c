package com.prepstream.resume;

import java.util.List;

/**
 * What other features (interviews) may know about a resume.
 *
 * @param text   the extracted text; empty when the document could not be read
 * @param skills from the current analysis when there is one, else detected by the offline skills lexicon
 */
public record ResumeSnapshot(long id, String text, List<String> skills) {

    public ResumeSnapshot {
        text = text == null ? "" : text;
        skills = List.copyOf(skills);
    }
}
