package dev.lilt.motion;

import dev.lilt.motion.diagnostics.LiveMotions;
import dev.lilt.motion.internal.MotionEngine;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * A scheduler advanced by hand: call {@link #update(double)} once per frame from your loop.
 *
 * <pre>{@code
 * ManualMotionScheduler motions = new ManualMotionScheduler();
 * Motion.create(0f, 1f, 0.5).withScheduler(motions).bind(sprite, (a, s) -> s.alpha = a);
 * while (running) {
 *     motions.update(frameSeconds);   // advance, bind, then fire callbacks
 *     render();
 * }
 * }</pre>
 *
 * <p>Threading: confined to one thread, the first that uses it: the first call that creates or
 * binds a motion on it, calls {@code update}, {@code clear}, {@code activeCount}, {@code
 * liveMotions}, {@code trimToSize}, {@code cancelTarget}, {@code completeTarget} or {@code close},
 * claims it; when two threads use a new scheduler at the same moment, exactly one becomes its
 * owner. Calls from any other thread throw {@link IllegalStateException} naming both threads and
 * the call that claimed the scheduler. The settings {@link #setTimeScale} and
 * {@link #setParallelism} never claim it: until a call claims the scheduler, any thread may make
 * them (set a scheduler up on {@code main}, then create and update its motions on a game-loop
 * thread), and the owner sees them; afterwards only the owner may. These are safe from any
 * thread: construction, {@link #time()}, {@link #timeScale()} and {@link #parallelism()} (they
 * read a recent value, published by the owner), {@link #executor()} (its tasks run on the owner
 * thread at the next update; none run once the scheduler is closed),
 * {@link #setUnhandledErrorHandler}, {@link #isClosed()}, {@link #manual()} and {@code toString()};
 * the handle methods documented as callable from any thread; and {@link #close()} once the owner
 * thread has terminated.
 *
 * <p>Lifecycle: {@link #close()} cancels every motion, stops the {@linkplain #setParallelism
 * parallel workers} and refuses further use. Workers are daemon threads, and they also stop once
 * the scheduler is unreachable (collected by the garbage collector), so a dropped scheduler leaks
 * no thread for long; close it to stop them at once.
 *
 * <p>User code that throws (a binder, {@code onComplete}, {@code onCancel},
 * {@code onLoopComplete}) never disturbs the frame: the exception goes to the
 * {@linkplain #setUnhandledErrorHandler unhandled-error handler}, by default the
 * {@code dev.lilt.motion} {@link System.Logger}, rate-limited per motion: a motion's first error
 * at ERROR with its debug name and stack trace (and the hint {@code withCancelOnError(true)}),
 * later ones counted, with a line at WARNING (no trace) when its count reaches 10, 100, 1,000...
 * A handler set here receives every error.
 *
 * <p>Diagnostics: {@link #liveMotions()} lists the live motions; a scheduler built with
 * {@link Builder#trackCreationSites(boolean)} also records where each was created, and one built
 * with {@link Builder#registerMXBean(boolean)} shows its figures in JMX. Both are off by default;
 * the system properties {@value #TRACK_PROPERTY} and {@value #JMX_PROPERTY} set to {@code true}
 * turn them on for every scheduler created afterwards, those made by the constructors and the
 * Swing, JavaFX and libGDX schedulers included. See {@code docs/DIAGNOSTICS.md}.
 */
public final class ManualMotionScheduler implements MotionScheduler, AutoCloseable {
    private static final int MAX_INITIAL_CAPACITY = 1 << 24;

    /**
     * The system property that, set to {@code true}, makes every scheduler created afterwards
     * track creation sites unless its builder says otherwise.
     */
    public static final String TRACK_PROPERTY = "dev.lilt.motion.trackCreationSites";

    /**
     * The system property that, set to {@code true}, makes every scheduler created afterwards
     * register an MXBean unless its builder says otherwise.
     */
    public static final String JMX_PROPERTY = "dev.lilt.motion.jmx";

    private final MotionEngine engine;
    private volatile double timeScale = 1; // set by the owner; any thread may read it
    private TargetRegistry targets;

    /** Creates a scheduler at time 0, owned by the first thread that uses it. */
    public ManualMotionScheduler() {
        this("ManualMotionScheduler");
    }

    /**
     * Creates a named scheduler; the name appears in error messages.
     *
     * @param name the name
     * @throws NullPointerException if {@code name} is null
     */
    public ManualMotionScheduler(String name) {
        this(builder().name(name));
    }

    /**
     * Creates a named scheduler whose storage for each value kind starts with room for
     * {@code initialCapacity} motions, so that a game can pay for its storage at load time and
     * create motions during play without any array growing (growth copies every array of the
     * kind). A kind's storage is still made only when the kind is first used.
     *
     * @param name            the name
     * @param initialCapacity motions per value kind before any array grows, 1 to 16,777,216
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if {@code initialCapacity} is out of range
     */
    public ManualMotionScheduler(String name, int initialCapacity) {
        this(builder().name(name).initialCapacity(initialCapacity));
    }

    private ManualMotionScheduler(Builder b) {
        this.engine = new MotionEngine(b.name, b.initialCapacity, b.trackCreationSites);
        engine.attach(this);
        if (b.registerMXBean) {
            engine.registerMXBean(this::timeScale);
        }
    }

    /**
     * A builder for a scheduler with options: name, initial capacity, creation-site tracking and
     * JMX. The constructors are shorthands for it.
     *
     * <pre>{@code
     * ManualMotionScheduler motions = ManualMotionScheduler.builder()
     *         .name("hud").initialCapacity(1024).trackCreationSites(true).registerMXBean(true)
     *         .build();
     * }</pre>
     *
     * @return a new builder with the defaults: name {@code "ManualMotionScheduler"}, 16 motions per
     *         kind, tracking and JMX as the system properties {@value #TRACK_PROPERTY} and
     *         {@value #JMX_PROPERTY} say (off when unset)
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Options of a {@link ManualMotionScheduler}; {@link #build()} makes it. Not thread-safe; use
     * one builder on one thread.
     */
    public static final class Builder {
        private String name = "ManualMotionScheduler";
        private int initialCapacity = MotionEngine.DEFAULT_CAPACITY;
        private boolean trackCreationSites = Boolean.getBoolean(TRACK_PROPERTY);
        private boolean registerMXBean = Boolean.getBoolean(JMX_PROPERTY);

        private Builder() {
        }

        /**
         * Names the scheduler; the name appears in error messages, snapshots, JMX and Flight
         * Recorder events.
         *
         * @param name the name
         * @return this builder
         * @throws NullPointerException if {@code name} is null
         */
        public Builder name(String name) {
            this.name = Objects.requireNonNull(name, "name == null");
            return this;
        }

        /**
         * Sizes each value kind's storage up front; see
         * {@link ManualMotionScheduler#ManualMotionScheduler(String, int)}.
         *
         * @param initialCapacity motions per value kind before any array grows, 1 to 16,777,216
         * @return this builder
         * @throws IllegalArgumentException if {@code initialCapacity} is out of range
         */
        public Builder initialCapacity(int initialCapacity) {
            if (initialCapacity < 1 || initialCapacity > MAX_INITIAL_CAPACITY) {
                throw new IllegalArgumentException("initialCapacity must be in [1, " + MAX_INITIAL_CAPACITY + "]: "
                        + initialCapacity);
            }
            this.initialCapacity = initialCapacity;
            return this;
        }

        /**
         * Records where each motion is created (a stack trace taken at creation, which costs a few
         * microseconds per motion), shown by {@link ManualMotionScheduler#liveMotions()}. Off by
         * default; a scheduler that does not track takes no stack trace.
         *
         * @param track whether to record creation sites
         * @return this builder
         */
        public Builder trackCreationSites(boolean track) {
            this.trackCreationSites = track;
            return this;
        }

        /**
         * Registers a {@link dev.lilt.motion.diagnostics.MotionSchedulerMXBean} with the platform
         * MBean server under {@code dev.lilt:type=MotionScheduler,name=<name>} when the scheduler
         * is built; {@link ManualMotionScheduler#close()} unregisters it. Off by default. Each
         * update of a registered scheduler is timed (two {@link System#nanoTime()} reads).
         *
         * @param register whether to register
         * @return this builder
         */
        public Builder registerMXBean(boolean register) {
            this.registerMXBean = register;
            return this;
        }

        /**
         * Makes the scheduler.
         *
         * @return a new scheduler at time 0, owned by the first thread that uses it
         * @throws IllegalStateException if {@link #registerMXBean(boolean)} is on and the runtime
         *                               lacks the {@code java.management} module, or registration
         *                               fails
         */
        public ManualMotionScheduler build() {
            return new ManualMotionScheduler(this);
        }
    }

    MotionEngine engine() {
        return engine;
    }

    /** The tagged motions, made on first use (scheduler thread only). */
    TargetRegistry targets() {
        if (targets == null) {
            targets = new TargetRegistry();
        }
        return targets;
    }

    /**
     * Cancels every motion tagged with {@code target} (by {@code withTarget}, or a property
     * motion's own tag), whatever its key; {@code onCancel} fires for unfinished ones. Motions owned
     * by a sequence are left to it.
     *
     * @param target the tagged object, compared by identity
     * @return the number of motions cancelled
     * @throws NullPointerException  if {@code target} is null
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    @Override
    public int cancelTarget(Object target) {
        Objects.requireNonNull(target, "target == null");
        engine.checkThread("cancelTarget");
        return targets == null ? 0 : targets.endAll(target, false);
    }

    /**
     * Completes every motion tagged with {@code target}, whatever its key: each jumps to its end
     * and fires {@code onComplete}; one that loops forever, having no end, is cancelled instead.
     * Motions owned by a sequence are left to it.
     *
     * @param target the tagged object, compared by identity
     * @return the number of motions completed or cancelled
     * @throws NullPointerException  if {@code target} is null
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    @Override
    public int completeTarget(Object target) {
        Objects.requireNonNull(target, "target == null");
        engine.checkThread("completeTarget");
        return targets == null ? 0 : targets.endAll(target, true);
    }

    /**
     * An executor that runs tasks on this scheduler's thread, at the start of its next
     * {@link #update(double)}, in the order submitted. Safe from any thread: hand it work from a
     * loader, a network thread or a cutscene script on a virtual thread, e.g.
     * {@code CompletableFuture.supplyAsync(() -> Motion.create(...).bind(...), scheduler.executor())}.
     * A task that throws goes to the unhandled-error handler.
     *
     * @return the executor
     */
    @Override
    public Executor executor() {
        return engine::post;
    }

    /**
     * Advances every motion on this scheduler by {@code deltaSeconds} times the
     * {@linkplain #timeScale() time scale} (times each motion's playback speed; a motion built
     * {@code withIgnoreTimeScale(true)} by {@code deltaSeconds} unscaled), binds the new
     * values, then fires the callbacks due
     * ({@code onLoopComplete}, then {@code onComplete}), then removes the motions that ended.
     * Motions created during the update are first advanced by the next one.
     *
     * @param deltaSeconds seconds since the last update, &gt;= 0 and finite
     * @throws IllegalArgumentException if {@code deltaSeconds} is negative, NaN or infinite, or its
     *                                  product with the time scale overflows to infinity
     * @throws IllegalStateException    from another thread, when called from a motion's binder
     *                                  or callback, or once the scheduler is closed
     */
    public void update(double deltaSeconds) {
        if (!(deltaSeconds >= 0) || deltaSeconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("deltaSeconds must be >= 0 and finite: " + deltaSeconds);
        }
        double scale = timeScale;
        double scaled = deltaSeconds * scale;
        if (scaled == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("deltaSeconds * timeScale overflows: " + deltaSeconds + " * " + scale);
        }
        engine.update(scaled, deltaSeconds); // validated here, once: the engine takes them as given
    }

    /**
     * The factor every {@link #update(double)} multiplies its delta by: 1 is normal time, 0.25
     * slow motion, 0 holds every motion on this scheduler still (updates still run, with a zero
     * delta), 2 double speed. It scales the scheduler's clock; each motion's own playback speed
     * applies on top.
     *
     * @return the time scale, &gt;= 0
     */
    @Override
    public double timeScale() {
        return timeScale;
    }

    /**
     * Sets the time scale: later updates advance motions by {@code deltaSeconds × scale}. A
     * setting: it does not claim the scheduler, so before the scheduler's first use any thread may
     * call it (see the class Javadoc).
     *
     * @param scale the factor, &gt;= 0 and finite
     * @throws IllegalArgumentException if {@code scale} is negative, NaN or infinite
     * @throws IllegalStateException    if another thread has claimed the scheduler
     */
    @Override
    public void setTimeScale(double scale) {
        if (!(scale >= 0) || scale == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("scale must be >= 0 and finite: " + scale);
        }
        if (engine.isOwnerThread()) {
            this.timeScale = scale;
        } else {
            engine.applySetting("setTimeScale", () -> this.timeScale = scale);
        }
    }

    /**
     * Total time advanced by {@link #update(double)}, after the time scale. Any thread may call
     * this; it reads the value as of a recent update.
     *
     * @return seconds
     */
    @Override
    public double time() {
        return engine.time();
    }

    /**
     * The number of live motions: running, or completed and preserved.
     *
     * @return the count
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    @Override
    public int activeCount() {
        return engine.activeCount();
    }

    /**
     * Cancels every motion ({@code onCancel} fires for unfinished ones). Their handles are dead
     * for good: slot versions never rewind, so no old handle reaches a motion created later.
     *
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    @Override
    public void clear() {
        engine.clear();
    }

    /**
     * Gives back the memory of motions that have ended: shrinks each value kind's storage to its
     * live motions (or to the initial capacity this scheduler was made with, if larger). Storages
     * grow when needed and never shrink on their own, so a frame never pays for a resize; call
     * this after a burst, e.g. {@code clear(); trimToSize();} after a level with a million
     * particles. Handles stay valid, and dead handles stay dead.
     *
     * @throws IllegalStateException if called from a thread other than the scheduler's, or from a
     *                               motion's binder or callback
     */
    public void trimToSize() {
        engine.trimToSize();
    }

    /**
     * Splits the frames of large storages across threads: with {@code threads} above 1, a value
     * kind holding at least its parallel threshold of motions (any built-in kind; not
     * custom-adapter or property motions) has its time advance and value computation run on
     * {@code threads} disjoint ranges at once, this thread taking one and {@code threads - 1}
     * daemon workers the others. Binders, callbacks, custom eases and loop, delay and completion
     * bookkeeping stay on this thread, in the same order as a serial frame, and values are
     * identical to a serial frame's. The thresholds are where a parallel frame measured faster
     * than a serial one on two busy cores: 32,768 motions for the number and vector kinds, 8,192
     * for paths and texts; smaller kinds always update serially. The system property
     * {@code dev.lilt.motion.parallelThreshold}, read when a scheduler is made, sets one threshold
     * for every kind (a motion count &gt;= 0), for machines with idle cores (see
     * docs/BENCHMARKS.md). {@code setParallelism(1)} stops the workers.
     *
     * A setting: it does not claim the scheduler, so before the scheduler's first use any thread
     * may call it (see the class Javadoc).
     *
     * @param threads threads per frame, this one included: 1 (serial, the default) to 64
     * @throws IllegalArgumentException if {@code threads} is below 1 or above 64
     * @throws IllegalStateException    if another thread has claimed the scheduler, or once the
     *                                  scheduler is closed
     */
    public void setParallelism(int threads) {
        engine.setParallelism(threads);
    }

    /**
     * Threads per frame for large storages. Any thread may call this.
     *
     * @return 1 when frames are serial (always, once closed)
     */
    public int parallelism() {
        return engine.parallelism();
    }

    /**
     * A snapshot of this scheduler's live motions (running, or completed and preserved): debug
     * name, kind, state, time, loops, speed, owning sequence and, for a scheduler that
     * {@linkplain Builder#trackCreationSites(boolean) tracks creation sites}, where each was
     * created. Its {@code toString()} is a table for a log. Listing costs nothing until called;
     * each call copies every live motion's figures (allocating about 100 bytes per motion).
     *
     * @return the snapshot, immutable
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    public LiveMotions liveMotions() {
        return engine.liveMotions();
    }

    /**
     * Sets where exceptions thrown by binders and callbacks go: every one reaches the handler
     * (the default log is rate-limited per motion; see the class Javadoc). Any thread may call
     * this; the owner's next error report uses the new handler.
     *
     * @param handler the handler
     * @throws NullPointerException if {@code handler} is null
     */
    public void setUnhandledErrorHandler(MotionErrorHandler handler) {
        engine.setErrorHandler(handler);
    }

    /**
     * Ends the scheduler: cancels every motion ({@code onCancel} fires for unfinished ones), stops
     * the parallel workers, and makes later {@link #update(double)}, {@link #setParallelism(int)}
     * and motion creation on it throw {@link IllegalStateException}. Handles to its motions are
     * dead. Idempotent. Call it on the scheduler's thread, or on any thread once that thread has
     * terminated (the caller then takes the scheduler over to shut it down).
     *
     * @throws IllegalStateException if called from a live thread other than the scheduler's, or
     *                               from a motion's binder or callback
     */
    @Override
    public void close() {
        engine.close();
    }

    /**
     * Tells whether {@link #close()} was called. Any thread may call this.
     *
     * @return true once closed
     */
    public boolean isClosed() {
        return engine.isClosed();
    }

    /**
     * Returns this scheduler.
     *
     * @return this
     */
    @Override
    public ManualMotionScheduler manual() {
        return this;
    }

    @Override
    public String toString() {
        return engine.toString();
    }
}
