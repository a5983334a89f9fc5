package dev.lilt.pipe.remote;

import dev.lilt.pipe.Subscription;
import java.util.function.Consumer;

/**
 * A keyed pipe that reaches other processes: messages published here reach subscribers of the
 * same key in every pipe connected to the same server (or link). This interface is the same for
 * every engine; an engine module's builder makes one (Redis: {@code RedisPipe.builder()}), and
 * {@link InMemoryServer} makes in-memory ones (a double for unit tests). Code written against it
 * runs on another engine by changing the line that builds the pipe; what each engine guarantees
 * (loss, ordering, patterns, requests) is in its guarantee table.
 *
 * <pre>{@code
 * DistributedPipe pipe = RedisPipe.builder().uri("redis://127.0.0.1:6379").build();
 * // or: new InMemoryServer().pipe();
 * DistributedSubscriber<String> chat = pipe.subscriber(MessageCodec.string());
 * Subscription sub = chat.subscribe("lobby.chat", line -> show(line));
 * pipe.publisher(MessageCodec.string()).publish("lobby.chat", "hello");
 * }</pre>
 *
 * <p>Local handlers run through a Lilt {@link dev.lilt.pipe.MessagePipe} inside this pipe: the
 * delivery rules of the in-process keyed pipe (subscription order, error isolation, filters) hold
 * for them. They run on this pipe's delivery thread, one message at a time, in the order the
 * messages arrived. Many local subscribers of one key share one server-side subscription.
 *
 * <p>Thread-safe: any thread may publish, subscribe and close.
 */
public interface DistributedPipe extends AutoCloseable {
    /**
     * A publisher of messages encoded with {@code codec}.
     *
     * @param <T> the message type
     * @param codec encodes each message
     * @return the publisher
     * @throws NullPointerException if {@code codec} is null ("codec == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> DistributedPublisher<T> publisher(MessageCodec<T> codec);

    /**
     * A subscriber whose handlers receive messages decoded with {@code codec}. Each call returns
     * a new subscriber with its own local broker.
     *
     * @param <T> the message type
     * @param codec decodes each message
     * @return the subscriber
     * @throws NullPointerException if {@code codec} is null ("codec == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> DistributedSubscriber<T> subscriber(MessageCodec<T> codec);

    /**
     * Request/response of one request type across processes: register a handler in one pipe with
     * {@link RemoteRequestChannel#handle}, call it from any pipe on the same server with
     * {@link RemoteRequestChannel#invokeAsync}. Each call returns a new channel object; channels
     * of one pipe share its reply key, correlation table and timer.
     *
     * @param <Q> the request type
     * @param <R> the response type
     * @param type the request type's name (part of the key requests travel on); both sides use the same
     * @param requestCodec encodes and decodes requests
     * @param responseCodec encodes and decodes responses
     * @return the channel
     * @throws NullPointerException if {@code type} ("type == null"), {@code requestCodec}
     *     ("requestCodec == null") or {@code responseCodec} ("responseCodec == null") is null
     * @throws IllegalArgumentException if {@code type} is empty
     * @throws UnsupportedOperationException if the engine or its mode carries no requests (Redis
     *     Streams mode, for example; the message says why)
     * @throws IllegalStateException if this pipe is closed
     */
    <Q, R> RemoteRequestChannel<Q, R> remoteRequests(String type, MessageCodec<Q> requestCodec,
            MessageCodec<R> responseCodec);

    /**
     * The delivery guarantee: what is lost when (see {@link DeliveryGuarantee}).
     *
     * @return the guarantee of the mode this pipe was built with
     */
    DeliveryGuarantee guarantee();

    /**
     * The current state of this pipe's connections.
     *
     * @return the state
     */
    ConnectionState connectionState();

    /**
     * Calls {@code listener} with each change of {@link #connectionState()}, on a connection
     * thread. A listener that throws is logged and stays registered.
     *
     * @param listener receives each new state
     * @return closing it removes the listener
     * @throws NullPointerException if {@code listener} is null ("listener == null")
     */
    Subscription onConnectionState(Consumer<ConnectionState> listener);

    /**
     * Counters since this pipe was built.
     *
     * @return a snapshot of the counters
     */
    DistributedPipeStats stats();

    /**
     * Closes the subscriptions, stops the delivery thread and closes the connections. Queued
     * publishes that have not reached the server fail. Idempotent; throws nothing.
     */
    @Override
    void close();

    /**
     * Tells whether {@link #close()} was called.
     *
     * @return true once closed
     */
    boolean isClosed();
}
