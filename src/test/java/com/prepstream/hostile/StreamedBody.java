package com.prepstream.hostile;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Sends a request whose body is streamed from one small buffer over a raw socket, so a test can
 * offer the server gigabytes without holding them: the writer stops at {@code writeAtMost} bytes
 * (or when the server closes the connection), while the caller waits for the answer.
 */
final class StreamedBody {

    static final int PIECE = 64 * 1024;

    private StreamedBody() {
    }

    /** The answer, and how many body bytes the socket accepted before the server closed it. */
    record Outcome(RawHttp.Response response, long written, boolean writerStopped) {
    }

    /**
     * @param head    request line and headers (no blank line); add {@code Transfer-Encoding: chunked} for chunks
     * @param chunked whether to frame the body as HTTP chunks
     */
    static Outcome send(int port, String head, boolean chunked, long writeAtMost) throws Exception {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(15_000);
            OutputStream out = socket.getOutputStream();
            out.write((head + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            AtomicLong written = new AtomicLong();
            CompletableFuture<Boolean> writer = CompletableFuture.supplyAsync(() -> write(out, chunked, writeAtMost, written));
            byte[] answer = socket.getInputStream().readAllBytes();
            boolean stopped = writer.get(15, java.util.concurrent.TimeUnit.SECONDS);
            return new Outcome(RawHttp.parse(answer), written.get(), stopped);
        }
    }

    /** Writes until the budget is spent; true when the server closed the connection first. */
    private static boolean write(OutputStream out, boolean chunked, long writeAtMost, AtomicLong written) {
        byte[] piece = new byte[PIECE];
        Arrays.fill(piece, (byte) 'a');
        byte[] chunkHead = (Integer.toHexString(PIECE) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
        byte[] crlf = "\r\n".getBytes(StandardCharsets.ISO_8859_1);
        try {
            while (written.get() < writeAtMost) {
                if (chunked) {
                    out.write(chunkHead);
                }
                out.write(piece);
                if (chunked) {
                    out.write(crlf);
                }
                written.addAndGet(PIECE);
            }
            out.flush();
            return false;
        } catch (IOException closedByServer) {
            return true;
        }
    }
}
