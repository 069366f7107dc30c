package com.prepstream.ai;

/**
 * An account used today's calls to the paid model ({@link ModelCallBudget}); answered as a 429
 * problem that says so ({@code problem.ai.dailyCap}).
 */
public class DailyModelCallsUsedUp extends RuntimeException {

    private final int dailyCalls;

    public DailyModelCallsUsedUp(int dailyCalls) {
        super("The account used its " + dailyCalls + " model calls for today");
        this.dailyCalls = dailyCalls;
    }

    public int dailyCalls() {
        return dailyCalls;
    }
}
