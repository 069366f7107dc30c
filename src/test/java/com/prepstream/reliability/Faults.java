package com.prepstream.reliability;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The faults of the run, each only against a process this run started itself. */
final class Faults {

    private final AppInstance victim;
    private final Map<String, Boolean> alive;
    private final ScratchRedis redis;
    private final ScratchPostgres postgres;
    private final List<String> injected = new ArrayList<>();

    Faults(AppInstance victim, Map<String, Boolean> alive, ScratchRedis redis, ScratchPostgres postgres) {
        this.victim = victim;
        this.alive = alive;
        this.redis = redis;
        this.postgres = postgres;
    }

    void killOneInstance() throws InterruptedException {
        alive.put(victim.name(), false);
        victim.kill();
        log("kill -9 instance " + victim.name());
    }

    void restartRedisEmpty() throws Exception {
        redis.restartEmpty();
        log("Redis restarted without persistence (all stream data lost)");
    }

    void stopPostgresBriefly(Duration outage) throws Exception {
        postgres.stop();
        log("PostgreSQL stopped");
        Thread.sleep(outage.toMillis());
        postgres.start();
        log("PostgreSQL started again after " + outage.toSeconds() + " s");
    }

    void restartKilledInstance() throws Exception {
        victim.start();
        victim.awaitHealthy(Duration.ofMinutes(3));
        alive.put(victim.name(), true);
        log("instance " + victim.name() + " restarted");
    }

    List<String> injected() {
        return injected;
    }

    private void log(String fault) {
        injected.add(fault);
        System.out.println("[chaos] " + fault);
    }
}
