package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.DeliveryGuarantee;

/**
 * How a Redis pipe carries messages; see the guarantees of each constant. The engine-neutral
 * {@link DeliveryGuarantee} of a mode is {@link #guarantee()}.
 */
public enum DeliveryMode {
    /**
     * Redis Pub/Sub ({@code PUBLISH}/{@code SUBSCRIBE}, sharded {@code SPUBLISH}/{@code SSUBSCRIBE}
     * on a cluster): at most once. A message published while a subscriber is disconnected (or
     * before it subscribed) is lost for it; nothing is stored. Patterns are supported
     * (standalone only).
     */
    PUB_SUB,
    /**
     * Redis Streams ({@code XADD}, consumer groups, {@code XREADGROUP}, {@code XACK},
     * {@code XAUTOCLAIM}): at least once. Messages are stored in the stream (bounded by
     * {@link RedisPipeBuilder#maxStreamLength(long)}); a message is acknowledged after its
     * handlers ran, redelivered to another consumer of the group when its consumer dies, retried
     * and then dead-lettered when handlers keep failing. Keys only, no patterns, no remote requests.
     */
    STREAMS;

    /**
     * The engine-neutral guarantee of this mode.
     *
     * @return {@link DeliveryGuarantee#AT_MOST_ONCE} for PUB_SUB, {@link DeliveryGuarantee#AT_LEAST_ONCE}
     *     for STREAMS
     */
    public DeliveryGuarantee guarantee() {
        return this == PUB_SUB ? DeliveryGuarantee.AT_MOST_ONCE : DeliveryGuarantee.AT_LEAST_ONCE;
    }
}
