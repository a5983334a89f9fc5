package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.remote.spi.PipeCore;
import io.nats.client.Connection;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeoutException;

/**
 * Tells when the server has processed everything written so far: a flush (PING, then its PONG)
 * after a {@code SUB} means the subscription is live. One daemon thread per pipe waits for the
 * flushes, retrying across an outage until one succeeds or the pipe closes.
 */
final class ServerReady {
    private static final long RETRY_MILLIS = 20;

    private final Connection connection;
    private final PipeCore pipe;
    private final Duration timeout;
    private final ExecutorService waiter;

    ServerReady(Connection connection, PipeCore pipe, Duration timeout) {
        this.connection = connection;
        this.pipe = pipe;
        this.timeout = timeout;
        this.waiter = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "lilt-nats-ready-" + pipe.name());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Completes once a flush issued now has come back (failed only if the pipe closes first). */
    CompletableFuture<Void> after() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            waiter.execute(() -> flushUntilDone(done));
        } catch (RejectedExecutionException e) {
            done.completeExceptionally(new IllegalStateException("pipe is closed"));
        }
        return done;
    }

    private void flushUntilDone(CompletableFuture<Void> done) {
        while (!pipe.isClosed()) {
            try {
                connection.flush(timeout);
                done.complete(null);
                return;
            } catch (TimeoutException | IllegalStateException e) {
                sleep();
            } catch (InterruptedException e) {
                break;
            }
        }
        done.completeExceptionally(new IllegalStateException("pipe is closed"));
    }

    private static void sleep() {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    void close() {
        waiter.shutdownNow();
    }
}
