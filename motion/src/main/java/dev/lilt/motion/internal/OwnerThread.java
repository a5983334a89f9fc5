package dev.lilt.motion.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** The thread an engine is confined to: claimed by the first call that uses the engine. */
final class OwnerThread {
    /*
     * Design note. The fast path is one plain read of `owner` compared with Thread.currentThread()
     * (an intrinsic): a plain read can only return the current thread if this thread installed it.
     * Anything else goes to the slow path, which claims a free engine under `lock` (two threads
     * using a new scheduler at once: exactly one wins) and otherwise refuses, naming the call that
     * claimed it. Settings (time scale, parallelism) do not claim: on a free engine they run under
     * the same lock, so the thread that claims it later sees them (unlock happens-before lock), and
     * once it is claimed only the owner may make them. close() may adopt an engine whose owner has
     * terminated (Thread.isAlive() false: its actions happen-before the closing thread's).
     */
    private static final VarHandle OWNER;

    static {
        try {
            OWNER = MethodHandles.lookup().findVarHandle(OwnerThread.class, "owner", Thread.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final String name;
    @SuppressWarnings("unused") // written through OWNER under lock; read plainly on the fast path
    private Thread owner;
    /** Guards the claim, the settings made before it, and {@link #claimedBy}. */
    private final Object lock = new Object();
    /** The call that claimed the engine, for the refusal's message (guarded by lock). */
    private String claimedBy;

    /**
     * Creates the confinement of an engine no thread owns yet.
     *
     * @param name the scheduler's name, for messages
     */
    OwnerThread(String name) {
        this.name = name;
    }

    /** Checks that the caller is the owner, claiming a free engine for it. */
    void check(String operation) {
        Thread current = Thread.currentThread();
        if (owner != current) { // plain: only this thread can have stored itself here
            claim(current, operation);
        }
    }

    private void claim(Thread current, String operation) {
        synchronized (lock) {
            Thread winner = ownerAcquire();
            if (winner == null) {
                claimedBy = operation;
                // release: other threads' fast path compares, and never matches, this thread
                OWNER.setRelease(this, current);
                return;
            }
            if (winner != current) {
                throw confinedTo(winner, current, operation);
            }
        }
    }

    /**
     * Applies a setting that does not claim the engine: at once on the owner thread; on any thread
     * while no thread owns the engine, under the lock, so the thread that claims it later sees it.
     */
    void applySetting(String operation, Runnable apply) {
        Thread current = Thread.currentThread();
        if (owner == current) {
            apply.run();
            return;
        }
        synchronized (lock) {
            Thread o = ownerAcquire();
            if (o != null && o != current) {
                throw confinedTo(o, current, operation);
            }
            apply.run();
        }
    }

    /** Whether the caller is the owner. Safe from any thread: another reads null or a thread not itself. */
    boolean isCurrent() {
        return owner == Thread.currentThread();
    }

    /** Makes the caller the owner if the owner thread has terminated (so it may shut the engine down). */
    void adoptIfTerminated(String operation) {
        Thread current = Thread.currentThread();
        Thread was = ownerAcquire();
        if (was != current && was != null && !was.isAlive()) {
            synchronized (lock) {
                if (OWNER.compareAndSet(this, was, current)) {
                    claimedBy = operation + " (after its owner thread '" + was.getName() + "' terminated)";
                }
            }
        }
    }

    private IllegalStateException confinedTo(Thread winner, Thread current, String operation) {
        String by;
        synchronized (lock) {
            by = claimedBy;
        }
        return new IllegalStateException(name + " is confined to thread '" + winner.getName()
                + "', which claimed it with " + by + ", but " + operation + " was called from thread '"
                + current.getName() + "'; create, bind, update and control its motions on one thread"
                + " (hand work to it, e.g. with a queue drained before update; settings such as"
                + " setTimeScale may be made on any thread before the first call that claims it)");
    }

    private Thread ownerAcquire() {
        // acquire: pairs with the claim's release, so the winner's name is read from a complete Thread
        return (Thread) OWNER.getAcquire(this);
    }
}
