package com.prepstream.chat;

import com.prepstream.PrepStreamApplication;
import com.prepstream.knowledgebase.BenchAccount;
import com.prepstream.knowledgebase.CorpusLoader;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Calibrates the "not in your notes" threshold (not a test): {@code ./scripts/bench-chat-threshold.sh}.
 * Loads one whole corpus into the database in PREPSTREAM_TEST_DB_URL (kept for the next run), asks
 * every frozen question that the corpus answers and every off-topic one, and prints the best
 * passage score of each group, the false-refusal and false-answer rates over a range of thresholds
 * and the threshold that makes the fewest mistakes. Arguments: corpus folder, set ({@code en}, {@code zh}, or
 * {@code zh-short}: short questions as typed into a chat box, measured over what a {@code zh} run loaded).
 */
public final class ThresholdCalibration {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ThresholdCalibration() {
    }

    public static void main(String[] args) throws Exception {
        Path corpus = Path.of(args[0]);
        String set = args[1];
        ConfigurableApplicationContext context = new SpringApplicationBuilder(PrepStreamApplication.class)
                .web(WebApplicationType.NONE).profiles("test")
                .properties("prepstream.streams.vectorize.enabled=false", "prepstream.streams.analyze.enabled=false",
                        "prepstream.streams.evaluate.enabled=false", "logging.level.root=WARN")
                .run();
        try {
            BenchAccount.actAs(context); // items belong to an account, and search sees its owner's only
            CorpusLoader loader = new CorpusLoader(context);
            // bench.noLoad: measure over what an interrupted load left (questions without a loaded page are skipped)
            Map<String, Long> items = Boolean.getBoolean("bench.noLoad") ? loader.loaded()
                    : loader.load(corpus, sample(corpus, set));
            KnowledgeBaseSearch search = context.getBean(KnowledgeBaseSearch.class);
            double[] answerable = bestScores(search, "retrieval/questions-" + set + ".jsonl", items);
            double[] offTopic = bestScores(search, "retrieval/offtopic-" + set + ".jsonl", items);
            System.out.printf(Locale.ROOT, "corpus %s: %d documents; %d answerable questions, %d off-topic%n",
                    corpus, items.size(), answerable.length, offTopic.length);
            report(answerable, offTopic, configured(context, set));
        } finally {
            context.close();
        }
    }

    /**
     * Every page a question of the set is labelled with, plus {@code bench.extraPages} (default 60)
     * others drawn with a fixed seed: embedding a whole manual takes hours on a loaded 2-core
     * machine. Fewer unrelated pages can only lower off-topic best scores, so the false-answer
     * rate measured here is a lower bound (docs/chat.md).
     */
    static java.util.function.Predicate<String> sample(Path corpus, String set) throws Exception {
        if (Boolean.getBoolean("bench.wholeCorpus")) {
            return path -> true;
        }
        java.util.Set<String> keep = new java.util.HashSet<>();
        List<JsonNode> questions = read("retrieval/questions-" + set + ".jsonl");
        int limit = Integer.getInteger("bench.questions", questions.size());
        for (JsonNode question : questions.subList(0, Math.min(limit, questions.size()))) {
            question.get("relevant").forEach(page -> keep.add(page.asString()));
        }
        List<String> others;
        try (java.util.stream.Stream<Path> walk = java.nio.file.Files.walk(corpus)) {
            others = walk.filter(java.nio.file.Files::isRegularFile).map(p -> corpus.relativize(p).toString())
                    .filter(p -> p.endsWith(".html") || p.endsWith(".md")).filter(p -> !keep.contains(p))
                    .sorted().collect(java.util.stream.Collectors.toCollection(ArrayList::new));
        }
        java.util.Collections.shuffle(others, new java.util.Random(Long.parseLong(com.prepstream.testing.PropertySeeds.GATING)));
        keep.addAll(others.subList(0, Math.min(others.size(), Integer.getInteger("bench.extraPages", 60))));
        return keep::contains;
    }

    static List<JsonNode> read(String resource) throws Exception {
        List<JsonNode> rows = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(
                ThresholdCalibration.class.getClassLoader().getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank()) {
                    rows.add(JSON.readTree(line));
                }
            }
        }
        return rows;
    }

    /**
     * The same measurement over a knowledge base the retrieval benchmark loaded (whole corpora, every
     * labelled page in), for a set ({@code zh}, {@code zh-short}, {@code en}) and its off-topic twin.
     */
    public static void reportLoaded(ConfigurableApplicationContext context, String set) {
        try {
            KnowledgeBaseSearch search = context.getBean(KnowledgeBaseSearch.class);
            double[] answerable = bestScores(search, "retrieval/questions-" + set + ".jsonl", null);
            double[] offTopic = bestScores(search, "retrieval/offtopic-" + set + ".jsonl", null);
            System.out.printf(Locale.ROOT, "chat threshold, set %s: %d answerable questions, %d off-topic%n",
                    set, answerable.length, offTopic.length);
            report(answerable, offTopic, configured(context, set));
        } catch (Exception e) {
            throw new IllegalStateException("cannot calibrate on set " + set, e);
        }
    }

    /** The threshold chat uses now for a question of the set's language. */
    private static double configured(ConfigurableApplicationContext context, String set) {
        ChatSettings settings = context.getBean(ChatSettings.class);
        return settings.relevanceThreshold() != null ? settings.relevanceThreshold()
                : com.prepstream.ai.InProcessModel.calibratedThreshold(context.getBean(com.prepstream.ai.LanguageModels.class)
                        .forQuery(set.startsWith("zh") ? "中" : "a").info().name());
    }

    /**
     * Best passage score per question; with {@code items}, an answerable question none of whose pages
     * is loaded is skipped.
     */
    private static double[] bestScores(KnowledgeBaseSearch search, String resource, Map<String, Long> items)
            throws Exception {
        List<Double> best = new ArrayList<>();
        for (JsonNode question : read(resource)) {
            if (items != null && question.has("relevant")) {
                boolean loaded = false;
                for (JsonNode page : question.get("relevant")) {
                    loaded |= items.containsKey(page.asString());
                }
                if (!loaded) {
                    continue;
                }
            }
            // as chat judges it: the closest of the passages it would be given (ChatPassages#sources)
            List<SearchHit> hits = search.search(question.get("question").asString(), 5, null);
            best.add(hits.stream().mapToDouble(SearchHit::score).max().orElse(0));
        }
        return best.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    static void report(double[] answerable, double[] offTopic, double configured) {
        System.out.println("best-passage score (cosine)     min    p10    p25    p50    p75    p90    max");
        System.out.println(distribution("answerable questions", answerable));
        System.out.println(distribution("off-topic questions", offTopic));
        System.out.printf(Locale.ROOT, "configured threshold %.3f (untuned): false refusals %s, false answers %s%n",
                configured, rate(below(answerable, configured), answerable.length),
                rate(offTopic.length - below(offTopic, configured), offTopic.length));
        System.out.println("threshold  false-refusal  false-answer");
        double bestThreshold = 0;
        int fewest = Integer.MAX_VALUE;
        for (int step = 0; step <= 56; step++) {
            double threshold = 0.20 + step * 0.0125; // 0.20 to 0.90
            int refusals = below(answerable, threshold);
            int answers = offTopic.length - below(offTopic, threshold);
            // mistakes weighted by group size, so the 40 off-topic questions count as much as the ~110 others
            double weighted = (double) refusals / answerable.length + (double) answers / offTopic.length;
            int score = (int) Math.round(weighted * 10_000);
            if (score < fewest) {
                fewest = score;
                bestThreshold = threshold;
            }
            if (step % 2 == 0 || threshold > 0.69) {
                System.out.printf(Locale.ROOT, "  %.4f   %13s  %12s%n", threshold, rate(refusals, answerable.length),
                        rate(answers, offTopic.length));
            }
        }
        System.out.printf(Locale.ROOT, "fewest mistakes (false-refusal rate + false-answer rate) at %.4f: "
                + "false refusals %s, false answers %s%n", bestThreshold,
                rate(below(answerable, bestThreshold), answerable.length),
                rate(offTopic.length - below(offTopic, bestThreshold), offTopic.length));
    }

    private static int below(double[] scores, double threshold) {
        return (int) Arrays.stream(scores).filter(s -> s < threshold).count();
    }

    private static String rate(int count, int total) {
        return String.format(Locale.ROOT, "%d/%d (%.1f%%)", count, total, 100.0 * count / total);
    }

    private static String distribution(String name, double[] sorted) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-30s", name));
        for (double p : new double[] {0, 0.10, 0.25, 0.50, 0.75, 0.90, 1.0}) {
            int index = (int) Math.min(sorted.length - 1, Math.round(p * (sorted.length - 1)));
            line.append(String.format(Locale.ROOT, " %6.3f", sorted[index]));
        }
        return line.toString();
    }
}
