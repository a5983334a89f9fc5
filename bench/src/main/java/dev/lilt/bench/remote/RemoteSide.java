package dev.lilt.bench.remote;

import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One side of a remote benchmark: a way to send bytes to a key and to receive them, either a Lilt
 * engine ({@link PipeSide}, any engine) or the engine's raw client (one small class per engine:
 * {@link LettuceSide} for Redis, {@link JnatsSide} and {@link JnatsJetStreamSide} for NATS).
 * {@link LoadRun} drives both the same way.
 */
public interface RemoteSide extends AutoCloseable {
    /**
     * What the results call this side.
     *
     * @return for example "Lilt Redis Pub/Sub" or "raw Lettuce"
     */
    String name();

    /**
     * Subscribes {@code onMessage} to {@code key} and returns once the server has the subscription.
     *
     * @param key the key
     * @param onMessage receives each payload, on the side's delivery thread
     * @throws Exception if the subscription is not confirmed in time
     */
    void subscribe(String key, Consumer<byte[]> onMessage) throws Exception;

    /**
     * Sends one payload without waiting for the server.
     *
     * @param key the key
     * @param payload the bytes, not modified afterwards
     */
    void send(String key, byte[] payload);

    /**
     * Waits until every send so far has been answered (or failed).
     *
     * @throws Exception if that takes longer than the side's timeout
     */
    void flush() throws Exception;

    @Override
    void close();

    /**
     * Waits for the answer (or failure) of a side's last send, the usual {@link #flush()}: one
     * connection answers in send order, so the last answer comes after all the others.
     *
     * @param last the last send's stage, or null when nothing was sent
     * @throws Exception if it takes longer than 30 s
     */
    static void awaitLast(CompletionStage<?> last) throws Exception {
        if (last != null) {
            last.toCompletableFuture().handle((value, failure) -> null).get(30, TimeUnit.SECONDS);
        }
    }
}
