package dev.lilt.pipe.nats;

import static dev.lilt.pipe.nats.Await.await;
import static dev.lilt.pipe.nats.Await.next;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import io.nats.client.Connection;
import io.nats.client.Message;
import io.nats.client.Subscription;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Core NATS features on a real server: queue groups as work queues, the pattern mapping onto
 * subject wildcards ({@code **} as two subscriptions), keys checked as subjects, the subject
 * prefix (and none, to talk to plain NATS clients).
 */
class NatsCoreTest {
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

    private static NatsPipeBuilder builder() {
        return NatsPipe.builder().servers(nats.url());
    }

    @Test
    void queueGroup_pipesOfTheGroupShareTheMessages_aPipeOutsideGetsThemAll() throws Exception {
        List<Integer> first = Collections.synchronizedList(new ArrayList<>());
        List<Integer> second = Collections.synchronizedList(new ArrayList<>());
        List<Integer> outside = Collections.synchronizedList(new ArrayList<>());
        try (DistributedPipe worker1 = builder().queueGroup("workers").build();
                DistributedPipe worker2 = builder().queueGroup("workers").build();
                DistributedPipe watcher = builder().build();
                DistributedPipe publisherPipe = builder().build()) {
            await(worker1.subscriber(MessageCodec.string()).subscribe("jobs", m -> first.add(Integer.parseInt(m)))
                    .ready());
            await(worker2.subscriber(MessageCodec.string()).subscribe("jobs", m -> second.add(Integer.parseInt(m)))
                    .ready());
            await(watcher.subscriber(MessageCodec.string()).subscribe("jobs", m -> outside.add(Integer.parseInt(m)))
                    .ready());
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            int total = 2_000;
            List<CompletableFuture<Long>> sends = new ArrayList<>();
            for (int i = 0; i < total; i++) {
                sends.add(publisher.publish("jobs", Integer.toString(i)).toCompletableFuture());
            }
            for (CompletableFuture<Long> send : sends) {
                assertThat(await(send)).isEqualTo(DistributedPublisher.UNKNOWN_RECEIVERS);
            }
            Await.until("every job handled once by the group, and all by the watcher", 30,
                    () -> first.size() + second.size() >= total && outside.size() >= total);
            Set<Integer> both = new HashSet<>(first);
            both.retainAll(new HashSet<>(second));
            assertThat(both).as("a job handled by both workers").isEmpty();
            assertThat(first.size() + second.size()).isEqualTo(total);
            assertThat(first).as("the first worker got a share").isNotEmpty();
            assertThat(second).as("the second worker got a share").isNotEmpty();
            assertThat(new HashSet<>(outside)).hasSize(total);
        }
    }

    @Test
    void doubleStarPattern_matchesTheKeyItselfAndEverythingBelow_singleStarOneSegment() {
        BlockingQueue<String> deep = new LinkedBlockingQueue<>();
        BlockingQueue<String> one = new LinkedBlockingQueue<>();
        try (DistributedPipe pipe = builder().build()) {
            await(pipe.subscriber(MessageCodec.string()).subscribePattern("game.**", deep::add).ready());
            await(pipe.subscriber(MessageCodec.string()).subscribePattern("game.*", one::add).ready());
            DistributedPublisher<String> publisher = pipe.publisher(MessageCodec.string());
            for (String key : List.of("game", "game.1", "game.1.moves", "gamer.1", "other")) {
                await(publisher.publish(key, key));
            }
            await(publisher.publish("game.2", "end"));
            List<String> deepGot = new ArrayList<>();
            for (String m = next(deep); !m.equals("end"); m = next(deep)) {
                deepGot.add(m);
            }
            List<String> oneGot = new ArrayList<>();
            for (String m = next(one); !m.equals("end"); m = next(one)) {
                oneGot.add(m);
            }
            assertThat(deepGot).containsExactly("game", "game.1", "game.1.moves");
            assertThat(oneGot).containsExactly("game.1");
        }
    }

    @Test
    void keysThatAreNoLiteralSubject_failAtTheCall_namingTheKey() {
        try (DistributedPipe pipe = builder().build()) {
            DistributedPublisher<String> publisher = pipe.publisher(MessageCodec.string());
            assertThatThrownBy(() -> publisher.publish("a b", "x")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("\"a b\"");
            assertThatThrownBy(() -> publisher.publish("a..b", "x")).hasMessageContaining("empty segment");
            assertThatThrownBy(() -> pipe.subscriber(MessageCodec.string()).subscribe("a.>", m -> { }))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"a.>\"");
            assertThat(pipe.stats().published()).isZero();
        }
    }

    @Test
    void emptyPrefix_keysAreThePlainSubjects_forOtherNatsClients() throws Exception {
        try (DistributedPipe pipe = builder().subjectPrefix("").build();
                RawNats client = RawNats.connect(nats.url())) {
                    Connection raw = client.connection();
            Subscription plain = raw.subscribe("orders.created");
            raw.flush(Duration.ofSeconds(5));
            await(pipe.publisher(MessageCodec.string()).publish("orders.created", "from lilt"));
            Message message = plain.nextMessage(Duration.ofSeconds(10));
            assertThat(message).isNotNull();
            assertThat(new String(message.getData(), java.nio.charset.StandardCharsets.UTF_8)).isEqualTo("from lilt");

            BlockingQueue<String> got = new LinkedBlockingQueue<>();
            await(pipe.subscriber(MessageCodec.string()).subscribe("orders.paid", got::add).ready());
            raw.publish("orders.paid", "from nats".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            assertThat(next(got)).isEqualTo("from nats");
        }
    }

    @Test
    void badBuilderArguments_failAtTheCall_namingTheValue() {
        assertThatThrownBy(() -> builder().queueGroup("a b")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"a b\"");
        assertThatThrownBy(() -> builder().consumerGroup("a.b")).hasMessageContaining("\"a.b\"");
        assertThatThrownBy(() -> builder().timeout(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("timeout must be > 0: PT0S");
        assertThatThrownBy(() -> builder().ackWait(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("wait == null");
        assertThatThrownBy(() -> builder().maxPendingPublishes(0)).hasMessage("maxPendingPublishes must be >= 1: 0");
        assertThatThrownBy(() -> builder().reconnectBackoff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
                .hasMessageContaining("PT1S");
        assertThatThrownBy(() -> builder().subjectPrefix("").mode(NatsMode.JETSTREAM).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("subjectPrefix");
        assertThatThrownBy(() -> StartPosition.atSequence(0)).hasMessage("sequence must be >= 1: 0");
    }

    @Test
    void unreachableServer_failsAtBuild_namingIt() {
        int port = NatsProcess.freePort();
        assertThatThrownBy(() -> NatsPipe.builder().servers("nats://127.0.0.1:" + port)
                .timeout(Duration.ofSeconds(2)).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot connect to NATS at nats://127.0.0.1:" + port);
    }
}
