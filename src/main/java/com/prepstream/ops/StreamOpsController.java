package com.prepstream.ops;

import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.StreamOperations;
import com.prepstream.stream.StreamOperations.DeadLetter;
import com.prepstream.stream.StreamOperations.StreamStats;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.system.ApiException;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Stream inspection and dead-letter replay for operators. Streams are those the running producers and
 * consumers registered with the framework; this package knows no feature.
 */
@RestController
// ADMIN on the handlers themselves: whatever spelling of the path reached them (account/SecurityConfig)
@PreAuthorize("hasRole('ADMIN')")
@RequestMapping("/api/ops/streams")
class StreamOpsController {

    private static final int MAX_DEAD_LETTERS = 1000;

    private final StreamOperations operations;

    StreamOpsController(StreamTaskFramework framework) {
        this.operations = framework.operations();
    }

    @GetMapping
    public List<StreamStats> streams() {
        return operations.streams();
    }

    @GetMapping("/{stream}/dead-letters")
    public List<DeadLetter> deadLetters(@PathVariable String stream, @RequestParam(defaultValue = "100") int limit) {
        if (limit < 1 || limit > MAX_DEAD_LETTERS) {
            throw ApiException.badRequest("problem.ops.limit", MAX_DEAD_LETTERS);
        }
        return operations.deadLetters(definition(stream), limit);
    }

    /** Resets the task to PENDING (attempt 0) and sends it again; the dead letter is removed. */
    @PostMapping("/{stream}/dead-letters/{id}/replay")
    @ResponseStatus(HttpStatus.ACCEPTED)
    public void replay(@PathVariable String stream, @PathVariable String id) {
        switch (operations.replay(definition(stream), id)) {
            case REPLAYED -> { }
            case NOT_FOUND -> throw ApiException.notFound("deadLetter", id);
            case NOT_REPLAYABLE -> throw ApiException.conflict("problem.ops.notReplayable", id);
        }
    }

    private StreamDefinition definition(String stream) {
        return operations.find(stream).orElseThrow(() -> ApiException.notFound("stream", stream));
    }
}
