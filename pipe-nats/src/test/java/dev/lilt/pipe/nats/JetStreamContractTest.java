package dev.lilt.pipe.nats;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The contract kit over a real nats-server, JetStream mode: at least once, ordered per key,
 * patterns (a consumer per wildcard subject), stored while unsubscribed, 1 once stored; remote
 * requests refused (they travel on core NATS).
 */
class JetStreamContractTest extends DistributedPipeContract {
    private static NatsProcess nats;

    @BeforeAll
    static void startNats() {
        nats = NatsProcess.launch();
    }

    @AfterAll
    static void stopNats() {
        if (nats != null) { // null when the launch was skipped (no nats-server)
            nats.close();
        }
    }

    @Override
    protected DistributedPipe open(PipeSpec spec) {
        return NatsCoreContractTest.configure(NatsPipe.builder().servers(nats.url()).mode(NatsMode.JETSTREAM), spec)
                .build();
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atLeastOnce().withPatterns(true);
    }
}
