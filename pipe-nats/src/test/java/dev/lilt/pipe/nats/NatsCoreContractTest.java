package dev.lilt.pipe.nats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The contract kit over a real nats-server, core mode: at most once, ordered per key, patterns
 * (on subject wildcards), remote requests; core NATS does not count receivers, and a request nobody
 * handles fails at once ("no responders") instead of timing out.
 */
class NatsCoreContractTest extends DistributedPipeContract {
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
        return configure(NatsPipe.builder().servers(nats.url()), spec).build();
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atMostOnce().withReceiverCount(Guarantees.ReceiverCount.UNKNOWN);
    }

    /** NATS says at once that nobody listens: the call fails as not sent, before its timeout. */
    @Override
    protected void assertNobodyAnswered(Throwable failure, String type, Duration timeout) {
        assertThat(failure).isInstanceOf(MessageNotSentException.class).hasMessageContaining("no responders")
                .hasMessageContaining("lilt.rpc.req." + type);
    }

    static NatsPipeBuilder configure(NatsPipeBuilder builder, PipeSpec spec) {
        builder.maxMessageBytes(spec.maxMessageBytes());
        if (spec.errorHandler() != null) {
            builder.errorHandler(spec.errorHandler());
        }
        return builder;
    }
}
