package dev.lilt.pipe.link.internal;

import java.net.SocketAddress;
import java.time.Duration;
import java.util.function.BiPredicate;

/**
 * What a link node is built from; checked by the public builder.
 *
 * @param address where the listener binds, or the connector dials
 * @param maxMessageBytes the largest payload this side sends or accepts
 * @param reconnectMin the connector's first delay before dialling again
 * @param reconnectMax the connector's longest delay between attempts
 * @param handshakeTimeout how long a new connection may take to send its hello (and a dial to connect)
 * @param maxQueuedFrames frames a connection may hold unwritten before its peer counts as too slow
 * @param matcher tells whether a pattern (first argument) matches a key (second)
 */
record NodeOptions(SocketAddress address, int maxMessageBytes, Duration reconnectMin, Duration reconnectMax,
        Duration handshakeTimeout, int maxQueuedFrames, BiPredicate<String, String> matcher) {
}
