package com.prepstream.resume.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MergedWordsTests {

    @Test
    void splitsAKnownNameGluedToACommonWordAndAPercentageGluedToAWord() {
        assertThat(MergedWords.split("Designed Terraformmodules across dozens of accounts"))
                .isEqualTo("Designed Terraform modules across dozens of accounts");
        assertThat(MergedWords.split("managed through standardized terraformmodules")).endsWith("terraform modules");
        assertThat(MergedWords.split("Over 90%of AWS resources")).isEqualTo("Over 90% of AWS resources");
    }

    @Test
    void leavesRealWordsThatStartWithANameAlone() {
        String text = "Improved scalability of the Springboard service; wrote Dockerfiles for reactive Kubernetes workloads";
        assertThat(MergedWords.split(text)).isEqualTo(text);
    }
}
