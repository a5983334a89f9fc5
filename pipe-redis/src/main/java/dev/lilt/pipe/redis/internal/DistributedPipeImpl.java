package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.MessagePipeBuilder;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.redis.ConnectionState;
import dev.lilt.pipe.redis.DeliveryMode;
import dev.lilt.pipe.redis.DistributedPipe;
import dev.lilt.pipe.redis.DistributedPipeStats;
import dev.lilt.pipe.redis.DistributedPublisher;
import dev.lilt.pipe.redis.DistributedSubscriber;
import dev.lilt.pipe.redis.MessageCodec;
import dev.lilt.pipe.redis.MessageDecodeException;
import dev.lilt.pipe.redis.RemoteRequestChannel;
import dev.lilt.pipe.redis.StreamKeyException;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A distributed pipe: codecs and size checks on the way out, a transport in the middle, and on the
 * way in a delivery thread that decodes and publishes into one local Lilt keyed broker per
 * subscriber object.
 */
public final class DistributedPipeImpl implements DistributedPipe, Inbound {
    /*
     * Design note.
     *
     * Layout: Interests maps each topic (key or pattern) to the subscriber objects that
     * want it; each subscriber object owns a scope of the internal MessagePipe, so its local
     * handlers get the in-process rules (order, isolation, filters). The internal pipe has no error
     * handler: a failing handler surfaces here as MessageDeliveryException, which lets the
     * Streams transport retry before the failures are reported to the user's error handler.
     *
     * Threading: publish runs on the caller; Pub/Sub messages are handed from Lettuce's I/O thread
     * to a single delivery thread (handlers never run on an I/O thread, so a handler may wait for a
     * publish without deadlocking the connection); Streams messages are delivered on the reader
     * thread. Either way one thread delivers, in arrival order.
     */

    private static final System.Logger LOG = System.getLogger("dev.lilt.pipe.redis");
    private static final AtomicInteger PIPE_IDS = new AtomicInteger();

    final PipeOptions options;
    final PipeStats stats = new PipeStats();
    final ConnectionStates states = new ConnectionStates(stats);
    final Interests interests = new Interests();
    private final MessagePipe local;
    private final ExecutorService delivery;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Transport transport;
    private final String name;
    private volatile Thread deliveryThread;
    private final Object rpcLock = new Object();
    private RemoteRequests rpc;

    private DistributedPipeImpl(PipeOptions options, Function<DistributedPipeImpl, Transport> transports) {
        this.options = options;
        MessagePipeBuilder localBuilder = MessagePipe.builder();
        for (MessageFilter<Object> filter : options.filters()) {
            localBuilder.filter(filter);
        }
        this.local = localBuilder.build();
        this.name = Integer.toString(PIPE_IDS.incrementAndGet());
        this.delivery = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "lilt-redis-delivery-" + name);
            thread.setDaemon(true);
            deliveryThread = thread;
            return thread;
        });
        Transport built = null;
        try {
            built = transports.apply(this);
            this.transport = built;
            // threads start only now: started inside the transport's constructor they could read
            // this.transport before it is assigned (no happens-before with a later write)
            built.start();
        } catch (RuntimeException | Error e) {
            if (built != null) {
                built.close();
            }
            delivery.shutdownNow();
            local.close();
            throw e;
        }
    }

    /**
     * Connects to Redis.
     *
     * @param options the options
     * @return the pipe
     */
    public static DistributedPipe redis(PipeOptions options) {
        if (options.mode() == DeliveryMode.STREAMS) {
            return new DistributedPipeImpl(options, pipe -> new StreamTransport(pipe));
        }
        return new DistributedPipeImpl(options, pipe -> new PubSubTransport(pipe));
    }

    /**
     * Joins an in-memory server.
     *
     * @param options the options
     * @param hub the server
     * @return the pipe
     */
    public static DistributedPipe inMemory(PipeOptions options, InMemoryHub hub) {
        return new DistributedPipeImpl(options, pipe -> hub.join(pipe));
    }

    /** A pipe over any transport (tests of the pipe's own rules). */
    static DistributedPipeImpl over(PipeOptions options, Function<DistributedPipeImpl, Transport> transports) {
        return new DistributedPipeImpl(options, transports);
    }

    @Override
    public <T> DistributedPublisher<T> publisher(MessageCodec<T> codec) {
        Objects.requireNonNull(codec, "codec == null");
        checkOpen();
        return new PublisherImpl<>(this, codec);
    }

    @Override
    public <T> DistributedSubscriber<T> subscriber(MessageCodec<T> codec) {
        Objects.requireNonNull(codec, "codec == null");
        checkOpen();
        return new SubscriberImpl<>(this, codec, local.createScope());
    }

    @Override
    public <Q, R> RemoteRequestChannel<Q, R> remoteRequests(String type, MessageCodec<Q> requestCodec,
            MessageCodec<R> responseCodec) {
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(requestCodec, "requestCodec == null");
        Objects.requireNonNull(responseCodec, "responseCodec == null");
        if (type.isEmpty()) {
            throw new IllegalArgumentException("type is empty");
        }
        if (options.mode() != DeliveryMode.PUB_SUB) {
            throw new UnsupportedOperationException("remote requests travel on Pub/Sub; this pipe is in "
                    + options.mode() + " mode");
        }
        checkOpen();
        RemoteRequests requests;
        synchronized (rpcLock) {
            if (rpc == null) {
                rpc = new RemoteRequests(this);
            }
            requests = rpc;
        }
        return new RemoteChannelImpl<>(requests, type, requestCodec, responseCodec);
    }

    @Override
    public DeliveryMode mode() {
        return options.mode();
    }

    @Override
    public ConnectionState connectionState() {
        return states.current();
    }

    @Override
    public Subscription onConnectionState(Consumer<ConnectionState> listener) {
        Objects.requireNonNull(listener, "listener == null");
        return states.listen(listener);
    }

    @Override
    public DistributedPipeStats stats() {
        return stats.snapshot();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        states.closed();
        RemoteRequests requests;
        synchronized (rpcLock) {
            requests = rpc;
        }
        if (requests != null) {
            requests.close();
        }
        try {
            transport.close();
        } finally {
            delivery.shutdown();
            if (Thread.currentThread() != deliveryThread) {
                try {
                    delivery.awaitTermination(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            local.close();
        }
    }

    @Override
    public boolean isClosed() {
        return closed.get();
    }

    void checkOpen() {
        if (closed.get()) {
            throw new IllegalStateException("pipe is closed");
        }
    }

    boolean onDeliveryThread() {
        return Thread.currentThread() == deliveryThread;
    }

    /** This pipe's number, for thread names. */
    String name() {
        return name;
    }

    Transport transport() {
        return transport;
    }

    @Override
    public void enqueue(Topic topic, String key, byte[] payload) {
        try {
            delivery.execute(() -> deliverNow(topic, key, payload, true));
        } catch (RejectedExecutionException e) {
            // closed: a message arriving while the pipe closes is dropped, as after close
        }
    }

    @Override
    public Outcome deliverNow(Topic topic, String key, byte[] payload, boolean reportFailures) {
        stats.received.increment();
        Outcome outcome = Outcome.DELIVERED;
        for (Interests.Subscribers sink : interests.sinks(topic)) {
            Outcome one = sink.deliver(topic, key, payload, reportFailures);
            if (one == Outcome.UNDECODABLE || (one == Outcome.HANDLER_FAILED && outcome == Outcome.DELIVERED)) {
                outcome = one;
            }
        }
        return outcome;
    }

    /**
     * Delivers with the Streams failure policy: a handler failure is retried up to the pipe's
     * retries, and only the last attempt's failures are reported.
     */
    Outcome deliverWithRetries(Topic topic, String key, byte[] payload) {
        int retries = options.retries();
        Outcome outcome = deliverNow(topic, key, payload, retries == 0);
        for (int attempt = 1; outcome == Outcome.HANDLER_FAILED && attempt <= retries; attempt++) {
            outcome = deliverNow(topic, key, payload, attempt == retries);
        }
        return outcome;
    }

    /** Runs a task on the delivery thread; the future completes after it (at once when closed). */
    CompletableFuture<Void> runOnDeliveryThread(Runnable task) {
        try {
            return CompletableFuture.runAsync(task, delivery);
        } catch (RejectedExecutionException e) {
            return CompletableFuture.completedFuture(null);
        }
    }

    @Override
    public void transportFailure(String what, Throwable failure) {
        if (!closed.get()) {
            LOG.log(Level.WARNING, what + " failed", failure);
        }
    }

    /** Logs, in one line, a transport event the pipe recovered from by itself. */
    void transportNotice(String message) {
        if (!closed.get()) {
            LOG.log(Level.WARNING, message);
        }
    }

    void decodeFailed(String key, byte[] payload, RuntimeException failure) {
        stats.decodeFailures.increment();
        report(payload, new MessageDecodeException(key, payload.length, failure));
    }

    /** A Streams key cannot be read: reported to the error handler with the key as the message. */
    void streamKeyFailed(String key, RuntimeException failure) {
        report(key, new StreamKeyException(key, failure));
    }

    void handlersFailed(Object message, MessageDeliveryException failure, boolean report) {
        if (!report) {
            return;
        }
        stats.handlerFailures.increment();
        report(message, failure.getCause());
        for (Throwable more : failure.getSuppressed()) {
            report(message, more);
        }
    }

    private void report(Object message, Throwable failure) {
        MessageErrorHandler handler = options.errorHandler();
        if (handler == null) {
            LOG.log(Level.WARNING, (failure instanceof StreamKeyException ? "a stream key cannot be read"
                    : "a handler failed on a " + message.getClass().getSimpleName() + " message")
                    + "; set RedisPipeBuilder.errorHandler to handle it", failure);
            return;
        }
        try {
            handler.onError(message, failure);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            LOG.log(Level.WARNING, "the error handler threw", e);
        }
    }
}
