package dev.lilt.bench.pipe;

/** The message every pipe benchmark publishes: one instance, reused, so publishing allocates no message. */
public final class Tick {
    /** Payload each handler adds to its sum. */
    public long value = 1;
}
