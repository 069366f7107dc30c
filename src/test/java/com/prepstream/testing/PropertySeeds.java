package com.prepstream.testing;

/**
 * The seed every property test runs with in the test command, so a gating run is repeatable: a random
 * seed there could fail one CI run in a hundred and throw a whole submission away. To explore, set
 * {@link #GATING} to {@code ""} locally (jqwik then draws a new seed each run) and pin every failure
 * found that way as an example test.
 */
public final class PropertySeeds {

    public static final String GATING = "20261201";

    private PropertySeeds() {
    }
}
