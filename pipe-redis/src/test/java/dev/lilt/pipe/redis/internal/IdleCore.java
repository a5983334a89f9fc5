package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/** A neutral pipe over a transport that does nothing: its core, for tests of one Redis part alone. */
final class IdleCore implements AutoCloseable {
    final PipeCore core;
    private final DistributedPipe pipe;

    IdleCore(PipeOptions options) {
        AtomicReference<PipeCore> captured = new AtomicReference<>();
        this.pipe = PipeCore.open(options.settings(), core -> {
            captured.set(core);
            return new Transport() {
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
                }
            };
        });
        this.core = captured.get();
    }

    @Override
    public void close() {
        pipe.close();
    }
}
