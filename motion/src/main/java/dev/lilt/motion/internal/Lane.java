package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.CLOCK;
import static dev.lilt.motion.internal.MotionColumns.DELAY;
import static dev.lilt.motion.internal.MotionColumns.DURATION;
import static dev.lilt.motion.internal.MotionColumns.PLAY_END;
import static dev.lilt.motion.internal.MotionColumns.SCALED;
import static dev.lilt.motion.internal.MotionColumns.START;

import dev.lilt.motion.internal.math.EaseMath;

/**
 * The arithmetic of an open lane (see MotionTable's lanes): its time on the table's clock and its
 * eased progress. The fused frame, the advance pass and {@link MotionTable#settleLane} all compute
 * through these few static steps, so every pass gives the same bits.
 */
final class Lane {
    private Lane() {
    }

    /**
     * The fused frame's common case for motion {@code i}: if its lane is open and its time on
     * clock reading {@code now} is still inside loop 0's play window, returns its eased progress;
     * otherwise NaN. It writes nothing: an open lane's time and progress are functions of the
     * clock, which the readers settle through the same two steps ({@link #time}, {@link #eased}).
     * An open lane stands for the fast path's tests of status, flags, ease and speed, and for
     * t &gt;= delay: time only grew since it opened.
     *
     * The columns come as arguments: the caller's loop holds them in locals (re-read only when a
     * binder grew them), so the JIT hoists their loads and range checks out of the loop.
     *
     * @return the eased progress when the motion took the common case; NaN when it needs the general step
     */
    static double progress(double now, int i, byte[] lane, double[] clock, double[] speed) {
        int id = lane[i];
        if (id < 0) {
            return Double.NaN;
        }
        double t = time(now, i, id, clock, speed);
        if (!(t < clock[i * CLOCK + PLAY_END])) {
            return Double.NaN;
        }
        return eased(i, id, t, clock);
    }

    /** Open lane {@code id}'s time on clock reading {@code now}; the speed is read only for a SCALED lane. */
    static double time(double now, int i, int id, double[] clock, double[] speed) {
        double t = now - clock[i * CLOCK + START];
        return id < SCALED ? t : t * speed[i];
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
