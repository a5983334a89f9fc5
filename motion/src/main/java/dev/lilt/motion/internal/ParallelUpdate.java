package dev.lilt.motion.internal;

import java.lang.ref.Cleaner;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * A small fixed pool that runs the pure passes of one storage's frame (time advance on the fast
 * path and value computation) over disjoint index ranges, on {@code parallelism - 1} worker
 * threads plus the scheduler's thread.
 */
final class ParallelUpdate {
    /**
     * The parallel threshold a system property sets for every kind, read when a scheduler is made.
     *
     * @param property the property's name
     * @return the motion count, or -1 when the property is unset (each kind keeps its own)
     * @throws IllegalArgumentException if the property is set to anything but a count &gt;= 0
     */
    static int thresholdOverride(String property) {
        String v = System.getProperty(property);
        if (v == null) {
            return -1;
        }
        try {
            int t = Integer.parseInt(v.trim());
            if (t >= 0) {
                return t;
            }
        } catch (NumberFormatException e) {
            // reported below with the value
        }
        throw new IllegalArgumentException(property + " must be a motion count >= 0: '" + v + "'");
    }

    /*
     * Design note.
     *
     * Why: at 100,000 motions and more a frame is milliseconds of independent per-motion
     * arithmetic over primitive arrays; splitting [0, n) into one contiguous range per thread
     * scales with cores. Binders, callbacks, the event queue and the slow path of advance (loop
     * boundaries, delays, completion: it writes shared fields) stay on the scheduler's thread:
     * workers only mark such motions DEFERRED and the scheduler advances them afterwards, in
     * index order, so events queue in the same order as in the serial pass.
     *
     * Hand-off without allocation: the scheduler writes the frame's parameters into plain
     * fields, then bumps the volatile `round` (release: publishes the parameters) and unparks the
     * workers. A worker that sees a new round (acquire) runs its range, then decrements
     * `pending` (a volatile read-modify-write: publishes its array writes) and unparks the
     * scheduler when it is the last. The scheduler runs range 0 itself, then waits for
     * pending == 0 (acquire: sees every worker's writes). Waiting spins briefly
     * (Thread.onSpinWait) before parking, so a frame costs no context switch when the cores are
     * free.
     *
     * Lifecycle: workers are daemon threads (they never keep a JVM alive) and end when close()
     * runs: on setParallelism to another value, on the scheduler's close(), or through the
     * Cleaner once the engine is unreachable. The workers reference this pool, never the engine
     * (the storage reference is cleared after each frame), so a dropped scheduler can become
     * unreachable while its workers park, and the Cleaner's action (close) holds only the pool.
     * The Cleaner's own thread is made the first time a pool is created.
     *
     * A worker that throws (it runs no user code, so only a bug could) hands the failure to the
     * scheduler's thread, which rethrows it after the frame's ranges are done.
     */

    /*
     * Thresholds come from MotionParallelBenchmark (routing=always: every 2-thread frame
     * parallel), whose crossover table is in docs/BENCHMARKS.md. The hand-off wakes a worker on
     * a busy core, so a parallel frame pays only once the serial frame is long, and the costlier
     * a kind's motion the fewer motions it needs. A very large frame is memory-bound and gains
     * little or nothing, so there is no upper bound. A machine with idle cores crosses over
     * earlier: MotionEngine.PARALLEL_THRESHOLD_PROPERTY overrides every kind's threshold.
     */
    /** Kinds with one lerp per motion (float, double, int, long): serial below this many motions. */
    static final int LIGHT_THRESHOLD = 32_768;
    /** Vector kinds (two to four lerps, or a slerp, per motion): serial below this many motions. */
    static final int VECTOR_THRESHOLD = 32_768;
    /** Kinds with a costly value (a spline, a text layout): serial below this many motions. */
    static final int HEAVY_THRESHOLD = 8_192;

    private static final int SPINS = 2_000;

    private final Thread[] workers;
    private final AtomicInteger pending = new AtomicInteger();
    private volatile int round;
    private volatile boolean closed;
    private volatile Throwable failure;

    private MotionFrame storage;
    private double dt;
    private int count;
    private Thread waiter;
    /** Frames run in parallel so far; written and read on the scheduler's thread only. */
    private long frames;

    /**
     * Starts {@code parallelism - 1} daemon workers.
     *
     * @param parallelism threads per frame, the scheduler's included; 2 or more
     * @param name        the scheduler's name, for the workers' names
     */
    ParallelUpdate(int parallelism, String name) {
        this.workers = new Thread[parallelism - 1];
        for (int w = 0; w < workers.length; w++) {
            int range = w + 1;
            Thread t = new Thread(() -> work(range), name + " update worker " + range);
            t.setDaemon(true);
            workers[w] = t;
        }
        for (Thread t : workers) {
            t.start();
        }
    }

    /** Storage frames run in parallel since the pool started (scheduler's thread only). */
    long frames() {
        return frames;
    }

    /** Threads per frame, the scheduler's included. */
    int parallelism() {
        return workers.length + 1;
    }

    /**
     * Runs the parallel passes of one storage's frame over [0, n); returns when every range is done.
     *
     * @param s  the storage
     * @param dt seconds
     * @param n  the frame's motion count
     */
    void run(MotionFrame s, double dt, int n) {
        frames++;
        storage = s;
        this.dt = dt;
        count = n;
        waiter = Thread.currentThread();
        pending.set(workers.length);
        round = round + 1;
        for (Thread t : workers) {
            LockSupport.unpark(t);
        }
        Throwable own = null;
        try {
            runRange(0);
        } catch (RuntimeException | Error e) {
            own = e;
        }
        int spins = 0;
        while (pending.get() != 0) {
            if (spins++ < SPINS) {
                Thread.onSpinWait();
            } else {
                LockSupport.park(this);
            }
        }
        storage = null;
        Throwable f = own != null ? own : failure;
        if (f != null) {
            failure = null;
            if (f instanceof Error) {
                throw (Error) f;
            }
            throw (RuntimeException) f;
        }
    }

    private void runRange(int range) {
        int parts = workers.length + 1;
        int n = count;
        long from = (long) n * range / parts;
        long to = (long) n * (range + 1) / parts;
        storage.parallelRange(dt, (int) from, (int) to);
    }

    private void work(int range) {
        int seen = 0;
        while (!closed) {
            int spins = 0;
            while (round == seen && !closed) {
                if (spins++ < SPINS) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.park(this);
                }
            }
            if (closed) {
                return;
            }
            seen = round;
            try {
                runRange(range);
            } catch (RuntimeException | Error e) {
                failure = e;
            }
            if (pending.decrementAndGet() == 0) {
                LockSupport.unpark(waiter);
            }
        }
    }

    /** The Cleaner that stops a dropped engine's workers; its thread starts with the first pool. */
    private static final class Reaper {
        static final Cleaner CLEANER = Cleaner.create();
    }

    /**
     * Arranges for {@code pool}'s workers to stop once {@code engine} is unreachable.
     *
     * @return the registration; {@code clean()} closes the pool now (once)
     */
    static Cleaner.Cleanable closeWhenUnreachable(Object engine, ParallelUpdate pool) {
        return Reaper.CLEANER.register(engine, pool::close);
    }

    /** Stops the workers; idempotent. */
    void close() {
        closed = true;
        for (Thread t : workers) {
            LockSupport.unpark(t);
        }
    }
}
