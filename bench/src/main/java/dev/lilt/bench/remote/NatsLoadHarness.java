package dev.lilt.bench.remote;

import dev.lilt.pipe.nats.NatsMode;
import dev.lilt.pipe.nats.NatsPipe;
import java.util.function.Supplier;

/**
 * Lilt's NATS engine beside raw jnats, with {@link RedisLoadHarness}'s loads, rounds and
 * measurements: the core pipe beside jnats core {@code publish} ({@link JnatsSide}), then the
 * JetStream pipe beside jnats {@code publishAsync} and a durable pull consumer that acknowledges
 * each message ({@link JnatsJetStreamSide}). Core NATS is at most once, so a loss there is the
 * server's or the client's dropping under load; JetStream is at least once and must lose none.
 *
 * <pre>
 * nats-server -a 127.0.0.1 -p 4223 -js -sd /tmp/lilt-bench-nats &amp;
 * ./mvnw -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.lilt.bench.remote.NatsLoadHarness nats://127.0.0.1:4223 [messages]
 * </pre>
 *
 * <p>Each JetStream side stores into its own stream, bounded to {@value #STREAM_MESSAGES} messages
 * so that repeated runs keep the store's size bounded.
 */
public final class NatsLoadHarness {
    private static final int MESSAGES = 50_000;
    private static final long STREAM_MESSAGES = 200_000;

    private NatsLoadHarness() {
    }

    /**
     * Runs both comparisons and prints one line per run, then the medians.
     *
     * @param args the NATS URL, optionally (default {@code nats://127.0.0.1:4222}), then the
     *     messages per run, optionally (default 50,000)
     * @throws Exception if NATS cannot be reached or JetStream is off
     * @throws NumberFormatException if the message count is not a number
     */
    public static void main(String[] args) throws Exception {
        String url = args.length > 0 ? args[0] : "nats://127.0.0.1:4222";
        int messages = args.length > 1 ? Integer.parseInt(args[1]) : MESSAGES;
        System.out.println("== NATS core: Lilt beside raw jnats");
        Supplier<RemoteSide> liltCore = () -> new PipeSide("Lilt NATS core",
                NatsPipe.builder().servers(url).maxPendingPublishes(messages).build(),
                NatsPipe.builder().servers(url).build());
        RedisLoadHarness.compare(liltCore, () -> new JnatsSide(url), messages);
        System.out.println("== NATS JetStream: Lilt beside raw jnats");
        Supplier<RemoteSide> liltJetStream = () -> new PipeSide("Lilt NATS JetStream",
                NatsPipe.builder().servers(url).mode(NatsMode.JETSTREAM).maxStreamMessages(STREAM_MESSAGES)
                        .maxPendingPublishes(messages).build(),
                NatsPipe.builder().servers(url).mode(NatsMode.JETSTREAM).maxStreamMessages(STREAM_MESSAGES).build());
        RedisLoadHarness.compare(liltJetStream, () -> new JnatsJetStreamSide(url, STREAM_MESSAGES), messages);
        System.exit(0);
    }
}
