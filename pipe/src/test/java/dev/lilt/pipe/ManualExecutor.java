package dev.lilt.pipe;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/** An executor that runs nothing until told to; can be switched to rejecting. Thread-safe. */
final class ManualExecutor implements Executor {
    private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
    private boolean rejecting;

    @Override
    public synchronized void execute(Runnable task) {
        if (rejecting) {
            throw new RejectedExecutionException("manual executor is rejecting");
        }
        tasks.add(task);
    }

    synchronized void reject(boolean reject) {
        this.rejecting = reject;
    }

    synchronized int pending() {
        return tasks.size();
    }

    /** Runs tasks (including those they submit) until none is left; returns how many ran. */
    int runAll() {
        int n = 0;
        for (Runnable task = next(); task != null; task = next()) {
            task.run();
            n++;
        }
        return n;
    }

    private synchronized Runnable next() {
        return tasks.poll();
    }
}
