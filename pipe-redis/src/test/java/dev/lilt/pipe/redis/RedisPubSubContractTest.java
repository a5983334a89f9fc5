package dev.lilt.pipe.redis;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The contract over a real redis-server, Pub/Sub mode. */
class RedisPubSubContractTest extends DistributedPipeContract {
    private static RedisProcess redis;

    @BeforeAll
    static void startRedis() {
        redis = RedisProcess.launch();
    }

    @AfterAll
    static void stopRedis() {
        if (redis != null) { // null when the launch was skipped (no redis-server)
            redis.close();
        }
    }

    @Override
    RedisPipeBuilder configure(RedisPipeBuilder builder) {
        return builder.uri(redis.uri());
    }

    @Override
    DistributedPipe build(RedisPipeBuilder builder) {
        return builder.build();
    }
}
