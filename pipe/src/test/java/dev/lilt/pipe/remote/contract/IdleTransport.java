package dev.lilt.pipe.remote.contract;

import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import java.util.concurrent.CompletableFuture;

/**
 * A transport that carries nothing: sends complete with 0 receivers, listens complete at once. For
 * tests of an engine's parts on a real pipe core ({@code PipeCore.open(settings, core -> new
 * IdleTransport())}), and of the core's own start and close rules through the two hooks.
 */
public class IdleTransport implements Transport {
    private final Runnable onStart;
    private final Runnable onClose;

    /** A transport whose start and close do nothing. */
    public IdleTransport() {
        this(() -> { }, () -> { });
    }

    /**
     * A transport that runs {@code onStart} in {@link #start()} and {@code onClose} in {@link #close()}.
     *
     * @param onStart run by start (it may throw, to test a failing start)
     * @param onClose run by close
     */
    public IdleTransport(Runnable onStart, Runnable onClose) {
        this.onStart = onStart;
        this.onClose = onClose;
    }

    @Override
    public void start() {
        onStart.run();
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] payload) {
        return CompletableFuture.completedFuture(0L);
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void unlisten(Topic topic) {
    }

    @Override
    public void close() {
        onClose.run();
    }
}
