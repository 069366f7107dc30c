package com.prepstream.resume;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Resume analysis tuning ({@code prepstream.resume.*}).
 *
 * @param maxPromptCharacters resume text sent to the LLM is cut after this many characters (two dense
 *                            pages are ~8,000); keeps cost and latency bounded for pathological uploads
 * @param analysesKept        earlier analyses kept per resume as history besides the current one
 */
@ConfigurationProperties("prepstream.resume")
public record ResumeSettings(
        @DefaultValue("20000") int maxPromptCharacters,
        @DefaultValue("5") int analysesKept) {
}
