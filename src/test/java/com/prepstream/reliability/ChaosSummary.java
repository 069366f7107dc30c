package com.prepstream.reliability;

import java.time.Duration;
import java.util.List;

record ChaosSummary(int tasks, List<String> faults, int lost, int duplicated, int unexpectedFailures,
        int stuckTasks, int wrongDeadLetters, int retriedCalls, Duration total, Duration drain, List<String> problems) {

    boolean ok() {
        return lost == 0 && duplicated == 0 && unexpectedFailures == 0 && stuckTasks == 0 && wrongDeadLetters == 0;
    }

    String render() {
        StringBuilder out = new StringBuilder("\n=== PrepStream chaos summary ===\n");
        out.append("tasks                : ").append(tasks).append('\n');
        out.append("faults injected      : ").append(faults.size()).append('\n');
        faults.forEach(fault -> out.append("  - ").append(fault).append('\n'));
        out.append("lost                 = ").append(lost).append('\n');
        out.append("duplicated           = ").append(duplicated).append('\n');
        out.append("unexpected failures  = ").append(unexpectedFailures).append('\n');
        out.append("stuck ledger tasks   = ").append(stuckTasks).append('\n');
        out.append("wrong dead letters   = ").append(wrongDeadLetters)
                .append(" (a failed item without exactly one, or a healthy item with one)\n");
        out.append("client calls retried : ").append(retriedCalls).append(" (refused while a fault lasted)\n");
        out.append("time to drain        : ").append(drain.toMillis() / 1000.0).append(" s after the last fault\n");
        out.append("total run time       : ").append(total.toMillis() / 1000.0).append(" s\n");
        problems.stream().limit(20).forEach(problem -> out.append("  ! ").append(problem).append('\n'));
        out.append(ok() ? "RESULT: PASS\n" : "RESULT: FAIL\n");
        int failed = Math.min(tasks, lost + duplicated + unexpectedFailures + stuckTasks + wrongDeadLetters);
        out.append("chaos: ").append(tasks - failed).append(" passed, ").append(failed).append(" failed\n");
        return out.toString();
    }
}
