package com.prepstream.knowledgebase.store;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Which items' chunks a search looks at: one account's items (all of them, or those named), or, for
 * tests and benchmarks, any items. All of an account's items are named by the account, not listed:
 * a list of every item id is bound and planned in each statement of a search (five statements, a few
 * ms each with a thousand items, docs/benchmarks.md "Chat").
 *
 * @param ownerId the account whose items are searched; null for any account's
 * @param ids     the items searched among those; null for all of them
 */
public record ChunkScope(Long ownerId, List<Long> ids) {

    /** Every item of every account. */
    public static final ChunkScope ANY = new ChunkScope(null, null);

    public static ChunkScope ofOwner(long ownerId) {
        return new ChunkScope(ownerId, null);
    }

    public static ChunkScope of(long ownerId, List<Long> ids) {
        return new ChunkScope(ownerId, List.copyOf(ids));
    }

    public static ChunkScope items(List<Long> ids) {
        return new ChunkScope(null, ids == null || ids.isEmpty() ? null : List.copyOf(ids));
    }

    /** The condition on {@code knowledge_base k}, starting with " and"; empty for {@link #ANY}. */
    public String condition() {
        String condition = ownerId == null ? "" : " and k.owner_id = ?";
        if (ids != null) {
            condition += ids.stream().map(id -> "?").collect(Collectors.joining(", ", " and k.id in (", ")"));
        }
       return condition;
    }

    /** The values of {@link #condition()}'s parameters, in order. */
    public List<Object> arguments() {
        List<Object> arguments = new ArrayList<>();
        if (ownerId != null) {
            arguments.add(ownerId);
        }
        if (ids != null) {
            arguments.addAll(ids);
        }
       return arguments;
    }
}
