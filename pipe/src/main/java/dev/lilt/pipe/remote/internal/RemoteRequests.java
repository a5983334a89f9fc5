package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageDecodeException;
import dev.lilt.pipe.remote.RemoteHandlerException;
import java.lang.System.Logger.Level;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One pipe's side of remote request/response: the reply key this process listens on, the calls
 * waiting for an answer (by correlation id), the timer of their timeouts, and the request types
 * this pipe handles.
 */
final class RemoteRequests {
    /*
     * Design note.
     *
     * Correlation: ids come from one counter per pipe and the reply key is unique per pipe, so
     * (reply key, id) names one call everywhere. A call's entry leaves the map when its future
     * completes, however (answer, timeout, cancel, close): whenComplete removes it, so a cancelled
     * or timed-out call holds nothing, and an answer finding no entry is late and only counted.
     *
     * Timeouts run on one daemon timer thread per pipe with remove-on-cancel, so a call that is
     * answered in time leaves no task behind in the timer's queue.
     */

    private static final System.Logger LOG = System.getLogger("dev.lilt.pipe.remote");
    static final String REQUEST_PREFIX = "lilt.rpc.req.";
    private static final String REPLY_PREFIX = "lilt.rpc.reply.";

    /** A call waiting for its answer. */
    static final class Pending<R> {
        final String type;
        final MessageCodec<R> codec;
        final CompletableFuture<R> future = new CompletableFuture<>();
        volatile ScheduledFuture<?> timer;

        Pending(String type, MessageCodec<R> codec) {
            this.type = type;
            this.codec = codec;
        }

        void complete(RpcWire.Response response, String replyKey) {
            if (response.status() == RpcWire.FAILED) {
                future.completeExceptionally(new RemoteHandlerException(type, response.remoteType(),
                        response.remoteMessage()));
                return;
            }
            R value;
            try {
                value = codec.decode(response.payload());
            } catch (RuntimeException e) {
                future.completeExceptionally(new MessageDecodeException(replyKey, response.payload().length, e));
                return;
            }
            if (value == null) {
                future.completeExceptionally(new MessageDecodeException(replyKey, response.payload().length,
                        new NullPointerException("codec decoded to null")));
                return;
            }
            future.complete(value);
        }
    }

    final DistributedPipeImpl pipe;
    final String replyKey = REPLY_PREFIX + UUID.randomUUID();
    final AtomicLong ids = new AtomicLong();
    final ConcurrentHashMap<Long, Pending<?>> pending = new ConcurrentHashMap<>();
    final Set<String> handledTypes = ConcurrentHashMap.newKeySet();
    final DistributedPublisher<byte[]> wire;
    private final Object lock = new Object();
    private CompletableFuture<Void> replyReady;
    private DistributedSubscription replySubscription;
    private ScheduledThreadPoolExecutor timer;
    private boolean closed;

    RemoteRequests(DistributedPipeImpl pipe) {
        this.pipe = pipe;
        this.wire = pipe.publisher(MessageCodec.bytes());
    }

    /** Subscribes the reply key on first use; completes when the server has it. */
    CompletableFuture<Void> replyReady() {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("pipe is closed");
            }
            if (replyReady == null) {
                replySubscription = pipe.subscriber(MessageCodec.bytes()).subscribe(replyKey, this::onResponse);
                replyReady = replySubscription.ready().toCompletableFuture();
            }
            return replyReady;
        }
    }

    ScheduledThreadPoolExecutor timer() {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("pipe is closed");
            }
            if (timer == null) {
                timer = new ScheduledThreadPoolExecutor(1, task -> {
                    Thread thread = new Thread(task, "lilt-" + pipe.settings.engine() + "-rpc-timer-" + pipe.name());
                    thread.setDaemon(true);
                    return thread;
                });
                timer.setRemoveOnCancelPolicy(true);
            }
            return timer;
        }
    }

    private void onResponse(byte[] envelope) {
        RpcWire.Response response;
        try {
            response = RpcWire.readResponse(envelope);
        } catch (IllegalArgumentException e) {
            LOG.log(Level.WARNING, "dropped a malformed remote response on " + replyKey + ": " + e.getMessage());
            return;
        }
        Pending<?> call = pending.remove(response.id());
        if (call == null) {
            // timed out, cancelled, or a second handler process answered too
            pipe.stats.lateResponses.increment();
            return;
        }
        pipe.stats.remoteCallsWaiting.decrement();
        call.complete(response, replyKey);
    }

    /** Fails the waiting calls and stops the timer; the pipe closes the subscriptions itself. */
    void close() {
        ScheduledThreadPoolExecutor stopping;
        synchronized (lock) {
            closed = true;
            stopping = timer;
        }
        for (Pending<?> call : pending.values()) {
            call.future.completeExceptionally(new IllegalStateException("pipe is closed"));
        }
        if (stopping != null) {
            stopping.shutdownNow();
        }
    }

    boolean onDeliveryThread() {
        return pipe.onDeliveryThread();
    }
}
