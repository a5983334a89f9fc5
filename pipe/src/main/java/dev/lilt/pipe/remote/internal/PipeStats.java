package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.remote.DistributedPipeStats;
import dev.lilt.pipe.remote.spi.PipeCore;
import java.util.concurrent.atomic.LongAdder;

/** The counters behind {@link DistributedPipeStats}; striped adders, written from any thread. */
final class PipeStats {
    final LongAdder published = new LongAdder();
    final LongAdder received = new LongAdder();
    final LongAdder decodeFailures = new LongAdder();
    final LongAdder handlerFailures = new LongAdder();
    final LongAdder deadLettered = new LongAdder();
    final LongAdder claimed = new LongAdder();
    final LongAdder reconnects = new LongAdder();
    final LongAdder publishNotSent = new LongAdder();
    final LongAdder publishUnknown = new LongAdder();
    final LongAdder publishResent = new LongAdder();
    final LongAdder duplicatesDropped = new LongAdder();
    final LongAdder lateResponses = new LongAdder();
    final LongAdder remoteCallsWaiting = new LongAdder();

    void count(PipeCore.Counter counter) {
        switch (counter) {
            case DEAD_LETTERED -> deadLettered.increment();
            case CLAIMED -> claimed.increment();
            case PUBLISH_NOT_SENT -> publishNotSent.increment();
            case PUBLISH_UNKNOWN -> publishUnknown.increment();
            case PUBLISH_RESENT -> publishResent.increment();
            case DUPLICATE_DROPPED -> duplicatesDropped.increment();
            default -> throw new AssertionError(counter);
        }
    }

    DistributedPipeStats snapshot() {
        return new DistributedPipeStats(published.sum(), received.sum(), decodeFailures.sum(),
                handlerFailures.sum(), deadLettered.sum(), claimed.sum(), reconnects.sum(),
                publishNotSent.sum(), publishUnknown.sum(), publishResent.sum(), duplicatesDropped.sum(),
                lateResponses.sum(), remoteCallsWaiting.sum());
    }
}
