package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.DeliveryGuarantee;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.InMemoryServer;
import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;

/**
 * The contract kit over {@link RedisPipeBuilder#buildInMemory} in STREAMS mode: the Redis options
 * reach the in-memory engine (at least once, the size limit, the error handler, no retries).
 */
class RedisInMemoryContractTest extends DistributedPipeContract {
    private final InMemoryServer server = new InMemoryServer();

    @Override
    protected DistributedPipe open(PipeSpec spec) {
        return RedisContracts.configure(RedisPipe.builder().mode(DeliveryMode.STREAMS).retries(0), spec)
                .buildInMemory(server);
    }

    @Override
    protected Guarantees guarantees() {
        return new Guarantees(DeliveryGuarantee.AT_LEAST_ONCE, true, true, true, false,
                Guarantees.ReceiverCount.PER_SUBSCRIPTION);
    }
}
