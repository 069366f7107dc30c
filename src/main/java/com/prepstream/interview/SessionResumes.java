package com.prepstream.interview;

import com.prepstream.resume.ResumeQueries;
import com.prepstream.resume.ResumeSnapshot;
import com.prepstream.system.ApiException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;

/**
 * A resume's text for a new session, read within bounds. A resume whose analysis has run is read from its stored
 * text at once; one not read yet is parsed, which may take long for a large or hostile document. So that a session
 * start cannot tie up the server, at most {@code resumeReaders} resumes are read at once (one more start answers
 * 503), a reading that outlives {@code resumeReadTimeout} is interrupted (the parser stops at its next step), and a
 * resume that could not be read is remembered per account ({@link ResumeRefusals}, shared by every instance), so
 * the next tries are answered at once instead of parsing it again.
 */
@Component
class SessionResumes implements DisposableBean {

    private static final Logger log = LoggerFactory.getLogger(SessionResumes.class);
    /** The document never changes: unreadable stays unreadable (a day bounds what a restart would forget anyway). */
    static final Duration REMEMBER_UNREADABLE = Duration.ofDays(1);
    /** Too slow for a request may still be read by the analysis worker, whose limit is longer: ask again later. */
    static final Duration REMEMBER_TOO_SLOW = Duration.ofMinutes(10);

    private final BiFunction<Long, Long, Optional<ResumeSnapshot>> reader;
    private final Duration timeout;
    private final ExecutorService readers;
    /** One per reading, held until the reading has really ended, so a reading that ignores its stop keeps its seat. */
    private final Semaphore seats;
    private final ResumeRefusals refusals;
    private final Clock clock;

    @Autowired
    SessionResumes(ResumeQueries resumes, ResumeRefusals refusals, InterviewSettings settings) {
        this(resumes::findSnapshot, refusals, settings.resumeReadTimeout(), settings.resumeReaders(), Clock.systemUTC());
    }

    SessionResumes(BiFunction<Long, Long, Optional<ResumeSnapshot>> reader, ResumeRefusals refusals, Duration timeout,
            int readers, Clock clock) {
        this.reader = reader;
        this.refusals = refusals;
        this.timeout = timeout;
        this.clock = clock;
        this.seats = new Semaphore(readers);
        this.readers = Executors.newFixedThreadPool(readers, runnable -> {
            Thread thread = new Thread(runnable, "interview-resume-reader");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * @throws ApiException 404 when the account has no such resume; 422 when its text cannot be read (now or on an
     *                      earlier try); 503 when every reader is busy
     */
    ResumeSnapshot find(long resumeId, long ownerId) {
        Optional<String> earlier = refusals.find(resumeId, ownerId, clock.instant());
        if (earlier.isPresent()) {
            throw unusable(earlier.get(), resumeId);
        }
        ResumeSnapshot resume = read(resumeId, ownerId).orElseThrow(() -> ApiException.notFound("resume", resumeId));
        if (resume.text().isBlank()) {
            throw refuse(resumeId, ownerId, "problem.interview.resumeUnreadable", REMEMBER_UNREADABLE);
        }
        return resume;
    }

    private Optional<ResumeSnapshot> read(long resumeId, long ownerId) {
        // no queue: a start that finds every seat taken is answered now rather than left waiting behind them
        if (!seats.tryAcquire()) {
            throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "problem.interview.resumeReadersBusy");
        }
        Future<Optional<ResumeSnapshot>> reading = readers.submit(() -> {
            try {
                return reader.apply(resumeId, ownerId);
            } finally {
                seats.release();
            }
        });
        try {
            return reading.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            reading.cancel(true);
            log.info("Stopped reading resume {} for a new session after {}", resumeId, timeout);
            throw refuse(resumeId, ownerId, "problem.interview.resumeTooSlow", REMEMBER_TOO_SLOW);
        } catch (InterruptedException e) {
            reading.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading resume " + resumeId, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private ApiException refuse(long resumeId, long ownerId, String code, Duration remember) {
        refusals.remember(resumeId, ownerId, code, clock.instant().plus(remember));
        return unusable(code, resumeId);
    }

    private static ApiException unusable(String code, long resumeId) {
        return new ApiException(HttpStatus.UNPROCESSABLE_CONTENT, code, resumeId);
    }

    @Override
    public void destroy() {
        readers.shutdownNow();
    }
}
