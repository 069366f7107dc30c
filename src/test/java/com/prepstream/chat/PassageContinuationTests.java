package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A passage continued into the chunks after it while its list goes on (chunks as the chunker cuts them: overlapping). */
class PassageContinuationTests {

    // three neighbouring chunks of JavaGuide's Redis persistence note, as stored (each starts with the end of the one before)
    static final String LEAD_IN = "### AOF 持久化方式有哪些？\n\n在 Redis 的配置文件中存在三种不同的 AOF 持久化方式，它们分别是：\n\n1.";
    static final String FIRST_ITEM = "在 Redis 的配置文件中存在三种不同的 AOF 持久化方式，它们分别是：\n\n1. `appendfsync always`：同步刷盘，"
            + "期间主线程阻塞。";
    static final String REST = "`always` 策略由主线程直接执行，性能极差。\n2. `appendfsync everysec`：每秒一次。\n\n"
            + "> 注意：极端情况下可能丢失 2 秒的数据。\n\n3. `appendfsync no`：由操作系统决定。\n\n可以看出：区别在于刷盘的时机。";

    @Test
    void aLeadInAtTheChunksEndContinuesUntilTheListEnds() {
        String text = PassageContinuation.continued(LEAD_IN, () -> List.of(FIRST_ITEM, REST, "下一节的内容。"));

        assertThat(text).isEqualTo("### AOF 持久化方式有哪些？\n\n在 Redis 的配置文件中存在三种不同的 AOF 持久化方式，它们分别是：\n\n"
                + "1. `appendfsync always`：同步刷盘，期间主线程阻塞。" + REST);
        List<PassageProse.Block> blocks = PassageProse.blocks(text);
        assertThat(blocks.get(0).items()).hasSize(3).allMatch(item -> item.matches("\\d\\. appendfsync.*"));
        assertThat(blocks.get(0).items().get(0)).endsWith("期间主线程阻塞。always 策略由主线程直接执行，性能极差。");
    }

    @Test
    void aPassageThatEndsOutsideAListIsLeftAsItIs() {
        AtomicInteger reads = new AtomicInteger();
        String whole = "Redis 支持持久化。\n\n- RDB\n- AOF\n\n官方文档地址见下。";

        assertThat(PassageContinuation.continued(whole, () -> {
            reads.incrementAndGet();
            return List.of("more");
        })).isEqualTo(whole);
        assertThat(reads).hasValue(0);
    }

    @Test
    void whatEndsAList() {
        assertThat(PassageContinuation.endsInList("它们分别是：")).isTrue();
        assertThat(PassageContinuation.endsInList("- 快照\n- 只追加文件")).isTrue();
        assertThat(PassageContinuation.endsInList("1. always\n\n> 注意：可能丢失 2 秒的数据。")).isTrue();
        assertThat(PassageContinuation.endsInList("- 快照\n\n可以看出：区别在于时机。")).isFalse();
        assertThat(PassageContinuation.endsInList("> 注意：")).isFalse();
    }

    @Test
    void chunksWithoutAnOverlapJoinAsTheirLinesSay() {
        assertThat(PassageContinuation.joined("- 第一项，", "接着写完。")).isEqualTo("- 第一项，接着写完。");
        assertThat(PassageContinuation.joined("- first item", "- second item")).isEqualTo("- first item\n- second item");
        assertThat(PassageContinuation.joined("2. everysec\n\n3.", "3. no：由操作系统决定。")).isEqualTo(
                "2. everysec\n\n3. no：由操作系统决定。");
        assertThat(PassageContinuation.joined("A paragraph ends here.", "Another starts.")).isEqualTo(
                "A paragraph ends here.\n\nAnother starts.");
        // a chunk cut inside a blockquote starts without its "> ": the aside stays one, and the list whole
        String aside = PassageContinuation.joined("1. always\n\n> 注意：可能丢失 2 秒的数据。", "因此要监控。\n\n2. everysec");
        assertThat(aside).isEqualTo("1. always\n\n> 注意：可能丢失 2 秒的数据。\n> 因此要监控。\n\n2. everysec");
        assertThat(PassageProse.blocks(aside)).singleElement().satisfies(
                block -> assertThat(block.items()).containsExactly("1. always", "2. everysec"));
    }
}
