package dev.lilt.pipe;

/**
 * An asynchronous publisher whose broker remembers the last message, so that a new subscriber's
 * handler is started with it at once. As for {@link BufferedPublisher}, the publish stores the
 * message and reads the handler list under a short lock, so that a concurrent subscribe sees
 * each message exactly once.
 *
 * @param <T> the message type
 */
public interface BufferedAsyncPublisher<T> extends AsyncPublisher<T> {
}
