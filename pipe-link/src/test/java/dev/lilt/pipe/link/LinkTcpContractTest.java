package dev.lilt.pipe.link;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.contract.DistributedPipeContract;
import dev.lilt.pipe.remote.contract.Guarantees;
import java.net.InetAddress;
import java.net.InetSocketAddress;

/**
 * The contract kit over TCP on loopback, the two ends of one link: {@code a} is the listener,
 * {@code b} a connector. The link declares at most once, ordered per connection, patterns,
 * requests, receivers counted per subscription.
 */
class LinkTcpContractTest extends DistributedPipeContract {
    private LinkPipe listener;

    @Override
    protected DistributedPipe open(PipeSpec spec) {
        LinkPipeBuilder builder = listener == null
                ? LinkPipe.listen(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))
                : LinkPipe.connect(listener.address());
        builder.maxMessageBytes(spec.maxMessageBytes());
        if (spec.errorHandler() != null) {
            builder.errorHandler(spec.errorHandler());
        }
        LinkPipe pipe = builder.build();
        if (listener == null) {
            listener = pipe;
        }
        return pipe;
    }

    @Override
    protected Guarantees guarantees() {
        return Guarantees.atMostOnce();
    }
}
