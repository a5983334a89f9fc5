package dev.lilt.motion.internal;

/**
 * The motions of one value kind on one engine: creation, the frame and handle operations.
 * Columns live in {@link MotionColumns}, the advance pass in {@link MotionTimeline}, the calls
 * into user code in {@link MotionCallbacks}, removal in {@link MotionRemoval}; subclasses add the
 * kind's values and binders.
 */
public abstract class MotionStorage extends MotionRemoval {
    /*
     * Design note.
     *
     * One frame (update):
     *   1. advance (MotionTimeline): time += dt * speed, progress, status, loop counters; flags
     *      mark what to bind and which motions have events due (queued in events[]).
     *   2. computeValues (subclass): value = lerp(start, end, progress).
     *   3. bindDue: one binder call per marked motion; exceptions go to the engine. The common
     *      kinds repeat this loop in their own class, so its bindValue call binds statically.
     *   4. events: the started hook, onLoopComplete(n) for the loops finished (at most
     *      MAX_LOOP_CALLS per step), then the end (ended(): onComplete).
     *   5. sweep: remove the dead (cancelled, or completed and not preserved), O(1) each;
     *      the motions that died since the last frame are removed before step 1.
     * Steps 1-3 run as three passes (generalFrame, and the parallel frame), or, where the kind
     * has one and the gate allows it (fusedFrameAllowed), as one fused loop (fusedFrame): the
     * common case advanced, valued and bound at once, every other motion through generalStep. User
     * code that looks up a motion the fused loop has not reached makes it catch up first
     * (MotionTimeline.catchUpFrame), so both ways give the same frame (FusedFrameProperties).
     * User code runs only in 3 and 4 (and in handle operations). While any of it runs (depth > 0),
     * nothing moves in the arrays: removal waits for the sweep, so indices held by the loops stay
     * valid, whatever the callbacks do (cancel, complete or seek other motions, create new ones,
     * which append beyond the frame's count and are first advanced next frame). After a callback,
     * arrays are re-read from fields: creating a motion may have grown them.
     *
     * Guarantees: every motion ends with exactly one of onComplete and onCancel (ended()); a
     * throwing binder or callback is reported to the engine's handler and never corrupts the
     * storage (and cancels the motion with cancelOnError). Outside a frame, cancel(), complete()
     * and seek() are O(1) and move no row: the motion is settled and, if dead, released at once
     * (releaseDead) and its row removed by the next frame's sweep (see sweep()).
     *
     * Threading: confined to the engine's thread; every entry point is reached through the
     * engine's thread check.
     */

    /**
     * Creates a storage with the engine's initial capacity.
     *
     * @param engine the owner
     */
    protected MotionStorage(MotionEngine engine) {
        super(engine);
    }

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
     * Adds a motion's timing and callbacks; the subclass then writes its values and calls
     * {@link #start(int)}. Arguments are validated by the builder.
     *
     * @param spec the motion's parameters
     * @return the new motion's dense index
     */
    protected final int addCore(MotionSpec spec) {
        MotionSpec.checkTotalDuration(spec.duration, spec.delay, spec.everyLoopDelay, spec.loops);
        int i = reusableRow();
        if (i < 0) {
            if (count == capacity()) {
                // Rows of motions that died since the last frame are freed before the columns grow.
                sweepPending();
            }
            ensureRoom();
            i = count++;
        }
        int slot = slots.allocate(i);
        slotOf[i] = slot;
        clock[i * CLOCK + TIME] = 0;
        clock[i * CLOCK + DURATION] = spec.duration;
        clock[i * CLOCK + DELAY] = spec.delay;
        loops[i] = spec.loops;
        totalDuration[i] = spec.totalDuration();
        clock[i * CLOCK + PLAY_END] = Timing.loop0End(spec.duration, spec.delay, spec.everyLoopDelay, spec.loops, totalDuration[i]);
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
        lane[i] = NO_LANE;
        loopType[i] = spec.loopType;
        easeId[i] = (byte) spec.easeId;
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
                    if (clock[i * CLOCK + DURATION] == 0) {
                        progress[i] = easedProgress(i, 0, 0);
                    }
                    computeValues(i, i + 1);
                    invokeBinder(i);
                }
                reportEaseErrors();
            } finally {
                // The caller makes the handle from index i next: a motion that its own immediate
                // bind cancelled (cancelOnError) keeps its row and slot, dead, until the next sweep.
                exit();
            }
        }
    }

    // ---------------------------------------------------------------- handle lookups

    /**
     * The dense index of a live motion, or -1.
     *
     * @param slot    handle slot
     * @param version handle version
     * @return the dense index, or -1 if the handle is dead
     */
    public final int find(int slot, int version) {
        engine.checkThread("a handle call");
        return findOnOwnerThread(slot, version);
    }

    /**
     * {@link #find(int, int)} without the thread check, for the engine's own code already on the
     * owner thread (a sequence's clock binder, once per child per frame).
     */
    final int findOnOwnerThread(int slot, int version) {
        int i = slots.resolve(slot, version);
        if (i < 0) {
            return -1;
        }
        catchUpFrame(i); // before the liveness test: the frame may complete the motion
        return isAlive(i) ? i : -1;
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
     * Attaches internal lifecycle hooks.
     *
     * @param i   a live dense index
     * @param obs the hooks
     */
    public final void setObserver(int i, MotionObserver obs) {
        extrasOf(i).observer = obs;
    }

    /**
     * The internal lifecycle hooks attached to a motion.
     *
     * @param i a live dense index
     * @return the hooks, or null
     */
    public final MotionObserver observer(int i) {
        MotionExtras x = extras[i];
        return x == null ? null : x.observer;
    }

    /**
     * Attaches the motion's lifetime hooks (one object per motion).
     *
     * @param i     a live dense index
     * @param hooks the hooks
     */
    public final void setLifecycle(int i, MotionLifecycle hooks) {
        extrasOf(i).lifecycle = hooks;
        seekLane[i] = NO_LANE; // a seek must now go through the event pass for the started hook
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
            seekLane[i] = NO_LANE; // its completion is now on record: the next seek clears it
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
     * Number of live motions.
     *
     * @return live motions, preserved completed ones included
     */
    public final int activeCount() {
        catchUpFrame(-1);
        return count - deadCount;
    }

    // ---------------------------------------------------------------- frame

    /**
     * Advances every playing motion by {@code dt} seconds, binds, fires callbacks, removes the dead.
     *
     * @param dt seconds, finite and non-negative
     */
    public final void update(double dt) {
        sweepPending(); // the motions that died since the last frame: the frame walks live rows only
        enter();
        probe = engine.frameProbe(); // read once per frame: null unless a recording wants the frame
        try {
            int n = count;
            ParallelUpdate parallel = engine.parallelUpdate();
            if (ownedCount == n) {
                // Every motion belongs to a sequence, whose clock writes it: nothing to advance,
                // no stale value, no bind due, so the frame skips the passes (SequenceCpuTime).
                fastMotions = 0;
            } else if (parallel != null && runsInParallel(n)) {
                parallel.run(this, dt, n);
                finishDeferred(n);
                bindDuePass(n);
            } else if (fusedFrameAllowed() && (2 * fastMotions >= n || engine.fusedFrameForced())) {
                fusedDt = dt;
                fusedNext = 0;
                fusedEnd = n;
                try {
                    fusedFrame(dt, n);
                } finally {
                    fusedNext = 0;
                    fusedEnd = 0;
                }
            } else {
                generalFrame(dt, n);
            }
            reportEaseErrors();
            for (int q = 0; q < eventCount; q++) {
                int i = events[q];
                this.flags[i] &= ~EVENT_QUEUED;
                fireEvents(i);
            }
            eventCount = 0;
        } finally {
            probe = null;
            leave();
            sweepPending(); // the frame's dead, in one sorted batch (see sweep)
        }
    }

    /**
     * The general passes over [0, n): advance every motion, compute every value, call the due
     * binders. Every frame can run this way; kinds whose frame is hot override
     * {@link #fusedRun(double, int, int)} to do the same work in one pass.
     *
     * @param dt seconds
     * @param n  the frame's motion count
     */
    final void generalFrame(double dt, int n) {
        fastMotions = advanceRange(dt, 0, n, false);
        computeValues(0, n);
        bindDuePass(n);
    }

    /** Pass 3 of the general and parallel frames: the kind's own loop, or the probe's counting one. */
    private void bindDuePass(int n) {
        FrameProbe p = probe;
        if (p == null) {
            bindDue(n);
        } else {
            p.bindDue(this, n);
        }
    }

    /**
     * The one gate of the fused frame, decided once per frame: false makes every storage run the
     * general passes, whose bind and event loops are where a per-call hook (diagnostics timing user
     * code, counting binds) belongs. When it is open, a storage runs its fused frame if at least
     * half its motions took the common case in its last frame (so the JIT profiles the fused loop
     * on the frames it is for: a frame of new or finishing motions runs the general passes), or
     * always in {@link MotionEngine#FRAME_FUSED} mode.
     *
     * @return true when the fused pass may run this frame
     */
    final boolean fusedFrameAllowed() {
        return engine.fusedFrameAllowed();
    }

    /**
     * The fused frame over [0, n): the kind's {@link #fusedRun} from motion 0; where it stops, the
     * motion it stopped at takes the general step (or, once user code made the frame catch up,
     * the rest only have their binds left), and the loop resumes after it.
     */
    private void fusedFrame(double dt, int n) {
        fastMotions = 0;
        int i = 0;
        while (i < n) {
            i = fusedRun(dt, i, n);
            if (i < n) {
                i = stepOutOfLane(dt, i, n);
            }
        }
    }

    /**
     * The fused frame's way for motion {@code i}, where the kind's loop stopped: the general
     * step, or the binds of [i, n) when a catch-up advanced them already.
     *
     * @return where the fused loop resumes
     */
    private int stepOutOfLane(double dt, int i, int n) {
        if (fusedNext != i) {
            bindRest(i, n);
            return n;
        }
        fusedNext = i + 1;
        generalStep(dt, i);
        return i + 1;
    }

    /**
     * The kind's fused loop from motion {@code start} (at once if a catch-up already advanced
     * it: fusedNext != start): per motion in index order that takes the common case
     * ({@link #advanceFast}), its value and its binder, with fusedNext moved past it before the
     * binder runs. It stops at the first motion off the common case, or after a binder made the
     * frame catch up (fusedNext moved on; tested after the binder, where C2 folds the test away
     * when the binder is inlined) or grew the columns (by creating a motion) so that it is
     * restarted over the new arrays; it adds the
     * motions it ran to {@code fastMotions} and returns where it stopped. The loop holds no call
     * but the binder's: everything else is the frame's (stepOutOfLane). Each kind has its own copy
     * of this short loop, so that its value and binder calls bind statically whichever kinds a
     * program runs. By default: the general passes.
     *
     * @param dt    seconds
     * @param start the first motion to run
     * @param n     the frame's motion count
     * @return where it stopped
     */
    protected int fusedRun(double dt, int start, int n) {
        fusedNext = n; // the general passes advance every motion before any binder: no catch-up
        generalFrame(dt, n);
        return n;
    }

    /**
     * The fused frame's fallback for motion {@code i}: exactly the general passes' work for it
     * (advance, value, due bind), so a motion off the common case gets the same frame.
     *
     * @param dt seconds
     * @param i  a dense index in the frame
     */
    private void generalStep(double dt, int i) {
        if ((flags[i] & OWNED) == 0) {
            // A sequence's child is neither advanced by the frame nor left with a stale value (its
            // clock seeks it, value and bind at once): only a bind still due is left to do.
            advanceRange(dt, i, i + 1, false);
            computeValues(i, i + 1);
        }
        bindIfDue(i);
    }

    /**
     * After a catch-up: the due binders of [from, n), as the general bind pass calls them.
     *
     * @param from first index not yet bound
     * @param n    the frame's motion count
     */
    private void bindRest(int from, int n) {
        for (int i = from; i < n; i++) {
            bindIfDue(i);
        }
    }

    private void bindIfDue(int i) {
        if (takeBindDue(i)) {
            try {
                bindValue(i);
            } catch (Throwable e) {
                bindFailed(i, e);
            }
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
            seekEntered(i, t);
        } finally {
            exit();
        }
    }

    /**
     * Seeks a sequence's children [from, to) in one operation, in order, each to its local time at
     * clock time {@code t}, {@code min(t - position, total)}, also stored in
     * {@code locals[c]}. {@code dense[c]} is child c's dense index here (-1 once it died), valid
     * while {@link #removals()} is unchanged. Called by the sequence's clock binder, on the owner
     * thread; the arguments are those of {@link #seekChildRun}.
     */
    final void seekChildren(int[] dense, double[] spans, double[] locals, double t,
                            int from, int to) {
        enter();
        try {
            for (int c = from; c < to; ) {
                c = seekChildRun(dense, spans, locals, t, c, to);
            }
        } finally {
            exit();
        }
    }

    /**
     * The loop of {@link #seekChildren}, from child {@code start}: a kind whose sequences are hot
     * repeats it with the columns in locals and its value and binder inline (as in its fused
     * frame), taking {@link #seekFast} for each child and {@link #seekChild} for the rest. It
     * returns the next child after user code that may have grown the columns, so that it is
     * restarted over the new arrays; otherwise {@code end}. By default: the same loop with the
     * value and binder through {@link #valueAndBind(int)}, the columns read from the fields.
     *
     * @param dense     each child's dense index, or -1
     * @param spans     each child's start on the clock and total duration, seconds, at [2c] and [2c + 1]
     * @param locals    receives each child's local time, seconds
     * @param t         the clock's time, seconds
     * @param start     first child
     * @param end       end child, exclusive
     * @return where it stopped
     */
    protected int seekChildRun(int[] dense, double[] spans, double[] locals, double t,
                               int start, int end) {
        for (int c = start; c < end; c++) {
            double local = SequenceRuntime.localTime(t, spans, c);
            locals[c] = local;
            int i = dense[c];
            if (seekFast(i, local, seekLane, clock, progress)) {
                valueAndBind(i);
            } else {
                seekChild(i, local);
            }
        }
        return end;
    }

    /**
     * The general seek of a sequence's child, if it is alive.
     *
     * @param i its dense index, or -1 once it died
     * @param t seconds, finite and non-negative
     */
    protected final void seekChild(int i, double t) {
        if (i >= 0 && isAlive(i)) {
            seekEntered(i, t);
        }
    }

    private void seekEntered(int i, double t) {
        clock[i * CLOCK + TIME] = t;
        if (staysPlayingInLoop0(i, t)) {
            seekInLoop0(i, t);
        } else {
            advance(i, true);
            settle(i);
        }
        if ((flags[i] & OWNED) != 0) {
            refreshSeekLane(i);
        }
    }

    private void seekInLoop0(int i, double t) {
        // Status, flags and speed stay, and t stays past the delay: the lane needs no refresh.
        int c = i * CLOCK;
        progress[i] = ease(i, (t - clock[c + DELAY]) / clock[c + DURATION]);
        flags[i] &= ~(COMPLETE_FIRED | BIND_DUE);
        valueAndBind(i);
        if (errorCount > 0) {
            reportEaseErrors();
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
            clock[i * CLOCK + TIME] = 0;
            completedLoops[i] = 0;
            firedLoops[i] = 0;
            status[i] = PLAYING;
            flags[i] = (flags[i] & ~COMPLETE_FIRED) | BIND_DUE;
            progress[i] = easedProgress(i, 0, 0);
            settle(i);
            refreshSeekLane(i);
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
        double total = totalDuration[i];
        if (status[i] == PLAYING && extras[i] == null) {
            completePlain(i, total);
        } else {
            seek(i, total);
        }
    }

    /*
     * complete() of a plain playing motion (no extras: no callback, hook, observer or custom
     * ease): the seek to the end without its general branches, equal to it bit for bit
     * (EndBetweenFramesProperties). With no extras its ease is built in. At its total duration
     * Timing.locate reports it done at its loop count, so its progress is the eased end of its
     * last loop: for one loop (k = 0, where
     * every loop type gives ease(1)) that is the built-in ease at 1, whose id the lane holds
     * while it is open (a line the frame keeps warm). When it is not preserved it is dead once
     * marked: no handle reaches it and it has no callback, so fireEvents would only count its
     * loops and mark its completion reported; that is written without reading the loop
     * counters, unless its binder cancelled it.
     *
     * Among 100,000 motions each column read is a cache miss, and they overlap only when the
     * reads are issued close together, before the binder call: each dependent or late read
     * costs about a miss (EndCpuTime and HandleOpsBenchmark.completeOnly measure it).
     */
    private void completePlain(int i, double total) {
        int f = flags[i];
        int loopCount = loops[i];
        int open = lane[i];
        double end = loopCount == 1
                ? EaseMath.ofBuiltIn(open >= 0 ? open : easeId[i], 1)
                : easedProgress(i, 1, loopCount - 1);
        enter();
        try {
            clock[i * CLOCK + TIME] = total;
            completedLoops[i] = loopCount;
            progress[i] = end;
            status[i] = COMPLETED;
            lane[i] = NO_LANE;
            flags[i] = (f & ~(COMPLETE_FIRED | BIND_DUE)) | STARTED;
            boolean preserved = (f & PRESERVE) != 0;
            if (!preserved) {
                died(i);
            }
            valueAndBind(i);
            if (!preserved && status[i] == COMPLETED) {
                firedLoops[i] = loopCount;
                flags[i] = (flags[i] & ~START_DUE) | COMPLETE_FIRED | COMPLETE_EVER;
            } else {
                fireEvents(i);
            }
        } finally {
            exit();
        }
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
        seekLane[i] = NO_LANE;
        lane[i] = NO_LANE;
        if ((flags[i] & OWNED) != 0) {
            ownedCount--; // an owned motion is preserved: it dies only here
        }
    }

    /** Cancels every live motion, firing onCancel for unfinished ones. */
    public final void cancelAll() {
        catchUpFrame(-1);
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
}
