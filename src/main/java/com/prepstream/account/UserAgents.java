package com.prepstream.account;

import java.util.List;
import java.util.Locale;

/** A User-Agent header in a few words a person recognises ("Firefox on Linux"), for the session list. */
final class UserAgents {

    private record Mark(String token, String name) {
    }

    // order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux"
    private static final List<Mark> BROWSERS = List.of(new Mark("edg/", "Edge"), new Mark("opr/", "Opera"),
            new Mark("firefox/", "Firefox"), new Mark("chrome/", "Chrome"), new Mark("chromium/", "Chromium"),
            new Mark("safari/", "Safari"), new Mark("curl/", "curl"), new Mark("java-http-client", "Java"),
            new Mark("python", "Python"), new Mark("playwright", "Playwright"));
    private static final List<Mark> SYSTEMS = List.of(new Mark("android", "Android"), new Mark("iphone", "iOS"),
            new Mark("ipad", "iPadOS"), new Mark("windows", "Windows"), new Mark("mac os", "macOS"),
            new Mark("cros", "ChromeOS"), new Mark("linux", "Linux"));

    private UserAgents() {
    }

    static String shortForm(String header) {
        if (header == null || header.isBlank()) {
            return "";
        }
        String lower = header.toLowerCase(Locale.ROOT);
        String browser = first(BROWSERS, lower);
        String system = first(SYSTEMS, lower);
        if (browser.isEmpty() && system.isEmpty()) {
            return "";
        }
        return browser.isEmpty() ? system : system.isEmpty() ? browser : browser + " · " + system;
    }

    private static String first(List<Mark> marks, String header) {
        return marks.stream().filter(mark -> header.contains(mark.token())).map(Mark::name).findFirst().orElse("");
    }
}
