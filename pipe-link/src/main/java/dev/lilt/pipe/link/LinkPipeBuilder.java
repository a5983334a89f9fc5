package dev.lilt.pipe.link;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.link.internal.LinkEngine;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Configures a {@link LinkPipe}; obtain with {@link LinkPipe#listen} or {@link LinkPipe#connect}.
 * Not thread-safe; {@link #build()} copies the options.
 *
 * <table>
 * <caption>Options and defaults</caption>
 * <tr><th>option</th><th>default</th></tr>
 * <tr><td>{@link #maxMessageBytes(int)}</td><td>1 MiB</td></tr>
 * <tr><td>{@link #errorHandler(MessageErrorHandler)}</td><td>log at WARNING</td></tr>
 * <tr><td>{@link #filter(MessageFilter)}</td><td>none</td></tr>
 * <tr><td>{@link #reconnectBackoff(Duration, Duration)}</td><td>50 ms doubling to 2 s</td></tr>
 * <tr><td>{@link #handshakeTimeout(Duration)}</td><td>5 s</td></tr>
 * <tr><td>{@link #maxQueuedFrames(int)}</td><td>10,000</td></tr>
 * <tr><td>{@link #failUnhandledRequests(boolean)}</td><td>false</td></tr>
 * </table>
 *
 * <p>Times are {@link Duration}s, as everywhere in lilt-pipe.
 */
public final class LinkPipeBuilder {
    private final SocketAddress address;
    private final boolean listener;
    private int maxMessageBytes = 1 << 20;
    private MessageErrorHandler errorHandler;
    private final List<MessageFilter<Object>> filters = new ArrayList<>();
    private Duration backoffMin = Duration.ofMillis(50);
    private Duration backoffMax = Duration.ofSeconds(2);
    private Duration handshakeTimeout = Duration.ofSeconds(5);
    private int maxQueuedFrames = 10_000;
    private boolean failUnhandledRequests;

    LinkPipeBuilder(SocketAddress address, boolean listener) {
        if (address instanceof InetSocketAddress) {
            InetSocketAddress inet = (InetSocketAddress) address;
            if (listener && (inet.isUnresolved() || !inet.getAddress().isLoopbackAddress())) {
                throw new IllegalArgumentException("the link has no authentication: listen on a loopback address "
                        + "or a Unix domain socket, not " + address);
            }
        } else if (!(address instanceof UnixDomainSocketAddress)) {
            throw new IllegalArgumentException("address must be an InetSocketAddress or a UnixDomainSocketAddress: "
                    + address.getClass().getName());
        }
        this.address = address;
        this.listener = listener;
    }

    /**
     * The largest encoded message (or remote request) a publish accepts, in bytes. A larger one
     * throws {@link dev.lilt.pipe.remote.MessageTooLargeException} at the publish, nothing sent. A
     * connector uses the smaller of its own limit and the listener's; a frame longer than this
     * side's limit (its key and header added) arriving from the wire closes that connection.
     *
     * @param bytes the limit, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code bytes} is below 1
     */
    public LinkPipeBuilder maxMessageBytes(int bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("maxMessageBytes must be >= 1: " + bytes);
        }
        this.maxMessageBytes = bytes;
        return this;
    }

    /**
     * Receives handler failures (with the message), decode failures (with the raw bytes) and
     * protocol errors ({@link LinkProtocolException}, with the peer's address as the message), on
     * the pipe's threads. Without one they are logged at WARNING.
     *
     * @param handler the handler
     * @return this builder
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     */
    public LinkPipeBuilder errorHandler(MessageErrorHandler handler) {
        this.errorHandler = Objects.requireNonNull(handler, "handler == null");
        return this;
    }

    /**
     * Adds a global filter around every local handler, as in-process.
     *
     * @param filter the filter
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public LinkPipeBuilder filter(MessageFilter<Object> filter) {
        filters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * How long a connector waits before dialling again after its connection dropped: {@code min}
     * first, doubling up to {@code max}, back to {@code min} after a successful connection.
     *
     * @param min the first delay, above zero
     * @param max the longest delay, at least {@code min}
     * @return this builder
     * @throws NullPointerException if {@code min} ("min == null") or {@code max} ("max == null") is null
     * @throws IllegalArgumentException if {@code min} is zero or negative, or {@code max} is below it
     */
    public LinkPipeBuilder reconnectBackoff(Duration min, Duration max) {
        Objects.requireNonNull(min, "min == null");
        Objects.requireNonNull(max, "max == null");
        if (min.isNegative() || min.isZero()) {
            throw new IllegalArgumentException("min must be > 0: " + min);
        }
        if (max.compareTo(min) < 0) {
            throw new IllegalArgumentException("max must be >= min (" + min + "): " + max);
        }
        this.backoffMin = min;
        this.backoffMax = max;
        return this;
    }

    /**
     * How long a new connection may take to send its hello; a peer silent longer is disconnected
     * and reported. Also how long {@link #build()} of a connector waits for the listener.
     *
     * @param timeout the timeout, above zero
     * @return this builder
     * @throws NullPointerException if {@code timeout} is null ("timeout == null")
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     */
    public LinkPipeBuilder handshakeTimeout(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout == null");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be > 0: " + timeout);
        }
        this.handshakeTimeout = timeout;
        return this;
    }

    /**
     * How many frames one connection may hold written but not yet taken by the socket. A
     * connector's publish beyond it fails at once with
     * {@link dev.lilt.pipe.remote.MessageNotSentException}; the listener disconnects a connector
     * whose queue is full (it stopped reading) rather than skip messages in the middle of its
     * stream.
     *
     * @param frames the bound, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code frames} is below 1
     */
    public LinkPipeBuilder maxQueuedFrames(int frames) {
        if (frames < 1) {
            throw new IllegalArgumentException("maxQueuedFrames must be >= 1: " + frames);
        }
        this.maxQueuedFrames = frames;
        return this;
    }

    /**
     * Whether a remote request that reached no handler fails at once. The listener counts the
     * pipes each message reached, so the link knows when no pipe handles a request's type (none
     * registered, or its process died): with this on, the call fails at once with
     * {@link dev.lilt.pipe.remote.MessageNotSentException} ("no pipe on the link handles requests
     * of type 'price'") instead of waiting for its timeout. Off by default, so that the link
     * behaves as every engine does: the request is lost and the call ends with
     * {@link dev.lilt.pipe.remote.RemoteRequestTimeoutException}.
     *
     * @param failFast true to fail such calls at once
     * @return this builder
     */
    public LinkPipeBuilder failUnhandledRequests(boolean failFast) {
        this.failUnhandledRequests = failFast;
        return this;
    }

    /**
     * Builds the pipe: a listener binds its address and starts accepting; a connector dials the
     * listener and waits for its hello.
     *
     * @return the open pipe
     * @throws IllegalStateException if the listener cannot bind ("cannot listen on ADDRESS: reason")
     *     or the connector cannot reach a listener ("cannot connect to the link listener at
     *     ADDRESS: reason"); nothing is left open
     */
    public LinkPipe build() {
        return LinkEngine.open(address, listener, maxMessageBytes, errorHandler, filters, backoffMin, backoffMax,
                handshakeTimeout, maxQueuedFrames, failUnhandledRequests);
    }
}
