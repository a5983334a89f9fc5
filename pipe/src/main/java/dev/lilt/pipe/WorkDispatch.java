package dev.lilt.pipe;

/** How a {@link WorkQueue} chooses the one consumer of each message. */
public enum WorkDispatch {
    /** Each consumer in turn (a consumer whose queue is full is passed over). */
    ROUND_ROBIN,
    /**
     * The consumer with the fewest messages queued or running (ties in turn). A consumer on the
     * sending thread counts the sends running it at the moment.
     */
    LEAST_BUSY
}
