package com.prepstream.support;

import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;

/**
 * What the page does over real HTTP: keeps cookies (the session and XSRF-TOKEN) and sends the CSRF
 * token back as X-XSRF-TOKEN on writes, unless told not to.
 */
public final class Browser {

    private final int port;
    private final CookieManager cookies = new CookieManager();
    private final HttpClient http;

    public Browser(int port) {
        this.port = port;
        this.http = HttpClient.newBuilder().cookieHandler(cookies).build();
    }

    public URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    public HttpResponse<String> get(String path) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    /** A JSON write with the CSRF token, as the page sends it. */
    public HttpResponse<String> write(String method, String path, String json) throws Exception {
        return send(withCsrf(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(json))));
    }

    /** The same write without the CSRF token: what a forged cross-site form would send. */
    public HttpResponse<String> writeWithoutCsrf(String method, String path, String json) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(json)));
    }

    public HttpResponse<String> signUp(String name, String password) throws Exception {
        ensureCsrfCookie();
        return write("POST", "/api/auth/sign-up", credentials(name, password));
    }

    public HttpResponse<String> signIn(String name, String password) throws Exception {
        ensureCsrfCookie();
        return write("POST", "/api/auth/sign-in", credentials(name, password));
    }

    public HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.header("Accept-Language", "en").build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpRequest.Builder withCsrf(HttpRequest.Builder request) {
        cookie("XSRF-TOKEN").ifPresent(token -> request.header("X-XSRF-TOKEN", token));
        return request;
    }

    public Optional<String> cookie(String name) {
        return cookies.getCookieStore().getCookies().stream().filter(c -> c.getName().equals(name))
                .map(HttpCookie::getValue).findFirst();
    }

    /** The page's first request (any GET) leaves the XSRF-TOKEN cookie. */
    private void ensureCsrfCookie() throws Exception {
        if (cookie("XSRF-TOKEN").isEmpty()) {
            get("/api/auth/options");
        }
    }

    private static String credentials(String name, String password) {
        return "{\"username\":\"" + name + "\",\"password\":\"" + password + "\"}";
    }
}
