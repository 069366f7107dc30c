package com.prepstream.stream;

import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.OutgoingTask;
import com.prepstream.stream.model.TaskMessage;
import com.prepstream.stream.redis.WireFormat;
import com.prepstream.testing.PropertySeeds;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Positive;
import org.redisson.api.stream.StreamMessageId;

/**
 * Stream entries as Redis may hand them over: whatever the fields, reading them never throws; an
 * entry is either usable or has a readable "Malformed entry" reason (the documented path: dead
 * letter + ack). Entries the producer builds always read back to the same ids.
 */
class WireFormatPropertyTests {

    static final List<String> KEYS = List.of(WireFormat.TASK_ID, WireFormat.ENTITY_ID, WireFormat.ATTEMPT);

    @Provide
    Arbitrary<String> fieldValues() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(30),                                   // anything, incl. controls
                Arbitraries.longs().map(Object::toString),                               // numbers, negative too
                Arbitraries.longs().map(n -> " " + n + "\t"),                            // padded numbers
                Arbitraries.of("", " ", "1e3", "0x10", "12.5", "+7", "-0", "١٢٣", "99999999999999999999",
                        "9223372036854775807", "-9223372036854775808", "NaN", "null"));
    }

    @Provide
    Arbitrary<Map<String, String>> fieldMaps() {
        Arbitrary<String> keys = Arbitraries.oneOf(Arbitraries.of(KEYS), Arbitraries.strings().ofMaxLength(12));
        return Arbitraries.maps(keys, fieldValues()).ofMaxSize(6);
    }

    @Property(tries = 1000, seed = PropertySeeds.GATING)
    void arbitraryFieldsAreEitherUsableOrMalformedWithAReasonNeverAnException(
            @ForAll("fieldMaps") Map<String, String> fields) {
        String reason = WireFormat.invalidReason(fields);
        if (reason == null) {
            Long taskId = WireFormat.taskId(fields);
            assertThat(taskId).isEqualTo(Long.valueOf(fields.get(WireFormat.TASK_ID).trim()));
            assertThat(Long.valueOf(fields.get(WireFormat.ENTITY_ID).trim())).isNotNull();
            ClaimedTask claimed = new ClaimedTask(taskId, 1, 1, 4, Map.of(), 0, 1);
            TaskMessage message = WireFormat.message(StreamMessageId.MIN, claimed, fields);
            assertThat(message.fields()).isEqualTo(fields);
        } else {
            assertThat(reason).startsWith("Malformed entry: ").doesNotContain("Exception");
        }
    }

    @Property(tries = 200, seed = PropertySeeds.GATING)
    void missingOrUnparsableIdsAreAlwaysMalformed(@ForAll("fieldMaps") Map<String, String> fields,
            @ForAll @IntRange(min = 0, max = 1) int which) {
        Map<String, String> broken = new HashMap<>(fields);
        broken.put(WireFormat.TASK_ID, "1");
        broken.put(WireFormat.ENTITY_ID, "2");
        broken.remove(WireFormat.ATTEMPT);
        broken.remove(KEYS.get(which));
        assertThat(WireFormat.invalidReason(broken)).isEqualTo("Malformed entry: missing field '" + KEYS.get(which) + "'");
        broken.put(KEYS.get(which), "not-a-number");
        assertThat(WireFormat.invalidReason(broken)).isEqualTo("Malformed entry: field '" + KEYS.get(which) + "' is not a number");
    }

    @Property(tries = 500, seed = PropertySeeds.GATING)
    void entriesTheProducerBuildsRoundTrip(@ForAll @Positive long taskId, @ForAll @Positive long entityId,
            @ForAll @IntRange(min = 0, max = 100) int attempt, @ForAll("fieldMaps") Map<String, String> extra) {
        Map<String, String> fields = WireFormat.entry(new OutgoingTask(taskId, entityId, attempt, extra));

        assertThat(WireFormat.invalidReason(fields)).isNull();
        assertThat(WireFormat.taskId(fields)).isEqualTo(taskId);
        // extra fields never override the identifiers
        assertThat(fields).containsEntry(WireFormat.ENTITY_ID, Long.toString(entityId))
                .containsEntry(WireFormat.ATTEMPT, Integer.toString(attempt));
        ClaimedTask claimed = new ClaimedTask(taskId, entityId, attempt + 1, 4, Map.of(), 0, 1);
        TaskMessage message = WireFormat.message(StreamMessageId.MIN, claimed, fields);
        assertThat(message.taskId()).isEqualTo(taskId);
        assertThat(message.entityId()).isEqualTo(entityId);
        assertThat(message.fields()).isEqualTo(fields);
    }

    @Property(tries = 10, seed = PropertySeeds.GATING)
    void aNullFieldMapIsMalformed() {
        assertThat(WireFormat.invalidReason(null)).isEqualTo("Malformed entry: missing field 'taskId'");
    }
}
