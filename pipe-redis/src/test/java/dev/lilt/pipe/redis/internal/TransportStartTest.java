package dev.lilt.pipe.redis.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.redis.DeliveryMode;
import dev.lilt.pipe.redis.RedisProcess;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Transport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Redis transports start no thread in their constructors, only in {@code start()}, once the
 * pipe holds them (the neutral pipe's side of that rule is tested in lilt-pipe).
 */
class TransportStartTest {
    private static PipeOptions options(String uri, DeliveryMode mode) {
        return new PipeOptions(uri, false, mode, 1 << 20, null, List.of(), Duration.ofMillis(50),
                Duration.ofMillis(200), Duration.ofSeconds(10), "start-test", null, 100_000, 3, "lilt:dead-letter",
                Duration.ofSeconds(30), 100, 10_000, Tls.Settings.DEFAULT);
    }

    @ParameterizedTest
    @EnumSource(DeliveryMode.class)
    void redisTransports_startNoThreadInTheirConstructor(DeliveryMode mode) {
        try (RedisProcess redis = RedisProcess.launch()) {
            List<String> aliveAtConstruction = new ArrayList<>();
            PipeOptions options = options(redis.uri(), mode);
            AtomicReference<String> pipeName = new AtomicReference<>();
            DistributedPipe pipe = PipeCore.open(options.settings(), owner -> {
                pipeName.set(owner.name());
                Transport transport = mode == DeliveryMode.STREAMS ? new StreamTransport(owner, options)
                        : new PubSubTransport(owner, options);
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
                        .contains("lilt-redis-publish-" + pipeName.get());
            } finally {
                pipe.close();
            }
        }
    }
}
