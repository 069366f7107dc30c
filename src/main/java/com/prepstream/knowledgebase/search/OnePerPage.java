package com.prepstream.knowledgebase.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The last stage: the first {@code k} hits, at most {@code perPage} of each page first; the hits passed
 * over fill what is left in their order, so a knowledge base of one document still answers {@code k}
 * chunks.
 */
public final class OnePerPage {

    /** @param perPage hits of one page in a result list (0 = no limit) */
    public record Settings(int perPage) {
    }

    private OnePerPage() {
    }

    public static List<SearchHit> keep(List<SearchHit> ranked, int k, Settings settings) {
        int perPage = settings.perPage();
        List<SearchHit> result = new ArrayList<>(k);
        List<SearchHit> passedOver = new ArrayList<>();
        Map<Long, Integer> perItem = new HashMap<>();
        for (SearchHit hit : ranked) {
            if (result.size() == k) {
                break;
            }
            int seen = perItem.merge(hit.knowledgeBaseId(), 1, Integer::sum);
            if (perPage <= 0 || seen <= perPage) {
                result.add(hit);
            } else {
                passedOver.add(hit);
            }
        }
        for (int i = 0; i < passedOver.size() && result.size() < k; i++) {
            result.add(passedOver.get(i));
        }
        return result;
    }
}
