package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.CLOCK;
import static dev.lilt.motion.internal.MotionColumns.DELAY;
import static dev.lilt.motion.internal.MotionColumns.DURATION;
import static dev.lilt.motion.internal.MotionColumns.PLAY_END;
import static dev.lilt.motion.internal.MotionColumns.SCALED;
import static dev.lilt.motion.internal.MotionColumns.TIME;

import dev.lilt.motion.internal.math.EaseMath;

/**
 * The arithmetic of an open lane (see MotionTable's lanes): its next time and its eased
 * progress. The fused frame, the advance pass and {@link MotionTable#settleLane} all compute
 * through these few static steps, and the next time is the general step's own sum, so every pass
 * gives the same bits.
 */
final class Lane {
    private Lane() {
    }

    /**
     * The fused frame's common case for motion {@code i}: if its lane is open and its time
     * advanced by {@code dt} is still inside loop 0's play window, writes that time and returns its
     * eased progress; otherwise returns NaN and writes nothing, so the general step advances it
     * from the same time. The progress column is left to the readers, which settle it from the
     * time through {@link #eased}. An open lane stands for the fast path's tests of status,
     * flags, ease and speed, and for t &gt;= delay: time only grew since it opened.
     *
     * The columns come as arguments: the caller's loop holds them in locals (re-read only when a
     * binder grew them), so the JIT hoists their loads and range checks out of the loop.
     *
     * @param dt the update's scaled delta, seconds
     * @return the eased progress when the motion took the common case; NaN when it needs the general step
     */
    static double advance(double dt, int i, byte[] lane, double[] clock, double[] speed) {
        int id = lane[i];
        if (id < 0) {
            return Double.NaN;
        }
        double t = next(dt, i, id, clock, speed);
        if (!(t < clock[i * CLOCK + PLAY_END])) {
            return Double.NaN;
        }
        clock[i * CLOCK + TIME] = t;
        return eased(i, id, t, clock);
    }

    /**
     * Open lane {@code id}'s time after a scaled delta {@code dt}: time + dt * speed, the general
     * step's sum (a speed of 1 multiplies exactly, so an unscaled lane skips the speed read).
     */
    static double next(double dt, int i, int id, double[] clock, double[] speed) {
        double t = clock[i * CLOCK + TIME];
        return id < SCALED ? t + dt : t + dt * speed[i];
    }

    /** Open lane {@code id}'s eased progress at time {@code t}: (t - delay) / duration, as a seek computes it. */
    static double eased(int i, int id, double t, double[] clock) {
        int c = i * CLOCK;
        return EaseMath.ofBuiltIn(ease(id), (t - clock[c + DELAY]) / clock[c + DURATION]);
    }

    /** The ease id of an open lane. */
    static int ease(int lane) {
        return lane & ~SCALED;
    }
}
