package dev.lilt.pipe.remote;

/** The state of a distributed pipe's connections, observed with {@link DistributedPipe#connectionState()}. */
public enum ConnectionState {
    /** Every connection of the pipe is up. */
    CONNECTED,
    /**
     * At least one connection is down and being re-established with backoff. Publishes are
     * queued until it is back; live subscriptions are re-established by themselves.
     */
    RECONNECTING,
    /** The pipe was closed; this state is final. */
    CLOSED
}
