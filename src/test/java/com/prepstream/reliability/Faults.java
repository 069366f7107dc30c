package com.prepstream.reliability;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The faults of the run, each only against a process this run started itself. */
final class Faults {

    private final AppInstance victim;
    private final Map<String, Boolean> alive;
    private final ScratchRedis redis;
    private final ScratchPostgres postgres;
    private final Supplier<String> openWork;
    private final List<String> injected = new ArrayList<>();
    private final List<String> events = new ArrayList<>();

    /** {@code openWork} describes the unfinished tasks, so the summary shows each fault hit work in flight. */
    Faults(AppInstance victim, Map<String, Boolean> alive, ScratchRedis redis, ScratchPostgres postgres,
            Supplier<String> openWork) {
        this.victim = victim;
        this.alive = alive;
        this.redis = redis;
        this.postgres = postgres;
        this.openWork = openWork;
    }

    void killOneInstance() throws InterruptedException {
        String open = openWork.get();
        alive.put(victim.name(), false);
        victim.kill();
        fault("kill -9 instance " + victim.name() + " (" + open + ")");
    }

    void restartRedisEmpty() throws Exception {
        String open = openWork.get();
        redis.restartEmpty();
        fault("Redis restarted without persistence, all stream data lost (" + open + ")");
    }

    void stopPostgresBriefly(Duration outage) throws Exception {
        String open = openWork.get();
        postgres.stop();
        Thread.sleep(outage.toMillis());
        postgres.start();
        fault("PostgreSQL stopped for " + outage.toSeconds() + " s (" + open + ")");
    }

    void restartKilledInstance() throws Exception {
        victim.start();
        victim.awaitHealthy(Duration.ofMinutes(3));
        alive.put(victim.name(), true);
        events.add("instance " + victim.name() + " restarted");
        System.out.println("[chaos] instance " + victim.name() + " restarted");
    }

    List<String> injected() {
        return injected;
    }

    List<String> recoveries() {
        return events;
    }

    private void fault(String fault) {
        injected.add(fault);
        System.out.println("[chaos] " + fault);
    }
}
