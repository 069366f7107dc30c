package com.prepstream.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RolesTests {

    @Test
    void defaultIsEverything() {
        assertThat(Roles.parse(null)).isEqualTo(Roles.parse("all"));
        assertThat(Roles.parse(" ").web()).isTrue();
        assertThat(Roles.parse("all").workerStreams()).containsExactlyInAnyOrder("vectorize", "analyze", "evaluate");
    }

    @Test
    void workerIsTheThreeWorkersAndRolesCombine() {
        assertThat(Roles.parse("worker")).isEqualTo(new Roles(false, Roles.parse("all").workerStreams()));
        Roles mixed = Roles.parse("web, analyze-worker");
        assertThat(mixed.web()).isTrue();
        assertThat(mixed.runsWorker("analyze")).isTrue();
        assertThat(mixed.runsWorker("vectorize")).isFalse();
    }

    @Test
    void unknownOrEmptyRolesFailAtStartup() {
        assertThatThrownBy(() -> Roles.parse("web,vectorise-worker")).hasMessageContaining("vectorise-worker");
        assertThatThrownBy(() -> Roles.parse(",")).hasMessageContaining("names no role");
    }
}
