package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.text.Glossary;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The English-Chinese glossary is read only for the cross-language reading, which is off by default. */
class ChatPassagesGlossaryTests {

    static final String QUESTION = "How does Redis persist data to disk?";

    final AtomicInteger loads = new AtomicInteger();
    final Supplier<Glossary> counted = () -> {
        loads.incrementAndGet();
        return Glossary.shipped();
    };

    @Test
    void withTheReadingOffTheGlossaryIsNeverRead() {
        ChatSettings off = ChatSettings.defaults();
        assertThat(off.crossLanguageReading()).as("off by default").isFalse();
        // nothing in the English notes answers: the point where the reading would start
        ChatPassages passages = new ChatPassages(ChatPassagesTests.reading(List.of(), null), off, counted);

        assertThat(passages.find(List.of(QUESTION), null)).isEmpty();
        assertThat(loads).hasValue(0);
    }

    @Test
    void withTheReadingOnItIsReadWhenAQuestionIsReadAgainInChinese() {
        // a note about one of the question's terms (its heading names Redis), as the reading asks of a passage
        SearchHit chinese = new SearchHit(7, "redis-persistence", 3, "Redis 的 AOF 持久化", 0.70, "Redis 持久化",
                ChatPassagesTests.BGE_ZH);
        ChatPassages passages = new ChatPassages(ChatPassagesTests.reading(List.of(), List.of(chinese)),
                ChatPassagesTests.CALIBRATED, counted);
        assertThat(loads).as("not when made").hasValue(0);

        assertThat(passages.find(List.of(QUESTION), null)).extracting(Source::knowledgeBaseId).containsExactly(7L);
        assertThat(loads).hasValue(1);
    }
}
