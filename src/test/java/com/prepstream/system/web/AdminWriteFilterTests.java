package com.prepstream.system.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import org.junit.jupiter.api.Test;
import org.springframework.context.MessageSource;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

class AdminWriteFilterTests {

    static final MessageSource MESSAGES = TestMessages.source();

    static final String REPLAY = "/api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay";

    MockHttpServletResponse run(AdminWriteFilter filter, MockHttpServletRequest request) throws Exception {
        MockHttpServletResponse response = new MockHttpServletResponse();
        MockFilterChain chain = new MockFilterChain();
        filter.doFilter(request, response, chain);
        if (chain.getRequest() != null) {
            response.setStatus(299); // marks "passed through"
        }
        return response;
    }

    @Test
    void writesAreRefusedWhenNoTokenIsConfigured() throws Exception {
        MockHttpServletResponse response = run(new AdminWriteFilter(MESSAGES, new AdminProperties("")),
                new MockHttpServletRequest("POST", REPLAY));
        assertThat(response.getStatus()).isEqualTo(403);
        assertThat(response.getContentAsString()).contains("PREPSTREAM_ADMIN_TOKEN");
    }

    @Test
    void refusesInTheLanguageTheRequestAsksFor() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", REPLAY);
        request.addHeader("Accept-Language", "zh-CN,en;q=0.5");
        MockHttpServletResponse response = run(new AdminWriteFilter(MESSAGES, new AdminProperties("s3cret")), request);
        assertThat(response.getStatus()).isEqualTo(401);
        assertThat(response.getContentType()).startsWith("application/problem+json");
        assertThat(response.getContentAsString()).contains("\"title\":\"Unauthorized\"").contains("运维写操作需要管理员令牌");
    }

    @Test
    void writesWithoutTheRightTokenAreUnauthorized() throws Exception {
        AdminWriteFilter filter = new AdminWriteFilter(MESSAGES, new AdminProperties("s3cret"));
        MockHttpServletRequest wrong = new MockHttpServletRequest("POST", REPLAY);
        wrong.addHeader("Authorization", "Bearer nope");
        assertThat(run(filter, wrong).getStatus()).isEqualTo(401);
        assertThat(run(filter, new MockHttpServletRequest("POST", REPLAY)).getStatus()).isEqualTo(401);
    }

    @Test
    void writesWithTheTokenPassAndReadsNeedNone() throws Exception {
        AdminWriteFilter filter = new AdminWriteFilter(MESSAGES, new AdminProperties("s3cret"));
        MockHttpServletRequest right = new MockHttpServletRequest("POST", REPLAY);
        right.addHeader("Authorization", "Bearer s3cret");
        assertThat(run(filter, right).getStatus()).isEqualTo(299);
        assertThat(run(new AdminWriteFilter(MESSAGES, new AdminProperties("")),
                new MockHttpServletRequest("GET", "/api/ops/streams")).getStatus()).isEqualTo(299);
    }

    @Test
    void reembeddingTheWholeKnowledgeBaseNeedsTheToken() throws Exception {
        AdminWriteFilter filter = new AdminWriteFilter(MESSAGES, new AdminProperties("s3cret"));
        assertThat(run(filter, new MockHttpServletRequest("POST", "/api/knowledgebase/revectorize-all"))
                .getStatus()).isEqualTo(401);
    }

    @Test
    void otherApiWritesAreNotAffected() throws Exception {
        assertThat(run(new AdminWriteFilter(MESSAGES, new AdminProperties("")),
                new MockHttpServletRequest("POST", "/api/resumes/upload")).getStatus()).isEqualTo(299);
    }
}
