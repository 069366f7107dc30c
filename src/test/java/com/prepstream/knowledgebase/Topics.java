package com.prepstream.knowledgebase;

/** Short documents on clearly different subjects, for search tests. */
final class Topics {

    static final String DATABASES = """
            PostgreSQL uses multiversion concurrency control. Every transaction sees a snapshot of the data \
            as it was when the snapshot was taken, so reading never blocks writing and writing never blocks \
            reading. Old row versions are cleaned up later by vacuum.
            A B-tree index speeds up equality and range lookups. The query planner decides between an index \
            scan and a sequential scan from table statistics gathered by analyze.""";

    static final String DATABASES_2 = """
            Write-ahead logging records every change before the data files are touched, which makes crash \
            recovery and streaming replication possible. Checkpoints bound how much log must be replayed \
            after a crash.""";

    static final String GARDENING = """
            Tomatoes need full sun, at least six to eight hours a day, and rich, well-drained soil.
            Water the plants deeply at the base early in the morning, about twice a week, so the roots grow \
            down and the leaves stay dry; irregular watering causes blossom end rot.
            Pinch out the side shoots of cordon varieties and tie the stems to a stake as they grow.""";

    static final String INTERVIEWS = """
            # Behavioural interviews

            Use the STAR method to talk about your experience: describe the Situation, the Task you were \
            responsible for, the Action you took and the Result you achieved.

            Prepare three or four stories from previous jobs that show ownership, conflict resolution and \
            learning from failure. Quantify the outcome where you can, for example latency cut by 40 percent.""";

    static final String BREAD = """
            Yeast ferments the sugars in the flour and releases carbon dioxide, which the gluten network traps, \
            so the dough rises and becomes light.
            Letting the shaped loaf proof before baking gives the gas time to build up; an under-proofed loaf \
            is dense and tears open in the oven.
            Bake at a high temperature with steam for a crisp crust.""";

    static final String ASTRONOMY = """
            A massive star burns hydrogen into helium and then heavier elements in its core. When the core \
            becomes iron, fusion no longer releases energy, the core collapses within a second and the outer \
            layers are blown away in a supernova. What remains is a neutron star or a black hole.""";

    private Topics() {
    }

    /** Many distinct sentences, for documents that take a while to vectorize. */
    static String longText(int sentences) {
        String[] subjects = {"The scheduler", "A replica", "The cache", "Each worker", "The load balancer", "An index"};
        String[] verbs = {"retries", "compacts", "evicts", "forwards", "persists", "validates"};
        String[] objects = {"stale entries", "incoming requests", "the write-ahead log", "expired sessions",
                "large batches", "checksums"};
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < sentences; i++) {
            text.append(subjects[i % 6]).append(' ').append(verbs[(i / 6) % 6]).append(' ').append(objects[(i / 36) % 6])
                    .append(" during phase ").append(i).append(" of the nightly maintenance window.")
                    .append(i % 10 == 9 ? "\n\n" : " ");
        }
        return text.toString();
    }
}
