package dev.lilt.pipe.link;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;
import java.net.UnixDomainSocketAddress;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contract kit over a Unix domain socket, between two connectors of a third pipe that
 * listens: every message {@code a} and {@code b} exchange is relayed by the listener.
 */
class LinkUnixContractTest extends DistributedPipeContract {
    @TempDir
    Path dir;

    private LinkPipe listener;

    @Override
    protected DistributedPipe open(PipeSpec spec) {
        if (listener == null) {
            listener = LinkPipe.listen(UnixDomainSocketAddress.of(dir.resolve("contract.sock"))).build();
        }
        LinkPipeBuilder builder = LinkPipe.connect(listener.address()).maxMessageBytes(spec.maxMessageBytes());
        if (spec.errorHandler() != null) {
            builder.errorHandler(spec.errorHandler());
        }
        return builder.build();
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atMostOnce();
    }

    @Override
    @AfterEach
    protected void closePipes() {
        super.closePipes();
        if (listener != null) {
            listener.close();
        }
    }
}
