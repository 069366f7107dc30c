package com.prepstream.system.web;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Per-client limits (client = the address, and the account when signed in) on the expensive
 * requests, counted in Redis so several instances share one budget per client.
 *
 * @param enabled       on by default; limits are generous so a person never meets them
 * @param uploads       uploads per client per window
 * @param reruns        re-runs (revectorize, reanalyze, re-evaluate, complete, replay) per client per window
 * @param asks          questions asked in chat per client per window
 * @param searches      knowledge-base searches per client per window
 * @param sessions      interview and chat sessions created per client per window
 * @param signIns       sign-in and sign-up tries per client address per window
 * @param exports       PDF exports (resume analyses, interview reports) per client per window
 * @param window        length of the counting window
 */
@ConfigurationProperties("prepstream.rate-limit")
public record RateLimitProperties(
        @DefaultValue("true") boolean enabled,
        @DefaultValue("120") int uploads,
        @DefaultValue("60") int reruns,
        @DefaultValue("30") int asks,
        @DefaultValue("120") int searches,
        @DefaultValue("30") int sessions,
        @DefaultValue("30") int signIns,
        @DefaultValue("20") int exports,
        @DefaultValue("1m") Duration window) {
}
