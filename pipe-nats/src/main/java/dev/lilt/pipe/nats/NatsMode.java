package dev.lilt.pipe.nats;

import dev.lilt.pipe.remote.DeliveryGuarantee;

/** How a NATS pipe carries messages; the guarantee table in the module's documentation says the rest. */
public enum NatsMode {
    /**
     * Core NATS ({@code PUB}/{@code SUB}, queue groups, request/reply): at most once. A message
     * published while a subscriber is disconnected (or before it subscribed) is lost for it;
     * nothing is stored, nothing is written twice. Patterns are supported; remote requests travel
     * over core request/reply.
     */
    CORE(DeliveryGuarantee.AT_MOST_ONCE),
    /**
     * JetStream: at least once. Messages are stored in a stream (with a message id, so a resent
     * publish is stored once); each consumer group reads them through durable consumers with
     * explicit acknowledgement, after the handlers ran; a message not acknowledged in time is
     * redelivered. Patterns are supported; remote requests still travel over core request/reply.
     */
    JETSTREAM(DeliveryGuarantee.AT_LEAST_ONCE);

    private final DeliveryGuarantee guarantee;

    NatsMode(DeliveryGuarantee guarantee) {
        this.guarantee = guarantee;
    }

    /**
     * The neutral guarantee of this mode.
     *
     * @return at most once for {@link #CORE}, at least once for {@link #JETSTREAM}
     */
    public DeliveryGuarantee guarantee() {
        return guarantee;
    }
}
