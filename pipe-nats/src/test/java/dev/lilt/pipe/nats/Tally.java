package dev.lilt.pipe.nats;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What one fault run saw: per publish its outcome ({@link #NOT_SENT}, {@link #UNKNOWN}, else the
 * receiver count), and the messages the subscribers handled; lost, duplicated and out of order are
 * counted from them. Each run prints its line (the figures in PIPE-NATS.md come from these).
 */
record Tally(String run, int sent, int ok, int notSent, int unknown, int received, int lost, int duplicated,
        int outOfOrder) {
    static final long NOT_SENT = -100;
    static final long UNKNOWN = -200;

    static Tally of(String run, long[] outcomes, List<Integer> received, int outOfOrder) {
        int ok = 0;
        int notSent = 0;
        int unknown = 0;
        for (long outcome : outcomes) {
            if (outcome == NOT_SENT) {
                notSent++;
            } else if (outcome == UNKNOWN) {
                unknown++;
            } else {
                ok++;
            }
        }
        Set<Integer> distinct = new HashSet<>(received);
        Tally tally = new Tally(run, outcomes.length, ok, notSent, unknown, received.size(),
                outcomes.length - distinct.size(), received.size() - distinct.size(), outOfOrder);
        System.out.println("fault tally " + tally);
        return tally;
    }

    /** Messages that arrived after a higher number had (each subscriber process its own order). */
    static int outOfOrder(List<Integer> received) {
        int max = -1;
        int late = 0;
        for (int n : received) {
            if (n < max) {
                late++;
            }
            max = Math.max(max, n);
        }
        return late;
    }

    /**
     * Publishes {@code total} messages ("0", "1", ...) back to back without waiting, kills the
     * server once a quarter of them are published, restarts it 200 ms later while the burst goes
     * on, and returns each publish's outcome.
     */
    static long[] burstThroughKill(NatsProcess nats, DistributedPipe pipe, String key, int total) throws Exception {
        DistributedPublisher<String> publisher = pipe.publisher(MessageCodec.string());
        List<CompletableFuture<Long>> sends = new ArrayList<>();
        AtomicInteger published = new AtomicInteger();
        Thread killer = new Thread(() -> {
            Await.until("a quarter published", 60, () -> published.get() >= total / 4);
            nats.kill9();
            NatsProcess.sleep(200);
            nats.start();
        });
        killer.start();
        for (int i = 0; i < total; i++) {
            sends.add(publisher.publish(key, Integer.toString(i)).toCompletableFuture());
            published.incrementAndGet();
            if (i % 50 == 49) {
                Thread.sleep(1);
            }
        }
        killer.join(30_000);
        return outcomes(sends);
    }

    static long[] outcomes(List<CompletableFuture<Long>> sends) throws Exception {
        long[] outcomes = new long[sends.size()];
        for (int i = 0; i < outcomes.length; i++) {
            Throwable failure = sends.get(i).handle((n, f) -> f).get(60, TimeUnit.SECONDS);
            if (failure == null) {
                outcomes[i] = sends.get(i).join();
            } else if (failure instanceof MessageNotSentException) {
                outcomes[i] = NOT_SENT;
            } else if (failure instanceof MessageOutcomeUnknownException) {
                outcomes[i] = UNKNOWN;
            } else {
                throw new AssertionError("publish " + i + " failed with neither outcome type", failure);
            }
        }
        return outcomes;
    }
}
