package com.prepstream.system.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** The 429's wording: the bucket is named in the request's language, not by its internal key. */
class RateLimitInterceptorTests {

    /** Every request is over budget: what is under test is the answer, not the counting (Redis). */
    static final RateLimiter EXHAUSTED = new RateLimiter(null) {
        @Override
        public Decision tryAcquire(String bucket, String client, int limit, Duration window) {
            return new Decision(false, Duration.ofSeconds(30));
        }
    };

    static final RateLimitProperties PROPERTIES =
            new RateLimitProperties(true, 120, 60, 30, 120, 30, 30, 20, Duration.ofMinutes(1));

    @ParameterizedTest
    @CsvSource({
        "sign-in, zh-CN, 此客户端的登录请求过多；请在 30 秒后重试。",
        "session, zh-CN, 此客户端的新建会话请求过多；请在 30 秒后重试。",
        "upload,  zh-CN, 此客户端的上传请求过多；请在 30 秒后重试。",
        "rerun,   zh-CN, 此客户端的重新运行请求过多；请在 30 秒后重试。",
        "ask,     zh-CN, 此客户端的提问请求过多；请在 30 秒后重试。",
        "search,  zh-CN, 此客户端的搜索请求过多；请在 30 秒后重试。",
        "export,  zh-CN, 此客户端的导出请求过多；请在 30 秒后重试。",
        "sign-in, en,    Too many sign-in requests from this client; try again in 30 s.",
        "session, en,    Too many session requests from this client; try again in 30 s.",
        "rerun,   en,    Too many re-run requests from this client; try again in 30 s.",
        "ask,     en,    Too many chat question requests from this client; try again in 30 s.",
    })
    void namesTheBucketInTheRequestLanguage(String bucket, String language, String detail) throws Exception {
        RateLimitInterceptor interceptor =
                new RateLimitInterceptor(EXHAUSTED, PROPERTIES, bucket, "POST", 1, TestMessages.source());
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/anything");
        request.addHeader("Accept-Language", language);
        MockHttpServletResponse response = new MockHttpServletResponse();

        assertThat(interceptor.preHandle(request, response, new Object())).isFalse();

        assertThat(response.getStatus()).isEqualTo(429);
        assertThat(response.getContentAsString()).contains("\"detail\":\"" + detail + "\"");
    }
}
