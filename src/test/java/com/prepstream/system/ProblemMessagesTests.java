package com.prepstream.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpStatus;

/** The messages (problems, PDF labels): both languages complete, and every code the code throws has a message. */
class ProblemMessagesTests {

    static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)[^}]*}");
    static final Pattern CODE_LITERAL = Pattern.compile("\"((?:problem|thing)\\.[A-Za-z0-9.]+)\"");
    static final Pattern API_EXCEPTION_CALL = Pattern.compile(
            "(?:ApiException\\.(\\w+)|new ApiException)\\(\\s*(?:HttpStatus\\.\\w+,\\s*)?\"([^\"]*)\"");

    final Properties english = load("i18n/messages.properties");
    final Properties chinese = load("i18n/messages_zh_CN.properties");

    @Test
    void bothLanguagesHaveTheSameMessagesWithTheSameArguments() {
        for (String bundle : List.of("i18n/messages", "i18n/export")) {
            Properties en = load(bundle + ".properties");
            Properties zh = load(bundle + "_zh_CN.properties");
            assertThat(zh.stringPropertyNames()).as(bundle).isEqualTo(en.stringPropertyNames());
            for (String key : en.stringPropertyNames()) {
                assertThat(placeholders(zh.getProperty(key))).as(key).isEqualTo(placeholders(en.getProperty(key)));
                if (en.getProperty(key).replaceAll("\\{[^}]*}", "").matches(".*[A-Za-z]{2,}.*")) {
                    assertThat(zh.getProperty(key)).as("%s is written in Chinese", key).containsPattern("\\p{IsHan}");
                }
                // MessageFormat must accept both: an odd apostrophe would swallow the rest of a message
                assertThat(new MessageFormat(en.getProperty(key)).format(args(en.getProperty(key)))).as(key)
                        .doesNotContain("{");
                assertThat(new MessageFormat(zh.getProperty(key)).format(args(zh.getProperty(key)))).as(key)
                        .doesNotContain("{");
            }
        }
    }

    @Test
    void everyCodeTheApplicationThrowsHasAMessage() throws IOException {
        List<String> missing = new ArrayList<>();
        List<String> notCodes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                String source = Files.readString(file);
                Matcher codes = CODE_LITERAL.matcher(source);
                while (codes.find()) {
                    if (!english.containsKey(codes.group(1))) {
                        missing.add(file.getFileName() + ": " + codes.group(1));
                    }
                }
                Matcher calls = API_EXCEPTION_CALL.matcher(source);
                while (calls.find()) {
                    String code = "notFound".equals(calls.group(1)) ? "thing." + calls.group(2) : calls.group(2);
                    if (!english.containsKey(code)) {
                        notCodes.add(file.getFileName() + ": \"" + calls.group(2) + "\"");
                    }
                }
            }
        }
        assertThat(missing).as("codes without a message in i18n/messages.properties").isEmpty();
        assertThat(notCodes).as("ApiException takes a message code, not text (add it to both bundles)").isEmpty();
    }

    @Test
    void theSameProblemReadsInEachLanguage() {
        MessageSource messages = TestMessages.source();
        ApiException notFound = ApiException.notFound("resume", 12345L);

        assertThat(notFound.getMessage()).isEqualTo("Resume 12345 does not exist.");
        assertThat(messages.getMessage(notFound.detail(), Locale.ENGLISH)).isEqualTo("Resume 12345 does not exist.");
        assertThat(messages.getMessage(notFound.detail(), Locale.SIMPLIFIED_CHINESE)).isEqualTo("简历 12345 不存在。");
        // a language we do not write falls back to English, never to the server's own locale
        assertThat(messages.getMessage(notFound.detail(), Locale.JAPANESE)).isEqualTo("Resume 12345 does not exist.");

        // a knowledge-base item is a note on the English page ("Notes", "Add a note"): "Knowledge base 99999" was not
        ApiException noNote = ApiException.notFound("knowledgeBase", 99999L);
        assertThat(messages.getMessage(noNote.detail(), Locale.ENGLISH)).isEqualTo("Note 99999 does not exist.");
        assertThat(messages.getMessage(noNote.detail(), Locale.SIMPLIFIED_CHINESE)).isEqualTo("知识库文档 99999 不存在。");

        ApiException quoted = ApiException.badRequest("problem.knowledgeBase.queryBlank");
        assertThat(quoted.getMessage()).isEqualTo("Parameter 'q' must not be blank.");
        assertThat(quoted.status()).isEqualTo(HttpStatus.BAD_REQUEST);
        assertThat(messages.getMessage(quoted.detail(), Locale.SIMPLIFIED_CHINESE)).isEqualTo("参数“q”不能为空。");
    }

    /** A detail is a sentence: it ends with its punctuation, in both languages. Fragments and titles are not details. */
    @Test
    void everyProblemDetailEndsWithPunctuation() {
        for (String key : english.stringPropertyNames()) {
            if (!key.startsWith("problem.") || key.startsWith("problem.title.") || key.startsWith("problem.upload.kind.")) {
                continue;
            }
            assertThat(english.getProperty(key)).as(key).matches("(?s).*[.!?]$");
            assertThat(chinese.getProperty(key)).as(key).matches("(?s).*[。！？]$");
        }
    }

    /** Every status this API answers has its title in both languages; English is the status phrase. */
    @Test
    void everyStatusHasATitleInBothLanguages() {
        for (int status : new int[] {400, 401, 403, 404, 405, 406, 408, 409, 413, 414, 415, 417, 429, 431, 500, 501,
                502, 503, 504, 505}) {
            assertThat(english.getProperty("problem.title." + status)).as("title %d", status)
                    .isEqualTo(HttpStatus.valueOf(status).getReasonPhrase());
            assertThat(chinese.getProperty("problem.title." + status)).as("title %d", status).containsPattern("\\p{IsHan}");
        }
    }

    @Test
    void verbatimArgumentsStayAsTheyAre() {
        ApiException unsupported = ApiException.unsupportedMediaType("problem.upload.unsupported", "cv.pdf",
                ProblemMessages.verbatim("image/png"));
        assertThat(unsupported.getMessage()).startsWith("cv.pdf looks like image/png;");
        assertThat(TestMessages.source().getMessage(unsupported.detail(), Locale.SIMPLIFIED_CHINESE))
                .startsWith("cv.pdf 看起来是image/png；");
    }

    private static Set<String> placeholders(String message) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(message);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    private static Object[] args(String message) {
        int count = placeholders(message).stream().mapToInt(Integer::parseInt).max().orElse(-1) + 1;
        return java.util.Collections.nCopies(count, 2).toArray();
    }

    private static Properties load(String resource) {
        Properties properties = new Properties();
        try (InputStream in = ProblemMessagesTests.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return properties;
    }
}
