package dev.lilt.pipe.redis;

/**
 * Entry point for distributed pipes over Redis, through Lettuce: the engine-neutral
 * {@link dev.lilt.pipe.remote.DistributedPipe}, with Redis Pub/Sub or Streams behind it.
 *
 * <pre>{@code
 * DistributedPipe pipe = RedisPipe.builder()
 *         .uri("redis://127.0.0.1:6379")
 *         .mode(DeliveryMode.STREAMS)          // at least once; PUB_SUB (the default) is at most once
 *         .consumerGroup("match-workers")
 *         .build();
 * }</pre>
 */
public final class RedisPipe {
    private RedisPipe() {
    }

    /**
     * Starts configuring a Redis pipe.
     *
     * @return a builder with the defaults listed on {@link RedisPipeBuilder}
     */
    public static RedisPipeBuilder builder() {
        return new RedisPipeBuilder();
    }
}
