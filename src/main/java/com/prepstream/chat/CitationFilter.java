package com.prepstream.chat;

/**
 * Drops citations to passages that were not given ({@code [7]} when there were 5) from a model's
 * text as it streams. A citation may arrive split over two pieces ("[" then "12]"), so an opened
 * bracket is held back until it is closed or proves not to be a citation.
 */
final class CitationFilter {

    private static final int LONGEST_CITATION = 6; // "[9999]"

    private final int passages;
    private final StringBuilder held = new StringBuilder();
    private int dropped;

    CitationFilter(int passages) {
        this.passages = passages;
    }

    /** The text that can be shown now. */
    String accept(String piece) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < piece.length(); i++) {
            char c = piece.charAt(i);
            if (held.isEmpty()) {
                if (c == '[') {
                    held.append(c);
                } else {
                    out.append(c);
                }
                continue;
            }
            held.append(c);
            if (c == ']') {
                out.append(resolve());
            } else if (!Character.isDigit(c) || held.length() > LONGEST_CITATION) {
                // not a citation: let it through, but a new '[' may start one
                String text = held.toString();
                held.setLength(0);
                if (c == '[') {
                    out.append(text, 0, text.length() - 1);
                    held.append('[');
                } else {
                    out.append(text);
                }
            }
        }
        return out.toString();
    }

    /** What is still held back at the end of the reply. */
    String flush() {
        String rest = held.toString();
        held.setLength(0);
        return rest;
    }

    int dropped() {
        return dropped;
    }

    private String resolve() {
        String citation = held.toString();
        held.setLength(0);
        String digits = citation.substring(1, citation.length() - 1);
        if (digits.isEmpty()) {
            return citation;
        }
        int n = Integer.parseInt(digits);
        if (n >= 1 && n <= passages) {
            return citation;
        }
        dropped++;
        return "";
    }
}
