package com.prepstream.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BareTermsTests {

    @ParameterizedTest
    @ValueSource(strings = {"AOF", "RDB", " RDB ", "AOF rewrite", "MySQL", "ConcurrentHashMap", "G1 GC", "node.js",
            "C++", "TCP/IP", "redo_log", "2PC", "ConcurrentHashMap size counting"})
    void namesAcronymsAndIdentifiersAreBareTerms(String query) {
        assertThat(BareTerms.isBareTerm(query)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"what is AOF", "how to fsync", "AOF vs RDB?", "AOF?", "AOF 重写", "什么是 AOF",
            "AOF RDB cluster failover", "best pizza in Rome", "vacuum settings", "redis", "Redis", "read-only",
            "42", "🤔", "", "   ", "Привет"})
    void sentencesPlainWordsOtherScriptsAndLongerPhrasesAreNot(String query) {
        assertThat(BareTerms.isBareTerm(query)).isFalse();
    }
}
