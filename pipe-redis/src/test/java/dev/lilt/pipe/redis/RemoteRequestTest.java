package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.redis.RedisStreamsTest.waitFor;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteHandlerException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.RemoteRequestTimeoutException;
import dev.lilt.pipe.remote.testkit.LocalServer;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Remote request/response between two pipes of one JVM on a real redis-server. */
class RemoteRequestTest {
    private static RedisProcess redis;

    @BeforeAll
    static void startRedis() {
        redis = RedisProcess.launch();
    }

    @AfterAll
    static void stopRedis() {
        if (redis != null) {
            redis.close();
        }
    }

    private static DistributedPipe pipe() {
        return RedisPipe.builder().uri(redis.uri()).build();
    }

    private static RemoteRequestChannel<String, String> channel(DistributedPipe pipe, String type) {
        return pipe.remoteRequests(type, MessageCodec.string(), MessageCodec.string());
    }

    /** A user exception whose toString must never decide what the caller sees. */
    static final class ToStringBomb extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final AtomicBoolean CALLED = new AtomicBoolean();

        ToStringBomb(String message) {
            super(message);
        }

        @Override
        public String toString() {
            CALLED.set(true);
            throw new AssertionError("toString called");
        }
    }

    @Test
    void throwingHandler_typeAndMessageArrive_withoutCallingToString() throws Exception {
        try (DistributedPipe caller = pipe(); DistributedPipe server = pipe()) {
            RemoteRequestChannel<String, String> orders = channel(server, "order");
            await(orders.handle(item -> {
                if (item.equals("bomb")) {
                    throw new ToStringBomb("bomb went off");
                }
                if (item.equals("null")) {
                    return null;
                }
                throw new IllegalStateException("out of stock: " + item);
            }).ready());
            RemoteRequestChannel<String, String> client = channel(caller, "order");

            assertThatThrownBy(() -> client.invoke("pear", Duration.ofSeconds(5)))
                    .isInstanceOfSatisfying(RemoteHandlerException.class, e -> {
                        assertThat(e.type()).isEqualTo("order");
                        assertThat(e.remoteType()).isEqualTo("java.lang.IllegalStateException");
                        assertThat(e.remoteMessage()).isEqualTo("out of stock: pear");
                    })
                    .hasMessage("the 'order' handler threw java.lang.IllegalStateException: out of stock: pear");
            assertThatThrownBy(() -> client.invoke("bomb", Duration.ofSeconds(5)))
                    .isInstanceOfSatisfying(RemoteHandlerException.class, e -> {
                        assertThat(e.remoteType()).isEqualTo(ToStringBomb.class.getName());
                        assertThat(e.remoteMessage()).isEqualTo("bomb went off");
                    });
            assertThat(ToStringBomb.CALLED).isFalse();
            assertThatThrownBy(() -> client.invoke("null", Duration.ofSeconds(5)))
                    .isInstanceOfSatisfying(RemoteHandlerException.class,
                            e -> assertThat(e.remoteType()).isEqualTo("java.lang.NullPointerException"));
        }
    }

    @Test
    void noHandler_timesOutNamingTheTypeAndTheTimeout() throws Exception {
        try (DistributedPipe caller = pipe()) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> channel(caller, "nobody.home").invoke("hello", Duration.ofMillis(300)))
                    .isInstanceOfSatisfying(RemoteRequestTimeoutException.class, e -> {
                        assertThat(e.type()).isEqualTo("nobody.home");
                        assertThat(e.timeout()).isEqualTo(Duration.ofMillis(300));
                    })
                    .hasMessageContaining("'nobody.home'").hasMessageContaining("300 ms");
            long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertThat(elapsedMillis).isBetween(290L, 5_000L);
            assertThat(caller.stats().remoteCallsWaiting()).isZero();
        }
    }

    @Test
    void cancel_stopsWaiting_freesTheEntry_andTheLateAnswerIsDroppedAndCounted() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch handling = new CountDownLatch(1);
        ExecutorService handlerThread = Executors.newSingleThreadExecutor();
        try (DistributedPipe caller = pipe(); DistributedPipe server = pipe()) {
            await(channel(server, "slow").handle(request -> {
                handling.countDown();
                release.await();
                return "late " + request;
            }, handlerThread).ready());
            CompletableFuture<String> call = channel(caller, "slow").invokeAsync("x", Duration.ofSeconds(30));
            assertThat(handling.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(caller.stats().remoteCallsWaiting()).isEqualTo(1);

            assertThat(call.cancel(true)).isTrue();
            assertThat(call).isCancelled();
            assertThat(caller.stats().remoteCallsWaiting()).isZero();

            release.countDown();
            waitFor(() -> caller.stats().lateResponses() == 1);
            assertThat(caller.stats().lateResponses()).isEqualTo(1);
        } finally {
            release.countDown();
            handlerThread.shutdownNow();
        }
    }

    @Test
    void timeout_thenTheAnswerArrives_isDroppedAndCounted_andTheHandlerDidRun() throws Exception {
        CountDownLatch ran = new CountDownLatch(1);
        ExecutorService handlerThread = Executors.newSingleThreadExecutor();
        try (DistributedPipe caller = pipe(); DistributedPipe server = pipe()) {
            await(channel(server, "sluggish").handle(request -> {
                Thread.sleep(400);
                ran.countDown();
                return "done";
            }, handlerThread).ready());
            CompletableFuture<String> call = channel(caller, "sluggish").invokeAsync("x", Duration.ofMillis(100));
            assertThatThrownBy(() -> call.get(5, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(RemoteRequestTimeoutException.class);
            assertThat(ran.await(5, TimeUnit.SECONDS)).as("a timeout does not mean the handler did not run").isTrue();
            waitFor(() -> caller.stats().lateResponses() == 1);
            assertThat(caller.stats().lateResponses()).isEqualTo(1);
            assertThat(caller.stats().remoteCallsWaiting()).isZero();
        } finally {
            handlerThread.shutdownNow();
        }
    }

    @Test
    void close_failsTheWaitingCallsAtOnce() throws Exception {
        DistributedPipe caller = pipe();
        CompletableFuture<String> call = channel(caller, "never").invokeAsync("x", Duration.ofSeconds(30));
        caller.close();
        assertThatThrownBy(() -> call.get(5, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(IllegalStateException.class).hasMessageContaining("pipe is closed");
        assertThat(caller.stats().remoteCallsWaiting()).isZero();
        assertThatThrownBy(() -> channel(caller, "never")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void oneHandlerPerTypePerPipe_closingFreesTheType() throws Exception {
        try (DistributedPipe caller = pipe(); DistributedPipe server = pipe()) {
            DistributedSubscription first = channel(server, "solo").handle(r -> "first");
            assertThatThrownBy(() -> channel(server, "solo").handle(r -> "second"))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("'solo'");
            first.close();
            await(channel(server, "solo").handle(r -> "second").ready());
            assertThat(channel(caller, "solo").invoke("x", Duration.ofSeconds(5))).isEqualTo("second");
        }
    }

    @Test
    void twoHandlerProcesses_eachRunsTheRequestOnce_firstAnswerWins_secondCountedAsLate() throws Exception {
        java.util.concurrent.atomic.AtomicInteger runs = new java.util.concurrent.atomic.AtomicInteger();
        try (DistributedPipe caller = pipe(); DistributedPipe east = pipe(); DistributedPipe west = pipe()) {
            await(channel(east, "shared").handle(r -> "east " + runs.incrementAndGet()).ready());
            await(channel(west, "shared").handle(r -> "west " + runs.incrementAndGet()).ready());

            assertThat(channel(caller, "shared").invoke("x", Duration.ofSeconds(5))).matches("(east|west) [12]");
            waitFor(() -> caller.stats().lateResponses() == 1);
            LocalServer.sleep(100);
            assertThat(runs).as("once per handler process").hasValue(2);
            assertThat(caller.stats().lateResponses()).isEqualTo(1);
        }
    }
}
