package dev.lilt.pipe.remote.testkit;

import dev.lilt.pipe.remote.DistributedPublisher;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/** A burst of publishes that a server's crash and restart land in the middle of. */
public final class FaultBurst {
    private FaultBurst() {
    }

    /**
     * Publishes at least {@code total} messages ("0", "1", ...) without waiting; another thread
     * kills the server once a quarter of them are published and restarts it 200 ms later. The
     * burst goes on until the kill has landed (however late a loaded machine runs the killer), so
     * the kill always hits messages on their way. Returns each publish's outcome, as
     * {@link FaultTally#outcomes} gives it.
     *
     * @param pauseEvery publishes between pauses of 1 ms (an engine whose client buffers a burst
     *     it cannot write yet); 0 publishes back to back
     * @param beforeKill run on the killer thread just before the kill: a server that can hold its
     *     clients' commands unanswered for a moment does so here, so that writes are surely on their
     *     way when it dies, however fast it answered until then
     */
    public static long[] throughKill(LocalServer server, DistributedPublisher<String> publisher, String key,
            int total, int pauseEvery, Runnable beforeKill) throws Exception {
        List<CompletableFuture<Long>> sends = new ArrayList<>();
        AtomicInteger published = new AtomicInteger();
        AtomicBoolean killed = new AtomicBoolean();
        Thread killer = new Thread(() -> {
            while (published.get() < total / 4) {
                LocalServer.sleep(1);
            }
            beforeKill.run();
            server.kill9();
            killed.set(true);
            LocalServer.sleep(200);
            server.start();
        }, "fault-killer");
        killer.start();
        for (int i = 0; i < total || !killed.get(); i++) {
            sends.add(publisher.publish(key, Integer.toString(i)).toCompletableFuture());
            published.incrementAndGet();
            if (i >= 4 * total || pauseEvery > 0 && i % pauseEvery == pauseEvery - 1) {
                Thread.sleep(1);
            }
        }
        killer.join(30_000);
        return FaultTally.outcomes(sends, 60);
    }
}
