package com.prepstream.knowledgebase.ingestion;

import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.text.InlineMarkdown;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cuts text into overlapping chunks that the embedding model reads whole. Cuts fall between
 * sentences (or lines, which in resumes and lists are the sentences); a chunk holds as many
 * consecutive sentences as fit in both {@code maxChars} and the model's token window (ending early
 * at a paragraph break once half full), and starts
 * with the last sentences of the previous chunk (up to {@code overlapChars}) so a thought spanning
 * a cut is still found. Only a single sentence too long for a chunk is cut inside, at a space or,
 * for CJK text without spaces, between characters. No cut falls inside a Markdown link or image unless it is
 * too long for a chunk alone.
 */
public final class TextChunker {

    private final int maxChars;
    private final int overlapChars;
    private final EmbeddingTokenCounter tokens;

    public TextChunker(int maxChars, int overlapChars, EmbeddingTokenCounter tokens) {
        if (maxChars < 20 || overlapChars < 0 || overlapChars >= maxChars / 2) {
            throw new IllegalArgumentException("Need maxChars >= 20 and 0 <= overlapChars < maxChars / 2");
        }
        this.maxChars = maxChars;
        this.overlapChars = overlapChars;
        this.tokens = tokens;
    }

    /** A half-open range of the text and its token count (0 when not counted yet). */
    private record Span(int start, int end, int tokens) {

        Span(int start, int end) {
            this(start, end, 0);
        }
    }

    public List<String> chunk(String text) {
        List<Span> units = units(text, new Links(InlineMarkdown.spans(text)));
        // Word pieces never cross whitespace, and most units end at whitespace, so a run of units has
        // about the sum of their counts: each unit is tokenized once instead of every candidate chunk.
        int[] tokenPrefix = new int[units.size() + 1];
        for (int i = 0; i < units.size(); i++) {
            tokenPrefix[i + 1] = tokenPrefix[i] + units.get(i).tokens();
        }
        List<String> chunks = new ArrayList<>();
        int first = 0;
        while (first < units.size()) {
            int last = first;
            while (last + 1 < units.size() && fits(text, units, tokenPrefix, first, last + 1)
                    && !paragraphEndsHalfFullChunk(text, units.get(first), units.get(last), units.get(last + 1))) {
                last++;
            }
            // The sum is exact only where units meet at whitespace; a word cut to fit may tokenize
            // differently once joined again, so the chunk itself is counted (a unit alone always fits).
            while (last > first && tokens.count(text.substring(units.get(first).start(), units.get(last).end()).strip())
                    > tokens.maxTokens()) {
                last--;
            }
            chunks.add(text.substring(units.get(first).start(), units.get(last).end()).strip());
            if (last + 1 >= units.size()) {
                break;
            }
            first = overlapStart(text, units, tokenPrefix, first, last);
        }
        return chunks;
    }

    /** A paragraph break is the better cut once the chunk is half full: topics change there. */
    private boolean paragraphEndsHalfFullChunk(String text, Span first, Span last, Span next) {
        return last.end() - first.start() >= maxChars / 2 && text.substring(last.start(), next.start()).contains("\n\n");
    }

    /** Where the next chunk starts: the trailing units of this one that fit in the overlap, if any. */
    private int overlapStart(String text, List<Span> units, int[] tokenPrefix, int first, int last) {
        int next = last + 1;
        int start = next;
        while (start - 1 > first && units.get(next - 1).end() - units.get(start - 1).start() <= overlapChars) {
            start--;
        }
        // The overlap must leave room for the next unit, or the chunker would not advance.
        while (start < next && !fits(text, units, tokenPrefix, start, next)) {
            start++;
        }
        return start;
    }

    /** Sentences (and lines) of the text, each split further if it cannot fit a chunk alone. */
    private List<Span> units(String text, Links links) {
        List<Span> units = new ArrayList<>();
        BreakIterator sentences = BreakIterator.getSentenceInstance(Locale.ROOT);
        sentences.setText(text);
        int start = sentences.first();
        for (int end = sentences.next(); end != BreakIterator.DONE; end = sentences.next()) {
            // a sentence break in a link's text ("[Why? Read this](…)") or address: the link stays in one sentence
            if (links.around(end) != null) {
                continue;
            }
            for (Span line : lines(text, start, end)) {
                splitToFit(text, line, units, links);
            }
            start = end;
        }
        return units;
    }

    private static List<Span> lines(String text, int start, int end) {
        List<Span> lines = new ArrayList<>();
        int lineStart = start;
        for (int i = start; i < end; i++) {
            if (text.charAt(i) == '\n') {
                addIfNotBlank(text, lineStart, i + 1, lines);
                lineStart = i + 1;
            }
        }
        addIfNotBlank(text, lineStart, end, lines);
        return lines;
    }

    private static void addIfNotBlank(String text, int start, int end, List<Span> spans) {
        if (!text.substring(start, end).isBlank()) {
            spans.add(new Span(start, end));
        }
    }

    /** Adds the span as one unit (with its token count), or as several when it cannot fit a chunk alone. */
    private void splitToFit(String text, Span span, List<Span> out, Links links) {
        int start = span.start();
        int previousLength = -1;
        while (start < span.end()) {
            if (Thread.currentThread().isInterrupted()) {
                // a run stopped by its deadline: cutting a long line costs a tokenization per probe
                throw new java.util.concurrent.CancellationException("chunking was stopped");
            }
            // Measured before copying: copying the rest of a long line for every chunk cut from it was
            // quadratic (a one-line document of 1.5 M characters took minutes).
            int first = start;
            int last = span.end();
            while (first < last && Character.isWhitespace(text.charAt(first))) {
                first++;
            }
            while (last > first && Character.isWhitespace(text.charAt(last - 1))) {
                last--;
            }
            if (first == last) {
                return;
            }
            // Counted as a chunk will hold it: stripped.
            int count = last - first <= maxChars ? tokens.count(text.substring(first, last).strip()) : Integer.MAX_VALUE;
            if (count <= tokens.maxTokens()) {
                out.add(new Span(start, span.end(), count));
                return;
            }
            int cut = beforeLink(text, start, longestFittingCut(text, start, span.end(), previousLength), links);
            out.add(new Span(start, cut, tokens.count(text.substring(start, cut).strip())));
            previousLength = cut - start;
            start = cut;
        }
    }

    /**
     * The furthest cut after {@code start} that fits, preferring just after a space. The previous piece's
     * length of the same long line is tried first: a line without breaks is cut into pieces of about the
     * same length, found with two tokenizations instead of a whole binary search each.
     */
    private int longestFittingCut(String text, int start, int end, int previousLength) {
        int low = start + 1;
        int high = Math.min(end, start + maxChars);
        int guess = start + previousLength;
        if (previousLength > 0 && guess <= high) {
            if (!fits(text, start, guess)) {
                high = guess - 1;
            } else {
                low = guess;
                if (guess < high && !fits(text, start, guess + 1)) {
                    high = guess;
                }
            }
        }
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (fits(text, start, mid)) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        int cut = low;
        int space = cut - 1; // looked for within this piece only: lastIndexOf would scan a long line to its start
        while (space > start && text.charAt(space) != ' ') {
            space--;
        }
        // Word pieces do not grow with the prefix (a shorter prefix can take more of them), so the
        // earlier cut at a space must be checked as well, not assumed to fit.
        if (space > start + (cut - start) / 2 && fits(text, start, space + 1)) {
            cut = space + 1;
        }
        if (cut < end && Character.isLowSurrogate(text.charAt(cut)) && cut - 1 > start) {
            cut--;
        }
        // Rare: the character kept out whole made the rest count more. Step back until it fits.
        while (cut - 1 > start && !fits(text, start, cut)) {
            cut--;
            if (Character.isLowSurrogate(text.charAt(cut)) && cut - 1 > start) {
                cut--;
            }
        }
        return cut;
    }

    /**
     * The cut moved back to the start of the link or image it falls in: a chunk ending in "[树结构详解](../../cs" showed
     * readers and quotes the debris, and search and chat each carried patterns to repair it. A link that cannot fit a
     * chunk alone (a 5,000-character address) is still cut inside, where it falls: chunks stay within their limits.
     */
    private int beforeLink(String text, int start, int cut, Links links) {
        int[] link = links.around(cut);
        if (link == null || link[0] <= start || !fits(text, link[0], link[1])) {
            return cut;
        }
        int before = link[0];
        // a shorter piece may count more word pieces (a word cut in two), so it is checked, not assumed to fit
        while (before - 1 > start && !fits(text, start, before)) {
            before--;
        }
        return before;
    }

    /** The links and images of the text, looked up by position. */
    private record Links(List<int[]> spans) {

        /** The link that {@code position} falls strictly inside (a cut there would split it), or null. */
        int[] around(int position) {
            int low = 0;
            int high = spans.size() - 1;
            while (low <= high) {
                int mid = (low + high) >>> 1;
                int[] span = spans.get(mid);
                if (position <= span[0]) {
                    high = mid - 1;
                } else if (position >= span[1]) {
                    low = mid + 1;
                } else {
                    return span;
                }
            }
            return null;
        }
    }

    /** Whether units {@code from..to} (inclusive) fit in one chunk. */
    private boolean fits(String text, List<Span> units, int[] tokenPrefix, int from, int to) {
        int start = units.get(from).start();
        int end = units.get(to).end();
        return text.substring(start, end).strip().length() <= maxChars && tokenPrefix[to + 1] - tokenPrefix[from] <= tokens.maxTokens();
    }

    private boolean fits(String text, int start, int end) {
        String piece = text.substring(start, end).strip();
        return piece.length() <= maxChars && tokens.count(piece) <= tokens.maxTokens();
    }
}
