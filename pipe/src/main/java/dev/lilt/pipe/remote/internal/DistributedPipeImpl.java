package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.MessagePipeBuilder;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.internal.KeyPatterns;
import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DeliveryGuarantee;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPipeStats;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageDecodeException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.PipeSettings;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
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
 * A distributed pipe: codecs and size checks on the way out, an engine's transport in the middle,
 * and on the way in a delivery thread that decodes and publishes into one local Lilt keyed broker
 * per subscriber object.
 */
public final class DistributedPipeImpl implements DistributedPipe, PipeCore {
    /*
     * Design note.
     *
     * Layout: Interests maps each topic (key or pattern) to the subscriber objects that
     * want it; each subscriber object owns a scope of the internal MessagePipe, so its local
     * handlers get the in-process rules (order, isolation, filters). The internal pipe has no error
     * handler: a failing handler surfaces here as MessageDeliveryException, which lets the
     * at-least-once engines retry before the failures are reported to the user's error handler.
     *
     * Patterns: the neutral syntax is checked at subscribe; an engine may listen to a wider
     * server pattern (Redis globs), so a pattern delivery whose key the neutral pattern does not
     * match is dropped here, before the counters and the handlers.
     *
     * Threading: publish runs on the caller; at-most-once engines hand messages from their I/O
     * thread to a single delivery thread (enqueue: handlers never run on an I/O thread, so a
     * handler may wait for a publish without deadlocking the connection); at-least-once engines
     * deliver on their reader thread (deliverNow). Either way one thread delivers, in arrival order.
     */

    private static final System.Logger LOG = System.getLogger("dev.lilt.pipe.remote");
    private static final AtomicInteger PIPE_IDS = new AtomicInteger();

    final PipeSettings settings;
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

    private DistributedPipeImpl(PipeSettings settings, Function<? super PipeCore, ? extends Transport> transports) {
        this.settings = settings;
        MessagePipeBuilder localBuilder = MessagePipe.builder();
        for (MessageFilter<Object> filter : settings.filters()) {
            localBuilder.filter(filter);
        }
        this.local = localBuilder.build();
        this.name = Integer.toString(PIPE_IDS.incrementAndGet());
        this.delivery = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "lilt-" + settings.engine() + "-delivery-" + name);
            thread.setDaemon(true);
            deliveryThread = thread;
            return thread;
        });
        Transport built = null;
        try {
            built = Objects.requireNonNull(transports.apply(this), "the engine returned no transport");
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
     * Builds a pipe over an engine (see {@link PipeCore#open}).
     *
     * @param settings the neutral options
     * @param engine makes the transport
     * @return the open pipe
     */
    public static DistributedPipe open(PipeSettings settings, Function<? super PipeCore, ? extends Transport> engine) {
        return new DistributedPipeImpl(settings, engine);
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
        checkOpen();
        transport.checkRequests();
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
    public DeliveryGuarantee guarantee() {
        return settings.guarantee();
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

    @Override
    public PipeSettings settings() {
        return settings;
    }

    @Override
    public String name() {
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
        if (topic.pattern() && !KeyPatterns.matches(topic.name(), key)) {
            return Outcome.DELIVERED;
        }
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

    @Override
    public Outcome deliverWithRetries(Topic topic, String key, byte[] payload) {
        int retries = settings.retries();
        Outcome outcome = deliverNow(topic, key, payload, retries == 0);
        for (int attempt = 1; outcome == Outcome.HANDLER_FAILED && attempt <= retries; attempt++) {
            outcome = deliverNow(topic, key, payload, attempt == retries);
        }
        return outcome;
    }

    @Override
    public CompletableFuture<Void> runOnDeliveryThread(Runnable task) {
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

    @Override
    public void transportNotice(String message) {
        if (!closed.get()) {
            LOG.log(Level.WARNING, message);
        }
    }

    @Override
    public boolean hasInterest(Topic topic) {
        return interests.has(topic);
    }

    @Override
    public void connectionDown(Object connection) {
        states.disconnected(connection);
    }

    @Override
    public void connectionUp(Object connection) {
        states.connected(connection);
    }

    @Override
    public void count(Counter counter) {
        stats.count(counter);
    }

    @Override
    public void decodeFailed(String key, byte[] payload, RuntimeException failure) {
        stats.decodeFailures.increment();
        report(payload, new MessageDecodeException(key, payload.length, failure));
    }

    @Override
    public void reportError(Object message, Throwable failure) {
        report(message, failure);
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
        MessageErrorHandler handler = settings.errorHandler();
        if (handler == null) {
            LOG.log(Level.WARNING, "a delivery failed on a " + message.getClass().getSimpleName()
                    + " message; set the errorHandler of the pipe's builder to handle it", failure);
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
