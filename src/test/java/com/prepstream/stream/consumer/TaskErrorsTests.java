package com.prepstream.stream.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.TaskDeadlineException;
import com.prepstream.stream.model.TaskErrors;
import com.prepstream.stream.model.TaskMessageRenderer;
import java.net.ConnectException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * What a user reads about a failed run: a message by code with a reference, in the reader's language. The
 * application's own messages (parsing's, …) are tested where they live, in tasks/TaskMessagesTests.
 */
class TaskErrorsTests {

    static final TaskMessageRenderer AS_STORED = TaskMessageRenderer.AS_STORED;

    @Test
    void anInternalFailureIsStoredWithoutItsTextAndReadInBothLanguages() {
        String stored = TaskOutcomes.describe(new IllegalStateException("update failed",
                new SQLException("connection to db.internal:5432 refused for user prepstream")), "TEST task 1 attempt 1");

        assertThat(stored).matches("Something went wrong on our side\\. \\(internal, ref [0-9a-f]{8}\\)")
                .doesNotContain("db.internal").doesNotContain("SQLException").doesNotContain("update failed");
        String ref = stored.substring(stored.length() - 9, stored.length() - 1);
        assertThat(TaskErrors.render(stored, Locale.ENGLISH, AS_STORED))
                .isEqualTo("Something went wrong on our side. (ref " + ref + ")");
        assertThat(TaskErrors.render(stored, Locale.SIMPLIFIED_CHINESE, AS_STORED)).isEqualTo("服务器内部出错。（错误编号 " + ref + "）");
        assertThat(TaskErrors.code(stored)).isEqualTo(TaskErrors.INTERNAL);
    }

    @Test
    void failuresAreCodedByKind() {
        assertThat(TaskErrors.code(TaskOutcomes.describe(new TaskDeadlineException(Duration.ofMinutes(5)), "run")))
                .isEqualTo(TaskErrors.DEADLINE);
        assertThat(TaskErrors.code(TaskOutcomes.describe(new RuntimeException(new ConnectException("10.1.2.3:443")),
                "run"))).isEqualTo(TaskErrors.MODEL_UNAVAILABLE);
        assertThat(TaskErrors.render(TaskErrors.stored(TaskErrors.DEADLINE, "0a1b2c3d"), Locale.SIMPLIFIED_CHINESE,
                AS_STORED))
                .isEqualTo("处理时间超过上限，已停止。（错误编号 0a1b2c3d）");
    }

    @Test
    void aMessageWrittenForUsersIsStoredWithTheApplicationsCodeAndRenderedByTheApplication() {
        String stored = TaskOutcomes.describe(PermanentTaskException.coded("some_code", "cv.pdf  cannot\nbe read", null),
                "run");

        assertThat(stored).isEqualTo("cv.pdf cannot be read (some_code)");
        assertThat(TaskOutcomes.describe(new PermanentTaskException("cv.pdf cannot be read"), "run"))
                .isEqualTo("cv.pdf cannot be read");
        // text the framework did not word goes to the application's renderer as it was stored
        TaskMessageRenderer application = (text, locale) -> locale.getLanguage() + ": " + text;
        assertThat(TaskErrors.render(stored, Locale.SIMPLIFIED_CHINESE, application)).isEqualTo("zh: " + stored);
        assertThat(TaskErrors.render(stored, Locale.ENGLISH, AS_STORED)).isEqualTo(stored);
        assertThat(TaskErrors.render(null, Locale.ENGLISH, application)).isNull();
        // a code that could not be read back from the stored text is refused when the failure is made
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> PermanentTaskException.coded("Some Code", "cv.pdf cannot be read", null));
    }

    @Test
    void theFrameworksOwnWordsAreRenderedByItWhateverTheApplicationsRenderer() {
        TaskMessageRenderer application = (text, locale) -> "application: " + text;
        assertThat(TaskErrors.render(TaskErrors.RELEASED_AT_SHUTDOWN, Locale.SIMPLIFIED_CHINESE, application))
                .isEqualTo("处理过程中服务停止了，稍后会重新处理。");
        assertThat(TaskErrors.render(TaskErrors.RELEASED_AT_SHUTDOWN, Locale.ENGLISH, application))
                .isEqualTo("released at shutdown");
        assertThat(TaskErrors.render(TaskErrors.stored(TaskErrors.PARSE_FAILED, null), Locale.SIMPLIFIED_CHINESE,
                application))
                .isEqualTo("无法读取该文档。");
    }
}
