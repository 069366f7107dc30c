package com.prepstream.knowledgebase;

import com.prepstream.knowledgebase.store.KnowledgeBase;
import com.prepstream.parsing.DocumentParseException;
import com.prepstream.parsing.TextExtractor;
import com.prepstream.storage.StoredObjectMissingException;
import com.prepstream.system.ApiException;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * A note's extracted text for the reader view: what search and chat quote from, so a passage can be found
 * in it. Markdown keeps its marks (the page renders them as text, never as HTML); headings found in other
 * formats are written as Markdown heading lines. Very long texts are cut, and say so.
 */
@Component
class NoteReader {

    /** Characters sent at most: a 2,000-page PDF's whole text is more than a reader view needs at once. */
    static final int MAX_CHARS = 1_000_000;

    private final TextExtractor extractor;
    private final JdbcClient jdbc;

    NoteReader(TextExtractor extractor, JdbcClient jdbc) {
        this.extractor = extractor;
        this.jdbc = jdbc;
    }

    /**
     * {@code format}: "markdown" for Markdown notes, "text" for text extracted from other formats;
     * {@code passage}: the text of the chunk asked for (null when none was, or it is no longer there).
     */
    record NoteText(long id, String title, String name, String originalFilename, String format, String text,
            boolean truncated, String passage) {
    }

    NoteText read(KnowledgeBase item, Integer chunk) {
        String text;
        try {
            text = extractor.extractWithHeadings(item.storedFile());
        } catch (StoredObjectMissingException e) {
            throw new ApiException(HttpStatus.GONE, "problem.download.gone", item.getOriginalFilename());
        } catch (DocumentParseException e) {
            throw ApiException.conflict("problem.knowledgeBase.textUnreadable");
        }
        boolean truncated = text.length() > MAX_CHARS;
        String shown = truncated ? text.substring(0, MAX_CHARS) : text;
        String format = "text/markdown".equals(item.getContentType()) ? "markdown" : "text";
        return new NoteText(item.getId(), item.getTitle(), item.getName(), item.getOriginalFilename(), format, shown,
                truncated, chunk == null ? null : passage(item.getId(), chunk));
    }

    private String passage(long id, int chunk) {
        return jdbc.sql("""
                select content from knowledge_base_chunk where knowledge_base_id = ? and chunk_index = ? limit 1
                """).params(id, chunk).query(String.class).optional().orElse(null);
    }
}
