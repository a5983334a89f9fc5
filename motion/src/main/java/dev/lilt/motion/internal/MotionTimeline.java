package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.ADVANCED;
import static dev.lilt.motion.internal.MotionColumns.BIND_DUE;
import static dev.lilt.motion.internal.MotionColumns.BORN_IN_UPDATE;
import static dev.lilt.motion.internal.MotionColumns.CLOCK;
import static dev.lilt.motion.internal.MotionColumns.COMPLETED;
import static dev.lilt.motion.internal.MotionColumns.COMPLETE_FIRED;
import static dev.lilt.motion.internal.MotionColumns.DEFERRED;
import static dev.lilt.motion.internal.MotionColumns.DELAY;
import static dev.lilt.motion.internal.MotionColumns.DELAYED;
import static dev.lilt.motion.internal.MotionColumns.DURATION;
import static dev.lilt.motion.internal.MotionColumns.EVERY_LOOP_DELAY;
import static dev.lilt.motion.internal.MotionColumns.FLIP;
import static dev.lilt.motion.internal.MotionColumns.IGNORE_TIME_SCALE;
import static dev.lilt.motion.internal.MotionColumns.INCREMENTAL;
import static dev.lilt.motion.internal.MotionColumns.NO_LANE;
import static dev.lilt.motion.internal.MotionColumns.OWNED;
import static dev.lilt.motion.internal.MotionColumns.PLAYING;
import static dev.lilt.motion.internal.MotionColumns.PLAY_END;
import static dev.lilt.motion.internal.MotionColumns.PRESERVE;
import static dev.lilt.motion.internal.MotionColumns.SCHEDULED;
import static dev.lilt.motion.internal.MotionColumns.SKIP_DELAY_VALUES;
import static dev.lilt.motion.internal.MotionColumns.STARTED;
import static dev.lilt.motion.internal.MotionColumns.START_DUE;
import static dev.lilt.motion.internal.MotionColumns.TIME;
import static dev.lilt.motion.internal.MotionColumns.YOYO;

import dev.lilt.motion.internal.math.EaseMath;
import dev.lilt.motion.internal.math.Timing;
import java.util.Arrays;

/**
 * Time for the motions of one table: the frame's advance pass (fast and slow paths, serial or
 * parallel), where each motion is located in time, its progress eased, its bind marked and its
 * events queued. It writes the table's columns and nothing else, and runs no user code but a
 * custom ease, whose failures it collects for the storage to report.
 */
final class MotionTimeline {
    /*
     * Design note.
     *
     * Pass 1 of a frame (advanceRange): for each playing motion not owned by a sequence,
     * time += dt * speed, dt being the update's unscaled delta for a motion that ignores the time
     * scale (it has no lane, so the fused loop, whose delta is the scaled one, never takes it).
     * The fast path (playing, forward, inside loop 0's play window) writes the progress and marks
     * the bind; every other motion goes through advance(), which asks
     * Timing.locate where the motion is (loop index, in-delay, done: one pure function shared with
     * seeks, complete() and sequences), eases the progress for the loop type, updates status and
     * loop counters and queues the motion's events. Only primitive columns are touched, so a
     * worker thread may run the fast path over a range; what the slow path would do there is
     * marked DEFERRED and done on the scheduler's thread (the storage's finishDeferred).
     *
     * Loop counts come from the closed form: a frame over n loops costs O(1), and the event pass
     * reports at most MAX_LOOP_CALLS of them (MotionCallbacks.fireEvents).
     *
     * The fused frame's common case (Lane.advance) and the sequence's (seekFast) are
     * static: the kind's own loop calls them with the columns in its locals, so the JIT hoists
     * their loads.
     *
     * Named points of a motion's life: started() (the one hasStarted rule, decided here) and
     * MotionCallbacks.ended() (completed or cancelled), where the callbacks run.
     *
     * Threading: the scheduler's thread, except advanceRange(parallel) on a worker (no shared
     * writes outside the range, no user code).
     */

    private final MotionTable table;
    /** Custom-ease failures of the advance pass: the motions' indices and what they threw. */
    private int[] errorIndex = new int[2];
    private Throwable[] errors = new Throwable[2];
    private int errorCount;
    /**
     * The current update's delta before the scheduler's time scale, for the motions that ignore
     * it; set by the storage before each frame's advance.
     */
    double unscaledDt;

    MotionTimeline(MotionTable table) {
        this.table = table;
    }

    /**
     * Pass 1 over [from, to): advances time and, on the fast path, the progress.
     *
     * @param parallel true on a worker's range: motions off the fast path are only marked
     *                 DEFERRED, for the scheduler's thread
     * @return how many motions took the fast path
     */
    int advanceRange(double dt, int from, int to, boolean parallel) {
        MotionTable tb = table;
        int fast = 0;
        double[] clock = tb.clock;
        double[] progress = tb.progress;
        double[] speed = tb.speed;
        byte[] status = tb.status;
        byte[] lane = tb.lane;
        int[] flags = tb.flags;
        for (int i = from; i < to; i++) {
            int id = lane[i];
            if (id >= 0) {
                // An open lane: playing in loop 0 (see MotionTable). The fused loop's arithmetic,
                // so that both frames leave the same bits; this pass also writes the progress, for
                // the values pass.
                double p = Lane.advance(dt, i, lane, clock, speed);
                if (p == p) {
                    progress[i] = p;
                    flags[i] |= BIND_DUE;
                    fast++;
                    continue;
                }
                clock[i * CLOCK + TIME] = Lane.next(dt, i, id, clock, speed);
                lane[i] = NO_LANE; // out of loop 0's play window: the slow path, which reopens it if it can
                if (parallel) {
                    flags[i] |= DEFERRED;
                } else {
                    advance(i, false);
                }
                continue;
            }
            byte s = status[i];
            int c = i * CLOCK;
            if (s == SCHEDULED || s == DELAYED || s == PLAYING
                    || (s == COMPLETED && speed[i] < 0 && clock[c + TIME] > 0)) {
                int f = flags[i];
                if ((f & (OWNED | BORN_IN_UPDATE)) == 0) {
                    double sp = speed[i];
                    double t = clock[c + TIME] + ((f & IGNORE_TIME_SCALE) == 0 ? dt : unscaledDt) * sp;
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
                            && !(parallel && tb.easeId[i] == EaseMath.CUSTOM)) {
                        progress[i] = ease(i, (t - dl) / clock[c + DURATION]);
                        flags[i] = f | ADVANCED | BIND_DUE;
                        if ((f & ADVANCED) == 0) {
                            tb.refreshLane(i);
                        }
                        fast++;
                    } else if (parallel) {
                        // The slow path writes shared state and a custom ease is user code:
                        // both run on the scheduler's thread.
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
     * The seek's fast path for a sequence's child, in a kind's own loop: if the child at
     * {@code i} has a seek lane and {@code t} is inside loop 0's play window, sets its time and
     * progress and returns true; otherwise changes nothing and returns false. The same arithmetic
     * as {@link #seekInLoop0}, so both write the same bits; the caller reads the progress back,
     * computes the value and binds at once. The columns come as arguments, held in the caller's
     * locals.
     *
     * @param i its dense index, or -1 once it died
     * @param t seconds, finite and non-negative
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
     * The seek's fast path (see {@link MotionTable#staysPlayingInLoop0}): the progress at time t
     * (already written) inside loop 0's play window; clears the completion and bind marks. Status,
     * flags and speed stay; the lane opens again at the new time.
     */
    void seekInLoop0(int i, double t) {
        MotionTable tb = table;
        int c = i * CLOCK;
        tb.progress[i] = ease(i, (t - tb.clock[c + DELAY]) / tb.clock[c + DURATION]);
        tb.flags[i] &= ~(COMPLETE_FIRED | BIND_DUE);
        tb.refreshLane(i);
    }

    /**
     * Turns the motion's time into state: progress, loops, status; marks the bind and queues callbacks.
     * {@code seek} makes a skipped delay write its value anyway (a seek always binds).
     */
    void advance(int i, boolean seek) {
        MotionTable tb = table;
        int[] flags = tb.flags;
        double t = tb.time(i);
        boolean backwardsDone = !seek && t <= 0 && tb.speed[i] < 0;
        if (backwardsDone) {
            tb.setTime(i, 0);
            t = 0;
        }
        boolean wasPlaying = tb.status[i] == PLAYING;
        long wasLoops = tb.completedLoops[i];
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
            tb.progress[i] = easedProgress(i, 0, 0);
            tb.completedLoops[i] = 0;
            tb.firedLoops[i] = 0;
            flags[i] = f & ~COMPLETE_FIRED;
            finish(i);
        } else if (Timing.done(at)) {
            tb.setTime(i, tb.totalDuration[i]);
            tb.completedLoops[i] = k;
            finish(i);
        } else {
            tb.completedLoops[i] = k;
            if (tb.firedLoops[i] > k) {
                tb.firedLoops[i] = k;
            }
            tb.status[i] = inDelay ? DELAYED : PLAYING;
            flags[i] = f & ~COMPLETE_FIRED;
            if (k > tb.firedLoops[i]) {
                tb.queueEvent(i);
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
        tb.refreshLane(i);
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
        return !(Timing.inDelay(at) && Timing.loop(at) == 0)
                && ((table.flags[i] & OWNED) == 0 || t > table.clock[i * CLOCK + DELAY]);
    }

    /**
     * The one point where a motion starts: the first time a frame or seek finds it started
     * ({@link #hasStarted}). Runs in the advance pass, where no user code may run: a motion with
     * lifetime hooks is marked START_DUE and queued, and the event pass calls its started hook,
     * once, before its loop and completion callbacks. The fast path never needs it: it only sees
     * motions already PLAYING, which have started.
     */
    private void started(int i) {
        table.flags[i] |= STARTED;
        if (table.lifecycle(i) != null) {
            table.flags[i] |= START_DUE;
            table.queueEvent(i);
        }
    }

    private void finish(int i) {
        MotionTable tb = table;
        if (tb.status[i] != COMPLETED) {
            tb.status[i] = COMPLETED;
            tb.flags[i] &= ~COMPLETE_FIRED;
            if ((tb.flags[i] & PRESERVE) == 0) {
                tb.died(i);
            }
        }
        tb.queueEvent(i);
    }

    /**
     * Locates time t of motion i with {@link Timing#locate}, writes progress[i] and returns the
     * packed position.
     */
    long locate(int i, double t) {
        MotionTable tb = table;
        double d = tb.clock[i * CLOCK + DURATION];
        double dl = tb.clock[i * CLOCK + DELAY];
        boolean every = (tb.flags[i] & EVERY_LOOP_DELAY) != 0;
        long at = Timing.locate(t, d, dl, every, tb.loops[i], tb.totalDuration[i]);
        long k = Timing.loop(at);
        if (Timing.done(at)) {
            tb.progress[i] = easedProgress(i, 1, k - 1);
        } else if (Timing.inDelay(at)) {
            // A pause between loops that skips values holds the last loop's end value; one that
            // writes values shows the next loop's start.
            boolean holdEnd = k > 0 && (tb.flags[i] & SKIP_DELAY_VALUES) != 0;
            tb.progress[i] = holdEnd ? easedProgress(i, 1, k - 1) : easedProgress(i, 0, k);
        } else {
            tb.progress[i] = easedProgress(i, Timing.loopFraction(t, at, d, dl, every), k);
        }
        return at;
    }

    /**
     * The eased, loop-adjusted progress at fraction {@code f} of loop {@code k}.
     */
    double easedProgress(int i, double f, long k) {
        boolean odd = (k & 1) == 1;
        switch (table.loopType[i]) {
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
        int id = table.easeId[i];
        return id == EaseMath.CUSTOM ? customEase(i, f) : EaseMath.ofBuiltIn(id, f);
    }

    /**
     * A user's EaseFunction runs in the advance pass, where no other user code may run (the arrays
     * are cached in locals there): a failure falls back to linear progress and is reported after
     * the bind pass, like a binder's (see {@link #errorCount()}).
     */
    private double customEase(int i, double f) {
        try {
            return table.extras[i].easeFunction.evaluate((float) f);
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

    /** Custom-ease failures collected since the last {@link #clearErrors()}. */
    int errorCount() {
        return errorCount;
    }

    /** The motion of failure q. */
    int errorIndex(int q) {
        return errorIndex[q];
    }

    /** What failure q threw, dropped from the list. */
    Throwable takeError(int q) {
        Throwable e = errors[q];
        errors[q] = null;
        return e;
    }

    /** Forgets the failures taken. */
    void clearErrors() {
        errorCount = 0;
    }

    /**
     * Gives a live motion, not owned by a sequence, the one-loop duration its kind learned as it
     * started (a speed-based motion from a property's current value): the clock's columns follow,
     * and the motion is located again at its time, as if it had had that duration all along. For
     * the kind's bind, which is running: the bind mark the new location sets is cleared.
     *
     * @param i           a live dense index
     * @param newDuration seconds, &gt;= 0; with the delay and loops, a finite total (or endless loops)
     */
    void retime(int i, double newDuration) {
        MotionTable tb = table;
        double[] clock = tb.clock;
        int c = i * CLOCK;
        boolean every = (tb.flags[i] & EVERY_LOOP_DELAY) != 0;
        double dl = clock[c + DELAY];
        int loops = tb.loops[i];
        double total = totalOf(newDuration, dl, every, loops);
        clock[c + DURATION] = newDuration;
        tb.totalDuration[i] = total;
        clock[c + PLAY_END] = Timing.loop0End(newDuration, dl, every, loops, total);
        double t = clock[c + TIME];
        if (tb.status[i] == SCHEDULED) {
            // The immediate bind of a creation: as MotionStorage.start writes it.
            locate(i, t);
            if (newDuration == 0 && t == 0) {
                tb.progress[i] = easedProgress(i, 0, 0);
            }
        } else {
            advance(i, true);
            tb.flags[i] &= ~BIND_DUE;
        }
    }

    /**
     * delay × (every loop ? loops : 1) + duration × loops, infinite for endless loops.
     *
     * @return seconds
     */
    static double totalOf(double duration, double delay, boolean everyLoopDelay, int loops) {
        return loops < 0 ? Double.POSITIVE_INFINITY : delay * (everyLoopDelay ? loops : 1) + duration * loops;
    }

    /**
     * Restarts a live motion's timing as one loop of {@code newDuration} seconds from time 0, with
     * no delay, playing; callbacks already fired stay fired and onComplete may fire again. For kinds
     * that recompute a motion mid-flight (a spring's retarget); the kind updates its values first.
     *
     * @param i           a live dense index, not owned by a sequence
     * @param newDuration seconds, &gt; 0 and finite
     */
    void restart(int i, double newDuration) {
        MotionTable tb = table;
        double[] clock = tb.clock;
        clock[i * CLOCK + TIME] = 0;
        clock[i * CLOCK + DURATION] = newDuration;
        clock[i * CLOCK + DELAY] = 0;
        tb.flags[i] &= ~EVERY_LOOP_DELAY;
        tb.loops[i] = 1;
        tb.totalDuration[i] = newDuration;
        clock[i * CLOCK + PLAY_END] = Timing.loop0End(newDuration, 0, false, 1, newDuration);
        tb.completedLoops[i] = 0;
        tb.firedLoops[i] = 0;
        tb.progress[i] = 0;
        tb.status[i] = PLAYING;
        tb.flags[i] &= ~COMPLETE_FIRED;
        tb.refreshLane(i);
    }
}
