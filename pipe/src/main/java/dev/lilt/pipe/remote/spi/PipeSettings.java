package dev.lilt.pipe.remote.spi;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.remote.DeliveryGuarantee;
import java.util.List;
import java.util.Objects;

/**
 * The engine-neutral options of one distributed pipe, which an engine's builder passes to
 * {@link PipeCore#open}; the engine keeps its own (addresses, timeouts, TLS) itself.
 *
 * @param engine a short engine name for thread names and log lines, for example {@code "redis"}
 * @param guarantee what the engine's mode promises; at least once, deliveries get retries
 * @param maxMessageBytes the largest encoded message a publish or a remote request accepts, in
 *     bytes, at least 1
 * @param errorHandler receives handler, filter and decode failures on the delivery thread, or
 *     null to log them at WARNING
 * @param filters global filters around every local subscription (copied)
 * @param retries at least once: how many times a message whose handlers threw is delivered
 *     again before the engine dead-letters it; at least 0
 */
public record PipeSettings(String engine, DeliveryGuarantee guarantee, int maxMessageBytes,
        MessageErrorHandler errorHandler, List<MessageFilter<Object>> filters, int retries) {
    /**
     * Checks and copies the settings.
     *
     * @param engine the engine name
     * @param guarantee the guarantee
     * @param maxMessageBytes the size limit in bytes
     * @param errorHandler the error handler, or null
     * @param filters the global filters
     * @param retries the at-least-once retries
     * @throws NullPointerException if {@code engine} ("engine == null"), {@code guarantee}
     *     ("guarantee == null"), {@code filters} ("filters == null") or a filter is null
     * @throws IllegalArgumentException if {@code engine} is empty, {@code maxMessageBytes} is below
     *     1 or {@code retries} is negative (the message has the value)
     */
    public PipeSettings {
        Objects.requireNonNull(engine, "engine == null");
        Objects.requireNonNull(guarantee, "guarantee == null");
        Objects.requireNonNull(filters, "filters == null");
        if (engine.isEmpty()) {
            throw new IllegalArgumentException("engine must not be empty");
        }
        if (maxMessageBytes < 1) {
            throw new IllegalArgumentException("maxMessageBytes must be >= 1: " + maxMessageBytes);
        }
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0: " + retries);
        }
        filters = List.copyOf(filters);
    }
}
