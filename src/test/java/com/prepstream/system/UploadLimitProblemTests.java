package com.prepstream.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.util.unit.DataSize;
import org.springframework.web.multipart.MaxUploadSizeExceededException;

/** A 413 for a too-large upload says the limit (the configured max-file-size), in both languages. */
class UploadLimitProblemTests {

    @AfterEach
    void resetLocale() {
        LocaleContextHolder.resetLocaleContext();
    }

    @ParameterizedTest
    @CsvSource({
        "en,    20, The file is larger than the upload limit of 20 MB.",
        "zh-CN, 20, 文件超过了 20 MB 的上传大小限制。",
        "en,    5,  The file is larger than the upload limit of 5 MB.",
    })
    void saysTheConfiguredLimit(String language, int megabytes, String detail) {
        LocaleContextHolder.setLocale(Locale.forLanguageTag(language));
        ApiExceptionHandler handler = new ApiExceptionHandler(TestMessages.source(), DataSize.ofMegabytes(megabytes));

        ResponseEntity<Object> answer = handler.handleMaxUploadSizeExceededException(
                new MaxUploadSizeExceededException(megabytes * 1024L * 1024L), new HttpHeaders(),
                HttpStatus.CONTENT_TOO_LARGE, null);

        assertThat(answer.getStatusCode().value()).isEqualTo(413);
        assertThat(((ProblemDetail) answer.getBody()).getDetail()).isEqualTo(detail);
    }
}
