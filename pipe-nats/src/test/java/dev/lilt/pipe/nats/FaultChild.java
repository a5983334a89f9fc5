package dev.lilt.pipe.nats;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPipeStats;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.testkit.ChildJvm;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A subscriber in a JVM of its own, for the fault suite to kill: {@code FaultChild <url> <mode>
 * <key> <consumerGroup> <handlerMicros> <ackWaitMillis>} subscribes, prints {@code READY}, then
 * prints each message it handled, one per line, flushed at once; a handler takes
 * {@code handlerMicros}. Every 200 ms after READY it prints a line of its pipe's counters
 * ({@code STATS ...}). Runs until killed.
 */
public final class FaultChild {
    private FaultChild() {
    }

    /**
     * Runs the subscriber.
     *
     * @param args url, mode, key, consumer group, handler time in microseconds, ack wait in milliseconds
     * @throws Exception if the pipe cannot be built
     */
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        NatsMode mode = NatsMode.valueOf(args[1]);
        long handlerNanos = TimeUnit.MICROSECONDS.toNanos(Long.parseLong(args[4]));
        DistributedPipe pipe = NatsPipe.builder().servers(args[0]).mode(mode).consumerGroup(args[3])
                .ackWait(Duration.ofMillis(Long.parseLong(args[5])))
                .reconnectBackoff(Duration.ofMillis(50), Duration.ofMillis(200)).build();
        pipe.subscriber(MessageCodec.string()).subscribe(args[2], message -> {
            long end = System.nanoTime() + handlerNanos;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            synchronized (out) {
                out.println(message);
                out.flush();
            }
        }).ready().toCompletableFuture().get(30, TimeUnit.SECONDS);
        synchronized (out) {
            out.println("READY");
            out.flush();
        }
        // the pipe's counters, for a failing fault test to tell what the pipe saw beside what it handled
        while (true) {
            Thread.sleep(200);
            DistributedPipeStats stats = pipe.stats();
            synchronized (out) {
                out.println("STATS received " + stats.received() + ", repeats dropped " + stats.duplicatesDropped()
                        + ", dead-lettered " + stats.deadLettered() + ", handler failures " + stats.handlerFailures()
                        + ", reconnects " + stats.reconnects());
                out.flush();
            }
        }
    }

    /** Starts a child JVM with this test run's class path, collecting what it prints. */
    static ChildJvm start(String url, NatsMode mode, String key, String group, long handlerMicros, long ackWaitMillis)
            throws IOException {
        return new ChildJvm(ChildJvm.launch(FaultChild.class, ProcessBuilder.Redirect.DISCARD, url, mode.name(), key,
                group, Long.toString(handlerMicros), Long.toString(ackWaitMillis)));
    }
}
