package dev.lilt.motion;

/** What a bounded fling ({@link FlingMotionBuilder#withBounds}) does when it reaches a bound. */
public enum BoundBehavior {
    /** The motion ends at the bound, at the time the decay reaches it. */
    STOP,
    /**
     * The motion goes past the bound, and a damped spring pulls it back: from the time the decay
     * crosses the bound, the spring starts at the bound with the decay's velocity there, so the
     * value and its velocity are continuous; the motion ends when the spring is at rest on the bound.
     */
    SPRING_BACK
}
