package com.prepstream.resume.offline;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puts back spaces that PDF extraction lost at justified line breaks and tight kerning:
 * "Terraformmodules" → "Terraform modules", "90%of" → "90% of". Only where the split is certain: a
 * known skill name (from the lexicon, five letters or more) glued to a common word that follows such
 * names in resumes ("modules", "clusters", "pipelines"), or a percentage glued to a word. Other
 * run-together words ("onmacOSwith") are left alone rather than guessed at, and so are real words that
 * merely start with a name ("Scalability", "Springboard", "Reactive", "Dockerfile").
 */
final class MergedWords {

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z]{8,}");
    private static final Pattern PERCENT_WORD = Pattern.compile("(\\d%)(?=[A-Za-z]{2,})");
    private static final List<String> NAMES = SkillLexicon.instance().latinNames(5).stream()
            .sorted(Comparator.comparingInt(String::length).reversed()).toList();
    private static final Set<String> KNOWN = Set.copyOf(NAMES);
    private static final Set<String> FOLLOWERS = Set.of(("module modules workflow workflows member members based "
            + "cluster clusters script scripts template templates pipeline pipelines service services configuration "
            + "configurations provider providers resource resources stack stacks code deployment deployments "
            + "environment environments platform platforms infrastructure project projects application applications "
            + "server servers team teams job jobs task tasks topic topics queue queues table tables query queries "
            + "index indexes instance instances image images container containers operator operators controller "
            + "controllers plugin plugins library libraries component components framework frameworks and with for "
            + "the from into").split(" "));

    private MergedWords() {
    }

    static String split(String line) {
        String text = PERCENT_WORD.matcher(line).replaceAll("$1 ");
        Matcher token = TOKEN.matcher(text);
        StringBuilder out = new StringBuilder();
        while (token.find()) {
            token.appendReplacement(out, Matcher.quoteReplacement(splitToken(token.group())));
        }
        token.appendTail(out);
        return out.toString();
    }

    private static String splitToken(String token) {
        String lower = token.toLowerCase(Locale.ROOT);
        if (KNOWN.contains(lower)) {
            return token;
        }
        for (String name : NAMES) {
            // startsWith first: a substring per name of a very long token would copy it hundreds of times
            if (lower.startsWith(name) && FOLLOWERS.contains(token.substring(name.length()))) {
                return token.substring(0, name.length()) + " " + token.substring(name.length());
            }
        }
        return token;
    }
}
