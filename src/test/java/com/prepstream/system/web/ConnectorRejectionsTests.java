package com.prepstream.system.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The cases the integration tests cannot reach with a real Tomcat in English. */
class ConnectorRejectionsTests {

    @Test
    void aMessageTomcatTranslatedGetsTheUsualDetailForItsStatus() {
        assertThat(ConnectorRejections.detail(400, new IllegalArgumentException("请求头太大"), null, 8192))
                .isEqualTo(ErrorProblems.usualDetail(400));
    }

    @Test
    void aLimitThatIsNotWholeKilobytesIsGivenInBytes() {
        IllegalArgumentException tooLarge = new IllegalArgumentException("Request header is too large");
        assertThat(ConnectorRejections.detail(400, tooLarge, null, 10_000)).contains("(10000 bytes)");
        assertThat(ConnectorRejections.detail(400, tooLarge, null, 0)).contains("larger than the server accepts;");
    }

    @Test
    void theRefusedUrlIsNeverEchoed() {
        String detail = ConnectorRejections.detail(400, null, "/<script>alert(1)</script>/..", 8192);
        assertThat(detail).doesNotContain("script").contains("not a valid path");
    }
}
