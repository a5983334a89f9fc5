package dev.lilt.pipe.remote.spi;

import java.util.Objects;

/**
 * What a server-side subscription is for: a key, or a key pattern (the neutral syntax of
 * {@link dev.lilt.pipe.remote.DistributedSubscriber#subscribePattern}). Also the key of the local
 * brokers, so that a key and an equal-looking pattern never share handlers.
 *
 * @param name the key or the pattern
 * @param pattern true for a pattern
 */
public record Topic(String name, boolean pattern) {
    /**
     * Checks the name.
     *
     * @param name the key or the pattern
     * @param pattern true for a pattern
     * @throws NullPointerException if {@code name} is null ("name == null")
     */
    public Topic {
        Objects.requireNonNull(name, "name == null");
    }
}
