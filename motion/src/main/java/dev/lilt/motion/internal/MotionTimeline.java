package dev.lilt.motion.internal;

import java.util.Arrays;

/**
 * Time for the motions of a storage: the frame's advance pass (fast and slow paths, serial or
 * parallel), where each motion is located in time, its progress eased, its bind marked and its
 * events queued. Runs no user code but a custom ease, whose failures are collected for later.
 */
public abstract class MotionTimeline extends MotionColumns {
    /*
     * Design note.
     *
     * Pass 1 of a frame (advanceRange): for each playing motion not owned by a sequence,
     * time += dt * speed. The fast path (playing, forward, inside loop 0's play window) writes the
     * progress and marks the bind; every other motion goes through advance(), which asks
     * Timing.locate where the motion is (loop index, in-delay, done: one pure function shared with
     * seeks, complete() and sequences), eases the progress for the loop type, updates status and
     * loop counters and queues the motion's events. Only primitive columns are touched, so a
     * worker thread may run the fast path over a range (parallelRange); what the slow path would
     * do there is deferred to the scheduler's thread (finishDeferred).
     *
     * Loop counts come from the closed form: a frame over n loops costs O(1), and the event pass
     * reports at most MAX_LOOP_CALLS of them (MotionStorage.fireEvents).
     *
     * The fused frame's common case (advanceFast) is the fast path's test and arithmetic for one
     * motion, leaving value and bind to the kind's loop; fusedNext/fusedEnd say how far that loop
     * got, for catchUpFrame.
     *
     * Named points of a motion's life: started() (the one hasStarted rule, decided here) and
     * MotionStorage.ended() (completed or cancelled) where the callbacks run.
     *
     * Threading: the scheduler's thread, except parallelRange on a worker (no shared writes
     * outside the range, no user code).
     */

    /** Motions in deadSlots: dead, awaiting removal. */
    int deadCount;
    /** Whether motions were created during the engine's current update. */
    boolean bornInUpdate;
    /** Custom-ease failures of the advance pass: the motions' indices and what they threw. */
    int[] errorIndex = new int[2];
    Throwable[] errors = new Throwable[2];
    int errorCount;
    /**
     * During a fused frame over [0, fusedEnd): the first motion it has not advanced yet; motions
     * from fusedNext on are advanced by the loop, or all at once by {@link #catchUpFrame(int)}.
     * Outside a fused frame fusedEnd is 0, so no index is in it.
     */
    int fusedNext;
    int fusedEnd;
    double fusedDt;
    /** Motions that took the common case in the storage's last serial frame: decides the next one's way. */
    int fastMotions;

    /**
     * Creates the timeline's columns.
     *
     * @param engine the owner
     */
    protected MotionTimeline(MotionEngine engine) {
        super(engine);
    }

    /**
     * Computes the current values of the motions in [from, to) from their progress; a storage may
     * compute every motion in the range (branch-free) or only those whose bind is due.
     *
     * @param from first index
     * @param to   end index, exclusive
     */
    protected abstract void computeValues(int from, int to);

    /**
     * Pass 1 over [from, to): advances time and, on the fast path, the progress.
     *
     * @param parallel true on a worker's range: motions off the fast path are only marked
     *                 DEFERRED, for {@link #finishDeferred(int)} on the scheduler's thread
     * @return how many motions took the fast path
     */
    int advanceRange(double dt, int from, int to, boolean parallel) {
        int fast = 0;
        double[] clock = this.clock;
        double[] progress = this.progress;
        byte[] status = this.status;
        int[] flags = this.flags;
        for (int i = from; i < to; i++) {
            byte s = status[i];
            int c = i * CLOCK;
            if (s == SCHEDULED || s == DELAYED || s == PLAYING || (s == COMPLETED && speed[i] < 0 && clock[c + TIME] > 0)) {
                int f = flags[i];
                if ((f & (OWNED | BORN_IN_UPDATE)) == 0) {
                    double sp = speed[i];
                    double t = clock[c + TIME] + dt * sp;
                    clock[c + TIME] = t;
                    /*
                     * Fast path: a motion that was PLAYING, moves forward (speed >= 0) and is
                     * still inside loop 0's play window [delay, playEnd), exactly where
                     * Timing.locate reports loop 0 playing (playEnd is derived from it). Time only
                     * grew since the last advance or seek, which left it playing, so it was in
                     * loop 0 then too: its loop counters are 0, COMPLETE_FIRED is clear and no
                     * event is due. All advance() would do is write the progress and mark the
                     * bind, and Timing.loopFraction is (t - delay) / duration in loop 0 whatever
                     * the loop and delay types (no floor, no loop-type switch).
                     */
                    double dl = clock[c + DELAY];
                    if (s == PLAYING && sp >= 0 && t >= dl && t < clock[c + PLAY_END]
                            && !(parallel && easeId[i] == EaseMath.CUSTOM)) {
                        progress[i] = ease(i, (t - dl) / clock[c + DURATION]);
                        flags[i] = f | ADVANCED | BIND_DUE;
                        if ((f & ADVANCED) == 0) {
                            refreshLane(i);
                        }
                        fast++;
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
        return fast;
    }

    /**
     * The fused frame's common case for motion {@code i}: if its lane is open (see MotionColumns)
     * and it stays inside loop 0's play window, advances its time, writes its progress and returns
     * true; otherwise changes nothing and returns false. The caller reads the progress back from
     * the column (C2 forwards the value just stored: no load, and no NaN test of a returned
     * double). The same arithmetic as the fast path of {@link #advanceRange}, so both passes
     * write the same bits; the caller computes and binds the value at once (no BIND_DUE round trip
     * through the flags). An open lane stands for the fast path's tests of status, flags, ease and
     * speed, and for t &gt;= delay: time only grew since the lane was opened past the delay.
     *
     * The columns come as arguments: the caller's loop holds them in locals (re-read only when a
     * binder grew them), so the JIT hoists their loads and range checks out of the loop.
     *
     * @param dt       seconds
     * @param i        a dense index in the frame
     * @param lane     {@link #lane}
     * @param clock    {@link #clock}
     * @param speed    {@link #speed}
     * @param progress {@link #progress}
     * @return true when the motion took the common case; false when it needs the general step
     */
    static boolean advanceFast(double dt, int i, byte[] lane, double[] clock, double[] speed, double[] progress) {
        int id = lane[i];
        int c = i * CLOCK;
        double t = clock[c + TIME] + dt * speed[i];
        if (id < 0 || !(t < clock[c + PLAY_END])) {
            return false;
        }
        clock[c + TIME] = t;
        double fraction = (t - clock[c + DELAY]) / clock[c + DURATION];
        progress[i] = EaseMath.ofBuiltIn(id, fraction);
        return true;
    }

    /*
     * The seek's fast path, the counterpart of the frame's: a motion playing in loop 0 (started,
     * no loop finished, so no event pending) sought to another time inside loop 0's play window
     * [delay, playEnd) stays exactly there: Timing.locate would report loop 0 playing, no event
     * is due and the progress is the eased (t - delay) / duration whatever the loop and delay
     * types. What is left is the progress, the value and the binder; the direction of the seek
     * does not matter. A motion with lifetime hooks takes the full path (its started hook runs
     * from the event pass). setTime() on a free motion takes it (HandleOpsBenchmark); a
     * sequence's child takes it too, through its seek lane and seekFast inside the sequence's
     * child run (SequenceBenchmark), or here when its lane is closed.
     */
    final boolean staysPlayingInLoop0(int i, double t) {
        int c = i * CLOCK;
        return status[i] == PLAYING && completedLoops[i] == 0 && (flags[i] & STARTED) != 0
                && t >= clock[c + DELAY] && t < clock[c + PLAY_END] && lifecycle(i) == null;
    }

    /**
     * The seek's fast path for a sequence's child, in a kind's own loop: if the child at
     * {@code i} has a seek lane and {@code t} is inside loop 0's play window, sets its time and
     * progress and returns true; otherwise changes nothing and returns false. The same arithmetic
     * as the seek's fast path (MotionStorage.seekInLoop0), so both write the same bits; the caller
     * reads the progress back, computes the value and binds at once. The columns come as
     * arguments, held in the caller's locals.
     *
     * @param i        its dense index, or -1 once it died
     * @param t        seconds, finite and non-negative
     * @param seekLane {@link #seekLane}
     * @param clock    {@link #clock}
     * @param progress {@link #progress}
     * @return true if the child took the fast path; false when it needs the general seek
     */
    static boolean seekFast(int i, double t, byte[] seekLane, double[] clock, double[] progress) {
        if (i < 0) {
            return false;
        }
        int id = seekLane[i];
        int c = i * CLOCK;
        double dl = clock[c + DELAY];
        if (id < 0 || !(t >= dl && t < clock[c + PLAY_END])) {
            return false;
        }
        clock[c + TIME] = t;
        double fraction = (t - dl) / clock[c + DURATION];
        progress[i] = EaseMath.ofBuiltIn(id, fraction);
        return true;
    }

    /**
     * Recomputes a sequence's child's seek lane: its ease id if it is playing in loop 0 (started,
     * no loop finished), with a built-in ease, no lifetime hooks and no completion or bind
     * pending, so that a seek inside loop 0's play window only writes its time and progress, then
     * binds (seekFast); NO_LANE otherwise. A cache of those fields, so its rule is strict: every
     * write to them on an owned motion ends with this call or clears the lane (a seek, rewind,
     * the sequence's completion, new lifetime hooks, a cancel).
     *
     * @param i a live dense index, owned by a sequence
     */
    final void refreshSeekLane(int i) {
        int id = easeId[i];
        MotionExtras x = extras[i];
        boolean fast = status[i] == PLAYING && completedLoops[i] == 0
                && (flags[i] & (STARTED | COMPLETE_FIRED | BIND_DUE)) == STARTED
                && id != EaseMath.CUSTOM && (x == null || x.lifecycle == null);
        seekLane[i] = fast ? (byte) id : NO_LANE;
    }

    /**
     * Rows removed or reused in this storage so far: a dense index kept outside it (a sequence's
     * child's) stays valid while this is unchanged, since only a removal moves a motion and only
     * a reused row (a creation taking a dead motion's row) puts another motion at an index.
     *
     * @return the removal count
     */
    final long removals() {
        return removals;
    }

    /**
     * Called when user code looks up motion {@code i} (or the storage's count) during a fused frame:
     * if the frame has not advanced that motion yet, advances every motion it has not reached (the
     * general pass's advance and values, binding nothing), so user code sees the frame's motions as
     * the general passes show them, all advanced before any binder runs. The fused loop then only
     * binds the rest, in index order.
     *
     * @param i a dense index, or -1 for a question about every motion
     */
    final void catchUpFrame(int i) {
        int from = fusedNext;
        int to = fusedEnd;
        // Owned motions are not the frame's to advance: a sequence writing its children needs no catch-up.
        if (from < to && (i < 0 || i >= from && i < to && (flags[i] & OWNED) == 0)) {
            fusedNext = to;
            advanceRange(fusedDt, from, to, false);
            computeValues(from, to);
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
    void finishDeferred(int n) {
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
     * The fewest motions of this kind for which a parallel frame beats the serial one: a kind's
     * per-motion cost sets where the hand-off pays (see {@link ParallelUpdate}'s measurements).
     *
     * @return a motion count; {@link ParallelUpdate#LIGHT_THRESHOLD} unless the kind overrides it
     */
    protected int parallelThreshold() {
        return ParallelUpdate.LIGHT_THRESHOLD;
    }

    /**
     * Whether a frame of {@code n} motions of this kind runs in parallel once the engine has
     * workers: the kind computes in parallel and {@code n} reaches its threshold (or the engine's
     * override of it).
     *
     * @param n the frame's motion count
     * @return true for the parallel frame
     */
    final boolean runsInParallel(int n) {
        return computesInParallel() && n >= engine.parallelThreshold(parallelThreshold());
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
     * Turns the motion's time into state: progress, loops, status; marks the bind and queues callbacks.
     * {@code seek} makes a skipped delay write its value anyway (a seek always binds).
     */
    void advance(int i, boolean seek) {
        double t = clock[i * CLOCK + TIME];
        boolean backwardsDone = !seek && t <= 0 && speed[i] < 0;
        if (backwardsDone) {
            clock[i * CLOCK + TIME] = 0;
            t = 0;
        }
        boolean wasPlaying = status[i] == PLAYING;
        long wasLoops = completedLoops[i];
        long at = locate(i, t);
        long k = Timing.loop(at);
        boolean inDelay = Timing.inDelay(at);
        if ((flags[i] & STARTED) == 0 && hasStarted(i, at, t)) {
            started(i);
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
            clock[i * CLOCK + TIME] = totalDuration[i];
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
        refreshLane(i);
    }

    /**
     * The one rule for "started": at time {@code t} (located at {@code at}) the motion is past its
     * first delay (playing, in a later loop or its pause, or done); a sequence's child, which its
     * sequence holds at time 0 until the clock reaches it, only once its time has moved past its
     * delay (or it is done: a zero-length child the clock reached).
     */
    private boolean hasStarted(int i, long at, double t) {
        if (Timing.done(at)) {
            return true;
        }
        return !(Timing.inDelay(at) && Timing.loop(at) == 0) && ((flags[i] & OWNED) == 0 || t > clock[i * CLOCK + DELAY]);
    }

    /**
     * The one point where a motion starts: the first time a frame or seek finds it started
     * ({@link #hasStarted}). Runs in the advance pass, where no user code may run: a motion with
     * lifetime hooks is marked START_DUE and queued, and the event pass calls its started hook,
     * once, before its loop and completion callbacks. The fast path never needs it: it only sees
     * motions already PLAYING, which have started.
     *
     * @param i a dense index
     */
    private void started(int i) {
        flags[i] |= STARTED;
        if (lifecycle(i) != null) {
            flags[i] |= START_DUE;
            queueEvent(i);
        }
    }

    void finish(int i) {
        if (status[i] != COMPLETED) {
            status[i] = COMPLETED;
            flags[i] &= ~COMPLETE_FIRED;
            if ((flags[i] & PRESERVE) == 0) {
                died(i);
            }
        }
        queueEvent(i);
    }

    void queueEvent(int i) {
        if ((flags[i] & EVENT_QUEUED) == 0) {
            flags[i] |= EVENT_QUEUED;
            // events is sized with the columns, so a frame's own queue never grows it; only a
            // callback that seeks a motion whose event already ran this frame queues it again.
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
    long locate(int i, double t) {
        double d = clock[i * CLOCK + DURATION];
        double dl = clock[i * CLOCK + DELAY];
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
    double easedProgress(int i, double f, long k) {
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

    double ease(int i, double f) {
        int id = easeId[i];
        return id == EaseMath.CUSTOM ? customEase(i, f) : EaseMath.ofBuiltIn(id, f);
    }

    /**
     * A user's EaseFunction runs in the advance pass, where no other user code may run (the arrays
     * are cached in locals there): a failure falls back to linear progress and is reported after
     * the bind pass, like a binder's.
     */
    double customEase(int i, double f) {
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

    /**
     * Restarts a live motion's timing as one loop of {@code newDuration} seconds from time 0, with
     * no delay, playing; callbacks already fired stay fired and onComplete may fire again. For kinds
     * that recompute a motion mid-flight (a spring's retarget); the subclass updates its values first.
     *
     * @param i           a live dense index, not owned by a sequence
     * @param newDuration seconds, &gt; 0 and finite
     */
    protected final void restart(int i, double newDuration) {
        clock[i * CLOCK + TIME] = 0;
        clock[i * CLOCK + DURATION] = newDuration;
        clock[i * CLOCK + DELAY] = 0;
        flags[i] &= ~EVERY_LOOP_DELAY;
        loops[i] = 1;
        totalDuration[i] = newDuration;
        clock[i * CLOCK + PLAY_END] = Timing.loop0End(newDuration, 0, false, 1, newDuration);
        completedLoops[i] = 0;
        firedLoops[i] = 0;
        progress[i] = 0;
        status[i] = PLAYING;
        flags[i] &= ~COMPLETE_FIRED;
        refreshLane(i);
    }

    /** Marks motion i dead: it is removed by the next sweep. */
    void died(int i) {
        if (deadCount == deadSlots.length) {
            // Only while a sweep runs: motions created and killed by its release hooks.
            deadSlots = Arrays.copyOf(deadSlots, deadCount + (deadCount >> 1) + 16);
        }
        deadSlots[deadCount++] = slotOf[i];
    }

    boolean isDead(int i) {
        byte s = status[i];
        return s == CANCELED || (s == COMPLETED && (flags[i] & PRESERVE) == 0);
    }
}
