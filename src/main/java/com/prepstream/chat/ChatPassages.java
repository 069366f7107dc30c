package com.prepstream.chat;

import com.prepstream.ai.InProcessModel;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.system.Language;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;

/**
 * The passages an answer may use: the hits of its queries, none when no passage reaches the threshold of its
 * (question language, model) pair ("not in your notes"), and, before refusing an English question, a second
 * reading of it by the Chinese model when the English notes in scope do not answer it.
 */
final class ChatPassages {

    /** The two ways search reads a question (KnowledgeBaseSearch). */
    interface Reading {

        List<SearchHit> search(String query, int k, List<Long> scope);

        /** Read by the other language's model over the chunks it embedded (empty when there are none in scope). */
        List<SearchHit> otherLanguage(String query, int k, List<Long> scope);
    }

    private final Reading reading;
    private final ChatSettings settings;

    ChatPassages(KnowledgeBaseSearch search, ChatSettings settings) {
        this(new Reading() {
            @Override
            public List<SearchHit> search(String query, int k, List<Long> scope) {
                return search.search(query, k, scope);
            }

            @Override
            public List<SearchHit> otherLanguage(String query, int k, List<Long> scope) {
                return search.searchOtherLanguage(query, k, scope);
            }
        }, settings);
    }

    ChatPassages(Reading reading, ChatSettings settings) {
        this.reading = reading;
        this.settings = settings;
    }

    /**
     * The passages for {@code queries} (the first is the question as searched). With one English note in scope,
     * search reads an English question with MiniLM and reaches the Chinese notes only by their words, so most
     * English questions the Chinese notes answer were refused (12 of 26, docs/chat.md). When nothing that reading
     * found reaches its threshold, the English notes do not answer, and the question is read again as it is over
     * Chinese notes only: by bge-small-zh, judged by the pair (English, bge-small-zh). Only then: merged with
     * MiniLM's reading, bge-small-zh's nearest Chinese chunks displaced English answers (English hit@1 83 → 60 %).
     * A Chinese question is not read again by MiniLM: it does not read Chinese (it scores any two Chinese texts high).
     */
    List<Source> find(List<String> queries, List<Long> scope) {
        String question = queries.get(0);
        List<Source> given = sources(retrieve(queries, scope, reading::search), question);
        if (!given.isEmpty() || !settings.crossLanguageReading() || QuestionLanguage.of(question) == Language.ZH_CN) {
            return given;
        }
        // bge-small-zh reads English poorly (answerable and off-topic English questions overlap from 0.55 to 0.73), so
        // its score alone is no evidence: a passage of this reading must also hold one of the question's own words
        Set<String> words = Terms.of(question);
        return sources(retrieve(queries, scope, reading::otherLanguage).stream()
                .filter(hit -> Terms.of(hit.content()).stream().anyMatch(words::contains)).toList(), question);
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
     * {@link ChatThresholds}, measured with the frozen answerable and off-topic sets.
     */
    double relevanceThreshold(SearchHit best, String question) {
        if (best.otherLanguage()) {
            return settings.otherLanguageThreshold();
        }
        if (settings.relevanceThreshold() != null) {
            return settings.relevanceThreshold();
        }
        return question == null ? InProcessModel.calibratedThreshold(best.model())
                : ChatThresholds.calibrated(QuestionLanguage.of(question), best.model());
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
