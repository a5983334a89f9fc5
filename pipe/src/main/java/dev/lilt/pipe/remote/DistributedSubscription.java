package dev.lilt.pipe.remote;

import dev.lilt.pipe.Subscription;
import java.util.concurrent.CompletionStage;

/**
 * A subscription to a key or pattern of a {@link DistributedPipe}. Closing it stops its handler at
 * once (as in-process); the server-side subscription goes when the last local one of the key goes.
 */
public interface DistributedSubscription extends Subscription {
    /**
     * Completes when the server has the subscription (Redis Pub/Sub: the {@code SUBSCRIBE} was
     * confirmed; Redis Streams: the consumer group exists; in memory: at once). Messages
     * published after that reach this handler. While the connection is down it completes after
     * the reconnect.
     *
     * @return a stage completed once the subscription is live on the server
     */
    CompletionStage<Void> ready();
}
