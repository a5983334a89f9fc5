package dev.lilt.pipe.nats;

import static dev.lilt.pipe.nats.Await.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.RemoteHandlerException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.testkit.LocalServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Remote request/response over core NATS between pipes on a real server: round trips, a
 * throwing handler, "no responders" reported at once (well before the timeout) as not sent, queue
 * groups making one handler of the group answer, and JetStream mode refusing requests.
 */
class NatsRequestTest {
    private static NatsProcess nats;

    @BeforeAll
    static void start() {
        nats = NatsProcess.launch();
    }

    @AfterAll
    static void stop() {
        if (nats != null) {
            nats.close();
        }
    }

    private static RemoteRequestChannel<String, String> channel(DistributedPipe pipe, String type) {
        return pipe.remoteRequests(type, MessageCodec.string(), MessageCodec.string());
    }

    @Test
    void roundTrip_hundredConcurrentCalls_eachGetsItsAnswer() {
        try (DistributedPipe server = NatsPipe.builder().servers(nats.url()).build();
                DistributedPipe client = NatsPipe.builder().servers(nats.url()).build()) {
            await(channel(server, "upper").handle(String::toUpperCase).ready());
            RemoteRequestChannel<String, String> upper = channel(client, "upper");
            List<CompletableFuture<String>> calls = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                calls.add(upper.invokeAsync("call " + i, Duration.ofSeconds(10)));
            }
            for (int i = 0; i < 100; i++) {
                assertThat(await(calls.get(i))).isEqualTo("CALL " + i);
            }
        }
    }

    @Test
    void throwingHandler_failsTheCallWithItsTypeAndMessage() {
        try (DistributedPipe server = NatsPipe.builder().servers(nats.url()).build();
                DistributedPipe client = NatsPipe.builder().servers(nats.url()).build()) {
            await(channel(server, "fails").handle(q -> {
                throw new IllegalStateException("refused: " + q);
            }).ready());
            assertThatThrownBy(() -> channel(client, "fails").invoke("x", Duration.ofSeconds(10)))
                    .isInstanceOf(RemoteHandlerException.class)
                    .hasMessageContaining(IllegalStateException.class.getName()).hasMessageContaining("refused: x");
        }
    }

    @Test
    void nobodyHandlesTheType_failsAtOnceAsNotSent_longBeforeTheTimeout() throws Exception {
        try (DistributedPipe client = NatsPipe.builder().servers(nats.url()).build()) {
            long start = System.nanoTime();
            CompletableFuture<String> call = channel(client, "nobody").invokeAsync("anyone?", Duration.ofSeconds(30));
            Throwable failure = call.handle((r, f) -> f).get(10, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertThat(failure).isInstanceOf(MessageNotSentException.class).hasMessageContaining("no responders");
            assertThat(millis).as("reported in ms, not at the 30 s timeout").isLessThan(5_000);
        }
    }

    @Test
    void queueGroup_oneHandlerOfTheGroupAnswersEachRequest() {
        AtomicInteger handledBy1 = new AtomicInteger();
        AtomicInteger handledBy2 = new AtomicInteger();
        try (DistributedPipe server1 = NatsPipe.builder().servers(nats.url()).queueGroup("pricers").build();
                DistributedPipe server2 = NatsPipe.builder().servers(nats.url()).queueGroup("pricers").build();
                DistributedPipe client = NatsPipe.builder().servers(nats.url()).build()) {
            await(channel(server1, "price").handle(q -> {
                handledBy1.incrementAndGet();
                return "1:" + q;
            }).ready());
            await(channel(server2, "price").handle(q -> {
                handledBy2.incrementAndGet();
                return "2:" + q;
            }).ready());
            RemoteRequestChannel<String, String> price = channel(client, "price");
            int calls = 200;
            List<CompletableFuture<String>> answers = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                answers.add(price.invokeAsync("q" + i, Duration.ofSeconds(10)));
            }
            for (CompletableFuture<String> answer : answers) {
                assertThat(await(answer)).matches("[12]:q\\d+");
            }
            LocalServer.sleep(200);
            assertThat(handledBy1.get() + handledBy2.get()).as("each request ran once in the group").isEqualTo(calls);
            assertThat(handledBy1.get()).isPositive();
            assertThat(handledBy2.get()).isPositive();
            assertThat(client.stats().lateResponses()).as("no second answer").isZero();
        }
    }

    @Test
    void jetStreamMode_refusesRemoteRequests_sayingWhereTheyTravel() {
        try (DistributedPipe pipe = NatsPipe.builder().servers(nats.url()).mode(NatsMode.JETSTREAM).build()) {
            assertThatThrownBy(() -> channel(pipe, "x")).isInstanceOf(UnsupportedOperationException.class)
                    .hasMessageContaining("NatsMode.CORE");
        }
    }

    @Test
    void handlerFromAnotherPipe_thenClosed_callsFailAsNoResponders() throws ExecutionException, InterruptedException {
        try (DistributedPipe server = NatsPipe.builder().servers(nats.url()).build();
                DistributedPipe client = NatsPipe.builder().servers(nats.url()).build()) {
            var handler = channel(server, "short-lived").handle(q -> "ok");
            await(handler.ready());
            assertThat(channel(client, "short-lived").invoke("a", Duration.ofSeconds(10))).isEqualTo("ok");
            handler.close();
            // the handler's UNSUB and the next request travel on two connections: a request may
            // still reach the closed handler's pipe, which drops it (that call times out)
            Await.until("the server dropped the handler's subscription", 20, () -> {
                Throwable failure = channel(client, "short-lived").invokeAsync("b", Duration.ofMillis(500))
                        .handle((r, f) -> f).join();
                return failure instanceof MessageNotSentException;
            });
        }
    }
}
