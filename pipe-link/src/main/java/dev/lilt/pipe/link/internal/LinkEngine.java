package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.link.LinkPipe;
import dev.lilt.pipe.link.LinkProtocolException;
import dev.lilt.pipe.remote.DeliveryGuarantee;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import dev.lilt.pipe.remote.MessageTooLargeException;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.PipeSettings;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * The link as a distributed pipe's engine: the {@link Transport} the neutral pipe calls, over a
 * {@link Hub} or a {@link Dialer}, and the {@link NodeEvents} they report through.
 */
public final class LinkEngine implements Transport, NodeEvents {
    /*
     * Design note.
     *
     * The neutral pipe (PipeCore) does codecs, the size limit, local fan-out, filters, remote
     * requests and stats; this class only moves bytes. Received messages go to
     * PipeCore#enqueue from the connection's reader thread, so handlers run on the pipe's
     * delivery thread and a handler that publishes or invokes never stalls a socket. Remote
     * requests and their answers are ordinary messages on the request and reply keys; since the
     * listener counts the pipes a message reached, failUnhandledRequests can fail a request that
     * reached no handler at once (MessageNotSentException) instead of at its timeout.
     *
     * One timer thread per pipe runs the handshake watchdogs and the connector's redials.
     */

    /**
     * The keys the neutral pipe sends remote requests to ({@code lilt.rpc.req.<type>}): part of
     * its wire convention, the same on every engine.
     */
    static final String REQUEST_PREFIX = "lilt.rpc.req.";

    private final PipeCore core;
    private final Node node;
    private final ScheduledThreadPoolExecutor timer;
    private final boolean listener;
    private final boolean failUnhandledRequests;

    private LinkEngine(PipeCore core, NodeOptions options, boolean listener, boolean failUnhandledRequests) {
        this.core = core;
        this.listener = listener;
        this.failUnhandledRequests = failUnhandledRequests;
        this.timer = new ScheduledThreadPoolExecutor(1, task -> {
            Thread thread = new Thread(task, "lilt-link-timer-" + core.name());
            thread.setDaemon(true);
            return thread;
        });
        timer.setRemoveOnCancelPolicy(true);
        try {
            this.node = listener ? new Hub(options, this, timer, core.name()) : new Dialer(options, this, timer,
                    core.name());
        } catch (IOException e) {
            timer.shutdownNow();
            throw new IllegalStateException("cannot listen on " + Endpoints.name(options.address()) + ": " + e, e);
        } catch (RuntimeException e) {
            timer.shutdownNow();
            throw e;
        }
    }

    /**
     * Builds a link pipe; the public builder has checked every argument.
     *
     * @return the open pipe
     */
    public static LinkPipe open(SocketAddress address, boolean listener, int maxMessageBytes,
            MessageErrorHandler errorHandler, List<MessageFilter<Object>> filters, Duration backoffMin,
            Duration backoffMax, Duration handshakeTimeout, int maxQueuedFrames, boolean failUnhandledRequests) {
        NodeOptions options = new NodeOptions(address, maxMessageBytes, backoffMin, backoffMax, handshakeTimeout,
                maxQueuedFrames, Patterns::matches);
        PipeSettings settings = new PipeSettings("link", DeliveryGuarantee.AT_MOST_ONCE, maxMessageBytes,
                errorHandler, filters, 0);
        LinkEngine[] engine = new LinkEngine[1];
        return new LinkPipeImpl(PipeCore.open(settings, core -> engine[0] = new LinkEngine(core, options, listener,
                failUnhandledRequests)),
                engine[0]);
    }

    SocketAddress address() {
        return node.address();
    }

    boolean isListener() {
        return listener;
    }

    @Override
    public void start() {
        if (node instanceof Hub) {
            ((Hub) node).start();
        } else {
            ((Dialer) node).connectFirst();
        }
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] payload) {
        byte[] keyBytes = Wire.name(key);
        int limit = node.maxMessageBytes();
        if (payload.length > limit) {
            throw new MessageTooLargeException(key, payload.length, limit);
        }
        CompletableFuture<Long> sent = node.send(key, keyBytes, payload);
        if (!failUnhandledRequests || !key.startsWith(REQUEST_PREFIX)) {
            return sent;
        }
        // the link knows at once that no pipe handles the type: the call fails now, not at its timeout
        return sent.thenCompose(receivers -> receivers > 0 ? CompletableFuture.completedFuture(receivers)
                : CompletableFuture.failedFuture(new MessageNotSentException(key, "no pipe on the link handles "
                        + "requests of type '" + key.substring(REQUEST_PREFIX.length()) + "'", null)));
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        Wire.name(topic.name());
        return node.listen(topic);
    }

    @Override
    public void unlisten(Topic topic) {
        node.unlisten(topic);
    }

    @Override
    public void close() {
        try {
            node.close();
        } finally {
            timer.shutdownNow();
        }
    }

    @Override
    public void deliver(Topic topic, String key, byte[] payload) {
        core.enqueue(topic, key, payload);
    }

    @Override
    public void protocolError(LinkProtocolException failure) {
        core.reportError(failure.peer(), failure);
    }

    @Override
    public void notice(String message, Throwable cause) {
        if (cause == null) {
            core.transportNotice(message);
        } else {
            core.transportFailure(message, cause);
        }
    }

    @Override
    public void linkUp(boolean up) {
        if (up) {
            core.connectionUp(this);
        } else {
            core.connectionDown(this);
        }
    }

    @Override
    public RuntimeException notSent(String key, String reason) {
        return new MessageNotSentException(key, reason, null);
    }

    @Override
    public RuntimeException outcomeUnknown(String key, String reason) {
        return new MessageOutcomeUnknownException(key, new UncheckedIOException(new IOException(reason)));
    }
}
