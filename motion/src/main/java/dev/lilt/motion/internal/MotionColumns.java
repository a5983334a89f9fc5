package dev.lilt.motion.internal;

/**
 * What the bytes of a {@link MotionTable}'s columns mean: the status codes, the flag bits, the
 * loop type codes and the layout of the clock column. Constants only, shared by the table, the
 * timeline and the storages, so that none of them has to inherit from another to name a flag.
 */
public final class MotionColumns {
    /** The lane of a motion that the fused frame must hand to the general step. */
    static final byte NO_LANE = -1;

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
    /** Flag: the motion has started playing (its first delay is over); see MotionTimeline.started. */
    static final int STARTED = 1 << 13;
    /** Flag: the motion started in this step; its started hook runs in the event pass. */
    static final int START_DUE = 1 << 14;
    /**
     * Flag: the motion advances by the update's unscaled delta (it ignores the scheduler's time
     * scale); it never takes the fused frame's lane, whose delta is the scaled one.
     */
    public static final int IGNORE_TIME_SCALE = 1 << 15;

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

    /**
     * Doubles per motion in {@link MotionTable#clock}, and the offset of each field. A power of
     * two: C2 removes the range checks of {@code clock[i * CLOCK + k]} from a loop over i only
     * when the index is a shift of i (a multiply by 5 becomes {@code (i << 2) + i}, which it does
     * not recognise), so the speed has a column of its own.
     */
    static final int CLOCK = 4;
    /**
     * Elapsed time, seconds, delay and loops included: the last seek (or 0 at the start) plus
     * each later update's delta times the speed, summed in order. Every pass writes it the same
     * way, so it depends on the motion's own seek and deltas and on nothing else.
     */
    static final int TIME = 0;
    static final int DELAY = 1;
    static final int PLAY_END = 2;
    static final int DURATION = 3;

    /**
     * The lane flag of a motion whose speed is not 1: its time advances by the delta times its
     * speed. Below it a lane holds the ease id alone (speed 1: no speed read).
     */
    static final byte SCALED = 32;

    private MotionColumns() {
    }
}
