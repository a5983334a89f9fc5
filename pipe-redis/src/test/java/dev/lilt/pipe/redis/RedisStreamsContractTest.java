package dev.lilt.pipe.redis;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The contract over a real redis-server, Streams mode (each pipe its own consumer group). */
class RedisStreamsContractTest extends DistributedPipeContract {
    private static RedisProcess redis;
    private static int groups;

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
        return builder.uri(redis.uri()).mode(DeliveryMode.STREAMS).consumerGroup("group-" + ++groups).retries(0);
    }

    @Override
    DistributedPipe build(RedisPipeBuilder builder) {
        return builder.build();
    }

    @Override
    boolean patterns() {
        return false;
    }

    @Override
    boolean storesWhileUnsubscribed() {
        return true;
    }
}
