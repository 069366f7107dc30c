package com.prepstream.knowledgebase.search;

import com.prepstream.text.HeadingOnlyText;
import java.util.List;

/**
 * A passage that says nothing itself: only headings and labels ("## MySQL 学习资料推荐", "[**书籍推荐**](…) 。",
 * "**文章推荐** :"), maybe with a link cut off at the chunk's end. Its words are the query's when the query
 * names a section, so it ranked first for "MySQL 学习资料推荐" in a reader's search and showed the reader
 * nothing but those names; the passages under the heading answer instead.
 */
public final class HeadingOnly {

    private HeadingOnly() {
    }

    /** See {@link HeadingOnlyText#test}: the rule lives in {@code text}, as chat's answer applies it too. */
    public static boolean test(String content) {
        return HeadingOnlyText.test(content);
    }

    /** {@code hits} without those that are {@link #test heading only}. */
    public static List<SearchHit> without(List<SearchHit> hits) {
        return hits.stream().filter(hit -> !test(hit.content())).toList();
    }
}
