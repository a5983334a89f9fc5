package dev.lilt.bench.remote;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * One timed run of a {@link RemoteSide} at a fixed offered load: message {@code i} is due at
 * {@code start + i / rate} and sent then (as fast as possible when the rate is 0); each payload
 * carries its sequence number and its due time, so the receiver measures latency from when the
 * message was due, not from when a late sender got to it (no coordinated omission), and counts
 * received, lost, duplicated and out-of-order messages. Sender and receiver share one JVM and
 * one {@code System.nanoTime()} clock.
 */
public final class LoadRun {
    /*
     * Design note.
     *
     * The receiver callback runs on the side's delivery thread: it writes arrays indexed by
     * sequence number, sized up front, then increments an atomic count of what it received; the
     * sending thread reads that count, so the array writes before each increment are visible to
     * it when it tallies.
     */

    /** The first bytes of a payload: sequence number (long), due time (long, nanoTime). */
    static final int HEADER = 16;

    /**
     * What a run measured.
     *
     * @param side the side's name
     * @param offeredPerSecond the offered load, messages per second (0: as fast as possible)
     * @param sent messages sent
     * @param received distinct messages received
     * @param lost sent and never received
     * @param duplicated received more than once (extra copies)
     * @param outOfOrder received after a later sequence number
     * @param answeredPerSecond messages sent per second, from the first send to the last one's
     *     answer (the engine's queue drained, not only filled)
     * @param p50Micros median latency from due time to arrival, in microseconds
     * @param p99Micros 99th percentile of that latency, in microseconds
     */
    public record Result(String side, double offeredPerSecond, int sent, int received, int lost, int duplicated,
            int outOfOrder, double answeredPerSecond, double p50Micros, double p99Micros) {
        @Override
        public String toString() {
            return String.format("%-24s offered %,9.0f/s sent %,7d, answered at %,9.0f/s | received %,7d"
                    + " lost %d duplicated %d out of order %d | p50 %,8.1f us p99 %,9.1f us", side, offeredPerSecond,
                    sent, answeredPerSecond, received, lost, duplicated, outOfOrder, p50Micros, p99Micros);
        }
    }

    private LoadRun() {
    }

    /**
     * Runs {@code messages} messages of {@code size} bytes through {@code side} at
     * {@code perSecond}, then waits up to {@code quietSeconds} for the last ones to arrive.
     *
     * @param side the side, subscribed by this call to a fresh key
     * @param messages how many to send, at least 1
     * @param size the payload size in bytes, at least 16 (the header)
     * @param perSecond the offered load in messages per second; 0 sends as fast as possible
     * @param quietSeconds how long to wait for stragglers after the last send, in seconds
     * @return the measurements
     * @throws Exception if the side fails to subscribe or flush
     * @throws IllegalArgumentException if {@code messages} is below 1 or {@code size} below 16
     */
    public static Result run(RemoteSide side, int messages, int size, double perSecond, double quietSeconds)
            throws Exception {
        if (messages < 1) {
            throw new IllegalArgumentException("messages must be >= 1: " + messages);
        }
        if (size < HEADER) {
            throw new IllegalArgumentException("size must be >= " + HEADER + ": " + size);
        }
        long[] arrivedNanos = new long[messages];
        int[] copies = new int[messages];
        int[] order = new int[2]; // receiver only: [0] highest sequence seen + 1, [1] out of order
        AtomicInteger distinct = new AtomicInteger();
        AtomicInteger outOfOrder = new AtomicInteger();
        String key = "bench.load." + System.nanoTime();
        side.subscribe(key, payload -> {
            ByteBuffer header = ByteBuffer.wrap(payload);
            int sequence = (int) header.getLong();
            long due = header.getLong();
            if (sequence < 0 || sequence >= messages) {
                return;
            }
            boolean first = copies[sequence]++ == 0;
            if (first) {
                arrivedNanos[sequence] = System.nanoTime() - due;
            }
            if (sequence < order[0] - 1) {
                outOfOrder.set(++order[1]);
            }
            order[0] = Math.max(order[0], sequence + 1);
            if (first) {
                distinct.incrementAndGet();
            }
        });

        long interval = perSecond > 0 ? (long) (1e9 / perSecond) : 0;
        long start = System.nanoTime();
        for (int i = 0; i < messages; i++) {
            long due = start + i * interval;
            long wait;
            while (interval > 0 && (wait = due - System.nanoTime()) > 0) {
                LockSupport.parkNanos(Math.min(wait, 50_000));
            }
            byte[] payload = new byte[size];
            ByteBuffer.wrap(payload).putLong(i).putLong(interval > 0 ? due : System.nanoTime());
            side.send(key, payload);
        }
        side.flush();
        long sendNanos = System.nanoTime() - start;
        long deadline = System.nanoTime() + (long) (quietSeconds * 1e9);
        while (distinct.get() < messages && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(5);
        }
        if (distinct.get() == messages) {
            TimeUnit.MILLISECONDS.sleep(50); // a copy arriving just after the last original is counted
        }
        distinct.get();
        return tally(side.name(), perSecond, messages, sendNanos, copies, arrivedNanos, outOfOrder.get());
    }

    private static Result tally(String side, double perSecond, int messages, long sendNanos, int[] copies,
            long[] arrivedNanos, int outOfOrder) {
        int received = 0;
        int duplicated = 0;
        long[] latencies = new long[messages];
        for (int i = 0; i < messages; i++) {
            if (copies[i] > 0) {
                latencies[received++] = arrivedNanos[i];
                duplicated += copies[i] - 1;
            }
        }
        long[] sorted = Arrays.copyOf(latencies, received);
        Arrays.sort(sorted);
        return new Result(side, perSecond, messages, received, messages - received, duplicated, outOfOrder,
                messages / (sendNanos / 1e9), percentile(sorted, 50), percentile(sorted, 99));
    }

    /**
     * A percentile of sorted nanosecond values, in microseconds.
     *
     * @param sorted the values, ascending
     * @param percentile 0 to 100
     * @return the value at that rank, or NaN when there is none
     */
    static double percentile(long[] sorted, int percentile) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.min(sorted.length - 1, sorted.length * percentile / 100)] / 1_000.0;
    }
}
