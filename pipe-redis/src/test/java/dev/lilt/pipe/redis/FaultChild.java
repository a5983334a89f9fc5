package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.testkit.ChildJvm;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A subscriber in a JVM of its own, for the fault suite to kill: {@code FaultChild <uri> <mode>
 * <key> <consumerName> <handlerMicros>} subscribes, prints {@code READY}, then prints each message
 * it handled, one per line, flushed at once; a handler takes {@code handlerMicros} (a slowed
 * subscriber). Runs until killed.
 */
public final class FaultChild {
    private FaultChild() {
    }

    /**
     * Runs the subscriber.
     *
     * @param args uri, mode, key, consumer name, handler time in microseconds
     * @throws Exception if the pipe cannot be built
     */
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        DeliveryMode mode = DeliveryMode.valueOf(args[1]);
        long handlerNanos = TimeUnit.MICROSECONDS.toNanos(Long.parseLong(args[4]));
        RedisPipeBuilder builder = RedisPipe.builder().uri(args[0]).mode(mode)
                .reconnectBackoff(Duration.ofMillis(50), Duration.ofMillis(200))
                .claimIdle(Duration.ofSeconds(600));
        if (mode == DeliveryMode.STREAMS) {
            builder.consumerGroup("fault-children").consumerName(args[3]);
        }
        DistributedPipe pipe = builder.build();
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
        Thread.sleep(Long.MAX_VALUE);
    }

    /** Starts a child JVM with this test run's class path, collecting what it prints. */
    static ChildJvm start(String uri, DeliveryMode mode, String key, String consumerName, long handlerMicros)
            throws IOException {
        return new ChildJvm(ChildJvm.launch(FaultChild.class, ProcessBuilder.Redirect.DISCARD, uri, mode.name(), key,
                consumerName, Long.toString(handlerMicros)));
    }
}
