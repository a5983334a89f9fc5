package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.remote.contract.ContractPipes.next;
import static dev.lilt.pipe.redis.RedisStreamsTest.waitFor;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import dev.lilt.pipe.remote.testkit.LocalServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * During an outage a publish returns at once: into a bounded queue, beyond which it fails at
 * once; a queued message that waits longer than the command timeout fails as not sent, and is
 * indeed never sent after the reconnect.
 */
class PublishBoundTest {
    /** Far above a call that only queues; far below a call that waits for a reconnect or a timeout. */
    private static final long CALL_BOUND_MILLIS = 200;

    @ParameterizedTest
    @EnumSource(DeliveryMode.class)
    void outage_publishNeverBlocks_boundedQueueFailsFast_timedOutMessagesAreNeverSentLater(DeliveryMode mode)
            throws Exception {
        try (RedisProcess redis = RedisProcess.launch()) {
            BlockingQueue<String> received = new LinkedBlockingQueue<>();
            try (DistributedPipe publisherPipe = RedisPipe.builder().uri(redis.uri()).mode(mode)
                            .commandTimeout(Duration.ofSeconds(3)).maxPendingPublishes(100)
                            .reconnectBackoff(Duration.ofMillis(50), Duration.ofMillis(200)).build();
                    DistributedPipe subscriberPipe = RedisPipe.builder().uri(redis.uri()).mode(mode)
                            .reconnectBackoff(Duration.ofMillis(50), Duration.ofMillis(200)).build()) {
                await(subscriberPipe.subscriber(MessageCodec.string()).subscribe("bound", received::add).ready());
                DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
                await(publisher.publish("bound", "before"));
                assertThat(next(received)).isEqualTo("before");

                redis.kill9();
                waitFor(() -> publisherPipe.connectionState() == ConnectionState.RECONNECTING);
                List<CompletableFuture<Long>> outage = new ArrayList<>();
                long slowestCall = 0;
                for (int i = 0; i < 300; i++) {
                    long start = System.nanoTime();
                    outage.add(publisher.publish("bound", "outage-" + i).toCompletableFuture());
                    slowestCall = Math.max(slowestCall, System.nanoTime() - start);
                }
                assertThat(TimeUnit.NANOSECONDS.toMillis(slowestCall)).as("slowest publish call, ms")
                        .isLessThan(CALL_BOUND_MILLIS);
                // At most 100 wait at once; every other call fails at once as not sent. The sender may
                // still write a few while the client has not yet seen the drop: each one written leaves
                // the queue and frees its place, and ends unknown or not sent, never delivered.
                List<CompletableFuture<Long>> queued = new ArrayList<>();
                int refused = 0;
                for (CompletableFuture<Long> call : outage) {
                    if (!call.isDone()) {
                        queued.add(call);
                    } else {
                        assertThatThrownBy(call::join).hasCauseInstanceOf(MessageNotSentException.class);
                        refused++;
                    }
                }
                assertThat(queued.size()).as("waiting or in flight at the drop, of 300").isLessThanOrEqualTo(150);
                assertThat(refused).as("failed at once, of 300").isEqualTo(300 - queued.size());
                assertThatThrownBy(() -> outage.get(299).join()).hasCauseInstanceOf(MessageNotSentException.class)
                        .hasMessageContaining("publish queue is full (100");

                // the queued ones time out while the server is still down
                for (CompletableFuture<Long> call : queued) {
                    Throwable failure = call.handle((n, f) -> f).get(10, TimeUnit.SECONDS);
                    assertThat(failure).isInstanceOfAny(MessageNotSentException.class,
                            MessageOutcomeUnknownException.class);
                }
                assertThat(publisherPipe.stats().publishNotSent() + publisherPipe.stats().publishUnknown())
                        .as("every outage publish failed").isEqualTo(300);

                // through the restart and the reconnect (where Lettuce drains its buffers under a lock)
                Thread restart = new Thread(redis::start);
                restart.start();
                List<CompletableFuture<Long>> reconnecting = new ArrayList<>();
                long slowestReconnectCall = 0;
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
                while (System.nanoTime() < until && (restart.isAlive()
                        || publisherPipe.connectionState() != ConnectionState.CONNECTED
                        || subscriberPipe.connectionState() != ConnectionState.CONNECTED)) {
                    long start = System.nanoTime();
                    reconnecting.add(publisher.publish("bound.other", "x").toCompletableFuture());
                    slowestReconnectCall = Math.max(slowestReconnectCall, System.nanoTime() - start);
                    Thread.sleep(0, 200_000);
                }
                restart.join();
                for (CompletableFuture<Long> call : reconnecting) {
                    call.handle((n, f) -> n).get(30, TimeUnit.SECONDS); // the queue drains
                }
                assertThat(TimeUnit.NANOSECONDS.toMillis(slowestReconnectCall))
                        .as("slowest publish call during the restart, of %d", reconnecting.size())
                        .isLessThan(CALL_BOUND_MILLIS);
                System.out.println("publish bound " + mode + ": slowest call " + slowestCall / 1000
                        + " µs in the outage, " + slowestReconnectCall / 1000 + " µs over "
                        + reconnecting.size() + " calls through the restart");
                if (mode == DeliveryMode.STREAMS) {
                    // the restarted server has no data (no AOF): the group comes back with the stream
                    await(publisher.publish("bound", "after"));
                } else {
                    long reached = 0;
                    for (int probe = 0; probe < 200 && reached == 0; probe++) {
                        reached = await(publisher.publish("bound", "after"));
                        if (reached == 0) {
                            LocalServer.sleep(25);
                        }
                    }
                }
                assertThat(next(received)).isEqualTo("after");
                LocalServer.sleep(300);
                assertThat(received).as("nothing that failed arrives later").allMatch(m -> m.equals("after"));
            }
        }
    }
}
