package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.redis.DeliveryMode;
import dev.lilt.pipe.remote.spi.PipeSettings;
import java.time.Duration;
import java.util.List;

/**
 * The options of one distributed pipe, copied from its builder (already checked there).
 *
 * @param uri the Redis URI (a seed node on a cluster)
 * @param cluster whether the server is a cluster
 * @param mode the delivery mode
 * @param maxMessageBytes the largest encoded message
 * @param errorHandler the user's error handler, or null to log
 * @param filters the global filters
 * @param backoffMin the first reconnect delay
 * @param backoffMax the largest reconnect delay
 * @param commandTimeout connect and command timeout
 * @param consumerGroup the Streams consumer group
 * @param consumerName the Streams consumer name, or null for a unique one
 * @param maxStreamLength the approximate bound of each stream
 * @param retries Streams retries before dead-lettering
 * @param deadLetterKey the Streams dead-letter key
 * @param claimIdle the Streams idle time after which pending entries are claimed
 * @param streamBatchSize the Streams read batch
 * @param maxPendingPublishes the publish queue's capacity
 * @param tls the TLS settings
 */
public record PipeOptions(String uri, boolean cluster, DeliveryMode mode, int maxMessageBytes,
        MessageErrorHandler errorHandler, List<MessageFilter<Object>> filters,
        Duration backoffMin, Duration backoffMax, Duration commandTimeout,
        String consumerGroup, String consumerName, long maxStreamLength, int retries,
        String deadLetterKey, Duration claimIdle, int streamBatchSize, int maxPendingPublishes,
        Tls.Settings tls) {
    /**
     * The engine-neutral part of these options.
     *
     * @return the settings of the neutral pipe
     */
    public PipeSettings settings() {
        return new PipeSettings("redis", mode.guarantee(), maxMessageBytes, errorHandler, filters, retries);
    }

    /**
     * A duration in nanoseconds, saturated far below overflow so that a deadline ({@code now + it})
     * still compares correctly with {@code now - deadline > 0}.
     *
     * @param duration a positive duration
     * @return its nanoseconds, at most {@code Long.MAX_VALUE / 4}
     */
    public static long nanos(Duration duration) {
        long max = Long.MAX_VALUE / 4;
        return duration.compareTo(Duration.ofNanos(max)) > 0 ? max : duration.toNanos();
    }
}
