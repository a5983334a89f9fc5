package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.link.LinkProtocolException;
import dev.lilt.pipe.remote.spi.Topic;

/** What a link node tells its pipe, and the failures the pipe's API defines. */
interface NodeEvents {
    /** A message for one of this pipe's topics; hands it to the delivery thread without waiting. */
    void deliver(Topic topic, String key, byte[] payload);

    /** A peer broke the protocol; its connection is closed. */
    void protocolError(LinkProtocolException failure);

    /** A connection was lost or refused for another reason (logged, not an error of the user's). */
    void notice(String message, Throwable cause);

    /** The connector's link went down ({@code false}) or came back ({@code true}). */
    void linkUp(boolean up);

    /** The failure of a publish that never left. */
    RuntimeException notSent(String key, String reason);

    /** The failure of a publish that was written and not acknowledged. */
    RuntimeException outcomeUnknown(String key, String reason);
}
