package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.prepstream.resume.ResumeSnapshot;
import com.prepstream.system.ApiException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/** A session start reads its resume within bounds, stops a reading that takes too long, and remembers a failure. */
class SessionResumesTests {

    static final long OWNER = 7;
    final AtomicInteger reads = new AtomicInteger();
    final CountDownLatch started = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);
    final AtomicBoolean interrupted = new AtomicBoolean();
    SessionResumes resumes;

    @AfterEach
    void stop() {
        release.countDown();
        resumes.destroy();
    }

    /** A parse stuck in a pathological document: it ends only when it is interrupted (or released). */
    Optional<ResumeSnapshot> stuck(long id, long owner) {
        reads.incrementAndGet();
        started.countDown();
        try {
            release.await();
        } catch (InterruptedException e) {
            interrupted.set(true);
            throw new IllegalStateException("stopped");
        }
        return Optional.of(new ResumeSnapshot(id, "text", List.of()));
    }

    Optional<ResumeSnapshot> unreadable(long id, long owner) {
        reads.incrementAndGet();
        return owner == OWNER ? Optional.of(new ResumeSnapshot(id, "", List.of())) : Optional.empty();
    }

    SessionResumes resumes(BiFunction<Long, Long, Optional<ResumeSnapshot>> reader, Duration limit, Clock clock) {
        resumes = new SessionResumes(reader, new RememberedHere(), limit, 1, clock);
        return resumes;
    }

    /** The table's rule (a refusal holds until its time, per resume and account), kept in memory for this test. */
    static final class RememberedHere extends ResumeRefusals {
        final Map<List<Long>, Map.Entry<String, Instant>> rows = new HashMap<>();

        RememberedHere() {
            super(null);
        }

        @Override
        Optional<String> find(long resumeId, long ownerId, Instant now) {
            return Optional.ofNullable(rows.get(List.of(resumeId, ownerId))).filter(row -> row.getValue().isAfter(now))
                    .map(Map.Entry::getKey);
        }

        @Override
        void remember(long resumeId, long ownerId, String code, Instant until) {
            rows.put(List.of(resumeId, ownerId), Map.entry(code, until));
        }
    }

    @Test
    void aReadingPastTheLimitIsStoppedRefusedAndNotTriedAgainOnTheNextStart() {
        resumes(this::stuck, Duration.ofMillis(200), Clock.systemUTC());
        assertRefused(() -> resumes.find(3, OWNER), HttpStatus.UNPROCESSABLE_CONTENT, "problem.interview.resumeTooSlow");
        // the abandoned reading is interrupted: the parser stops at its next step instead of running on
        await().atMost(Duration.ofSeconds(10)).untilTrue(interrupted);
        assertRefused(() -> resumes.find(3, OWNER), HttpStatus.UNPROCESSABLE_CONTENT, "problem.interview.resumeTooSlow");
        assertThat(reads).hasValue(1);
    }

    @Test
    void anUnreadableResumeIsRememberedForItsOwnerOnly() {
        MutableClock clock = new MutableClock();
        resumes(this::unreadable, Duration.ofSeconds(10), clock);
        assertRefused(() -> resumes.find(3, OWNER), HttpStatus.UNPROCESSABLE_CONTENT, "problem.interview.resumeUnreadable");
        assertRefused(() -> resumes.find(3, OWNER), HttpStatus.UNPROCESSABLE_CONTENT, "problem.interview.resumeUnreadable");
        assertThat(reads).hasValue(1);
        // someone else asking for the same id learns nothing from the memory: 404, as for any resume not theirs
        assertRefused(() -> resumes.find(3, OWNER + 1), HttpStatus.NOT_FOUND, "problem.notFound");
        clock.now = clock.now.plus(SessionResumes.REMEMBER_UNREADABLE).plusSeconds(1);
        assertRefused(() -> resumes.find(3, OWNER), HttpStatus.UNPROCESSABLE_CONTENT, "problem.interview.resumeUnreadable");
        assertThat(reads).hasValue(3);
    }

    @Test
    void whenEveryReaderIsBusyAnotherStartIsAnsweredAtOnce() throws Exception {
        resumes(this::stuck, Duration.ofSeconds(30), Clock.systemUTC());
        CompletableFuture<ResumeSnapshot> first = CompletableFuture.supplyAsync(() -> resumes.find(3, OWNER));
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        assertRefused(() -> resumes.find(4, OWNER), HttpStatus.SERVICE_UNAVAILABLE, "problem.interview.resumeReadersBusy");
        release.countDown();
        assertThat(first.handle((resume, error) -> resume != null || error != null).get(10, TimeUnit.SECONDS)).isTrue();
    }

    static void assertRefused(Runnable start, HttpStatus status, String code) {
        assertThatThrownBy(start::run).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.status()).isEqualTo(status);
            assertThat(e.detail().getCodes()).contains(code);
        });
    }

    static final class MutableClock extends Clock {
        Instant now = Instant.parse("2026-12-06T12:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
