package com.prepstream.tasks;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.TaskErrors;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The application's permanent failures written for users, stored in English with their code and read in
 * the reader's language; with the framework's codes, through the one entry the views use.
 */
class TaskMessagesTests {

    @Test
    void aMessageWrittenForUsersIsStoredWithItsCodeAndReadInTheReadersLanguage() {
        String stored = TaskMessages.failure("parse_encrypted", null, "cv.pdf").stored();

        assertThat(stored).isEqualTo("cv.pdf is password-protected; upload an unprotected copy (parse_encrypted)");
        assertThat(TaskMessages.render(stored, Locale.ENGLISH)).isEqualTo("cv.pdf is password-protected; upload an unprotected copy");
        assertThat(TaskMessages.render(stored, Locale.SIMPLIFIED_CHINESE)).isEqualTo("cv.pdf 设有密码保护，请上传未加密的版本。");
        // numbers as they were written, a name with parentheses and Chinese in it kept whole
        assertThat(TaskMessages.render(TaskMessages.failure("parse_too_many_pages", null, "书 (2).pdf", 2500, 2000).stored(),
                Locale.SIMPLIFIED_CHINESE)).isEqualTo("书 (2).pdf 有 2500 页，最多只能读取 2000 页的文档。");
        assertThat(TaskMessages.render(null, Locale.ENGLISH)).isNull();
    }

    @Test
    void textStoredBeforeCodesIsReadByItsWordsAndOtherTextIsShownAsItIs() {
        String before = "no text could be extracted from n.txt: the file is damaged or not a valid document";
        assertThat(TaskMessages.render(before, Locale.SIMPLIFIED_CHINESE)).isEqualTo("无法从 n.txt 中提取文字：文件已损坏，或不是有效的文档。");
        assertThat(TaskMessages.render(before, Locale.ENGLISH)).isEqualTo(before);
        assertThat(TaskMessages.render("released at shutdown", Locale.SIMPLIFIED_CHINESE)).isEqualTo("处理过程中服务停止了，稍后会重新处理。");
        String other = "the model returned no dimension scores";
        assertThat(TaskMessages.render(other, Locale.ENGLISH)).isEqualTo(other);
        assertThat(TaskMessages.render(other, Locale.SIMPLIFIED_CHINESE)).isEqualTo("处理失败：" + other);
    }

    @Test
    void theFrameworksCodesAreRenderedThroughTheSameEntry() {
        assertThat(TaskMessages.render(TaskErrors.stored(TaskErrors.DEADLINE, "0a1b2c3d"), Locale.SIMPLIFIED_CHINESE))
                .isEqualTo("处理时间超过上限，已停止。（错误编号 0a1b2c3d）");
    }

    @Test
    void everyCodedMessageHasBothLanguagesWithTheSameArguments() {
        ResourceBundle english = ResourceBundle.getBundle("com.prepstream.tasks.task_messages", Locale.ROOT);
        ResourceBundle chinese = ResourceBundle.getBundle("com.prepstream.tasks.task_messages", Locale.SIMPLIFIED_CHINESE);
        for (String code : english.keySet()) {
            assertThat(chinese.getString(code)).as(code).isNotEqualTo(english.getString(code)).containsPattern("[\\u4e00-\\u9fff]");
            assertThat(arguments(chinese.getString(code))).as(code).isEqualTo(arguments(english.getString(code)));
        }
    }

    private static Set<String> arguments(String pattern) {
        return Pattern.compile("\\{\\d\\}").matcher(pattern).results().map(MatchResult::group).collect(Collectors.toSet());
    }
}
