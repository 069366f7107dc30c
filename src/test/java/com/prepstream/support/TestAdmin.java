package com.prepstream.support;

/** The admin token the test profile configures (application-test.yml), for writes under /api/ops. */
public final class TestAdmin {

    public static final String TOKEN = "test-admin-token";

    private TestAdmin() {
    }
}
