package com.prepstream.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.http.ProblemDetail;
import org.springframework.util.unit.DataSize;

/**
 * Exception text never becomes a problem's detail: the detail is fixed and translated, and the
 * text goes to the log under the reference the problem carries as {@code correlationId}.
 */
@ExtendWith(OutputCaptureExtension.class)
class ErrorReferenceTests {

    static final String INTERNAL = "Invalid storage key /var/lib/prepstream/files/7 at jdbc:postgresql://db:5432";

    final ApiExceptionHandler handler = new ApiExceptionHandler(TestMessages.source(), DataSize.ofMegabytes(20));

    @AfterEach
    void resetLocale() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void anIllegalArgumentsTextGoesToTheLogUnderTheReferenceTheProblemCarries(CapturedOutput log) {
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        ProblemDetail problem = handler.handleBadArgument(new IllegalArgumentException(INTERNAL));

        assertThat(problem.getStatus()).isEqualTo(400);
        String reference = (String) problem.getProperties().get(ErrorReference.PROPERTY);
        assertThat(reference).matches("[0-9a-f]{12}");
        assertThat(problem.getDetail()).isEqualTo("The request is invalid (reference " + reference + ").")
                .doesNotContain("storage").doesNotContain("jdbc");
        assertThat(log.getOut()).contains("[correlationId=" + reference + "]").contains(INTERNAL);
    }

    @Test
    void theDetailIsInTheRequestsLanguage() {
        LocaleContextHolder.setLocale(Locale.SIMPLIFIED_CHINESE);
        ProblemDetail problem = handler.handleBadArgument(new NumberFormatException("For input string: \"x\""));
        assertThat(problem.getDetail()).startsWith("请求无效（参考编号 ").doesNotContain("input string");
    }

    @Test
    void usedUpModelCallsAreA429ThatSaysSoInBothLanguages() {
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        ProblemDetail english = handler.handleDailyModelCallsUsedUp(new com.prepstream.ai.DailyModelCallsUsedUp(3));
        assertThat(english.getStatus()).isEqualTo(429);
        assertThat(english.getDetail()).isEqualTo(
                "This account has used its 3 AI model calls for today; they are available again after midnight UTC.");
        LocaleContextHolder.setLocale(Locale.SIMPLIFIED_CHINESE);
        assertThat(handler.handleDailyModelCallsUsedUp(new com.prepstream.ai.DailyModelCallsUsedUp(3)).getDetail())
                .isEqualTo("此账户今天的 3 次 AI 模型调用已用完，UTC 零点后恢复。");
    }

    @Test
    void anUnexpectedErrorIsLoggedUnderTheReferenceOfIts500(CapturedOutput log) {
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        ProblemDetail problem = handler.handleUnexpected(new IllegalStateException(INTERNAL));

        assertThat(problem.getStatus()).isEqualTo(500);
        String reference = (String) problem.getProperties().get(ErrorReference.PROPERTY);
        assertThat(problem.getDetail()).endsWith("logged under reference " + reference + ".").doesNotContain("jdbc");
        assertThat(log.getOut()).contains("[correlationId=" + reference + "]").contains(INTERNAL);
    }
}
