package com.prepstream.system;

/**
 * List endpoints answer one page: {@code ?page=0&size=100} at most, so no list grows without bound
 * in one response. The answer stays a plain JSON array (the page asks for the first page).
 */
public final class Paging {

    public static final int MAX_SIZE = 100;

    private Paging() {
    }

    /** Refuses a negative page or a size outside 1..{@value #MAX_SIZE} with a 400 problem. */
    public static void check(int page, int size) {
        if (page < 0 || size < 1 || size > MAX_SIZE) {
            throw ApiException.badRequest("problem.paging", MAX_SIZE);
        }
    }
}
