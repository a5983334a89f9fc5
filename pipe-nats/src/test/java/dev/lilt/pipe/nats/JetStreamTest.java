package dev.lilt.pipe.nats;

import static dev.lilt.pipe.nats.Await.await;
import static dev.lilt.pipe.nats.Await.next;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.testkit.FaultTally;
import dev.lilt.pipe.remote.testkit.LocalServer;
import io.nats.client.Connection;
import io.nats.client.JetStream;
import io.nats.client.PublishOptions;
import io.nats.client.api.PublishAck;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * JetStream features on a real server: consumer groups (shared within, everything to each), a
 * durable group resuming after its pipes were gone, replay from the start and from a sequence,
 * de-duplication by message id, retries then the dead-letter key.
 */
class JetStreamTest {
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
        return NatsPipe.builder().servers(nats.url()).mode(NatsMode.JETSTREAM);
    }

    @Test
    void pipesOfOneGroupShareTheMessages_anotherGroupGetsThemAll() {
        List<Integer> a1 = Collections.synchronizedList(new ArrayList<>());
        List<Integer> a2 = Collections.synchronizedList(new ArrayList<>());
        List<Integer> b = Collections.synchronizedList(new ArrayList<>());
        try (DistributedPipe groupA1 = builder().consumerGroup("a").build();
                DistributedPipe groupA2 = builder().consumerGroup("a").build();
                DistributedPipe groupB = builder().consumerGroup("b").build();
                DistributedPipe publisherPipe = builder().build()) {
            await(groupA1.subscriber(MessageCodec.string()).subscribe("js.share", m -> {
                NatsFaultTest.spin(200);
                a1.add(Integer.parseInt(m));
            }).ready());
            await(groupA2.subscriber(MessageCodec.string()).subscribe("js.share", m -> {
                NatsFaultTest.spin(200);
                a2.add(Integer.parseInt(m));
            }).ready());
            await(groupB.subscriber(MessageCodec.string()).subscribe("js.share", m -> b.add(Integer.parseInt(m)))
                    .ready());
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            int total = 2_000;
            for (int i = 0; i < total; i++) {
                publisher.publish("js.share", Integer.toString(i));
            }
            Await.until("group a handled everything once, group b everything", 60,
                    () -> a1.size() + a2.size() >= total && b.size() >= total);
            Set<Integer> both = new HashSet<>(a1);
            both.retainAll(new HashSet<>(a2));
            assertThat(both).as("handled by both pipes of group a").isEmpty();
            assertThat(new HashSet<>(a1).size() + new HashSet<>(a2).size()).isEqualTo(total);
            assertThat(a1).isNotEmpty();
            assertThat(a2).isNotEmpty();
            assertThat(new HashSet<>(b)).hasSize(total);
            assertThat(FaultTally.outOfOrder(NatsFaultTest.copy(b))).as("one pipe of a group: in order").isZero();
        }
    }

    @Test
    void durableGroup_getsWhatWasPublishedWhileNoneOfItsPipesRan() {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe publisherPipe = builder().build()) {
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            try (DistributedPipe first = builder().consumerGroup("durable").build()) {
                await(first.subscriber(MessageCodec.string()).subscribe("js.durable", got::add).ready());
                await(publisher.publish("js.durable", "while up"));
                assertThat(next(got)).isEqualTo("while up");
            }
            for (int i = 0; i < 3; i++) {
                assertThat(await(publisher.publish("js.durable", "while gone " + i))).isEqualTo(1L);
            }
            try (DistributedPipe again = builder().consumerGroup("durable").build()) {
                await(again.subscriber(MessageCodec.string()).subscribe("js.durable", got::add).ready());
                assertThat(List.of(next(got), next(got), next(got)))
                        .containsExactly("while gone 0", "while gone 1", "while gone 2");
            }
        }
    }

    @Test
    void closedPipe_handsItsPullsBack_soAMessageStoredRightAfterCloseIsNotHeldForAckWait() throws Exception {
        try (DistributedPipe publisherPipe = builder().build()) {
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            BlockingQueue<String> got = new LinkedBlockingQueue<>();
            for (int round = 0; round < 20; round++) {
                try (DistributedPipe member = builder().consumerGroup("handback").build()) {
                    await(member.subscriber(MessageCodec.string()).subscribe("js.handback", got::add).ready());
                }
                await(publisher.publish("js.handback", "after close " + round));
                try (DistributedPipe next = builder().consumerGroup("handback").build()) {
                    await(next.subscriber(MessageCodec.string()).subscribe("js.handback", got::add).ready());
                    assertThat(got.poll(5, TimeUnit.SECONDS))
                            .as("round %d, ackWait is 30 s", round).isEqualTo("after close " + round);
                }
            }
        }
    }

    @Test
    void replay_fromTheStart_andFromASequence() {
        try (DistributedPipe publisherPipe = builder().build()) {
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            for (int i = 0; i < 5; i++) {
                await(publisher.publish("js.replay", "m" + i));
            }
            BlockingQueue<String> all = new LinkedBlockingQueue<>();
            try (DistributedPipe replay = builder().consumerGroup("replay-all").startPosition(StartPosition.ALL)
                    .build()) {
                await(replay.subscriber(MessageCodec.string()).subscribe("js.replay", all::add).ready());
                assertThat(List.of(next(all), next(all), next(all), next(all), next(all)))
                        .containsExactly("m0", "m1", "m2", "m3", "m4");
            }
            BlockingQueue<String> fresh = new LinkedBlockingQueue<>();
            try (DistributedPipe newOnly = builder().consumerGroup("replay-new").build()) {
                await(newOnly.subscriber(MessageCodec.string()).subscribe("js.replay", fresh::add).ready());
                await(publisher.publish("js.replay", "m5"));
                assertThat(next(fresh)).as("a new group starts at new messages by default").isEqualTo("m5");
            }
        }
    }

    @Test
    void replayFromASequence_startsThere() throws Exception {
        try (DistributedPipe publisherPipe = builder().build();
                RawNats client = RawNats.connect(nats.url())) {
                    Connection raw = client.connection();
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            await(publisher.publish("js.seq", "before"));
            long third = raw.jetStream().publish("lilt-js.js.seq", "third".getBytes(StandardCharsets.UTF_8)).getSeqno();
            await(publisher.publish("js.seq", "after"));
            BlockingQueue<String> got = new LinkedBlockingQueue<>();
            try (DistributedPipe replay = builder().consumerGroup("replay-seq")
                    .startPosition(StartPosition.atSequence(third)).build()) {
                await(replay.subscriber(MessageCodec.string()).subscribe("js.seq", got::add).ready());
                assertThat(List.of(next(got), next(got))).containsExactly("third", "after");
            }
        }
    }

    @Test
    void sameMessageIdTwice_isStoredAndDeliveredOnce() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe consumer = builder().consumerGroup("dedup").build();
                RawNats client = RawNats.connect(nats.url())) {
                    Connection raw = client.connection();
            await(consumer.subscriber(MessageCodec.string()).subscribe("js.dedup", got::add).ready());
            JetStream js = raw.jetStream();
            PublishOptions sameId = PublishOptions.builder().messageId("order-42").build();
            PublishAck first = js.publish("lilt-js.js.dedup", "order 42".getBytes(StandardCharsets.UTF_8), sameId);
            PublishAck copy = js.publish("lilt-js.js.dedup", "order 42".getBytes(StandardCharsets.UTF_8), sameId);
            js.publish("lilt-js.js.dedup", "end".getBytes(StandardCharsets.UTF_8));
            assertThat(copy.isDuplicate()).isTrue();
            assertThat(copy.getSeqno()).isEqualTo(first.getSeqno());
            assertThat(next(got)).isEqualTo("order 42");
            assertThat(next(got)).isEqualTo("end");
            assertThat(got).isEmpty();
        }
    }

    @Test
    void handlerKeepsThrowing_retriedThenDeadLettered_andAcknowledged() {
        AtomicInteger attempts = new AtomicInteger();
        BlockingQueue<String> dead = new LinkedBlockingQueue<>();
        BlockingQueue<Throwable> errors = new LinkedBlockingQueue<>();
        try (DistributedPipe consumer = builder().consumerGroup("retry").retries(2)
                .errorHandler((message, failure) -> errors.add(failure)).build();
                DistributedPipe watcher = builder().consumerGroup("dead-letters").build()) {
            await(watcher.subscriber(MessageCodec.string()).subscribe("dead-letter", dead::add).ready());
            await(consumer.subscriber(MessageCodec.string()).subscribe("js.poison", m -> {
                attempts.incrementAndGet();
                throw new IllegalArgumentException("cannot handle " + m);
            }).ready());
            await(consumer.publisher(MessageCodec.string()).publish("js.poison", "poison"));
            assertThat(next(dead)).isEqualTo("poison");
            assertThat(attempts.get()).as("the first delivery and two retries").isEqualTo(3);
            assertThat(next(errors)).hasMessage("cannot handle poison");
            assertThat(consumer.stats().deadLettered()).isEqualTo(1);
            LocalServer.sleep(500);
            assertThat(attempts.get()).as("acknowledged: not redelivered").isEqualTo(3);
        }
    }
}
