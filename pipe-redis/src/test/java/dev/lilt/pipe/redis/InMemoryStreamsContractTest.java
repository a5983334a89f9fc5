package dev.lilt.pipe.redis;

/** The contract over the in-memory server, Streams mode (retry and dead-letter policy, no patterns). */
class InMemoryStreamsContractTest extends DistributedPipeContract {
    private final InMemoryServer server = new InMemoryServer();

    @Override
    RedisPipeBuilder configure(RedisPipeBuilder builder) {
        return builder.mode(DeliveryMode.STREAMS).retries(0);
    }

    @Override
    DistributedPipe build(RedisPipeBuilder builder) {
        return builder.buildInMemory(server);
    }

    @Override
    boolean patterns() {
        return false;
    }
}
