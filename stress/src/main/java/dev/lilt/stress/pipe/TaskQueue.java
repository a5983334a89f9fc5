package dev.lilt.stress.pipe;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;

/**
 * An executor whose tasks run only when an actor (or the arbiter) says so, so that running a
 * drain can race with the calls that schedule it. Tasks submitted by a running task run in the
 * same {@link #runAll()}.
 */
final class TaskQueue implements Executor {
    private final ConcurrentLinkedQueue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    /** The thread running a task, else null; read by the Flow subscriber to tell where onNext runs. */
    private volatile Thread runner;

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
    }

    /** Tells whether the calling thread is running one of this executor's tasks. */
    boolean inTask() {
        return runner == Thread.currentThread();
    }

    /** Runs the queued tasks until none is left. */
    void runAll() {
        for (Runnable task = tasks.poll(); task != null; task = tasks.poll()) {
            runner = Thread.currentThread(); // one thread runs tasks at a time here: an actor, then the arbiter
            try {
                task.run();
            } finally {
                runner = null;
            }
        }
    }
}
