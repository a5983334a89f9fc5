package dev.lilt.pipe.nats;

import io.nats.client.Connection;
import io.nats.client.Nats;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A plain jnats connection for tests, as another NATS client would use the server; closeable
 * in try-with-resources (jnats's own close throws InterruptedException).
 */
final class RawNats implements AutoCloseable {
    private final Connection connection;

    private RawNats(Connection connection) {
        this.connection = connection;
    }

    static RawNats connect(String url) {
        try {
            return new RawNats(Nats.connect(url));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    Connection connection() {
        return connection;
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
