package dev.lilt.motion.internal.diagnostics;

import dev.lilt.motion.internal.MotionStorage;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The figures a scheduler's MXBean reports: frames, frame times, errors and live motions per kind.
 * Exists only for a scheduler registered with JMX.
 */
public final class FrameStats {
    /*
     * Design note. One writer, many readers: the scheduler's thread writes at the end of each
     * update (and on each error), any JMX thread reads. Every figure is a volatile field with a
     * single writer, so a plain read-modify-write by the owner is safe and a reader sees a recent,
     * untorn value (longs included). The per-kind counts are an int array written in place each
     * frame: a reader sees each count untorn, from this frame or an earlier one (a display need not
     * be exact to the frame); the array and the kind names are replaced together, rarely, when a
     * kind is first used, and a reader pairs them by the shorter length. A reset asked for by a JMX
     * thread is carried out by the owner at its next frame, so the owner stays the only writer.
     */

    private volatile long frames;
    private volatile long lastNanos;
    private volatile long totalNanos;
    private volatile long maxNanos;
    private volatile long errors;
    private volatile boolean resetRequested;
    private volatile String[] kinds = new String[0];
    private volatile int[] activeByKind = new int[0];

    /**
     * Records one update (scheduler thread).
     *
     * @param nanos    its duration
     * @param storages the engine's storages, for the live counts
     */
    public void frameEnded(long nanos, MotionStorage[] storages) {
        if (resetRequested) {
            resetRequested = false;
            frames = 0;
            totalNanos = 0;
            maxNanos = 0;
        }
        int[] active = activeByKind;
        if (active.length != storages.length) {
            String[] names = new String[storages.length];
            for (int k = 0; k < names.length; k++) {
                names[k] = storages[k].kindName();
            }
            active = new int[storages.length];
            kinds = names;
            activeByKind = active;
        }
        for (int k = 0; k < active.length; k++) {
            active[k] = storages[k].activeCount();
        }
        lastNanos = nanos;
        totalNanos += nanos;
        if (nanos > maxNanos) {
            maxNanos = nanos;
        }
        frames++;
    }

    /** Counts one user-code error (scheduler thread). */
    public void errorReported() {
        errors++;
    }

    /** Asks the owner to start the frame figures afresh at its next frame (any thread). */
    void requestReset() {
        resetRequested = true;
    }

    long frames() {
        return frames;
    }

    long lastNanos() {
        return lastNanos;
    }

    long meanNanos() {
        long n = frames;
        return n == 0 ? 0 : totalNanos / n;
    }

    long maxNanos() {
        return maxNanos;
    }

    long errors() {
        return errors;
    }

    /** Live motions per kind at the end of the last frame, in the order kinds were first used. */
    Map<String, Integer> activeByKind() {
        String[] names = kinds;
        int[] active = activeByKind;
        Map<String, Integer> out = new LinkedHashMap<>();
        for (int k = 0; k < Math.min(names.length, active.length); k++) {
            out.put(names[k], active[k]);
        }
        return out;
    }
}
