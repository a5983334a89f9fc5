package dev.lilt.pipe.link;

import java.util.Objects;

/**
 * A peer broke the link's protocol: a wrong or missing hello (not a link peer, another protocol
 * version, a listener dialling a listener), a frame longer than the limit, an unknown frame type,
 * a frame cut short. The connection to that peer is closed, the others go on; the pipe reports
 * the exception to its error handler, with the peer's address as the message.
 */
public final class LinkProtocolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The peer's address as text, for example {@code /127.0.0.1:53412}. */
    private final String peer;

    /**
     * Creates the exception.
     *
     * @param peer the peer's address, as text
     * @param reason what the peer did wrong
     * @throws NullPointerException if {@code peer} ("peer == null") or {@code reason}
     *     ("reason == null") is null
     */
    public LinkProtocolException(String peer, String reason) {
        super("bad frame from " + Objects.requireNonNull(peer, "peer == null") + ": "
                + Objects.requireNonNull(reason, "reason == null"));
        this.peer = peer;
    }

    /**
     * The peer that broke the protocol.
     *
     * @return its address as text: {@code /127.0.0.1:53412} for TCP, the socket file's path or
     *     {@code unix:<unnamed>} for a Unix domain socket
     */
    public String peer() {
        return peer;
    }
}
