package com.prepstream.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's "Where is X" table is where a newcomer starts: every class or path it names exists, and the
 * errors row names every class that builds problems (the classes called *Problems).
 */
class ReadmeWhereIsTests {

    static final Path README = Path.of("README.md");
    static final Path MAIN = Path.of("src", "main", "java", "com", "prepstream");
    static final Path TEST = Path.of("src", "test", "java", "com", "prepstream");

    /** A code name in a cell: {@code `system/Problems`}, {@code `ChatPassages`}, {@code `docs/api.md`}. */
    private static final Pattern NAME = Pattern.compile("`([\\w./*-]+)`");

    @Test
    void everyNameInTheTableExists() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String row : rows()) {
            Matcher name = NAME.matcher(row);
            while (name.find()) {
                if (isCodeName(name.group(1)) && !exists(name.group(1))) {
                    missing.add(name.group(1));
                }
            }
        }
        assertThat(missing).as("named in README.md's \"Where is X\" table, found nowhere").isEmpty();
    }

    @Test
    void theErrorsRowNamesEveryClassThatBuildsProblems() throws IOException {
        String errors = rows().stream().filter(row -> row.startsWith("| errors")).findFirst().orElseThrow();
        Set<String> builders = new TreeSet<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            files.map(file -> MAIN.relativize(file).toString().replace('\\', '/'))
                    .filter(file -> file.endsWith("Problems.java"))
                    .forEach(file -> builders.add(file.substring(0, file.length() - ".java".length())));
        }
        assertThat(builders).contains("system/Problems");
        assertThat(builders).allSatisfy(builder -> assertThat(errors).contains("`" + builder + "`"));
    }

    private static List<String> rows() throws IOException {
        List<String> lines = Files.readAllLines(README, StandardCharsets.UTF_8);
        int start = lines.indexOf("## Where is X");
        assertThat(start).as("README.md has a \"Where is X\" section").isNotNegative();
        // the table's rows: the first table after the heading, without its header and separator lines
        List<String> rows = lines.subList(start + 1, lines.size()).stream().dropWhile(line -> !line.startsWith("|"))
                .takeWhile(line -> line.startsWith("|")).skip(2).toList();
        assertThat(rows).as("rows of README.md's \"Where is X\" table").isNotEmpty();
        return rows;
    }

    /** A class (capitalised) or a path; not an endpoint, an environment variable or a URL path. */
    private static boolean isCodeName(String name) {
        return !name.startsWith("/") && !name.equals(name.toUpperCase())
                && (name.contains("/") || Character.isUpperCase(name.charAt(0)));
    }

    /**
     * From the repository root, {@code src/main} or a package of main or test, else inside a package named in the
     * same cell ({@code `resume/` (`offline/OfflineResumeAnalyzer`)}, a bare {@code `ChatPassages`}).
     */
    private static boolean exists(String name) throws IOException {
        String trimmed = name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
        for (Path base : List.of(Path.of(""), Path.of("src", "main"), MAIN, TEST)) {
            if (matches(base, trimmed) || matches(base, trimmed + ".java")) {
                return true;
            }
        }
        try (Stream<Path> files = Stream.concat(Files.walk(MAIN), Files.walk(TEST))) {
            return files.map(file -> file.toString().replace('\\', '/'))
                    .anyMatch(file -> file.endsWith("/" + trimmed + ".java") || file.endsWith("/" + trimmed));
        }
    }

    private static boolean matches(Path base, String relative) throws IOException {
        if (!relative.contains("*")) {
            return Files.exists(base.resolve(relative));
        }
        Path parent = base.resolve(relative).getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            return false;
        }
        PathMatcher glob = FileSystems.getDefault().getPathMatcher("glob:" + base.resolve(relative));
        try (Stream<Path> files = Files.list(parent)) {
            return files.anyMatch(glob::matches);
        }
    }
}
