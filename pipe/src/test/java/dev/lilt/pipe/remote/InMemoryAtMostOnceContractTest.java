package dev.lilt.pipe.remote;

import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;

/** The contract kit over the in-memory engine, at most once. */
class InMemoryAtMostOnceContractTest extends DistributedPipeContract {
    private final InMemoryServer server = new InMemoryServer();

    @Override
    protected DistributedPipe open(PipeSpec spec) {
        InMemoryPipeBuilder builder = server.pipeBuilder().maxMessageBytes(spec.maxMessageBytes());
        if (spec.errorHandler() != null) {
            builder.errorHandler(spec.errorHandler());
        }
        return builder.build();
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atMostOnce();
    }
}
