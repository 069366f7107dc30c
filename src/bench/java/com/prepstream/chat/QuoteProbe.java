package com.prepstream.chat;

import com.prepstream.PrepStreamApplication;
import com.prepstream.knowledgebase.BenchAccount;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import java.util.List;
import java.util.Locale;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Looks at what the offline answer weighs (not a test): for each question of -Dprobe.questions (separated by "|"),
 * the passages of search's best note that BestNotePassage reads, continued, with each quotable block's similarity
 * (-Dprobe.ingest=page,... -Dprobe.root=folder: those notes are uploaded and embedded first).
 */
public final class QuoteProbe {

    private QuoteProbe() {
    }

    public static void main(String[] args) {
        ConfigurableApplicationContext context = new SpringApplicationBuilder(PrepStreamApplication.class)
                .web(WebApplicationType.NONE).profiles("test")
                .properties("prepstream.streams.vectorize.enabled=false", "prepstream.streams.analyze.enabled=false",
                        "prepstream.streams.evaluate.enabled=false", "logging.level.root=WARN").run(args);
        try {
            BenchAccount.actAs(context);
            String ingest = System.getProperty("probe.ingest", "");
            if (!ingest.isBlank()) {
                com.prepstream.knowledgebase.AnswerCorpusIngest.ingest(context, "zh",
                        java.nio.file.Path.of(System.getProperty("probe.root")), List.of(ingest.split(",")));
            }
            KnowledgeBaseSearch search = context.getBean(KnowledgeBaseSearch.class);
            MeaningRelevance meaning = context.getBean(MeaningRelevance.class);
            for (String question : System.getProperty("probe.questions", "").split("\\|")) {
                List<SearchHit> hits = search.search(question, 5, null);
                System.out.printf(Locale.ROOT, "Q %s%n", question);
                hits.forEach(hit -> System.out.printf(Locale.ROOT, "  hit %s #%d %.3f%n", hit.knowledgeBaseName(),
                        hit.chunkIndex(), hit.score()));
                if (hits.isEmpty()) {
                    continue;
                }
                for (SearchHit hit : search.searchWithin(question, BestNotePassage.WITHIN_NOTE, hits.get(0).knowledgeBaseId())) {
                    Source source = Source.of(1, hit);
                    source = source.withContent(PassageContinuation.continued(source.content(),
                            () -> search.following(hit.knowledgeBaseId(), hit.chunkIndex(), PassageContinuation.MAX_CHUNKS)));
                    System.out.printf(Locale.ROOT, "  #%d best %.3f%n", hit.chunkIndex(),
                            ExtractiveAnswer.bestBlock(question, source, meaning.to(question)));
                    List<PassageProse.Block> blocks = ExtractiveAnswer.quotable(
                            ExtractiveAnswer.withoutDescription(source, PassageProse.blocks(source.content())));
                    if (blocks.isEmpty()) {
                        continue;
                    }
                    ExtractiveAnswer.Scores scores = meaning.to(question).scores(source.content(),
                            blocks.stream().map(PassageProse.Block::text).toList());
                    for (int i = 0; i < blocks.size(); i++) {
                        String text = blocks.get(i).text().replace("\n", " / ");
                        System.out.printf(Locale.ROOT, "    %.3f %s%n", scores.values()[i], text.substring(0, Math.min(80, text.length())));
                    }
                }
            }
        } finally {
            context.close();
        }
    }
}
