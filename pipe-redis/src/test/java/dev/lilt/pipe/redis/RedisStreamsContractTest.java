package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The contract kit over a real redis-server, Streams mode (each pipe its own consumer group, no
 * retries): at least once, ordered per key, stored while unsubscribed, no patterns, no requests;
 * XADD answers 1 once stored.
 */
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
    protected DistributedPipe open(PipeSpec spec) {
        return RedisContracts.configure(RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS)
                .consumerGroup("group-" + ++groups).retries(0), spec).build();
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atLeastOnce();
    }
}
