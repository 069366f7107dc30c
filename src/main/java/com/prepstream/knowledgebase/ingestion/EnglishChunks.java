package com.prepstream.knowledgebase.ingestion;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the configured (English) model's documents are cut, apart from the CJK model's: a model with a
 * wider window than MiniLM's (bge-small-en reads 512 pieces) can embed longer chunks
 * (docs/retrieval.md, "The English model and its chunk size": not the default, it measured below MiniLM).
 *
 * @param maxChars longest chunk of a document the configured model embeds, counted with that model's own
 *                 tokenizer and window; 0: {@code chunk-max-chars} with MiniLM's counter, as for every model
 */
@ConfigurationProperties("prepstream.knowledgebase.english-chunks")
public record EnglishChunks(@DefaultValue("0") int maxChars) {
}
