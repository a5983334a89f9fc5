package dev.lilt.pipe.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteHandlerException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.RemoteRequestTimeoutException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Remote request/response with the handler in a second JVM ({@link RemoteHandlerChild}). */
class RemoteRequestProcessTest {
    @Test
    void handlerInAnotherJvm_answers_andItsFailureTypeAndMessageArrive() throws Exception {
        try (RedisProcess redis = RedisProcess.launch(); DistributedPipe caller = RedisPipe.builder().uri(redis.uri())
                .build()) {
            Process child = RemoteHandlerChild.start(redis.uri(), "inventory");
            try {
                BufferedReader lines = lines(child);
                assertThat(lines.readLine()).isEqualTo("READY");
                RemoteRequestChannel<String, String> inventory =
                        caller.remoteRequests("inventory", MessageCodec.string(), MessageCodec.string());

                assertThat(inventory.invoke("apples", Duration.ofSeconds(5)))
                        .isEqualTo("echo:apples from " + child.pid());
                assertThatThrownBy(() -> inventory.invoke("fail:no pears left", Duration.ofSeconds(5)))
                        .isInstanceOfSatisfying(RemoteHandlerException.class, e -> {
                            assertThat(e.remoteType()).isEqualTo("java.lang.IllegalArgumentException");
                            assertThat(e.remoteMessage()).isEqualTo("no pears left");
                            assertThat(e.type()).isEqualTo("inventory");
                        });
            } finally {
                kill9(child);
            }
        }
    }

    @Test
    void handlerJvmKilledMidRequest_callerTimesOut_andThenNoHandlerTimesOutToo() throws Exception {
        try (RedisProcess redis = RedisProcess.launch(); DistributedPipe caller = RedisPipe.builder().uri(redis.uri())
                .build()) {
            Process child = RemoteHandlerChild.start(redis.uri(), "billing");
            try {
                BufferedReader lines = lines(child);
                assertThat(lines.readLine()).isEqualTo("READY");
                RemoteRequestChannel<String, String> billing =
                        caller.remoteRequests("billing", MessageCodec.string(), MessageCodec.string());

                long start = System.nanoTime();
                CompletableFuture<String> call = billing.invokeAsync("hang", Duration.ofMillis(1_500));
                assertThat(lines.readLine()).isEqualTo("HANDLING");
                kill9(child);
                assertThatThrownBy(() -> call.get(10, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                        .cause().isInstanceOf(RemoteRequestTimeoutException.class)
                        .hasMessageContaining("'billing'").hasMessageContaining("1500 ms");
                long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                assertThat(elapsedMillis).as("the timeout, not a hang").isBetween(1_490L, 6_000L);

                assertThatThrownBy(() -> billing.invoke("after the kill", Duration.ofMillis(300)))
                        .isInstanceOf(RemoteRequestTimeoutException.class).hasMessageContaining("'billing'");
                assertThat(caller.stats().remoteCallsWaiting()).isZero();
            } finally {
                kill9(child);
            }
        }
    }

    private static BufferedReader lines(Process child) {
        return new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
    }

    /** SIGKILL: no shutdown hook, no close of the pipe, the connection just dies. */
    private static void kill9(Process child) throws IOException, InterruptedException {
        if (child.isAlive()) {
            new ProcessBuilder("kill", "-9", Long.toString(child.pid())).start().waitFor();
            child.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
