package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.contract.IdleTransport;
import dev.lilt.pipe.remote.spi.PipeCore;
import java.util.concurrent.atomic.AtomicReference;

/** A neutral pipe over a transport that does nothing: its core, for tests of one Redis part alone. */
final class IdleCore implements AutoCloseable {
    final PipeCore core;
    private final DistributedPipe pipe;

    IdleCore(PipeOptions options) {
        AtomicReference<PipeCore> captured = new AtomicReference<>();
        this.pipe = PipeCore.open(options.settings(), core -> {
            captured.set(core);
            return new IdleTransport();
        });
        this.core = captured.get();
    }

    @Override
    public void close() {
        pipe.close();
    }
}
