package com.prepstream.interview;

import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Where a new session's question-draw seed comes from. Unset (the default), every session draws at
 * random. Set ({@code PREPSTREAM_INTERVIEW_DRAW_SEED}), the app's sessions draw one fixed sequence,
 * so a browser test run meets the same questions every time instead of a lucky or unlucky draw.
 */
@Component
class SessionSeeds {

    private final Random fixedSequence;

    SessionSeeds(@Value("${prepstream.interview.draw-seed:}") String drawSeed) {
        this.fixedSequence = drawSeed.isBlank() ? null : new Random(Long.parseLong(drawSeed.strip()));
    }

    long next() {
        if (fixedSequence == null) {
            return ThreadLocalRandom.current().nextLong();
        }
        synchronized (fixedSequence) {
            return fixedSequence.nextLong();
        }
    }
}
