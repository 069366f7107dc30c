package com.prepstream.hostile;

import com.prepstream.support.TestAdmin;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * HTTP/1.1 over a plain socket, for requests {@code java.net.http.HttpClient} refuses to send
 * (invalid characters, encoded slashes, bogus versions). Each request closes its connection.
 */
final class RawHttp {

    private RawHttp() {
    }

    /** A parsed response; header names are case-insensitive, a chunked body is decoded. */
    record Response(int status, Map<String, String> headers, String body, String raw) {

        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    /** Sends {@code head} (request line and headers, without the blank line) and an optional body. */
    static Response send(int port, String head, String body, boolean halfClose) throws IOException {
        // signed in as the test admin, so that what is tested is the request's shape, not its account
        return send(port, head + "\r\nAuthorization: " + TestAdmin.BEARER, body, halfClose, true);
    }

    static Response sendAs(int port, String head, String body, String authorization) throws IOException {
        return send(port, head + "\r\nAuthorization: " + authorization, body, false, true);
    }

    private static Response send(int port, String head, String body, boolean halfClose, boolean unused)
            throws IOException {
        String request = head + "\r\nConnection: close\r\n\r\n" + body;
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            if (halfClose) {
                // the body ends early: the server reads end-of-stream where it expected more
                socket.shutdownOutput();
            }
            return parse(socket.getInputStream().readAllBytes());
        }
    }

    /**
     * Sends {@code head} (signed in as the test admin) with a body it declares but never sends, and
     * returns the answer as soon as it is complete: the server answers a refused body at once, then
     * waits for the bytes it would drain, so end-of-stream would come only with its timeout.
     */
    static Response refusedBody(int port, String head) throws IOException {
        String request = head + "\r\nAuthorization: " + TestAdmin.BEARER + "\r\nConnection: close\r\n\r\n";
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!complete(received.toString(StandardCharsets.ISO_8859_1))) {
                int read = socket.getInputStream().read(buffer);
                if (read < 0) {
                    break;
                }
                received.write(buffer, 0, read);
            }
            return parse(received.toByteArray());
        }
    }

    /** Whether {@code raw} holds a whole response: its head, and its body by Content-Length or last chunk. */
    private static boolean complete(String raw) {
        int end = raw.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        String head = raw.substring(0, end).toLowerCase(Locale.ROOT);
        int length = head.indexOf("\r\ncontent-length:");
        if (length >= 0) {
            int lineEnd = head.indexOf("\r\n", length + 2);
            String value = head.substring(length + 17, lineEnd < 0 ? head.length() : lineEnd).trim();
            return raw.length() - end - 4 >= Integer.parseInt(value);
        }
        return !head.contains("chunked") || raw.endsWith("0\r\n\r\n");
    }

    static Response get(int port, String target, String... headers) throws IOException {
        return send(port, "GET " + target + " HTTP/1.1\r\nHost: localhost" + lines(headers), "", false);
    }

    static String lines(String... headers) {
        StringBuilder lines = new StringBuilder();
        for (String header : headers) {
            lines.append("\r\n").append(header);
        }
        return lines.toString();
    }

    static Response parse(byte[] bytes) {
        String raw = new String(bytes, StandardCharsets.ISO_8859_1);
        int end = raw.indexOf("\r\n\r\n");
        String[] head = raw.substring(0, end < 0 ? raw.length() : end).split("\r\n");
        Map<String, String> headers = new TreeMap<>();
        for (int i = 1; i < head.length; i++) {
            int colon = head[i].indexOf(':');
            headers.put(head[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), head[i].substring(colon + 1).trim());
        }
        String body = end < 0 ? "" : raw.substring(end + 4);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = dechunk(body);
        }
        String text = new String(body.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        return new Response(Integer.parseInt(head[0].substring(9, 12)), headers, text,
                new String(bytes, StandardCharsets.UTF_8));
    }

    private static String dechunk(String chunked) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (true) {
            int lineEnd = chunked.indexOf("\r\n", at);
            int size = Integer.parseInt(chunked.substring(at, lineEnd).trim(), 16);
            if (size == 0) {
                return out.toString(StandardCharsets.ISO_8859_1);
            }
            out.writeBytes(chunked.substring(lineEnd + 2, lineEnd + 2 + size).getBytes(StandardCharsets.ISO_8859_1));
            at = lineEnd + 2 + size + 2;
        }
    }
}
