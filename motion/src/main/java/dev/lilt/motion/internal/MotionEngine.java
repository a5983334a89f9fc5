package dev.lilt.motion.internal;

import dev.lilt.motion.MotionErrorHandler;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Function;

/**
 * The motions of one scheduler: a storage per value kind, the owner thread, the clock and the
 * error handler.
 */
public final class MotionEngine {
    /*
     * Design note. Storages are created on first use of their kind and updated in creation order,
     * so a frame costs nothing for kinds never used. Thread confinement: the first thread that
     * uses the engine (creates a motion, updates, or touches a handle) becomes its owner; any
     * other thread gets an IllegalStateException naming both threads. The check is one
     * Thread.currentThread() comparison, an intrinsic.
     */
    private static final System.Logger LOG = System.getLogger("dev.lilt.motion");
    private static final MotionErrorHandler LOG_ERRORS = (name, error) ->
            LOG.log(System.Logger.Level.ERROR, "Motion '" + name + "' threw from user code", error);

    /** Storage capacity when the scheduler is given none: small, as most schedulers hold few motions. */
    public static final int DEFAULT_CAPACITY = 16;

    private final String name;
    private final int initialCapacity;
    private final MotionSpec spec = new MotionSpec();
    private Thread owner;
    private MotionStorage[] storages = new MotionStorage[0];
    private volatile MotionErrorHandler errorHandler = LOG_ERRORS;
    private double time;
    private boolean updating;
    private ParallelUpdate parallel;
    /** Tasks other threads posted, run at the start of the next update; see {@link #post(Runnable)}. */
    private final ConcurrentLinkedQueue<Runnable> posted = new ConcurrentLinkedQueue<>();

    /**
     * Creates an engine.
     *
     * @param name the scheduler's name, for messages
     */
    public MotionEngine(String name) {
        this(name, DEFAULT_CAPACITY);
    }

    /**
     * Creates an engine whose storages start with room for {@code initialCapacity} motions each.
     *
     * @param name            the scheduler's name, for messages
     * @param initialCapacity motions per value kind before any array grows, at least 1
     */
    public MotionEngine(String name, int initialCapacity) {
        this.name = name;
        this.initialCapacity = initialCapacity;
    }

    /**
     * The capacity each storage starts with.
     *
     * @return motions per value kind
     */
    public int initialCapacity() {
        return initialCapacity;
    }

    /**
     * Checks that the caller is the owner thread, binding the owner on first use.
     *
     * @throws IllegalStateException if called from a thread other than the owner
     */
    public void checkThread() {
        Thread current = Thread.currentThread();
        if (owner != current) {
            bindOwner(current);
        }
    }

    private void bindOwner(Thread current) {
        if (owner == null) {
            owner = current;
            return;
        }
        throw new IllegalStateException(name + " is confined to thread '" + owner.getName()
                + "' but was called from thread '" + current.getName()
                + "'; create, bind, update and control its motions on one thread"
                + " (hand work to it, e.g. with a queue drained before update)");
    }

    /**
     * Whether the caller is the owner thread (false while no thread owns the engine). Safe from any
     * thread: the owner is written once, by the owner, so another thread reads either null or a
     * thread that is not itself.
     *
     * @return true on the owner thread
     */
    public boolean isOwnerThread() {
        return owner == Thread.currentThread();
    }

    /**
     * Runs {@code task} on the owner thread at the start of the next update. Safe from any thread:
     * the queue is lock-free (its offer publishes the task to the update's poll).
     *
     * @param task the task
     */
    public void post(Runnable task) {
        posted.add(Objects.requireNonNull(task, "task == null"));
    }

    private void runPosted() {
        Runnable task;
        while ((task = posted.poll()) != null) {
            try {
                task.run();
            } catch (RuntimeException | Error e) {
                if (e instanceof VirtualMachineError) {
                    throw (VirtualMachineError) e;
                }
                reportError("posted task", e);
            }
        }
    }

    /**
     * The reusable creation spec, reset to defaults.
     *
     * @return the spec
     */
    public MotionSpec spec() {
        checkThread();
        return spec;
    }

    /**
     * The storage of a kind, created on first use.
     *
     * @param kind    the storage class
     * @param factory creates it
     * @param <S>     the storage type
     * @return the storage
     */
    public <S extends MotionStorage> S storage(Class<S> kind, Function<MotionEngine, S> factory) {
        MotionStorage[] all = storages;
        for (MotionStorage s : all) {
            if (s.getClass() == kind) {
                return kind.cast(s);
            }
        }
        S created = factory.apply(this);
        storages = Arrays.copyOf(all, all.length + 1);
        storages[all.length] = created;
        return created;
    }

    /**
     * Advances every motion.
     *
     * @param deltaSeconds seconds since the last update, finite and non-negative
     * @throws IllegalArgumentException if {@code deltaSeconds} is negative or not finite
     * @throws IllegalStateException    from another thread, or re-entrantly from a motion's callback
     */
    public void update(double deltaSeconds) {
        checkThread();
        if (!(deltaSeconds >= 0) || deltaSeconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("deltaSeconds must be >= 0 and finite: " + deltaSeconds);
        }
        if (updating || isBusy()) {
            throw new IllegalStateException(name + ".update must not be called from a motion's binder or callback");
        }
        if (!posted.isEmpty()) {
            runPosted();
        }
        updating = true;
        try {
            time += deltaSeconds;
            MotionStorage[] all = storages;
            for (MotionStorage s : all) {
                s.update(deltaSeconds);
            }
        } finally {
            // Every storage, those that callbacks created during this update included.
            for (MotionStorage s : storages) {
                s.endUpdate();
            }
            updating = false;
        }
    }

    /**
     * Whether {@link #update(double)} is running: motions created now wait for the next update.
     *
     * @return true during an update
     */
    boolean isUpdating() {
        return updating;
    }

    private boolean isBusy() {
        for (MotionStorage s : storages) {
            if (s.isBusy()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sets how many threads a frame of a large storage uses.
     *
     * @param threads 1 for serial frames (the default), up to 64
     * @throws IllegalArgumentException if {@code threads} is below 1 or above 64
     * @throws IllegalStateException    from another thread than the owner
     */
    public void setParallelism(int threads) {
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("threads must be in [1, 64]: " + threads);
        }
        checkThread();
        if (threads == parallelism()) {
            return;
        }
        if (parallel != null) {
            parallel.close();
            parallel = null;
        }
        if (threads > 1) {
            parallel = new ParallelUpdate(threads, name);
        }
    }

    /**
     * Threads per frame of a large storage.
     *
     * @return 1 when frames are serial
     */
    public int parallelism() {
        return parallel == null ? 1 : parallel.parallelism();
    }

    /** The parallel pool, or null for serial frames. */
    ParallelUpdate parallelUpdate() {
        return parallel;
    }

    /**
     * Total time advanced.
     *
     * @return seconds
     */
    public double time() {
        return time;
    }

    /**
     * Live motions across all kinds.
     *
     * @return the count
     */
    public int activeCount() {
        checkThread();
        int n = 0;
        for (MotionStorage s : storages) {
            n += s.activeCount();
        }
        return n;
    }

    /** Cancels every live motion. */
    public void clear() {
        checkThread();
        for (MotionStorage s : storages) {
            s.cancelAll();
        }
    }

    /**
     * Sets where user-code exceptions go.
     *
     * @param handler the handler
     */
    public void setErrorHandler(MotionErrorHandler handler) {
        this.errorHandler = Objects.requireNonNull(handler, "handler == null");
    }

    /**
     * Hands a user-code failure to the handler; a handler that throws is logged and ignored.
     *
     * @param debugName the motion's name
     * @param error     the failure
     */
    void reportError(String debugName, Throwable error) {
        try {
            errorHandler.handle(debugName, error);
        } catch (RuntimeException | Error handlerFailure) {
            if (handlerFailure instanceof VirtualMachineError) {
                throw (VirtualMachineError) handlerFailure;
            }
            handlerFailure.addSuppressed(error);
            LOG.log(System.Logger.Level.ERROR, "MotionErrorHandler threw while handling motion '" + debugName + "'",
                    handlerFailure);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
