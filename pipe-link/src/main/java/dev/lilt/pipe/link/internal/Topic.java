package dev.lilt.pipe.link.internal;

/**
 * A key, or a pattern of keys, that a pipe listens to.
 *
 * @param name the key or the pattern
 * @param pattern true for a pattern
 */
record Topic(String name, boolean pattern) {
}
