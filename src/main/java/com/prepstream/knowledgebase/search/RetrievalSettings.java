package com.prepstream.knowledgebase.search;

import com.prepstream.knowledgebase.store.LexicalMode;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The search pipeline's stages and their weights (docs/retrieval.md, "The pipeline").
 *
 * @param bm25           the lexical lists are BM25 over passages and pages; false (the default until BM25
 *                       measures better on the whole manual, docs/retrieval.md): the older list of chunks by
 *                       the summed rarity of the words each holds
 * @param bm25Cjk        BM25 for questions with Chinese/Japanese/Korean characters too (off until measured
 *                       on the Chinese sets: they keep the older list, which meets their targets)
 * @param k1             BM25 term-frequency saturation
 * @param b              BM25 length normalisation
 * @param window         chunks on each side of a passage's centre
 * @param titleWeight    body occurrences a title word counts as in page BM25
 * @param vectorWeight   how many times a vector list's ranks count in the fusion (0 = no vector list)
 * @param passageWeight  the same for passage BM25 (0 = no passage list)
 * @param pageWeight     the same for page BM25, whose ranks lift every candidate chunk of the page
 * @param wordBudget     BM25 sees only the words the older list's rarity budget keeps (false: every word of
 *                       the question)
 * @param byDocument     rank fusion by page: each list counts a page once, at its best chunk's rank, so a page
 *                       found at different chunks by different lists still adds up (false: by chunk)
 * @param seedChunks     passages are scored only around this many chunks, the best by their own BM25 (0: around
 *                       every chunk holding a question word, which costs most of a search)
 * @param cjkModelReadsEnglish an English question is also read by the CJK model's vectors over its chunks (the Chinese
 *                     notes), not only found there by its words: bge-small-zh reads English once it reads it lower-cased
 *                     (measured and left off: docs/chat.md, "Current figures")
 * @param noteTitleWeight a note whose title holds every word of the question lifts its chunks as a first rank in a
 *                       list of this weight would, a share of the words a share of it ({@link TitleWords}; 0: off);
 *                       questions with Chinese characters only; off: over the whole JavaGuide it did not lift the
 *                       unseen short questions and made some answerable ones refused (docs/chat.md)
 */
@ConfigurationProperties("prepstream.knowledgebase.retrieval")
public record RetrievalSettings(
        @DefaultValue("false") boolean bm25,
        @DefaultValue("false") boolean bm25Cjk,
        @DefaultValue("1.2") double k1,
        @DefaultValue("0.75") double b,
        @DefaultValue("1") int window,
        @DefaultValue("3") double titleWeight,
        @DefaultValue("1") double vectorWeight,
        @DefaultValue("1") double passageWeight,
        @DefaultValue("1") double pageWeight,
        @DefaultValue("true") boolean wordBudget,
        @DefaultValue("false") boolean byDocument,
        @DefaultValue("200") int seedChunks,
        @DefaultValue("0") double noteTitleWeight,
        @DefaultValue("false") boolean cjkModelReadsEnglish) {

    /** These settings with the note-title stage at {@code weight} (tests, benchmarks). */
    public RetrievalSettings withNoteTitleWeight(double weight) {
        return new RetrievalSettings(bm25, bm25Cjk, k1, b, window, titleWeight, vectorWeight, passageWeight, pageWeight,
                wordBudget, byDocument, seedChunks, weight, cjkModelReadsEnglish);
    }

    /** The defaults above, for searches built by hand (tests, benchmarks). */
    public static RetrievalSettings defaults() {
        return new RetrievalSettings(false, false, 1.2, 0.75, 1, 3, 1, 1, 1, true, false, 200, 2, false);
    }

    /** Whether {@code query}'s lexical lists are BM25's. */
    public boolean bm25For(String query) {
        return bm25 && (bm25Cjk || !LexicalMode.CJK.appliesTo(query));
    }

    /** The BM25 lists' settings ({@link Candidates}). */
    Bm25Lists.Settings lists() {
        return new Bm25Lists.Settings(k1, b, window, titleWeight, seedChunks);
    }
}
