package dev.lilt.motion.diagnostics;

import java.util.List;
import java.util.Objects;

/**
 * One live motion as it was when its scheduler's {@link LiveMotions snapshot} was taken: an
 * immutable value that holds no reference to the motion, its binder, its state or its target.
 *
 * @param debugName       the name given by {@code withDebugName}, or the kind and slot
 *                        (e.g. {@code "float motion #3"})
 * @param kind            the value kind, e.g. {@code "float"}, {@code "Float3"}, {@code "text"}
 * @param state           where the motion is in its life
 * @param timeSeconds     elapsed time, delay and loops included, seconds
 * @param durationSeconds one loop's duration, seconds
 * @param delaySeconds    the delay before the first loop (or before every loop, if so created), seconds
 * @param completedLoops  loops completed so far
 * @param loops           the loop count, -1 for endless
 * @param playbackSpeed   the speed the motion advances at now: its own speed factor, 0 while
 *                        paused, negative when it plays backwards
 * @param sequence        the debug name of the sequence that owns the motion, or null for a free
 *                        motion
 * @param creationSite    where the motion was created, innermost frame first, starting at the code
 *                        that called into Lilt; empty unless the scheduler tracks creation sites
 * @param loopTimeSeconds the time into the current loop, seconds, in [0, {@code durationSeconds}]:
 *                        0 in a delay, {@code durationSeconds} once completed
 * @param delayLeftSeconds the delay still to wait before the current loop plays, seconds; 0 when
 *                        the motion is not in a delay
 * @param totalDurationSeconds the motion's whole length, delay and every loop included, seconds;
 *                        infinite for endless loops
 * @param sequenceStartSeconds where a sequence's child starts on its sequence's clock, seconds;
 *                        NaN for a free motion
 */
public record LiveMotion(String debugName, String kind, State state, double timeSeconds, double durationSeconds,
        double delaySeconds, int completedLoops, int loops, double playbackSpeed, String sequence,
        List<StackTraceElement> creationSite,
        double loopTimeSeconds, double delayLeftSeconds, double totalDurationSeconds, double sequenceStartSeconds) {

    /** Where a live motion is in its life. */
    public enum State {
        /** Created, not yet advanced by an update. */
        SCHEDULED,
        /** In its delay. */
        DELAYED,
        /** Running. */
        PLAYING,
        /** Finished and kept ({@code preserve}, or a sequence's child), its end value bound. */
        COMPLETED
    }

    /**
     * Checks the references and copies the creation site.
     *
     * @param debugName       the motion's debug name
     * @param kind            the value kind
     * @param state           where the motion is in its life
     * @param timeSeconds     elapsed time, seconds
     * @param durationSeconds one loop's duration, seconds
     * @param delaySeconds    the delay, seconds
     * @param completedLoops  loops completed so far
     * @param loops           the loop count, -1 for endless
     * @param playbackSpeed   the motion's own speed factor
     * @param sequence        the owning sequence's debug name, or null
     * @param creationSite    where the motion was created, innermost frame first; empty if untracked
     * @param loopTimeSeconds the time into the current loop, seconds
     * @param delayLeftSeconds the delay still to wait, seconds
     * @param totalDurationSeconds the whole length, seconds (infinite for endless loops)
     * @param sequenceStartSeconds the child's start on its sequence's clock, seconds; NaN for a free motion
     *
     * @throws NullPointerException if {@code debugName}, {@code kind}, {@code state} or
     *                              {@code creationSite} is null
     */
    public LiveMotion {
        Objects.requireNonNull(debugName, "debugName == null");
        Objects.requireNonNull(kind, "kind == null");
        Objects.requireNonNull(state, "state == null");
        creationSite = List.copyOf(creationSite);
    }

    /**
     * A snapshot value without the loop figures, for a motion whose delay opens only its first
     * loop: the time in the loop, the delay left and the whole length are worked out from the
     * other figures, and {@link #sequenceStartSeconds()} is NaN.
     *
     * @param debugName       the motion's debug name
     * @param kind            the value kind
     * @param state           where the motion is in its life
     * @param timeSeconds     elapsed time, seconds
     * @param durationSeconds one loop's duration, seconds
     * @param delaySeconds    the delay, seconds
     * @param completedLoops  loops completed so far
     * @param loops           the loop count, -1 for endless
     * @param playbackSpeed   the motion's own speed factor
     * @param sequence        the owning sequence's debug name, or null
     * @param creationSite    where the motion was created, innermost frame first; empty if untracked
     *
     * @throws NullPointerException if {@code debugName}, {@code kind}, {@code state} or
     *                              {@code creationSite} is null
     */
    public LiveMotion(String debugName, String kind, State state, double timeSeconds, double durationSeconds,
            double delaySeconds, int completedLoops, int loops, double playbackSpeed, String sequence,
            List<StackTraceElement> creationSite) {
        this(debugName, kind, state, timeSeconds, durationSeconds, delaySeconds, completedLoops, loops, playbackSpeed,
                sequence, creationSite,
                state == State.COMPLETED ? durationSeconds
                        : Math.max(0, Math.min(durationSeconds,
                                timeSeconds - delaySeconds - completedLoops * durationSeconds)),
                state == State.COMPLETED ? 0 : Math.max(0, delaySeconds - timeSeconds),
                loops < 0 ? Double.POSITIVE_INFINITY : delaySeconds + loops * durationSeconds, Double.NaN);
    }

    /**
     * The loop being played, counted from 1: {@code completedLoops + 1}, or {@code loops} once
     * the motion has completed.
     *
     * @return the loop number, at least 1
     */
    public int currentLoop() {
        if (state == State.COMPLETED && loops > 0) {
            return loops;
        }
        return completedLoops == Integer.MAX_VALUE ? completedLoops : completedLoops + 1;
    }

    /**
     * The innermost frame of the creation site, e.g. {@code "Hud.show(Hud.java:42)"}.
     *
     * @return the frame, or {@code "-"} when the creation site was not tracked
     */
    public String createdAt() {
        if (creationSite.isEmpty()) {
            return "-";
        }
        StackTraceElement e = creationSite.get(0);
        String cls = e.getClassName();
        return cls.substring(cls.lastIndexOf('.') + 1) + "." + e.getMethodName()
                + "(" + e.getFileName() + ":" + e.getLineNumber() + ")";
    }
}
