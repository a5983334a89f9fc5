package dev.lilt.pipe.redis.internal;

/**
 * What a server-side subscription is for: a key, or a glob pattern of keys. Also the key of the
 * local keyed brokers, so that a key and an equal-looking pattern never share handlers.
 *
 * @param name the key or the pattern
 * @param pattern true for a pattern
 */
record Topic(String name, boolean pattern) {
}
