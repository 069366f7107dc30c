package com.prepstream.stream;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code sql} blocks of docs/worker-protocol.md, as its tests read them: each block starts with
 * {@code -- statement: <name>} and {@code -- params: <type> <name>, ...}, then one statement.
 */
final class ProtocolDoc {

    static final Path PATH = Path.of("docs", "worker-protocol.md");

    record Statement(String name, List<String> paramTypes, String sql) {

        /** The statement for PostgreSQL's PREPARE: a name without dashes, the declared parameter types. */
        String prepare() {
            String types = paramTypes.isEmpty() ? "" : "(" + String.join(", ", paramTypes) + ")";
            return "prepare " + preparedName() + types + " as " + sql;
        }

        String preparedName() {
            return "doc_" + name.replace('-', '_');
        }
    }

    private static final Pattern BLOCK = Pattern.compile("```sql\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern NAME = Pattern.compile("^-- statement: (\\S+)$", Pattern.MULTILINE);
    private static final Pattern PARAMS = Pattern.compile("^-- params:(.*)$", Pattern.MULTILINE);

    private final String text;

    private ProtocolDoc(String text) {
        this.text = text;
    }

    static ProtocolDoc read() throws IOException {
        return new ProtocolDoc(Files.readString(PATH));
    }

    Map<String, Statement> statements() {
        Map<String, Statement> statements = new LinkedHashMap<>();
        Matcher block = BLOCK.matcher(text);
        while (block.find()) {
            String body = block.group(1);
            Matcher name = NAME.matcher(body);
            Matcher params = PARAMS.matcher(body);
            if (!name.find() || !params.find()) {
                throw new IllegalStateException("sql block without '-- statement:' and '-- params:' lines:\n" + body);
            }
            List<String> types = new ArrayList<>();
            for (String param : params.group(1).split(",")) {
                if (!param.isBlank()) {
                    types.add(param.trim().split("\\s+")[0]);
                }
            }
            String sql = body.replaceAll("(?m)^--.*\\n", "").trim();
            if (statements.put(name.group(1), new Statement(name.group(1), types, sql)) != null) {
                throw new IllegalStateException("statement " + name.group(1) + " documented twice");
            }
        }
        return statements;
    }

    /** The backquoted names on the line that starts with {@code label}, e.g. "Entry fields:". */
    List<String> namesAfter(String label) {
        Matcher line = Pattern.compile("^" + Pattern.quote(label) + "(.*)$", Pattern.MULTILINE).matcher(text);
        if (!line.find()) {
            throw new IllegalStateException("no line '" + label + "' in " + PATH);
        }
        List<String> names = new ArrayList<>();
        Matcher quoted = Pattern.compile("`([^`]+)`").matcher(line.group(1));
        while (quoted.find()) {
            names.add(quoted.group(1));
        }
        return names;
    }

    /** Whitespace runs as one space, JDBC's {@code ?} numbered as PostgreSQL's {@code $1…$n}. */
    static String normalize(String sql) {
        StringBuilder numbered = new StringBuilder();
        int next = 1;
        for (char c : sql.toCharArray()) {
            if (c == '?') {
                numbered.append('$').append(next++);
            } else {
                numbered.append(c);
            }
        }
        return numbered.toString().replaceAll("\\s+", " ").trim();
    }
}
