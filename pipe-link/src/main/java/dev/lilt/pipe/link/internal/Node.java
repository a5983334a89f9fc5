package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.remote.spi.Topic;
import java.net.SocketAddress;
import java.util.concurrent.CompletableFuture;

/**
 * One end of the link as the pipe sees it: the listener ({@link Hub}) or a connector
 * ({@link Dialer}). {@link #listen} and {@link #unlisten} are called under the pipe's interest
 * lock, so for one topic they alternate.
 */
interface Node {
    /**
     * Sends a message to every pipe listening to a matching topic (this one included).
     *
     * @return the receivers: matching topics over all pipes reached
     */
    CompletableFuture<Long> send(String key, byte[] keyBytes, byte[] payload);

    /** Starts receiving a topic; completes when the listener routes it to this pipe. */
    CompletableFuture<Void> listen(Topic topic);

    /** Stops receiving a topic. */
    void unlisten(Topic topic);

    /** The largest payload a publish may carry now (the connector: the smaller of both ends' limits). */
    int maxMessageBytes();

    /** The listener's bound address, or the address a connector dials. */
    SocketAddress address();

    /** Closes the sockets and threads; waiting sends fail. */
    void close();
}
