package com.prepstream.stream.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.TaskDeadlineException;
import com.prepstream.stream.model.TaskErrors;
import java.net.ConnectException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** What a user reads about a failed run: a message by code with a reference, in the reader's language. */
class TaskErrorsTests {

    @Test
    void anInternalFailureIsStoredWithoutItsTextAndReadInBothLanguages() {
        String stored = TaskOutcomes.describe(new IllegalStateException("update failed",
                new SQLException("connection to db.internal:5432 refused for user prepstream")), "TEST task 1 attempt 1");

        assertThat(stored).matches("Something went wrong on our side\\. \\(internal, ref [0-9a-f]{8}\\)")
                .doesNotContain("db.internal").doesNotContain("SQLException").doesNotContain("update failed");
        String ref = stored.substring(stored.length() - 9, stored.length() - 1);
        assertThat(TaskErrors.render(stored, Locale.ENGLISH)).isEqualTo("Something went wrong on our side. (ref " + ref + ")");
        assertThat(TaskErrors.render(stored, Locale.SIMPLIFIED_CHINESE)).isEqualTo("服务器内部出错。（错误编号 " + ref + "）");
        assertThat(TaskErrors.code(stored)).isEqualTo(TaskErrors.INTERNAL);
    }

    @Test
    void failuresAreCodedByKind() {
        assertThat(TaskErrors.code(TaskOutcomes.describe(new TaskDeadlineException(Duration.ofMinutes(5)), "run")))
                .isEqualTo(TaskErrors.DEADLINE);
        assertThat(TaskErrors.code(TaskOutcomes.describe(new RuntimeException(new ConnectException("10.1.2.3:443")),
                "run"))).isEqualTo(TaskErrors.MODEL_UNAVAILABLE);
        assertThat(TaskErrors.render(TaskErrors.stored(TaskErrors.DEADLINE, "0a1b2c3d"), Locale.SIMPLIFIED_CHINESE))
                .isEqualTo("处理时间超过上限，已停止。（错误编号 0a1b2c3d）");
    }

    @Test
    void aMessageWrittenForUsersIsKeptAsItIs() {
        String stored = TaskOutcomes.describe(new PermanentTaskException("cv.pdf is password-protected; upload an unprotected copy"),
                "run");

        assertThat(stored).isEqualTo("cv.pdf is password-protected; upload an unprotected copy");
        assertThat(TaskErrors.render(stored, Locale.SIMPLIFIED_CHINESE)).isEqualTo(stored);
        assertThat(TaskErrors.render(null, Locale.ENGLISH)).isNull();
    }
}
