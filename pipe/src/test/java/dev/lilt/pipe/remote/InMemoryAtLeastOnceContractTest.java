package dev.lilt.pipe.remote;

import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;

/**
 * The contract kit over the in-memory engine, at least once (no retries, so a failing handler is
 * reported once). The in-memory engine keeps patterns and requests in this mode and stores
 * nothing while a key has no subscriber; it counts receivers per subscription.
 */
class InMemoryAtLeastOnceContractTest extends DistributedPipeContract {
    private final InMemoryServer server = new InMemoryServer();

    @Override
    protected DistributedPipe open(PipeSpec spec) {
        InMemoryPipeBuilder builder = server.pipeBuilder().guarantee(DeliveryGuarantee.AT_LEAST_ONCE).retries(0)
                .maxMessageBytes(spec.maxMessageBytes());
        if (spec.errorHandler() != null) {
            builder.errorHandler(spec.errorHandler());
        }
        return builder.build();
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atLeastOnce().withPatterns(true).withRequests(true).withStoresWhileUnsubscribed(false)
                .withReceiverCount(Guarantees.ReceiverCount.PER_SUBSCRIPTION);
    }
}
