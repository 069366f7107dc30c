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

    /** {@code hits} without those that are {@link HeadingOnlyText#test heading only} (chat's answer applies the rule too). */
    public static List<SearchHit> without(List<SearchHit> hits) {
        return hits.stream().filter(hit -> !HeadingOnlyText.test(hit.content())).toList();
    }
}
