package com.prepstream.system.web;

import com.prepstream.system.ProblemMessages;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.MessageSource;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Bounds every request body before anything reads it, whatever its method, path, content type or
 * account: multipart bodies by the upload limit ({@code spring.servlet.multipart.max-request-size},
 * which Tomcat also enforces while it spools the parts to disk), every other body by
 * {@code prepstream.security.max-body-size}. A declared length past the limit is refused unread; a
 * chunked body is read here up to the limit and refused as soon as it passes it. Without this,
 * Spring's form filter read a 1.5 GB form PUT whole into a String before Spring Security ran.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class BoundedBodyFilter extends OncePerRequestFilter {

    private final long maxBody;
    private final long maxMultipart;
    private final DataSize maxFile;
    private final MessageSource messages;

    BoundedBodyFilter(@Value("${prepstream.security.max-body-size:256KB}") DataSize maxBody,
            @Value("${spring.servlet.multipart.max-request-size:21MB}") DataSize maxMultipart,
            @Value("${spring.servlet.multipart.max-file-size:20MB}") DataSize maxFile, MessageSource messages) {
        this.maxBody = maxBody.toBytes();
        this.maxMultipart = maxMultipart.toBytes();
        this.maxFile = maxFile;
        this.messages = messages;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        boolean multipart = contentType(request).startsWith("multipart/");
        long limit = multipart ? maxMultipart : maxBody;
        long declared = request.getContentLengthLong();
        if (declared > limit) {
            refuse(request, response, multipart);
            return;
        }
        if (declared < 0 && request.getHeader("Transfer-Encoding") != null && !multipart) {
            // chunked: no length to check up front, so read at most the limit (and one byte more)
            byte[] body = request.getInputStream().readNBytes((int) limit + 1);
            if (body.length > limit) {
                refuse(request, response, false);
                return;
            }
            request = new BufferedBodyRequest(request, body);
        }
        chain.doFilter(request, response);
    }

    private void refuse(HttpServletRequest request, HttpServletResponse response, boolean multipart)
            throws IOException {
        // the rest of the body is never read: the connection is closed rather than drained
        response.setHeader("Connection", "close");
        if (multipart) {
            ErrorProblems.write(request, response, messages, HttpStatus.CONTENT_TOO_LARGE, "problem.uploadTooLarge",
                    ProblemMessages.size(maxFile)); // the file's limit: what the person chose is a file
        } else if (contentType(request).contains("json")) {
            ErrorProblems.write(request, response, messages, HttpStatus.CONTENT_TOO_LARGE, "problem.jsonTooLarge",
                    maxBody / 1024);
        } else {
            ErrorProblems.write(request, response, messages, HttpStatus.CONTENT_TOO_LARGE, "problem.bodyTooLarge",
                    maxBody / 1024);
        }
    }

    private static String contentType(HttpServletRequest request) {
        String type = request.getContentType();
        return type == null ? "" : type.strip().toLowerCase(Locale.ROOT);
    }
}
