package dev.lilt.bench.remote;

import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.Nats;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Raw jnats core publish/subscribe as a benchmark side, the shape Lilt's NATS core engine has:
 * {@code publish} on one connection, a dispatcher subscription on another, the key as the subject
 * and byte[] payloads. The handler runs on jnats's dispatcher thread (Lilt hands over to its
 * delivery thread: part of what is measured). At most once, like core NATS itself.
 */
public final class JnatsSide implements RemoteSide {
    private static final Duration FLUSH = Duration.ofSeconds(30);

    private final Connection publish;
    private final Connection subscribe;

    /**
     * Connects twice to a NATS server.
     *
     * @param url the server, for example {@code nats://127.0.0.1:4223}
     * @throws UncheckedIOException if the server cannot be reached
     * @throws IllegalStateException if interrupted while connecting
     */
    public JnatsSide(String url) {
        this.publish = connect(url);
        this.subscribe = connect(url);
    }

    /**
     * Connects once, the way both raw jnats sides do.
     *
     * @param url the server URL
     * @return the connection
     * @throws UncheckedIOException if the server cannot be reached
     * @throws IllegalStateException if interrupted while connecting
     */
    static Connection connect(String url) {
        try {
            return Nats.connect(url);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot reach NATS at " + url, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Closes a connection, the way both raw jnats sides do.
     *
     * @param connection the connection
     */
    static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String name() {
        return "raw jnats core";
    }

    @Override
    public void subscribe(String key, Consumer<byte[]> onMessage) throws Exception {
        Dispatcher dispatcher = subscribe.createDispatcher(message -> onMessage.accept(message.getData()));
        dispatcher.subscribe(key);
        subscribe.flush(FLUSH); // the server has the subscription once it answered the ping after it
    }

    @Override
    public void send(String key, byte[] payload) {
        publish.publish(key, payload);
    }

    @Override
    public void flush() throws Exception {
        publish.flush(FLUSH);
    }

    @Override
    public void close() {
        closeQuietly(subscribe);
        closeQuietly(publish);
    }
}
