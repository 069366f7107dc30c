package com.prepstream.hostile;

import java.io.IOException;

/** {@link RawHttp} for tests outside this package: a request exactly as spelled, with a chosen Authorization. */
public final class RawHttpAccess {

    private RawHttpAccess() {
    }

    public record Answer(int status, String body) {
    }

    public static Answer post(int port, String target, String authorization) throws IOException {
        RawHttp.Response response = RawHttp.sendAs(port, "POST " + target + " HTTP/1.1\r\nHost: localhost"
                + "\r\nAccept-Language: en\r\nContent-Length: 0", "", authorization);
        return new Answer(response.status(), response.body());
    }

    public static Answer get(int port, String target, String authorization) throws IOException {
        RawHttp.Response response = RawHttp.sendAs(port, "GET " + target + " HTTP/1.1\r\nHost: localhost"
                + "\r\nAccept-Language: en", "", authorization);
        return new Answer(response.status(), response.body());
    }
}
