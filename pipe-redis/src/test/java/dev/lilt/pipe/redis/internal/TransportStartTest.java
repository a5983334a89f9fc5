package dev.lilt.pipe.redis.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.redis.DeliveryMode;
import dev.lilt.pipe.redis.RedisProcess;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A transport's threads start only once the pipe holds the transport: a thread started inside the
 * transport's constructor could read the pipe's transport field before it is assigned (a handler
 * on the Streams reader thread closing its subscription does).
 */
class TransportStartTest {
    private static PipeOptions options(String uri, DeliveryMode mode) {
        return new PipeOptions(uri, false, mode, 1 << 20, null, List.of(), Duration.ofMillis(50),
                Duration.ofMillis(200), Duration.ofSeconds(10), "start-test", null, 100_000, 3, "lilt:dead-letter",
                Duration.ofSeconds(30), 100, 10_000, Tls.Settings.DEFAULT);
    }

    @Test
    void threadsStartedByStart_seeThePipesTransport() throws Exception {
        AtomicReference<Transport> seen = new AtomicReference<>();
        CountDownLatch read = new CountDownLatch(1);
        DistributedPipeImpl pipe = DistributedPipeImpl.over(options("redis://127.0.0.1:1", DeliveryMode.PUB_SUB),
                owner -> new Transport() {
                    @Override
                    public void start() {
                        new Thread(() -> {
                            seen.set(owner.transport());
                            read.countDown();
                        }).start();
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
                    }
                });
        try {
            assertThat(read.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(seen.get()).isNotNull().isSameAs(pipe.transport());
        } finally {
            pipe.close();
        }
    }

    @ParameterizedTest
    @EnumSource(DeliveryMode.class)
    void redisTransports_startNoThreadInTheirConstructor(DeliveryMode mode) {
        try (RedisProcess redis = RedisProcess.launch()) {
            List<String> aliveAtConstruction = new ArrayList<>();
            DistributedPipeImpl pipe = DistributedPipeImpl.over(options(redis.uri(), mode), owner -> {
                Transport transport = mode == DeliveryMode.STREAMS ? new StreamTransport(owner)
                        : new PubSubTransport(owner);
                for (Thread thread : Thread.getAllStackTraces().keySet()) {
                    String name = thread.getName();
                    if (name.equals("lilt-redis-publish-" + owner.name())
                            || name.startsWith("lilt-redis-streams-start-test")
                            || (mode == DeliveryMode.STREAMS && name.startsWith("lilt-redis-streams-lilt-"))) {
                        aliveAtConstruction.add(name);
                    }
                }
                return transport;
            });
            try {
                assertThat(aliveAtConstruction).as("threads running before the pipe holds its transport").isEmpty();
                assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName)
                        .contains("lilt-redis-publish-" + pipe.name());
            } finally {
                pipe.close();
            }
        }
    }
}
