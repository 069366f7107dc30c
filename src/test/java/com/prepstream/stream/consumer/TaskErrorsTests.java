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
    void aMessageWrittenForUsersIsStoredWithItsCodeAndReadInTheReadersLanguage() {
        String stored = TaskOutcomes.describe(PermanentTaskException.coded("parse_encrypted", null, "cv.pdf"), "run");

        assertThat(stored).isEqualTo("cv.pdf is password-protected; upload an unprotected copy (parse_encrypted)");
        assertThat(TaskErrors.render(stored, Locale.ENGLISH)).isEqualTo("cv.pdf is password-protected; upload an unprotected copy");
        assertThat(TaskErrors.render(stored, Locale.SIMPLIFIED_CHINESE)).isEqualTo("cv.pdf 设有密码保护，请上传未加密的版本。");
        // numbers as they were written, a name with parentheses and Chinese in it kept whole
        assertThat(TaskErrors.render(TaskOutcomes.describe(PermanentTaskException.coded("parse_too_many_pages", null,
                "书 (2).pdf", 2500, 2000), "run"), Locale.SIMPLIFIED_CHINESE)).isEqualTo("书 (2).pdf 有 2500 页，最多只能读取 2000 页的文档。");
        assertThat(TaskErrors.render(null, Locale.ENGLISH)).isNull();
    }

    @Test
    void textStoredBeforeCodesIsReadByItsWordsAndOtherTextIsShownAsItIs() {
        String before = "no text could be extracted from n.txt: the file is damaged or not a valid document";
        assertThat(TaskErrors.render(before, Locale.SIMPLIFIED_CHINESE)).isEqualTo("无法从 n.txt 中提取文字：文件已损坏，或不是有效的文档。");
        assertThat(TaskErrors.render(before, Locale.ENGLISH)).isEqualTo(before);
        assertThat(TaskErrors.render("released at shutdown", Locale.SIMPLIFIED_CHINESE)).isEqualTo("处理过程中服务停止了，稍后会重新处理。");
        String other = "the model returned no dimension scores";
        assertThat(TaskErrors.render(other, Locale.ENGLISH)).isEqualTo(other);
        assertThat(TaskErrors.render(other, Locale.SIMPLIFIED_CHINESE)).isEqualTo("处理失败：" + other);
    }

    @Test
    void everyCodedMessageHasBothLanguagesWithTheSameArguments() {
        java.util.ResourceBundle english = java.util.ResourceBundle.getBundle("com.prepstream.stream.task_messages", Locale.ROOT);
        java.util.ResourceBundle chinese = java.util.ResourceBundle.getBundle("com.prepstream.stream.task_messages",
                Locale.SIMPLIFIED_CHINESE);
        for (String code : english.keySet()) {
            assertThat(chinese.getString(code)).as(code).isNotEqualTo(english.getString(code)).containsPattern("[\\u4e00-\\u9fff]");
            assertThat(arguments(chinese.getString(code))).as(code).isEqualTo(arguments(english.getString(code)));
        }
    }

    private static java.util.Set<String> arguments(String pattern) {
        return java.util.regex.Pattern.compile("\\{\\d\\}").matcher(pattern).results().map(java.util.regex.MatchResult::group)
                .collect(java.util.stream.Collectors.toSet());
    }
}
