package dev.lilt.pipe.redis;

/** The contract over the in-memory server, Pub/Sub mode. */
class InMemoryPipeContractTest extends DistributedPipeContract {
    private final InMemoryServer server = new InMemoryServer();

    @Override
    RedisPipeBuilder configure(RedisPipeBuilder builder) {
        return builder;
    }

    @Override
    DistributedPipe build(RedisPipeBuilder builder) {
        return builder.buildInMemory(server);
    }
}
