package com.prepstream.parsing;

import java.util.Set;
import org.apache.tika.parser.html.DefaultHtmlMapper;

/**
 * Tika's default HTML mapping, except that {@code nav} and {@code div} elements and the
 * {@code class} of a {@code div} or {@code table} reach the content handler. Tika drops them by
 * default (the text inside still comes through), which leaves {@link NavigationSkipper} nothing to
 * recognise a page's navigation by. Neither writes any text: a {@code div} ends a line as before.
 */
final class NavigationHtmlMapper extends DefaultHtmlMapper {

    private static final Set<String> CLASSED = Set.of("div", "table");

    @Override
    public String mapSafeElement(String name) {
        return switch (name) {
            case "NAV" -> "nav";
            case "DIV" -> "div";
            default -> super.mapSafeElement(name);
        };
    }

    @Override
    public String mapSafeAttribute(String elementName, String attributeName) {
        if ("class".equals(attributeName) && CLASSED.contains(elementName)) {
            return attributeName;
        }
        return super.mapSafeAttribute(elementName, attributeName);
    }
}
