package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.link.LinkPipe;
import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DeliveryGuarantee;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPipeStats;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import java.net.SocketAddress;
import java.util.function.Consumer;

/** The neutral pipe, with the link's own two questions: where, and which end. */
final class LinkPipeImpl implements LinkPipe {
    private final DistributedPipe pipe;
    private final LinkEngine engine;

    LinkPipeImpl(DistributedPipe pipe, LinkEngine engine) {
        this.pipe = pipe;
        this.engine = engine;
    }

    @Override
    public SocketAddress address() {
        return engine.address();
    }

    @Override
    public boolean isListener() {
        return engine.isListener();
    }

    @Override
    public <T> DistributedPublisher<T> publisher(MessageCodec<T> codec) {
        return pipe.publisher(codec);
    }

    @Override
    public <T> DistributedSubscriber<T> subscriber(MessageCodec<T> codec) {
        return pipe.subscriber(codec);
    }

    @Override
    public <Q, R> RemoteRequestChannel<Q, R> remoteRequests(String type, MessageCodec<Q> requestCodec,
            MessageCodec<R> responseCodec) {
        return pipe.remoteRequests(type, requestCodec, responseCodec);
    }

    @Override
    public DeliveryGuarantee guarantee() {
        return pipe.guarantee();
    }

    @Override
    public ConnectionState connectionState() {
        return pipe.connectionState();
    }

    @Override
    public Subscription onConnectionState(Consumer<ConnectionState> listener) {
        return pipe.onConnectionState(listener);
    }

    @Override
    public DistributedPipeStats stats() {
        return pipe.stats();
    }

    @Override
    public void close() {
        pipe.close();
    }

    @Override
    public boolean isClosed() {
        return pipe.isClosed();
    }

    @Override
    public String toString() {
        return (engine.isListener() ? "link listener on " : "link connector to ") + Endpoints.name(address());
    }
}
