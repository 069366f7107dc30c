package com.prepstream.chat;

import com.prepstream.ai.InProcessModel;
import com.prepstream.ai.RelevanceThresholds;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.system.Language;
import com.prepstream.text.Glossary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Supplier;

/**
 * The passages an answer may use: the hits of its queries, none when no passage reaches the threshold of its
 * (question language, model) pair ("not in your notes"), and, before refusing an English question, a second
 * reading of its technical terms in Chinese (text.Glossary) over the Chinese notes when the English notes do not answer it.
 */
final class ChatPassages {

    /** The two ways search reads a question (KnowledgeBaseSearch). */
    interface Reading {

        List<SearchHit> search(String query, int k, List<Long> scope);

        /** Read by the Chinese model over the chunks it embedded, whatever its script (empty when there are none). */
        List<SearchHit> chinese(String query, int k, List<Long> scope);
    }

    private final Reading reading;
    private final ChatSettings settings;
    private final Supplier<Glossary> glossary;

    ChatPassages(KnowledgeBaseSearch search, ChatSettings settings) {
        this(new Reading() {
            @Override
            public List<SearchHit> search(String query, int k, List<Long> scope) {
                return search.search(query, k, scope);
            }

            @Override
            public List<SearchHit> chinese(String query, int k, List<Long> scope) {
                return search.searchChinese(query, k, scope);
            }
        }, settings);
    }

    ChatPassages(Reading reading, ChatSettings settings) {
        this(reading, settings, Glossary::shipped);
    }

    /**
     * {@code glossary} is asked for only when a question is read again in Chinese: the reading is off by default,
     * and then the glossary file is never read.
     */
    ChatPassages(Reading reading, ChatSettings settings, Supplier<Glossary> glossary) {
        this.reading = reading;
        this.settings = settings;
        this.glossary = glossary;
    }

    /**
     * The passages for {@code queries} (the first is the question as searched). With one English note in scope,
     * search reads an English question with MiniLM and reaches the Chinese notes only by their words, so most
     * English questions the Chinese notes answer were refused (15 of 39 over the whole JavaGuide, docs/chat.md). When
     * nothing that reading found reaches its threshold, the English notes do not answer, and the question's technical
     * terms are looked for in the Chinese notes in Chinese: no model here reads both languages (bge-small-zh scores
     * answerable and off-topic English questions in one range), so the glossary renders "How does Redis persist data to
     * disk?" as "Redis 持久化 数据 磁盘", read by bge-small-zh and full-text search over the Chinese chunks like a Chinese
     * question, and judged by the threshold of a Chinese text under that model. A question with no technical term
     * ("How do I bake sourdough?") is not read again, and a passage must hold one of the question's technical terms
     * in Chinese (or its product name) and be of a note about one: its title or a heading holds one of them. Most
     * off-topic technical questions name terms the notes mention without covering them (PgBouncer's "transaction
     * pooling" in a note on isolation levels); the notes that mention them are about something else.
     * A Chinese question is not read again by MiniLM: it does not read Chinese (it scores any two Chinese texts high).
     * Before any threshold, the notes holding none of the question's names ("Redis") are left out when another note
     * found holds one: a VACUUM note above MiniLM's threshold answered "How does Redis persist data?" alone.
     */
    List<Source> find(List<String> queries, List<Long> scope) {
        String question = queries.get(0);
        List<Source> given = named(question, retrieve(queries, scope, reading::search));
        if (!given.isEmpty() || !settings.crossLanguageReading() || QuestionLanguage.of(question) == Language.ZH_CN) {
            return given;
        }
        Glossary terminology = glossary.get();
        Glossary.Translation terms = terminology.translate(question);
        if (terms.strong().isEmpty()) {
            return given;
        }
        // a rewrite (with a model configured) is rendered and searched beside the question, never instead of it
        List<String> renderings = queries.stream().map(query -> terminology.translate(query).rendering())
                .filter(rendering -> !rendering.isBlank()).distinct().toList();
        return sources(retrieve(renderings, scope, reading::chinese).stream()
                .filter(hit -> terms.heldBy(hit.content()) && terms.topicOf(hit.title(), hit.heading(), hit.content()))
                .toList(), terms.rendering());
    }

    /**
     * A note holding none of the question's names is not quoted when another note found holds one ({@link NamedTerms}).
     * Whether the notes answer at all is still judged on every passage found, as the thresholds were calibrated: judged
     * on the named notes alone, 7 of 49 short Chinese questions were refused ("MVCC 是怎么实现的": the MVCC note's
     * passages score 0.56–0.60 under bge-small-zh's threshold, which an unrelated passage had cleared, and that note was
     * then quoted first). A named note is quoted only when its passage is at least {@code passageMinScore} close: a
     * note that merely mentions the name is no answer.
     */
    private List<Source> named(String question, List<SearchHit> found) {
        List<SearchHit> kept = NamedTerms.kept(question, found);
        if (kept.size() == found.size()) {
            return sources(found, question);
        }
        if (found.stream().noneMatch(hit -> hit.score() >= relevanceThreshold(hit, question))) {
            return List.of();
        }
        List<Source> given = new ArrayList<>();
        for (SearchHit hit : kept) {
            if (hit.score() >= settings.passageMinScore()) {
                given.add(Source.of(given.size() + 1, hit));
            }
        }
        return given;
    }

    /** One way of reading a query. */
    private interface Read {

        List<SearchHit> hits(String query, int k, List<Long> scope);
    }

    /**
     * The hits of each query, taken in turn by rank (the first query's first), each passage once: a
     * rewrite that drops the question's words is searched beside the question, never instead of it.
     */
    private List<SearchHit> retrieve(List<String> queries, List<Long> scope, Read read) {
        List<List<SearchHit>> lists = queries.stream().map(query -> read.hits(query, settings.passages(), scope)).toList();
        LinkedHashMap<String, SearchHit> merged = new LinkedHashMap<>();
        for (int rank = 0; rank < settings.passages() && merged.size() < settings.passages(); rank++) {
            for (List<SearchHit> hits : lists) {
                if (rank < hits.size() && merged.size() < settings.passages()) {
                    SearchHit hit = hits.get(rank);
                    merged.putIfAbsent(hit.knowledgeBaseId() + ":" + hit.chunkIndex(), hit);
                }
            }
        }
        return List.copyOf(merged.values());
    }

    /**
     * Each embedding model has its own score scale: a configured threshold wins, else the calibrated one
     * of the model that scored the best passage (docs/chat.md; a Chinese question over English-only
     * notes is scored by the English model); a remote model without one gets the default. A passage
     * found across languages has its own threshold: it already holds half the question's word weight,
     * and its model reads the question's language poorly.
     */
    double relevanceThreshold(SearchHit best) {
        return relevanceThreshold(best, null);
    }

    /**
     * As above, for {@code question} (null: judged in the model's own language). A model scores a question in
     * a language it reads poorly on another scale (an English question over Chinese notes only is read by
     * bge-small-zh), so the calibrated threshold is the one of the pair (question language, model):
     * {@link RelevanceThresholds} (which knowledge-base search's weak matches share), measured with the frozen answerable and off-topic sets.
     */
    double relevanceThreshold(SearchHit best, String question) {
        if (best.otherLanguage()) {
            return settings.otherLanguageThreshold();
        }
        if (settings.relevanceThreshold() != null) {
            return settings.relevanceThreshold();
        }
        return question == null ? InProcessModel.calibratedThreshold(best.model())
                : RelevanceThresholds.forQuestion(question, best.model());
    }

    /**
     * The passages an answer may use: none when no passage reaches the threshold of the model that
     * scored it ("not in your notes"). Any passage, not the first: fusion may rank first a full-text
     * match whose vector is farther, and the thresholds were calibrated on the nearest passage.
     */
    List<Source> sources(List<SearchHit> hits) {
        return sources(hits, null);
    }

    /** As above, judged for {@code question} (null: each passage in its model's own language). */
    List<Source> sources(List<SearchHit> hits, String question) {
        if (hits.stream().noneMatch(hit -> hit.score() >= relevanceThreshold(hit, question))) {
            return List.of();
        }
        List<Source> given = new ArrayList<>();
        for (SearchHit hit : hits) {
            if (given.isEmpty() || hit.score() >= settings.passageMinScore()) {
                given.add(Source.of(given.size() + 1, hit));
            }
        }
        return given;
    }
}
