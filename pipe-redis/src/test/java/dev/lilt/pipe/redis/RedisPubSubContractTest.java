package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The contract kit over a real redis-server, Pub/Sub mode: at most once, ordered per key,
 * patterns (as wider Redis globs, filtered by the pipe), requests; PUBLISH's receiver count is
 * the server-side subscriptions reached.
 */
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
    protected DistributedPipe open(PipeSpec spec) {
        return RedisContracts.configure(RedisPipe.builder().uri(redis.uri()), spec).build();
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atMostOnce();
    }
}
