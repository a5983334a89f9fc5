package dev.lilt.pipe.nats;

import java.time.Instant;
import java.util.Objects;

/**
 * Where a JetStream consumer group new to a key starts reading the stream: only messages stored
 * from now on ({@link #NEW}, the default), everything the stream holds ({@link #ALL}), from a
 * time, or from a stream sequence. A group that has read the key before resumes where it stopped,
 * whatever is given here.
 */
public final class StartPosition {
    /** What a start position is. */
    public enum Kind {
        /** Messages stored after the group's consumer was made. */
        NEW,
        /** Every message the stream holds. */
        ALL,
        /** Messages stored at or after {@link StartPosition#time()}. */
        TIME,
        /** Messages from stream sequence {@link StartPosition#sequence()} on. */
        SEQUENCE
    }

    /** Messages stored after the group's consumer was made. */
    public static final StartPosition NEW = new StartPosition(Kind.NEW, null, 0);
    /** Every message the stream holds: a replay from the start. */
    public static final StartPosition ALL = new StartPosition(Kind.ALL, null, 0);

    private final Kind kind;
    private final Instant time;
    private final long sequence;

    private StartPosition(Kind kind, Instant time, long sequence) {
        this.kind = kind;
        this.time = time;
        this.sequence = sequence;
    }

    /**
     * Replays from a time.
     *
     * @param time the earliest storage time to deliver
     * @return the position
     * @throws NullPointerException if {@code time} is null ("time == null")
     */
    public static StartPosition at(Instant time) {
        return new StartPosition(Kind.TIME, Objects.requireNonNull(time, "time == null"), 0);
    }

    /**
     * Replays from a stream sequence.
     *
     * @param sequence the first stream sequence to deliver, from 1
     * @return the position
     * @throws IllegalArgumentException if {@code sequence} is below 1
     */
    public static StartPosition atSequence(long sequence) {
        if (sequence < 1) {
            throw new IllegalArgumentException("sequence must be >= 1: " + sequence);
        }
        return new StartPosition(Kind.SEQUENCE, null, sequence);
    }

    /**
     * What this position is.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The start time of a {@link Kind#TIME} position.
     *
     * @return the time, or null for another kind
     */
    public Instant time() {
        return time;
    }

    /**
     * The first sequence of a {@link Kind#SEQUENCE} position.
     *
     * @return the sequence, or 0 for another kind
     */
    public long sequence() {
        return sequence;
    }

    @Override
    public String toString() {
        return kind == Kind.TIME ? "at " + time : kind == Kind.SEQUENCE ? "at sequence " + sequence : kind.name();
    }
}
