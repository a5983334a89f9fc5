package dev.lilt.pipe.link;

import dev.lilt.pipe.remote.DistributedPipe;
import java.net.SocketAddress;
import java.util.Objects;

/**
 * A {@link DistributedPipe} between JVMs on one machine with no broker: one process
 * {@linkplain #listen listens}, the others {@linkplain #connect connect}, over TCP on a loopback
 * address or over a Unix domain socket.
 *
 * <pre>{@code
 * SocketAddress address = UnixDomainSocketAddress.of("/run/game/pipe.sock");
 * DistributedPipe server = LinkPipe.listen(address).build();          // in one process
 * DistributedPipe client = LinkPipe.connect(address).build();         // in each of the others
 * client.subscriber(MessageCodec.string()).subscribe("lobby.chat", line -> show(line));
 * server.publisher(MessageCodec.string()).publish("lobby.chat", "hello");
 * }</pre>
 *
 * <p>Topology: a star. The listener relays: a message published by any pipe (the listener or a
 * connector) reaches every pipe with a matching subscription, the publisher's own included, as
 * with a broker. Connectors never talk to each other, so when the listener's process ends the
 * others are cut off until it is back; connectors reconnect by themselves, with backoff.
 *
 * <p>Guarantees: at most once; messages from one publishing pipe reach each receiving pipe in
 * publish order (per publishing thread, for the listener's own publishes). What is lost is lost
 * across a broken connection: a connector whose connection drops misses what is published until
 * it is back (and a connector that stops reading is disconnected rather than skipped). A publish
 * while a connector is disconnected fails at once ({@link
 * dev.lilt.pipe.remote.MessageNotSentException}); remote requests travel as messages, so a
 * request whose handler's process dies times out.
 *
 * <p>Thread-safe: any thread may publish, subscribe and close. When {@code subscribe} returns, the
 * handler receives every message that arrives from then on; its {@code ready()} completes when
 * the listener routes the key to this pipe (at once on the listener). When a subscription's
 * {@code close()} returns, its handler is not called again.
 */
public interface LinkPipe extends DistributedPipe {
    /**
     * Starts configuring the listening pipe: it binds {@code address} when built and relays
     * between every pipe that connects.
     *
     * @param address a {@link java.net.UnixDomainSocketAddress}, or an
     *     {@link java.net.InetSocketAddress} on a loopback address (port 0 lets the system choose;
     *     {@link #address()} tells which)
     * @return the builder
     * @throws NullPointerException if {@code address} is null ("address == null")
     * @throws IllegalArgumentException if {@code address} is a TCP address that is not loopback (the
     *     link has no authentication), or neither kind
     */
    static LinkPipeBuilder listen(SocketAddress address) {
        Objects.requireNonNull(address, "address == null");
        return new LinkPipeBuilder(address, true);
    }

    /**
     * Starts configuring a connecting pipe: it dials {@code address} when built, and again with
     * backoff whenever the connection drops.
     *
     * @param address the listener's address: a {@link java.net.UnixDomainSocketAddress} or an
     *     {@link java.net.InetSocketAddress}
     * @return the builder
     * @throws NullPointerException if {@code address} is null ("address == null")
     * @throws IllegalArgumentException if {@code address} is neither kind
     */
    static LinkPipeBuilder connect(SocketAddress address) {
        Objects.requireNonNull(address, "address == null");
        return new LinkPipeBuilder(address, false);
    }

    /**
     * The listener's address: where this pipe listens (with the port the system chose, for port
     * 0), or the address this connector dials.
     *
     * @return the address
     */
    SocketAddress address();

    /**
     * Tells whether this pipe is the listening end.
     *
     * @return true for the pipe built by {@link #listen}, false for a connector
     */
    boolean isListener();
}
