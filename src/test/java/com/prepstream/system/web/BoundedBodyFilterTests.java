package com.prepstream.system.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.util.unit.DataSize;

/** An upload refused for its declared length says the file limit, not just "the limit". */
class BoundedBodyFilterTests {

    @ParameterizedTest
    @CsvSource({
        "en,    The file is larger than the upload limit of 20 MB.",
        "zh-CN, 文件超过了 20 MB 的上传大小限制。",
    })
    void anOversizedUploadNamesTheFileLimit(String language, String detail) throws Exception {
        BoundedBodyFilter filter = new BoundedBodyFilter(DataSize.ofKilobytes(256), DataSize.ofMegabytes(21),
                DataSize.ofMegabytes(20), TestMessages.source());
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/resumes/upload") {
            @Override
            public long getContentLengthLong() {
                return 30L * 1024 * 1024; // declared only: the body is never read
            }
        };
        request.setContentType("multipart/form-data; boundary=x");
        request.addHeader("Accept-Language", language);
        MockHttpServletResponse response = new MockHttpServletResponse();

        filter.doFilter(request, response, new MockFilterChain());

        assertThat(response.getStatus()).isEqualTo(413);
        assertThat(response.getContentAsString()).contains("\"detail\":\"" + detail + "\"");
    }
}
