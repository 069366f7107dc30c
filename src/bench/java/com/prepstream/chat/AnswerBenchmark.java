package com.prepstream.chat;

import com.prepstream.PrepStreamApplication;
import com.prepstream.knowledgebase.AnswerCorpusIngest;
import com.prepstream.knowledgebase.BenchAccount;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Offline-answer quality (not a test): {@code ./scripts/bench-answers.sh}. Ingests the pages the frozen
 * question sets name (plus seeded others) of the PostgreSQL manual and the JavaGuide notes into one
 * knowledge base, asks every question through {@link ChatAnswers} with no model configured, and prints
 * per set: refusals, first citation on a gold note, citations on gold notes, answers with Markdown debris.
 * Each answer is written to {@code target/bench-answers/<set>.txt} to be read.
 * Properties: bench.en / bench.zh (corpus folders; empty skips it), bench.sets (default
 * zh,zh-short,zh-short-2,en,x-en,x-zh; off-en, off-zh, off-zh-short ask the frozen off-topic questions: "refused" is then
 * the right answer and every other one a false one), bench.distractors (seeded other pages per corpus, default 20; -1 = whole
 * corpus; bench.first.<corpus>=page,... embeds those pages first), bench.questions (at most n
 * questions per set, spread evenly; bench.questions.<set> for one set),
 * bench.calibrate (true: also print the chat threshold per (question language, model) pair, PairCalibration;
 * only: that alone).
 * Items of earlier runs that are not among this run's pages are deleted first, so the knowledge base
 * holds exactly the pages named here.
 */
public final class AnswerBenchmark {

    record Question(String id, String text, Set<String> gold, String corpus) {
    }

    /** The corpus of an off-topic set: asked over whatever the knowledge base holds. */
    private static final String OFF_TOPIC = "any";

    private final ConfigurableApplicationContext context;
    private final Map<Long, Set<String>> pagesById = new HashMap<>();

    private AnswerBenchmark(ConfigurableApplicationContext context) {
        this.context = context;
    }

    public static void main(String[] args) throws Exception {
        Path cache = Path.of(System.getProperty("bench.cacheDir", "/tmp/prepstream-embedding-cache"));
        ConfigurableApplicationContext context = new SpringApplicationBuilder(PrepStreamApplication.class)
                .web(WebApplicationType.NONE).profiles("test")
                .properties("prepstream.streams.vectorize.enabled=false", "prepstream.streams.analyze.enabled=false",
                        "prepstream.streams.evaluate.enabled=false", "logging.level.root=WARN")
                .initializers(ctx -> ctx.getBeanFactory().addBeanPostProcessor(AnswerCorpusIngest.embeddingCache(cache)))
                .run(args);
        try {
            new AnswerBenchmark(context).run();
        } finally {
            context.close();
        }
    }

    private void run() throws Exception {
        BenchAccount.actAs(context);
        Map<String, Path> roots = new LinkedHashMap<>();
        for (String corpus : List.of("en", "zh")) {
            String folder = System.getProperty("bench." + corpus, "");
            if (!folder.isBlank()) {
                roots.put(corpus, Path.of(folder));
            }
        }
        Map<String, List<Question>> sets = new LinkedHashMap<>();
        for (String set : System.getProperty("bench.sets", "zh,zh-short,zh-short-2,en,x-en,x-zh").split(",")) {
            List<Question> questions = questions(set.strip());
            String corpus = questions.isEmpty() ? "" : questions.get(0).corpus();
            if (roots.containsKey(corpus) || corpus.equals(OFF_TOPIC) && !roots.isEmpty()) {
                sets.put(set.strip(), questions);
            }
        }
        int distractors = Integer.getInteger("bench.distractors", 20);
        System.out.printf(Locale.ROOT, "ANSWER BENCHMARK: %s%n", distractors < 0 ? "whole corpora"
                : "pages the questions name + " + distractors + " seeded others per corpus");
        Map<String, List<String>> pages = new LinkedHashMap<>();
        roots.forEach((corpus, root) -> pages.put(corpus, pages(corpus, root, sets.values(), distractors)));
        if (Boolean.getBoolean("bench.noIngest")) {
            // what an ingest still running (or stopped) has embedded so far: only questions whose gold notes are all in
            pagesById.putAll(AnswerCorpusIngest.stored(context));
            Set<String> loaded = new java.util.HashSet<>();
            pagesById.values().forEach(loaded::addAll);
            sets.replaceAll((set, questions) -> questions.stream().filter(q -> loaded.containsAll(q.gold())).toList());
            System.out.printf(Locale.ROOT, "measured over the %d notes embedded so far%n", pagesById.size());
        } else {
            AnswerCorpusIngest.keepOnly(context, pages);
            roots.forEach((corpus, root) -> pagesById.putAll(AnswerCorpusIngest.ingest(context, corpus, root, pages.get(corpus))));
        }
        String calibrate = System.getProperty("bench.calibrate", "");
        if (!calibrate.isEmpty()) {
            // the thresholds per (question language, model) pair, over the same knowledge base (PairCalibration)
            for (Map.Entry<String, List<Question>> set : sets.entrySet()) {
                PairCalibration.report(context.getBean(com.prepstream.knowledgebase.KnowledgeBaseSearch.class),
                        context.getBean(ChatSettings.class), set.getKey(),
                        set.getValue().stream().map(Question::text).toList(), PairCalibration.offTopicFor(set.getKey()));
            }
            if (calibrate.equals("only")) {
                return;
            }
        }
        Path out = Path.of("target/bench-answers");
        Files.createDirectories(out);
        System.out.println("set        questions  refused  first-cited-gold  top-passage-gold  cited-gold      debris");
        for (Map.Entry<String, List<Question>> set : sets.entrySet()) {
            measure(set.getKey(), set.getValue(), out.resolve(set.getKey() + ".txt"));
        }
        System.out.println("refused: answerable questions answered \"not in your notes\"; the next three are shares of the "
                + "answers given: the first [n] cited is a gold note; the first passage search gave is one (search's own "
                + "top hit); distinct cited passages on gold notes; debris: answers with Markdown debris (MarkdownDebris)");
    }

    private void measure(String set, List<Question> questions, Path details) throws IOException {
        AnswerTally tally = new AnswerTally();
        ChatAnswers answers = context.getBean(ChatAnswers.class);
        ChatSessions sessions = context.getBean(ChatSessions.class);
        try (PrintWriter file = new PrintWriter(Files.newBufferedWriter(details, StandardCharsets.UTF_8))) {
            for (Question question : questions) {
                long session = sessions.create(null).id();
                BenchSink sink = new BenchSink();
                Locale locale = QuestionLanguage.of(question.text()) == com.prepstream.system.Language.ZH_CN
                        ? Locale.SIMPLIFIED_CHINESE : Locale.ENGLISH;
                answers.ask(session, question.text(), locale, sink, System.nanoTime());
                sessions.delete(session);
                tally.add(question, sink, this::pagesOf, file);
            }
        }
        System.out.println(tally.line(set, questions.size()));
    }

    private Set<String> pagesOf(long itemId) {
        return pagesById.getOrDefault(itemId, Set.of());
    }

    /** The pages the questions name, plus {@code distractors} others drawn with a fixed seed (-1: all). */
    private static List<String> pages(String corpus, Path root, Iterable<List<Question>> sets, int distractors) {
        List<String> all = AnswerCorpusIngest.files(root, corpus.equals("en") ? ".html" : ".md");
        Set<String> chosen = new TreeSet<>();
        sets.forEach(questions -> questions.stream().filter(q -> q.corpus().equals(corpus))
                .forEach(q -> chosen.addAll(q.gold())));
        if (distractors < 0) {
            // the questions' notes first: an ingest stopped early (bench.noIngest) still measures every question
            // bench.first.<corpus>: pages to embed before all others (an English note among Chinese ones, docs/chat.md)
            List<String> ordered = new ArrayList<>();
            for (String page : System.getProperty("bench.first." + corpus, "").split(",")) {
                if (all.contains(page.strip())) {
                    ordered.add(page.strip());
                }
            }
            chosen.stream().filter(all::contains).filter(page -> !ordered.contains(page)).forEach(ordered::add);
            all.stream().filter(page -> !ordered.contains(page)).forEach(ordered::add);
            return ordered;
        }
        List<String> others = new ArrayList<>(all);
        others.removeAll(chosen);
        Collections.shuffle(others, new Random(20_261_206L));
        chosen.addAll(others.subList(0, Math.min(distractors, others.size())));
        return chosen.stream().filter(all::contains).toList();
    }

    /**
     * A frozen set: zh, zh-short, zh-short-2 (short questions never used for tuning), en from their files; x-en / x-zh from the cross-language file; off-en, off-zh,
     * off-zh-short the off-topic questions (no gold note: every answer is a false one, "refused" is right).
     */
    static List<Question> questions(String set) throws Exception {
        boolean cross = set.startsWith("x-");
        boolean offTopic = set.startsWith("off-");
        List<Question> questions = new ArrayList<>();
        String file = offTopic ? "offtopic-" + set.substring(4) : "questions-" + (cross ? "cross" : set);
        for (JsonNode row : ThresholdCalibration.read("retrieval/" + file + ".jsonl")) {
            String id = row.get("id").asString();
            if (cross && !id.startsWith(set + "-")) {
                continue;
            }
            Set<String> gold = new LinkedHashSet<>();
            if (!offTopic) {
                row.get("relevant").forEach(page -> gold.add(page.asString()));
            }
            String corpus = offTopic ? OFF_TOPIC : cross ? row.get("corpus").asString() : set.startsWith("zh") ? "zh" : "en";
            questions.add(new Question(id, row.get("question").asString(), gold, corpus));
        }
        int n = Integer.getInteger("bench.questions." + set, Integer.getInteger("bench.questions", Integer.MAX_VALUE));
        if (n >= questions.size()) {
            return questions;
        }
        List<Question> spread = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            spread.add(questions.get((int) ((long) i * questions.size() / n)));
        }
        return spread;
    }
}
