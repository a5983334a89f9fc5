package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.redis.DeliveryMode;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.spi.PipeCore;

/** Builds a distributed pipe over Redis: the neutral pipe, with a Pub/Sub or a Streams transport. */
public final class RedisEngine {
    private RedisEngine() {
    }

    /**
     * Connects to Redis.
     *
     * @param options the options, checked by the builder
     * @return the open pipe
     */
    public static DistributedPipe open(PipeOptions options) {
        if (options.mode() == DeliveryMode.STREAMS) {
            return PipeCore.open(options.settings(), core -> new StreamTransport(core, options));
        }
        return PipeCore.open(options.settings(), core -> new PubSubTransport(core, options));
    }
}
