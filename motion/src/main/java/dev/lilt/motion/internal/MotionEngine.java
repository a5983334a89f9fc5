package dev.lilt.motion.internal;

import dev.lilt.motion.MotionErrorHandler;
import dev.lilt.motion.diagnostics.LiveMotions;
import dev.lilt.motion.internal.diagnostics.CreationSite;
import dev.lilt.motion.internal.diagnostics.Flight;
import dev.lilt.motion.internal.diagnostics.FrameStats;
import dev.lilt.motion.internal.diagnostics.MotionErrors;
import dev.lilt.motion.internal.diagnostics.SchedulerMXBeans;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.Cleaner;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.DoubleSupplier;
import java.util.function.Function;

/**
 * The motions of one scheduler: a storage per value kind, the owner thread, the clock and the
 * error handler.
 */
public final class MotionEngine {
    /*
     * Design note. Storages are created on first use of their kind and updated in creation order,
     * so a frame costs nothing for kinds never used.
     *
     * Thread confinement (OwnerThread): the first thread that uses the engine (creates a motion,
     * updates, or touches a handle) becomes its owner; any other thread gets an
     * IllegalStateException naming both threads and the call that claimed the engine. Settings
     * (time scale, parallelism) do not claim it.
     *
     * Any thread may read `time` and `parallelism()`: the owner publishes `time` with a release
     * store once per update and `parallel` is volatile, so a reader sees a recent value, never a
     * torn one. Everything else is confined.
     *
     * Lifecycle: close() cancels every motion, stops the parallel workers and refuses further
     * updates, creations and setParallelism. It runs on the owner thread, or on any thread once
     * the owner thread has terminated (Thread.isAlive() false: its actions happen-before ours, so
     * the closing thread can adopt the engine). Workers also end when the engine becomes
     * unreachable: a Cleaner registered on the engine closes the pool, whose threads hold no
     * reference back to the engine.
     *
     * Diagnostics (docs/DIAGNOSTICS.md), all off by default and free when off: a tracking engine
     * captures each motion's creation site in spec() (one final-field test per creation
     * otherwise); a frame is instrumented only when the engine has JMX figures (stats) or a
     * Flight Recorder recording wants Lilt's frame events (Flight.frameEvents(), one volatile
     * read), decided once per update; storages then read frameProbe once each.
     */

    /** Storage capacity when the scheduler is given none: small, as most schedulers hold few motions. */
    public static final int DEFAULT_CAPACITY = 16;
    /** Frame mode: every storage runs the general passes (advance, values, binds). */
    public static final int FRAME_GENERAL = 0;
    /**
     * Frame mode (the default): a storage with a fused frame runs it when at least half its motions
     * took the common case in its last frame, else the general passes.
     */
    public static final int FRAME_ADAPTIVE = 1;
    /** Frame mode: a storage with a fused frame runs it in every serial frame. */
    public static final int FRAME_FUSED = 2;

    /**
     * System property: when set to a motion count, every kind's frame runs in parallel from that
     * many motions on, instead of at the kind's measured threshold (a machine with many free cores
     * may want a lower one; MotionParallelBenchmark sets 0 to measure the crossover). Read when a
     * scheduler is made.
     */
    public static final String PARALLEL_THRESHOLD_PROPERTY = "dev.lilt.motion.parallelThreshold";

    private final String name;
    private final int initialCapacity;
    /** The parallel threshold that overrides each kind's, or -1 for the kinds' own. */
    private final int parallelThresholdOverride;
    private final boolean trackCreation;
    private static final VarHandle TIME;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            TIME = lookup.findVarHandle(MotionEngine.class, "time", double.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final MotionSpec spec = new MotionSpec();
    /**
     * The scheduler whose motions these are; see {@link #attach}. An {@code Object}, so that the
     * internals do not depend on the public scheduler that depends on them.
     */
    private Object scheduler;
    /** The thread the engine is confined to, once claimed. */
    private final OwnerThread owner;
    private MotionStorage[] storages = new MotionStorage[0];
    /** Where user-code errors go. */
    private final MotionErrors errors = new MotionErrors();
    @SuppressWarnings("unused") // written through TIME
    private double time;
    private boolean updating;
    /** How storages run their frame; see {@link #setFrameMode(int)}. */
    private int frameMode = FRAME_ADAPTIVE;
    private volatile boolean closed; // written by the owner; isClosed() may be read anywhere
    private volatile ParallelUpdate parallel;
    private Cleaner.Cleanable parallelCleanup;
    /** Tasks other threads posted, run at the start of the next update; see {@link #post(Runnable)}. */
    private final ConcurrentLinkedQueue<Runnable> posted = new ConcurrentLinkedQueue<>();
    /** The JMX figures, or null when the scheduler has no MXBean. */
    private FrameStats stats;
    /** Unregisters the MXBean; null when there is none. */
    private Runnable unregisterMXBean;
    /** The Flight Recorder probe, made on the first recorded frame. */
    private FrameProbe probe;
    /** The probe lent to the storages for the current update, or null. */
    private FrameProbe frameProbe;

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
        this(name, initialCapacity, false);
    }

    /**
     * Creates an engine that may track where each motion is created.
     *
     * @param name            the scheduler's name, for messages
     * @param initialCapacity motions per value kind before any array grows, at least 1
     * @param trackCreation   whether to capture each motion's creation site (a stack trace)
     */
    public MotionEngine(String name, int initialCapacity, boolean trackCreation) {
        this.name = name;
        this.initialCapacity = initialCapacity;
        this.trackCreation = trackCreation;
        this.owner = new OwnerThread(name);
        this.parallelThresholdOverride = ParallelUpdate.thresholdOverride(PARALLEL_THRESHOLD_PROPERTY);
    }

    /**
     * The motion count from which a storage's frame runs in parallel.
     *
     * @param kindThreshold the storage's own, measured threshold
     * @return the engine's override if {@link #PARALLEL_THRESHOLD_PROPERTY} was set, else {@code kindThreshold}
     */
    int parallelThreshold(int kindThreshold) {
        return parallelThresholdOverride >= 0 ? parallelThresholdOverride : kindThreshold;
    }

    /**
     * Records the scheduler this engine holds the motions of (once, by its constructor).
     *
     * @param owner the scheduler
     */
    public void attach(Object owner) {
        this.scheduler = owner;
    }

    /**
     * The scheduler this engine holds the motions of, as {@link #attach} recorded it: the public
     * layer attaches it and casts it back, so the engine need not know its type.
     *
     * @return the scheduler, or null for an engine made without one (tests, benchmarks)
     */
    public Object owner() {
        return scheduler;
    }

    /**
     * A stable description for messages: the name and the scheduler's identity (two schedulers may
     * share a name), never a user's {@code toString()}.
     *
     * @return e.g. {@code 'frames' (ManualMotionScheduler@1b6d3586)}
     */
    public String describe() {
        Object who = scheduler != null ? scheduler : this;
        return "'" + name + "' (" + who.getClass().getSimpleName() + "@"
                + Integer.toHexString(System.identityHashCode(who)) + ")";
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
     * @param operation the call being made, named in the message if it claims the engine or is refused
     * @throws IllegalStateException if called from a thread other than the owner
     */
    public void checkThread(String operation) {
        owner.check(operation);
    }

    /**
     * Applies a setting that does not claim the engine; see {@link OwnerThread#applySetting}.
     *
     * @param operation the setting, for the message
     * @param apply     makes the setting (validated already)
     * @throws IllegalStateException if another thread owns the engine
     */
    public void applySetting(String operation, Runnable apply) {
        owner.applySetting(operation, apply);
    }

    /**
     * Whether the caller is the owner thread (false while no thread owns the engine). Safe from
     * any thread.
     *
     * @return true on the owner thread
     */
    public boolean isOwnerThread() {
        return owner.isCurrent();
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
        checkThread("a motion's creation (bind or run)");
        checkOpen();
        if (trackCreation) {
            spec.creationSite = CreationSite.capture();
        }
        return spec;
    }

    /**
     * The storage of a kind, created on first use.
     *
     * @param kind    the class of the kind's values part
     * @param factory makes the values part from the storage's parts
     * @return the storage
     */
    public MotionStorage storage(Class<? extends MotionValues> kind,
                                 Function<MotionValues.Parts, ? extends MotionValues> factory) {
        MotionStorage[] all = storages;
        for (MotionStorage s : all) {
            if (s.kind == kind) {
                return s;
            }
        }
        MotionStorage created = new MotionStorage(this, factory);
        storages = Arrays.copyOf(all, all.length + 1);
        storages[all.length] = created;
        return created;
    }

    /**
     * Advances every motion.
     *
     * @param deltaSeconds seconds since the last update, finite and non-negative: validated by the
     *                     caller ({@code ManualMotionScheduler.update}), not again here
     * @throws IllegalStateException from another thread, or re-entrantly from a motion's callback
     */
    public void update(double deltaSeconds) {
        update(deltaSeconds, deltaSeconds);
    }

    /**
     * Advances every motion: by {@code deltaSeconds}, the delta after the scheduler's time scale,
     * and those that ignore the time scale by {@code unscaledSeconds}.
     *
     * @param deltaSeconds    seconds after the time scale, finite and non-negative: validated by
     *                        the caller ({@code ManualMotionScheduler.update}), not again here
     * @param unscaledSeconds seconds before the time scale, likewise
     * @throws IllegalStateException from another thread, or re-entrantly from a motion's callback
     */
    public void update(double deltaSeconds, double unscaledSeconds) {
        checkThread("update");
        checkOpen();
        if (updating || isBusy()) {
            throw new IllegalStateException(name + ".update must not be called from a motion's binder or callback");
        }
        if (!posted.isEmpty()) {
            runPosted();
        }
        if (stats == null && !Flight.frameEvents()) {
            advance(deltaSeconds, unscaledSeconds);
        } else {
            advanceInstrumented(deltaSeconds, unscaledSeconds);
        }
    }

    private void advance(double deltaSeconds, double unscaledSeconds) {
        updating = true;
        try {
            setTimeRelease(timePlain() + deltaSeconds);
            MotionStorage[] all = storages;
            for (MotionStorage s : all) {
                s.update(deltaSeconds, unscaledSeconds);
            }
        } finally {
            // Every storage, those that callbacks created during this update included.
            for (MotionStorage s : storages) {
                s.endUpdate();
            }
            updating = false;
        }
    }

    /** An update timed for JMX and, while a recording wants it, counted for Flight Recorder. */
    private void advanceInstrumented(double deltaSeconds, double unscaledSeconds) {
        FrameProbe p = Flight.frameEvents() && Flight.HOOKS != null ? probe() : null;
        Object event = p == null ? null : p.frameBegin(liveCount());
        long start = System.nanoTime();
        frameProbe = p;
        try {
            advance(deltaSeconds, unscaledSeconds);
        } finally {
            frameProbe = null;
            long nanos = System.nanoTime() - start;
            if (stats != null) {
                stats.frameEnded(nanos, storages);
            }
            if (p != null) {
                p.frameEnd(event, name);
            }
        }
    }

    private FrameProbe probe() {
        if (probe == null) {
            probe = new FrameProbe(Flight.HOOKS);
        }
        return probe;
    }

    /**
     * The Flight Recorder probe of the current update, or null when no recording wants this frame
     * (always null outside an update). A storage reads it once per update.
     *
     * @return the probe, or null
     */
    FrameProbe frameProbe() {
        return frameProbe;
    }

    /**
     * Sets how storages run their frame: {@link #FRAME_ADAPTIVE} (the default), {@link #FRAME_GENERAL}
     * or {@link #FRAME_FUSED}. The results are the same in every mode; the general passes are where
     * per-call instrumentation hooks in, and tests compare the modes.
     *
     * @param mode one of the FRAME_ constants
     * @throws IllegalArgumentException for any other value
     */
    public void setFrameMode(int mode) {
        if (mode < FRAME_GENERAL || mode > FRAME_FUSED) {
            throw new IllegalArgumentException("mode must be FRAME_GENERAL, FRAME_ADAPTIVE or FRAME_FUSED: " + mode);
        }
        frameMode = mode;
    }

    /**
     * Whether storages may run their fused frame, read once per storage frame: not while a Flight
     * Recorder probe is lent for this frame, whose counting and timing hook into the general passes.
     */
    boolean fusedFrameAllowed() {
        return frameMode != FRAME_GENERAL && frameProbe == null;
    }

    /** Whether storages run their fused frame whatever their last frame was like. */
    boolean fusedFrameForced() {
        return frameMode == FRAME_FUSED;
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
     * @throws IllegalStateException    from another thread than the owner (any thread may call it
     *                                  while no thread owns the engine), or once closed
     */
    public void setParallelism(int threads) {
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("threads must be in [1, 64]: " + threads);
        }
        applySetting("setParallelism", () -> changeParallelism(threads));
    }

    private void changeParallelism(int threads) {
        checkOpen();
        if (threads == parallelism()) {
            return;
        }
        stopWorkers();
        if (threads > 1) {
            ParallelUpdate pool = new ParallelUpdate(threads, name);
            parallel = pool;
            parallelCleanup = ParallelUpdate.closeWhenUnreachable(this, pool);
        }
    }

    private void stopWorkers() {
        if (parallelCleanup != null) {
            parallelCleanup.clean(); // closes the pool once, and unregisters it from the Cleaner
            parallelCleanup = null;
            parallel = null;
        }
    }

    /**
     * Cancels every motion, stops the parallel workers and refuses further updates, creations
     * and {@link #setParallelism(int)}. Idempotent.
     *
     * @throws IllegalStateException if called from a live thread other than the owner, or from a
     *                               motion's binder or callback
     */
    public void close() {
        owner.adoptIfTerminated("close");
        checkThread("close");
        if (closed) {
            return;
        }
        if (updating || isBusy()) {
            throw new IllegalStateException(name + ".close must not be called from a motion's binder or callback");
        }
        closed = true;
        try {
            // Posted tasks first: a future another thread asked for attaches to its motion, which
            // the cancelAll then ends, so no waiter is left behind. A post that comes after this
            // drain sees closed (volatile write here, the queue's CAS there) and fails its caller.
            runPosted();
            for (MotionStorage s : storages) {
                s.cancelAll();
            }
            sweepAll();
        } finally {
            stopWorkers();
            unregisterMXBean();
        }
    }

    /**
     * Whether {@link #close()} was called.
     *
     * @return true once closed
     */
    public boolean isClosed() {
        return closed;
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException(name + " is closed");
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
        return timeAcquire();
    }

    private double timeAcquire() {
        // acquire: pairs with setTimeRelease; any thread may read the clock
        return (double) TIME.getAcquire(this);
    }

    private double timePlain() {
        return (double) TIME.get(this); // plain: only the owner writes the clock
    }

    private void setTimeRelease(double t) {
        // release: publishes the clock to readers on other threads (once per update)
        TIME.setRelease(this, t);
    }

    /**
     * Live motions across all kinds.
     *
     * @return the count
     */
    public int activeCount() {
        checkThread("activeCount");
        return liveCount();
    }

    private int liveCount() {
        int n = 0;
        for (MotionStorage s : storages) {
            n += s.activeCount();
        }
        return n;
    }

    /**
     * A snapshot of the live motions.
     *
     * @return the snapshot
     * @throws IllegalStateException if called from a thread other than the owner
     */
    public LiveMotions liveMotions() {
        checkThread("liveMotions");
        return LiveMotionCensus.take(this);
    }

    /** The storages, in the order their kinds were first used (engine thread). */
    MotionStorage[] storages() {
        return storages;
    }

    /**
     * Registers this engine's MXBean under {@code dev.lilt:type=MotionScheduler}; {@link #close()}
     * unregisters it. Call once, at construction.
     *
     * @param timeScale reads the scheduler's time scale
     * @throws IllegalStateException if the {@code java.management} module is not usable here
     */
    public void registerMXBean(DoubleSupplier timeScale) {
        FrameStats figures = new FrameStats();
        unregisterMXBean = SchedulerMXBeans.register(this, figures, timeScale);
        stats = figures;
    }

    private void unregisterMXBean() {
        if (unregisterMXBean != null) {
            Runnable unregister = unregisterMXBean;
            unregisterMXBean = null;
            stats = null;
            unregister.run();
        }
    }

    /**
     * Shrinks every storage to its live motions.
     *
     * @throws IllegalStateException from another thread, or from a motion's binder or callback
     */
    public void trimToSize() {
        checkThread("trimToSize");
        if (updating || isBusy()) {
            throw new IllegalStateException(name + ".trimToSize must not be called from a motion's binder or callback");
        }
        for (MotionStorage s : storages) {
            s.frame().sweepPending(); // rows of motions ended since the last update
            s.frame().trim();
        }
    }

    /** Cancels every live motion. */
    public void clear() {
        checkThread("clear");
        for (MotionStorage s : storages) {
            s.cancelAll();
        }
        sweepAll();
    }

    /** Removes the rows of ended motions now (a no-op inside user code), so they keep no user object alive. */
    private void sweepAll() {
        for (MotionStorage s : storages) {
            s.frame().sweepPending();
        }
    }

    /**
     * Sets where user-code exceptions go.
     *
     * @param handler the handler
     */
    public void setErrorHandler(MotionErrorHandler handler) {
        errors.setHandler(handler);
    }

    /**
     * Sends the default handler's log lines to {@code log} instead of the {@code dev.lilt.motion}
     * logger (tests capture them).
     *
     * @param log the logger
     */
    public void logTo(System.Logger log) {
        errors.logTo(log);
    }

    /**
     * Reports the {@code count}-th failure of one motion's user code (see {@link MotionErrors}).
     *
     * @param storage        the motion's storage
     * @param i              its dense index
     * @param count          its failures so far, this one included
     * @param cancelsOnError whether it was built with {@code withCancelOnError(true)}
     * @param error          the failure
     */
    void reportMotionError(MotionStorage storage, int i, int count, boolean cancelsOnError, Throwable error) {
        countError();
        if (Flight.HOOKS != null && Flight.errorEvents()) {
            Flight.HOOKS.motionError(name, storage.nameOf(i), error);
        }
        errors.motionError(storage, i, count, cancelsOnError, error);
    }

    /** Reports a failure of user code that is not a motion's (a posted task). */
    private void reportError(String what, Throwable error) {
        countError();
        if (Flight.HOOKS != null) {
            Flight.HOOKS.motionError(name, what, error);
        }
        errors.otherError(what, error);
    }

    private void countError() {
        if (stats != null) {
            stats.errorReported();
        }
        if (frameProbe != null) {
            frameProbe.errorReported();
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
