package dev.lilt.pipe;

/**
 * A publisher whose broker remembers the last message, so that a new subscriber gets it at once.
 *
 * <p>A buffered publish takes the broker's lock for as long as it takes to store the message and
 * read the handler list (never while handlers run), so that a concurrent subscribe sees each
 * message exactly once: by replay or by delivery, never both, never neither.
 *
 * @param <T> the message type
 */
public interface BufferedPublisher<T> extends Publisher<T> {
}
