package dev.lilt.bench.remote;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A Lilt engine as a benchmark side: two pipes of the engine (one publishes, one subscribes), built
 * by the caller's builder line, so the same class measures every engine.
 */
public final class PipeSide implements RemoteSide {
    private final String name;
    private final DistributedPipe publisherPipe;
    private final DistributedPipe subscriberPipe;
    private final DistributedPublisher<byte[]> publisher;
    private CompletionStage<Long> last;

    /**
     * Wraps two pipes of one engine.
     *
     * @param name what the results call it
     * @param publisherPipe the pipe that sends
     * @param subscriberPipe the pipe that receives (another client of the same server)
     */
    public PipeSide(String name, DistributedPipe publisherPipe, DistributedPipe subscriberPipe) {
        this.name = name;
        this.publisherPipe = publisherPipe;
        this.subscriberPipe = subscriberPipe;
        this.publisher = publisherPipe.publisher(MessageCodec.bytes());
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void subscribe(String key, Consumer<byte[]> onMessage) throws Exception {
        subscriberPipe.subscriber(MessageCodec.bytes()).subscribe(key, onMessage::accept)
                .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Override
    public void send(String key, byte[] payload) {
        last = publisher.publish(key, payload);
    }

    @Override
    public void flush() throws Exception {
        if (last != null) {
            last.toCompletableFuture().handle((receivers, failure) -> null).get(30, TimeUnit.SECONDS);
        }
    }

    @Override
    public void close() {
        publisherPipe.close();
        subscriberPipe.close();
    }
}
