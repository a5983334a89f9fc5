package dev.lilt.motion.internal;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * The time, loop and callback state of every motion of one value kind on one engine, in parallel
 * primitive arrays. Subclasses add the start, end and current values and the binders.
 */
public abstract class MotionStorage extends MotionColumns {
    /*
     * Design note.
     *
     * Layout: struct of arrays, dense and packed: motion i's fields are time[i], duration[i],
     * ... for i in [0, count). A SlotTable maps handles (slot, version) to dense indices; removal
     * swaps the last motion into the hole and re-points its slot.
     *
     * One frame (update):
     *   1. advance: for each playing motion not owned by a sequence, time += dt * speed, then
     *      locate() turns time into loop index, progress and phase; flags mark what to bind and
     *      which motions have callbacks due (queued in events[]). Primitive arrays only.
     *   2. computeValues (subclass): value = lerp(start, end, progress) for the marked motions.
     *   3. bindDue: one binder call per marked motion; exceptions go to the engine. The common
     *      kinds repeat this loop in their own class, so its bindValue call binds statically.
     *   4. fire callbacks: onLoopComplete(n) for each loop finished, then onComplete.
     *   5. sweep: swap-remove the dead (cancelled, or completed and not preserved).
     * User code runs only in 3 and 4. While any of it runs (depth > 0), nothing moves in the
     * arrays: removal waits for the sweep, so indices held by the loops stay valid, whatever the
     * callbacks do (cancel, complete or seek other motions, create new ones, which append beyond
     * the frame's count and are first advanced next frame). After a callback, arrays are re-read
     * from fields: creating a motion may have grown them.
     *
     * Timing (locate): with every-loop delay each loop is (delay + duration) long and starts with
     * its delay; otherwise one delay precedes loop 0. At an exact boundary t = k * duration the
     * motion is at the start of loop k and loop k's onLoopComplete is due. At t >= totalDuration
     * the motion is done at the end of loop (loops - 1). Values are not clamped.
     *
     * Threading: confined to the engine's thread; every entry point is reached through the
     * engine's thread check.
     */

    /** Slot freed or motion removed. */
    static final byte FREE = 0;
    /** Created, not yet advanced by an update. */
    static final byte SCHEDULED = 1;
    /** In a delay. */
    static final byte DELAYED = 2;
    /** Running. */
    static final byte PLAYING = 3;
    /** Finished; alive only if preserved. */
    static final byte COMPLETED = 4;
    /** Cancelled: dead. */
    static final byte CANCELED = 5;

    /** Flag: during a skipped delay, write no value. */
    public static final int SKIP_DELAY_VALUES = 1;
    /** Flag: keep the motion after it completes. */
    public static final int PRESERVE = 1 << 1;
    /** Flag: a throwing binder or callback cancels the motion. */
    public static final int CANCEL_ON_ERROR = 1 << 2;
    /** Flag: write the start value at creation. */
    public static final int IMMEDIATE_BIND = 1 << 3;
    /** Flag: the motion belongs to a sequence; the scheduler does not advance it and users may not control it. */
    static final int OWNED = 1 << 4;
    /** Flag: onComplete has fired for the current completion. */
    static final int COMPLETE_FIRED = 1 << 5;
    /** Flag: the value must be computed and bound in this pass. */
    static final int BIND_DUE = 1 << 6;
    /** Flag: the motion is in this frame's event queue. */
    static final int EVENT_QUEUED = 1 << 7;
    /** Flag: an update has advanced the motion at least once. */
    static final int ADVANCED = 1 << 8;
    /** Flag: onComplete has fired at least once in the motion's life. */
    static final int COMPLETE_EVER = 1 << 9;
    /** Flag: created during its engine's update; first advanced by the next one. */
    static final int BORN_IN_UPDATE = 1 << 10;
    /** Flag: a parallel pass left this motion's advance to the scheduler's thread. */
    static final int DEFERRED = 1 << 11;
    /** Flag: the delay opens every loop (DelayType.EVERY_LOOP). */
    static final int EVERY_LOOP_DELAY = 1 << 12;
    /** Flag: the motion has started playing (its first delay is over); see {@link #started(int)}. */
    static final int STARTED = 1 << 13;

    /**
     * Most onLoopComplete calls one step (a frame, seek or complete()) makes for one motion: a step
     * that finishes more loops reports the last this many, each with its true count.
     */
    public static final int MAX_LOOP_CALLS = 64;

    /** Loop type codes (LoopType ordinals). */
    public static final byte RESTART = 0;
    /** FLIP. */
    public static final byte FLIP = 1;
    /** INCREMENTAL. */
    public static final byte INCREMENTAL = 2;
    /** YOYO. */
    public static final byte YOYO = 3;

    /** Motions in deadSlots: dead, awaiting removal. */
    private int deadCount;
    private int depth;
    private boolean sweeping;
    private boolean bornInUpdate;
    private int eventCount;
    private int[] errorIndex = new int[2];
    private Throwable[] errors = new Throwable[2];
    private int errorCount;


    /**
     * Creates a storage with the engine's initial capacity.
     *
     * @param engine the owner
     */
    protected MotionStorage(MotionEngine engine) {
        super(engine);
    }

    /**
     * The value kind's name, for messages.
     *
     * @return e.g. "float"
     */
    protected abstract String kind();

    /**
     * Computes the current values of the motions in [from, to) from their progress; a storage may
     * compute every motion in the range (branch-free) or only those whose bind is due.
     *
     * @param from first index
     * @param to   end index, exclusive
     */
    protected abstract void computeValues(int from, int to);

    /**
     * The current value of a scalar motion, widened to double.
     *
     * @param i a live dense index
     * @return the value
     * @throws IllegalStateException for kinds that are not a single number
     */
    public double valueAsDouble(int i) {
        throw new IllegalStateException("a " + kind() + " motion has no single numeric value");
    }

    /**
     * Calls the binder of motion {@code i} with its current value.
     *
     * @param i the dense index
     */
    protected abstract void bindValue(int i);

    /**
     * Adds a motion's timing and callbacks; the subclass then writes its values and calls
     * {@link #start(int)}. Arguments are validated by the builder.
     *
     * @param spec the motion's parameters
     * @return the new motion's dense index
     */
    protected final int addCore(MotionSpec spec) {
        MotionSpec.checkTotalDuration(spec.duration, spec.delay, spec.everyLoopDelay, spec.loops);
        ensureRoom();
        int i = count++;
        int slot = slots.allocate(i);
        slotOf[i] = slot;
        time[i] = 0;
        duration[i] = spec.duration;
        delay[i] = spec.delay;
        loops[i] = spec.loops;
        totalDuration[i] = spec.totalDuration();
        playEnd[i] = Timing.loop0End(spec.duration, spec.delay, spec.everyLoopDelay, spec.loops, totalDuration[i]);
        speed[i] = 1;
        progress[i] = 0;
        completedLoops[i] = 0;
        firedLoops[i] = 0;
        flags[i] = spec.flags | (spec.everyLoopDelay ? EVERY_LOOP_DELAY : 0);
        if (engine.isUpdating()) {
            flags[i] |= BORN_IN_UPDATE;
            bornInUpdate = true;
        }
        status[i] = SCHEDULED;
        loopType[i] = spec.loopType;
        easeId[i] = spec.easeId;
        extras[i] = MotionExtras.of(spec);
        binder[i] = spec.binder;
        state[i] = spec.state;
        return i;
    }

    /**
     * Finishes creation: writes the start value if asked to.
     *
     * @param i the new motion's dense index
     */
    protected final void start(int i) {
        if ((flags[i] & IMMEDIATE_BIND) != 0 && binder[i] != null) {
            enter();
            try {
                long at = locate(i, 0);
                if (!(Timing.inDelay(at) && (flags[i] & SKIP_DELAY_VALUES) != 0)) {
                    if (duration[i] == 0) {
                        progress[i] = easedProgress(i, 0, 0);
                    }
                    computeValues(i, i + 1);
                    invokeBinder(i);
                }
                reportEaseErrors();
            } finally {
                // No sweep: the caller makes the handle from index i next, so a motion that its own
                // immediate bind cancelled (cancelOnError) keeps its slot, dead, until the next sweep.
                exitWithoutSweep();
            }
        }
    }

    // ---------------------------------------------------------------- handle lookups

    /**
     * The slot of the motion at a dense index.
     *
     * @param i a dense index
     * @return its slot
     */
    public final int slotOf(int i) {
        return slotOf[i];
    }

    /**
     * The version of a slot, for making a handle.
     *
     * @param slot a slot
     * @return its version
     */
    public final int version(int slot) {
        return slots.version(slot);
    }

    /**
     * The dense index of a live motion, or -1.
     *
     * @param slot    handle slot
     * @param version handle version
     * @return the dense index, or -1 if the handle is dead
     */
    public final int find(int slot, int version) {
        engine.checkThread();
        int i = slots.resolve(slot, version);
        return i >= 0 && isAlive(i) ? i : -1;
    }

    private boolean isAlive(int i) {
        byte s = status[i];
        return s == SCHEDULED || s == DELAYED || s == PLAYING || (s == COMPLETED && (flags[i] & PRESERVE) != 0);
    }

    /**
     * The dense index of a live motion the user may control.
     *
     * @param slot      handle slot
     * @param version   handle version
     * @param operation the operation's name, for the message
     * @return the dense index
     * @throws IllegalStateException if the handle is dead or the motion belongs to a sequence
     */
    public final int require(int slot, int version, String operation) {
        int i = find(slot, version);
        if (i < 0) {
            throw new IllegalStateException(operation + ": the motion has ended (the handle is dead)");
        }
        if ((flags[i] & OWNED) != 0) {
            throw new IllegalStateException(operation + ": motion '" + nameOf(i)
                    + "' belongs to a sequence; control the sequence's handle instead");
        }
        return i;
    }

    /**
     * Whether the motion at {@code i} has not finished.
     *
     * @param i a live dense index
     * @return true while scheduled, delayed or playing
     */
    public final boolean isPlaying(int i) {
        byte s = status[i];
        return s == SCHEDULED || s == DELAYED || s == PLAYING;
    }

    /**
     * Whether an update has advanced the motion.
     *
     * @param i a live dense index
     * @return true once advanced
     */
    public final boolean wasAdvanced(int i) {
        return (flags[i] & ADVANCED) != 0;
    }

    /**
     * Whether the motion belongs to a sequence.
     *
     * @param i a live dense index
     * @return true if owned
     */
    public final boolean isOwned(int i) {
        return (flags[i] & OWNED) != 0;
    }

    /**
     * Hands the motion to a sequence: preserved, no longer advanced by the scheduler, and no
     * longer controllable through its handle.
     *
     * @param i a live dense index
     */
    public final void own(int i) {
        flags[i] |= OWNED | PRESERVE;
    }

    /**
     * Gives a motion back after a failed hand-over: advanced by the scheduler again.
     *
     * @param i          a live dense index
     * @param preserved  whether it was preserved before
     */
    public final void disown(int i, boolean preserved) {
        flags[i] &= ~(OWNED | (preserved ? 0 : PRESERVE));
    }

    /**
     * Whether the motion is preserved.
     *
     * @param i a live dense index
     * @return true if preserved
     */
    public final boolean isPreserved(int i) {
        return (flags[i] & PRESERVE) != 0;
    }

    /**
     * Attaches internal lifecycle hooks.
     *
     * @param i   a live dense index
     * @param obs the hooks
     */
    public final void setObserver(int i, MotionObserver obs) {
        extrasOf(i).observer = obs;
    }

    /** Motion i's extras, made if it has none yet. */
    private MotionExtras extrasOf(int i) {
        MotionExtras x = extras[i];
        if (x == null) {
            x = new MotionExtras();
            extras[i] = x;
        }
        return x;
    }

    /**
     * Fires onComplete now if it has never fired in the motion's life; the value stays.
     *
     * @param i a live dense index
     */
    public final void fireCompleteOnce(int i) {
        if ((flags[i] & COMPLETE_EVER) != 0) {
            return;
        }
        enter();
        try {
            ended(i, true);
        } finally {
            exit();
        }
    }

    /**
     * Ends the motion silently: no callback; its handle dies.
     *
     * @param i a live dense index
     */
    public final void discard(int i) {
        enter();
        try {
            markCanceled(i);
            cancelledHook(i);
        } finally {
            exit();
        }
    }

    /**
     * Elapsed time.
     *
     * @param i a live dense index
     * @return seconds, delay and loops included
     */
    public final double time(int i) {
        return time[i];
    }

    /**
     * One loop's duration.
     *
     * @param i a live dense index
     * @return seconds
     */
    public final double duration(int i) {
        return duration[i];
    }

    /**
     * Total duration.
     *
     * @param i a live dense index
     * @return seconds, infinite for endless loops
     */
    public final double totalDuration(int i) {
        return totalDuration[i];
    }

    /**
     * The delay.
     *
     * @param i a live dense index
     * @return seconds
     */
    public final double delay(int i) {
        return delay[i];
    }

    /**
     * The loop count.
     *
     * @param i a live dense index
     * @return loops, -1 for endless
     */
    public final int loops(int i) {
        return loops[i];
    }

    /**
     * Loops completed so far (of the current play, after a seek back: fewer).
     *
     * @param i a live dense index
     * @return the count, saturated at {@link Integer#MAX_VALUE}
     */
    public final int completedLoops(int i) {
        return (int) Math.min(completedLoops[i], Integer.MAX_VALUE);
    }

    /**
     * The eased, loop-adjusted progress of the last evaluation: what the value is interpolated with.
     *
     * @param i a live dense index
     * @return progress, outside [0, 1] for overshooting eases and incremental loops
     */
    public final double easedProgress(int i) {
        return progress[i];
    }

    /**
     * The linear progress of the current loop: 0 in a delay, 1 once completed.
     *
     * @param i a live dense index
     * @return progress in [0, 1], before ease and loop type
     */
    public final double rawProgress(int i) {
        if (status[i] == COMPLETED) {
            return 1;
        }
        double d = duration[i];
        double dl = delay[i];
        boolean every = (flags[i] & EVERY_LOOP_DELAY) != 0;
        double tt = every ? time[i] : time[i] - dl;
        if (tt <= 0 || d == 0) {
            return 0;
        }
        double cycle = every ? dl + d : d;
        double within = tt - Math.floor(tt / cycle) * cycle;
        double local = every ? within - dl : within;
        return local <= 0 ? 0 : Math.min(1, local / d);
    }

    /**
     * The engine that owns this storage.
     *
     * @return the engine
     */
    public final MotionEngine engine() {
        return engine;
    }

    /**
     * The motion's lifetime hooks.
     *
     * @param i a live dense index
     * @return the hooks, or null
     */
    public final MotionLifecycle lifecycle(int i) {
        MotionExtras x = extras[i];
        return x == null ? null : x.lifecycle;
    }

    /**
     * Attaches the motion's lifetime hooks (one object per motion).
     *
     * @param i     a live dense index
     * @param hooks the hooks
     */
    public final void setLifecycle(int i, MotionLifecycle hooks) {
        extrasOf(i).lifecycle = hooks;
    }

    /**
     * Playback speed.
     *
     * @param i a live dense index
     * @return the speed factor
     */
    public final double speed(int i) {
        return speed[i];
    }

    /**
     * Sets the playback speed.
     *
     * @param i     a live dense index
     * @param value the speed factor, finite
     */
    public final void setSpeed(int i, double value) {
        speed[i] = value;
    }

    /**
     * Keeps the motion after it completes.
     *
     * @param i a live dense index
     */
    public final void preserve(int i) {
        flags[i] |= PRESERVE;
    }

    /**
     * Restarts a live motion's timing as one loop of {@code newDuration} seconds from time 0, with
     * no delay, playing; callbacks already fired stay fired and onComplete may fire again. For kinds
     * that recompute a motion mid-flight (a spring's retarget); the subclass updates its values first.
     *
     * @param i           a live dense index, not owned by a sequence
     * @param newDuration seconds, &gt; 0 and finite
     */
    protected final void restart(int i, double newDuration) {
        time[i] = 0;
        duration[i] = newDuration;
        delay[i] = 0;
        flags[i] &= ~EVERY_LOOP_DELAY;
        loops[i] = 1;
        totalDuration[i] = newDuration;
        playEnd[i] = Timing.loop0End(newDuration, 0, false, 1, newDuration);
        completedLoops[i] = 0;
        firedLoops[i] = 0;
        progress[i] = 0;
        status[i] = PLAYING;
        flags[i] &= ~COMPLETE_FIRED;
    }

    /**
     * The motion's debug name.
     *
     * @param i a dense index
     * @return the name given, or the kind and slot
     */
    public final String nameOf(int i) {
        MotionExtras x = extras[i];
        String n = x == null ? null : x.debugName;
        return n != null ? n : kind() + " motion #" + slotOf[i];
    }

    /**
     * Number of live motions.
     *
     * @return live motions, preserved completed ones included
     */
    public final int activeCount() {
        return count - deadCount;
    }

    // ---------------------------------------------------------------- frame

    /**
     * Advances every playing motion by {@code dt} seconds, binds, fires callbacks, removes the dead.
     *
     * @param dt seconds, finite and non-negative
     */
    public final void update(double dt) {
        enter();
        try {
            int n = count;
            ParallelUpdate parallel = engine.parallelUpdate();
            if (parallel != null && n >= ParallelUpdate.THRESHOLD && computesInParallel()) {
                parallel.run(this, dt, n);
                finishDeferred(n);
            } else {
                advanceRange(dt, 0, n, false);
                computeValues(0, n);
            }
            bindDue(n);
            reportEaseErrors();
            for (int q = 0; q < eventCount; q++) {
                int i = events[q];
                this.flags[i] &= ~EVENT_QUEUED;
                fireEvents(i);
            }
            eventCount = 0;
        } finally {
            exit();
        }
    }

    /**
     * Pass 1 over [from, to): advances time and, on the fast path, the progress.
     *
     * @param parallel true on a worker's range: motions off the fast path are only marked
     *                 DEFERRED, for {@link #finishDeferred(int)} on the scheduler's thread
     */
    private void advanceRange(double dt, int from, int to, boolean parallel) {
        double[] time = this.time;
        double[] speed = this.speed;
        double[] delay = this.delay;
        double[] duration = this.duration;
        double[] playEnd = this.playEnd;
        double[] progress = this.progress;
        byte[] status = this.status;
        int[] flags = this.flags;
        for (int i = from; i < to; i++) {
            byte s = status[i];
            if (s == SCHEDULED || s == DELAYED || s == PLAYING || (s == COMPLETED && speed[i] < 0 && time[i] > 0)) {
                int f = flags[i];
                if ((f & (OWNED | BORN_IN_UPDATE)) == 0) {
                    double sp = speed[i];
                    double t = time[i] + dt * sp;
                    time[i] = t;
                    /*
                     * Fast path: a motion that was PLAYING, moves forward (speed >= 0) and is
                     * still inside loop 0's play window [delay, playEnd), exactly where
                     * Timing.locate reports loop 0 playing (playEnd is derived from it). Time only
                     * grew since the last advance or seek, which left it playing, so it was in
                     * loop 0 then too: its loop counters are 0, COMPLETE_FIRED is clear and no
                     * event is due. All advance() would do is write the progress and mark the
                     * bind, and Timing.loopFraction is (t - delay) / duration in loop 0 whatever
                     * the loop and delay types (no floor, no loop-type switch).
                     * MotionUpdateBenchmark, 64,000 linear motions, same JVM and load: the
                     * frame went from 4.1x to 2.3x the hand-written loop (about 470 -> 250 us).
                     */
                    double dl = delay[i];
                    if (s == PLAYING && sp >= 0 && t >= dl && t < playEnd[i]
                            && !(parallel && easeId[i] == EaseMath.CUSTOM)) {
                        progress[i] = ease(i, (t - dl) / duration[i]);
                        flags[i] = f | ADVANCED | BIND_DUE;
                    } else if (parallel) {
                        // The slow path writes shared state and a custom ease is user code:
                        // both run on the scheduler's thread (finishDeferred).
                        flags[i] = f | ADVANCED | DEFERRED;
                    } else {
                        flags[i] = f | ADVANCED;
                        advance(i, false);
                    }
                }
            }
        }
    }

    /**
     * One worker's share of a parallel frame: pass 1 and the values over [from, to). Touches
     * only these indices of the primitive arrays, runs no user code.
     *
     * @param dt   seconds
     * @param from first index
     * @param to   end index, exclusive
     */
    final void parallelRange(double dt, int from, int to) {
        advanceRange(dt, from, to, true);
        computeValues(from, to);
    }

    /** After a parallel frame: the deferred motions' advance, in index order, then their values. */
    private void finishDeferred(int n) {
        int[] flags = this.flags;
        for (int i = 0; i < n; i++) {
            int f = flags[i];
            if ((f & DEFERRED) != 0) {
                flags[i] = f & ~DEFERRED;
                advance(i, false);
                computeValues(i, i + 1);
            }
        }
    }

    /**
     * Whether {@link #computeValues(int, int)} may run on disjoint ranges in several threads at
     * once (it writes only its range's values and calls no user code). Kinds that say so get the
     * parallel frame of {@code ManualMotionScheduler.setParallelism}.
     *
     * @return false unless the kind overrides it
     */
    protected boolean computesInParallel() {
        return false;
    }

    /**
     * Ends the engine's update: motions created during it will be advanced from the next one on.
     * Called once per engine update, after every storage's {@link #update(double)}.
     */
    public final void endUpdate() {
        if (bornInUpdate) {
            bornInUpdate = false;
            for (int i = 0; i < count; i++) {
                flags[i] &= ~BORN_IN_UPDATE;
            }
        }
    }

    /**
     * Turns time[i] into state: progress, loops, status; marks the bind and queues callbacks.
     * {@code seek} makes a skipped delay write its value anyway (a seek always binds).
     */
    private void advance(int i, boolean seek) {
        double t = time[i];
        boolean backwardsDone = !seek && t <= 0 && speed[i] < 0;
        if (backwardsDone) {
            time[i] = 0;
            t = 0;
        }
        boolean wasPlaying = status[i] == PLAYING;
        long wasLoops = completedLoops[i];
        long at = locate(i, t);
        long k = Timing.loop(at);
        boolean inDelay = Timing.inDelay(at);
        if ((flags[i] & STARTED) == 0 && !(inDelay && k == 0)) {
            started(i);
        }
        if (!inDelay && lifecycle(i) != null) {
            queueEvent(i); // the event pass calls its started hook (the hook acts once)
        }
        int f = flags[i];
        if (backwardsDone) {
            // Played backwards to time 0: a completion of its own (at the start), whatever the
            // frame size, so onComplete fires again even if it fired at the end.
            progress[i] = easedProgress(i, 0, 0);
            completedLoops[i] = 0;
            firedLoops[i] = 0;
            flags[i] = f & ~COMPLETE_FIRED;
            finish(i);
        } else if (Timing.done(at)) {
            time[i] = totalDuration[i];
            completedLoops[i] = k;
            finish(i);
        } else {
            completedLoops[i] = k;
            if (firedLoops[i] > k) {
                firedLoops[i] = k;
            }
            status[i] = inDelay ? DELAYED : PLAYING;
            flags[i] = f & ~COMPLETE_FIRED;
            if (k > firedLoops[i]) {
                queueEvent(i);
            }
        }
        // A skipped delay writes nothing, except once on entering a pause between loops (from
        // playing, or from another delay when the frame skipped whole loops), so the finished
        // loop's end value is written even when no frame lands exactly on it; and played
        // backwards, the start value once on entering the first delay or on finishing at time 0.
        if (seek || backwardsDone || !(inDelay && (f & SKIP_DELAY_VALUES) != 0) || wasPlaying
                || (k > 0 && k != wasLoops)) {
            flags[i] |= BIND_DUE;
        }
    }

    /**
     * The one point where a motion starts playing: the first time a frame or seek finds it past its
     * first delay (playing, in a later loop, or already done). Runs in the advance pass, where no
     * user code may run: a per-motion start feature marks the motion here and reports from the
     * event pass (queueEvent). The fast path never needs it: it only sees motions already PLAYING.
     *
     * @param i a dense index
     */
    private void started(int i) {
        flags[i] |= STARTED;
    }

    private void finish(int i) {
        if (status[i] != COMPLETED) {
            status[i] = COMPLETED;
            flags[i] &= ~COMPLETE_FIRED;
            if ((flags[i] & PRESERVE) == 0) {
                died(i);
            }
        }
        queueEvent(i);
    }

    private void queueEvent(int i) {
        if ((flags[i] & EVENT_QUEUED) == 0) {
            flags[i] |= EVENT_QUEUED;
            if (eventCount == events.length) {
                events = Arrays.copyOf(events, eventCount * 2);
            }
            events[eventCount++] = i;
        }
    }

    /**
     * Locates time t of motion i with {@link Timing#locate}, writes progress[i] and returns the
     * packed position.
     */
    private long locate(int i, double t) {
        double d = duration[i];
        double dl = delay[i];
        boolean every = (flags[i] & EVERY_LOOP_DELAY) != 0;
        long at = Timing.locate(t, d, dl, every, loops[i], totalDuration[i]);
        long k = Timing.loop(at);
        if (Timing.done(at)) {
            progress[i] = easedProgress(i, 1, k - 1);
        } else if (Timing.inDelay(at)) {
            // A pause between loops that skips values holds the last loop's end value; one that
            // writes values shows the next loop's start.
            boolean holdEnd = k > 0 && (flags[i] & SKIP_DELAY_VALUES) != 0;
            progress[i] = holdEnd ? easedProgress(i, 1, k - 1) : easedProgress(i, 0, k);
        } else {
            progress[i] = easedProgress(i, Timing.loopFraction(t, at, d, dl, every), k);
        }
        return at;
    }

    /**
     * The eased, loop-adjusted progress at fraction {@code f} of loop {@code k}.
     */
    private double easedProgress(int i, double f, long k) {
        boolean odd = (k & 1) == 1;
        switch (loopType[i]) {
            case FLIP:
                return odd ? 1 - ease(i, f) : ease(i, f);
            case YOYO:
                return ease(i, odd ? 1 - f : f);
            case INCREMENTAL:
                return ease(i, f) + k * ease(i, 1);
            default:
                return ease(i, f);
        }
    }

    private double ease(int i, double f) {
        int id = easeId[i];
        if (id == EaseMath.LINEAR) {
            return f;
        }
        if (id == EaseMath.CUSTOM) {
            return customEase(i, f);
        }
        return EaseMath.evaluate(id, (float) f);
    }

    /**
     * A user's EaseFunction runs in the advance pass, where no other user code may run (the arrays
     * are cached in locals there): a failure falls back to linear progress and is reported after
     * the bind pass, like a binder's.
     */
    private double customEase(int i, double f) {
        try {
            return extras[i].easeFunction.evaluate((float) f);
        } catch (Throwable e) {
            if (e instanceof VirtualMachineError) {
                throw (VirtualMachineError) e;
            }
            if (errorCount == errorIndex.length) {
                errorIndex = Arrays.copyOf(errorIndex, errorCount * 2);
                errors = Arrays.copyOf(errors, errorCount * 2);
            }
            errorIndex[errorCount] = i;
            errors[errorCount++] = e;
            return f;
        }
    }

    /** Reports the ease failures collected in the advance pass. */
    private void reportEaseErrors() {
        for (int q = 0; q < errorCount; q++) {
            Throwable e = errors[q];
            errors[q] = null;
            report(errorIndex[q], e);
        }
        errorCount = 0;
    }

    // ---------------------------------------------------------------- single-motion operations

    /**
     * Seeks: sets the time, evaluates and binds at once, fires the callbacks the seek crossed.
     *
     * @param i a live dense index
     * @param t seconds, finite and non-negative
     */
    public final void seek(int i, double t) {
        enter();
        try {
            time[i] = t;
            advance(i, true);
            settle(i);
        } finally {
            exit();
        }
    }

    /**
     * Puts a sequence's child back before its start: time 0, playing, the start value bound, no
     * callback. Unlike {@code seek(i, 0)} it does not complete a zero-length motion, whose time 0
     * is also its end.
     *
     * @param i a live dense index, owned by a sequence
     */
    public final void rewind(int i) {
        enter();
        try {
            time[i] = 0;
            completedLoops[i] = 0;
            firedLoops[i] = 0;
            status[i] = PLAYING;
            flags[i] = (flags[i] & ~COMPLETE_FIRED) | BIND_DUE;
            progress[i] = easedProgress(i, 0, 0);
            settle(i);
        } finally {
            exit();
        }
    }

    /**
     * Jumps to the end, binds the end value, fires the remaining loop callbacks and onComplete.
     *
     * @param i a live, playing dense index with finite loops
     */
    public final void complete(int i) {
        seek(i, totalDuration[i]);
    }

    /** Binds motion i if due, then fires its due callbacks, outside the frame's queue. */
    private void settle(int i) {
        if ((flags[i] & BIND_DUE) != 0) {
            flags[i] &= ~BIND_DUE;
            computeValues(i, i + 1);
            invokeBinder(i);
        }
        reportEaseErrors();
        fireEvents(i);
    }

    /**
     * Cancels: the motion dies; onCancel fires if it had not finished.
     *
     * @param i a live dense index
     */
    public final void cancel(int i) {
        enter();
        try {
            // Finished means its completion was reported: a motion that reached its end in this
            // frame but is cancelled before its onComplete ran gets onCancel instead, so every
            // motion ends with exactly one of the two.
            boolean finished = status[i] == COMPLETED && (flags[i] & COMPLETE_FIRED) != 0;
            markCanceled(i);
            MotionExtras x = extras[i];
            if (x != null && x.observer != null) {
                x.observer.beforeCancel(finished);
            }
            if (!finished) {
                ended(i, false);
            }
            cancelledHook(i);
        } finally {
            exit();
        }
    }

    private void markCanceled(int i) {
        byte s = status[i];
        if (s == CANCELED || s == FREE) {
            return;
        }
        if (!(s == COMPLETED && (flags[i] & PRESERVE) == 0)) {
            died(i);
        }
        status[i] = CANCELED;
    }

    /** Cancels every live motion, firing onCancel for unfinished ones. */
    public final void cancelAll() {
        enter();
        try {
            // Motions that onCancel callbacks create meanwhile (appended past n) survive the clear.
            for (int i = 0, n = count; i < n; i++) {
                if (isAlive(i)) {
                    cancel(i);
                }
            }
        } finally {
            exit();
        }
    }

    // ---------------------------------------------------------------- user code

    /**
     * Pass 3: calls the binder of every motion in [0, n) whose bind is due.
     *
     * <p>The storages of the common kinds override this with the same few lines, so that the
     * {@link #bindValue(int)} call in the loop is bound to their own class: one shared loop here
     * sees every kind's {@code bindValue} at one call site, which goes megamorphic as soon as a
     * program uses several kinds. A 64,000 float-motion frame (plain-main harness, best of 40 runs
     * of 100 frames) measured 3.6 ns per motion alone and 7.8 ns once Float3, double and int motions
     * had run in the same JVM; with the per-kind loops, 3.5 and 5.4 ns.
     *
     * @param n the frame's motion count
     */
    protected void bindDue(int n) {
        for (int i = 0; i < n; i++) {
            if (takeBindDue(i)) {
                try {
                    bindValue(i);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
        }
    }

    /**
     * Clears motion {@code i}'s bind mark and says whether to call its binder: the bind was due,
     * the motion was not cancelled meanwhile (by an earlier binder), and it has a binder.
     *
     * @param i a dense index
     * @return true to call {@link #bindValue(int)}
     */
    protected final boolean takeBindDue(int i) {
        int f = flags[i];
        if ((f & BIND_DUE) == 0) {
            return false;
        }
        flags[i] = f & ~BIND_DUE;
        return status[i] != CANCELED && binder[i] != null;
    }

    /**
     * Reports a binder's exception (and cancels the motion if it asked for that).
     *
     * @param i a dense index
     * @param e what the binder threw
     */
    protected final void bindFailed(int i, Throwable e) {
        report(i, e);
    }

    private void invokeBinder(int i) {
        if (binder[i] == null) {
            return;
        }
        try {
            bindValue(i);
        } catch (Throwable e) {
            report(i, e);
        }
    }

    private void fireEvents(int i) {
        MotionLifecycle hooks = lifecycle(i);
        // Started: playing or finished; a sequence's child only once its clock has moved past the
        // child's delay (the sequence puts children it has not reached at their time 0).
        if (hooks != null && (status[i] == COMPLETED
                || status[i] == PLAYING && (time[i] > delay[i] || (flags[i] & OWNED) == 0))) {
            try {
                hooks.started();
            } catch (Throwable e) {
                report(i, e);
            }
        }
        if (completedLoops[i] - firedLoops[i] > MAX_LOOP_CALLS) {
            // A step over many loops reports only the last MAX_LOOP_CALLS: bounded work per step.
            firedLoops[i] = completedLoops[i] - MAX_LOOP_CALLS;
        }
        while (firedLoops[i] < completedLoops[i] && status[i] != CANCELED) {
            long n = ++firedLoops[i];
            MotionExtras x = extras[i];
            IntConsumer c = x == null ? null : x.onLoopComplete;
            if (c != null) {
                try {
                    c.accept((int) Math.min(n, Integer.MAX_VALUE));
                } catch (Throwable e) {
                    report(i, e);
                }
            }
        }
        if (status[i] == COMPLETED && (flags[i] & COMPLETE_FIRED) == 0) {
            ended(i, true);
        }
    }

    /**
     * The one point where a motion's end is reported: completed (its sequence's hooks, then
     * onComplete) or cancelled before its completion was reported (onCancel). Each end is
     * reported once: {@link #cancel(int)} counts a completion as reported only after this ran
     * for it, so a motion ends with exactly one of the two callbacks. A preserved motion that is
     * played again after completing may complete (and be reported) again.
     *
     * @param i         a dense index
     * @param completed true for completion, false for cancellation
     */
    private void ended(int i, boolean completed) {
        if (completed) {
            flags[i] |= COMPLETE_FIRED | COMPLETE_EVER;
        }
        MotionExtras x = extras[i];
        if (x == null) {
            return;
        }
        if (completed && x.observer != null) {
            x.observer.beforeComplete();
        }
        Runnable r = completed ? x.onComplete : x.onCancel;
        if (r != null) {
            try {
                r.run();
            } catch (Throwable e) {
                report(i, e);
            }
        }
        if (completed && x.lifecycle != null && status[i] != CANCELED) {
            x.lifecycle.completed();
        }
    }

    private void cancelledHook(int i) {
        MotionLifecycle hooks = lifecycle(i);
        if (hooks != null) {
            hooks.cancelled();
        }
    }

    private void report(int i, Throwable e) {
        if (e instanceof VirtualMachineError) {
            throw (VirtualMachineError) e;
        }
        engine.reportError(nameOf(i), e);
        if ((flags[i] & CANCEL_ON_ERROR) != 0 && status[i] != CANCELED) {
            cancel(i);
        }
    }

    // ---------------------------------------------------------------- removal

    private void enter() {
        depth++;
    }

    private void exit() {
        exitWithoutSweep();
        if (depth == 0 && deadCount > 0 && !sweeping) {
            sweep();
        }
    }

    private void exitWithoutSweep() {
        if (--depth == 0) {
            // Outside update, every queued motion was settled by its own operation: drop the queue.
            for (int q = 0; q < eventCount; q++) {
                flags[events[q]] &= ~EVENT_QUEUED;
            }
            eventCount = 0;
        }
    }

    /**
     * Whether user code of this storage is running (a binder or callback): the engine refuses a
     * re-entrant update then.
     *
     * @return true inside an operation
     */
    public final boolean isBusy() {
        return depth > 0;
    }

    /*
     * Removal is O(1) per dead motion: every motion that dies (cancelled, or completed and not
     * preserved) pushes its slot on deadSlots once, and the sweep pops them, resolving each slot
     * to the motion's dense index at that moment (earlier removals may have moved it). A removal
     * can release a sequence's children, which may live here too and die during the sweep (an
     * observer's released()): they are pushed in turn and popped by the same loop; nested exits
     * do not start a second sweep. So cancel() or complete() outside a frame costs the same among
     * 100 motions as among 100,000 (HandleOpsBenchmark).
     */
    private void sweep() {
        sweeping = true;
        try {
            while (deadCount > 0) {
                int i = slots.denseIndex(deadSlots[--deadCount]);
                if (i >= 0 && isDead(i)) {
                    remove(i);
                }
            }
        } finally {
            sweeping = false;
        }
    }

    /** Marks motion i dead: it is removed by the next sweep. */
    private void died(int i) {
        deadSlots[deadCount++] = slotOf[i];
    }

    private boolean isDead(int i) {
        byte s = status[i];
        return s == CANCELED || (s == COMPLETED && (flags[i] & PRESERVE) == 0);
    }

    private void remove(int i) {
        MotionExtras x = extras[i];
        if (x != null && x.observer != null) {
            MotionObserver obs = x.observer;
            x.observer = null;
            obs.released();
        }
        if (x != null && x.lifecycle != null) {
            MotionLifecycle hooks = x.lifecycle;
            x.lifecycle = null;
            hooks.released();
        }
        int last = --count;
        slots.free(slotOf[i]);
        if (i != last) {
            moveMotion(last, i);
        }
        clearMotion(last);
    }
}
