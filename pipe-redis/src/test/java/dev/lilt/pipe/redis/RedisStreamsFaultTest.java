package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.remote.contract.ContractPipes.next;
import static dev.lilt.pipe.redis.RedisStreamsTest.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageDecodeException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Streams mode when the keys themselves go wrong: a key retyped under a live pipe, a stream
 * deleted, entries written by another client without the payload field or with garbage, and
 * copies of an entry (same producer and sequence).
 */
class RedisStreamsFaultTest {
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

    private final List<Object> errorMessages = new CopyOnWriteArrayList<>();
    private final List<Throwable> errors = new CopyOnWriteArrayList<>();

    private RedisPipeBuilder streams(String group) {
        return RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS).consumerGroup(group)
                .reconnectBackoff(Duration.ofMillis(50), Duration.ofMillis(200)).errorHandler((message, failure) -> {
                    errorMessages.add(message);
                    errors.add(failure);
                });
    }

    @Test
    void retypedKey_isSetAsideAndReported_theOtherKeysKeepDelivering_andItComesBackWhenFixed() throws Exception {
        BlockingQueue<String> a = new LinkedBlockingQueue<>();
        BlockingQueue<String> b = new LinkedBlockingQueue<>();
        try (DistributedPipe publisher = RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS).build();
                DistributedPipe consumer = streams("retyped").build()) {
            DistributedSubscriber<String> subscriber = consumer.subscriber(MessageCodec.string());
            await(subscriber.subscribe("ws.a", a::add).ready());
            await(subscriber.subscribe("ws.b", b::add).ready());
            DistributedPublisher<String> out = publisher.publisher(MessageCodec.string());
            await(out.publish("ws.a", "a-0"));
            await(out.publish("ws.b", "b-0"));
            assertThat(next(a)).isEqualTo("a-0");
            assertThat(next(b)).isEqualTo("b-0");

            assertThat(redis.command("DEL", "ws.b")).isEqualTo(":1");
            assertThat(redis.command("SET", "ws.b", "x")).isEqualTo("+OK");
            for (int i = 1; i <= 5; i++) {
                await(out.publish("ws.a", "a-" + i));
            }
            for (int i = 1; i <= 5; i++) {
                assertThat(next(a)).as("the healthy key keeps delivering").isEqualTo("a-" + i);
            }
            waitFor(() -> !errors.isEmpty());
            assertThat(errors).singleElement().isInstanceOfSatisfying(StreamKeyException.class, e -> {
                assertThat(e.key()).isEqualTo("ws.b");
                assertThat(e).hasMessageContaining("WRONGTYPE");
            });
            assertThat(errorMessages).containsExactly("ws.b");

            assertThat(redis.command("DEL", "ws.b")).isEqualTo(":1");
            await(out.publish("ws.b", "b-1"));
            assertThat(next(b)).as("the key is read again once it is a stream").isEqualTo("b-1");
            await(out.publish("ws.a", "a-6"));
            assertThat(next(a)).isEqualTo("a-6");
            assertThat(errors).as("reported once per outage").hasSize(1);
        }
    }

    @Test
    void deletedStream_groupIsRecreatedBehindTheLoss_everyLaterPublishArrives() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe publisher = RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS).build();
                DistributedPipe consumer = streams("deleted").build()) {
            await(consumer.subscriber(MessageCodec.string()).subscribe("ws.del", got::add).ready());
            DistributedPublisher<String> out = publisher.publisher(MessageCodec.string());
            await(out.publish("ws.del", "before"));
            assertThat(next(got)).isEqualTo("before");

            assertThat(redis.command("DEL", "ws.del")).isEqualTo(":1");
            for (int i = 0; i < 5; i++) {
                assertThat(await(out.publish("ws.del", "after-" + i))).as("stored").isEqualTo(1L);
            }
            for (int i = 0; i < 5; i++) {
                assertThat(next(got)).isEqualTo("after-" + i);
            }
            assertThat(errors).isEmpty();
        }
    }

    @Test
    void entryWithoutPayload_orWithGarbage_isReportedAndDeadLettered_andTheNextArrives() throws Exception {
        BlockingQueue<Move> got = new LinkedBlockingQueue<>();
        try (DistributedPipe publisher = RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS).build();
                DistributedPipe consumer = streams("garbage").deadLetterKey("dead.garbage").build()) {
            await(consumer.subscriber(JsonCodec.of(Move.class))
                    .subscribe("ws.garbage", got::add).ready());
            assertThat(redis.command("XADD", "ws.garbage", "*", "other", "x")).contains("-");
            assertThat(redis.command("XADD", "ws.garbage", "*", "d", "{not json")).contains("-");
            // a sequence that is not a number: not a known copy, delivered
            assertThat(redis.command("XADD", "ws.garbage", "*", "d", "{\"piece\":\"pawn\",\"dx\":1,\"dy\":2}",
                    "p", "someone", "s", "abc")).contains("-");
            await(publisher.publisher(JsonCodec.of(Move.class))
                    .publish("ws.garbage", new Move("rook", 0, 5)));

            assertThat(next(got)).isEqualTo(new Move("pawn", 1, 2));
            assertThat(next(got)).isEqualTo(new Move("rook", 0, 5));
            assertThat(errors).hasSize(2).allSatisfy(e -> assertThat(e).isInstanceOf(MessageDecodeException.class));
            MessageDecodeException missing = (MessageDecodeException) errors.get(0);
            assertThat(missing.key()).isEqualTo("ws.garbage");
            assertThat(missing.rawSize()).isZero();
            assertThat(missing).hasMessageContaining("no payload field");
            assertThat(((MessageDecodeException) errors.get(1)).rawSize()).isEqualTo("{not json".length());
            waitFor(() -> redis.command("XLEN", "dead.garbage").equals(":2"));
            assertThat(redis.command("XLEN", "dead.garbage")).isEqualTo(":2");
            assertThat(consumer.stats().deadLettered()).isEqualTo(2);
            assertThat(consumer.stats().decodeFailures()).isEqualTo(2);
        }
    }

    @Test
    void copiesOfAnEntry_sameProducerAndSequence_areDeliveredOnce() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe consumer = streams("copies").build()) {
            await(consumer.subscriber(MessageCodec.string()).subscribe("ws.copies", got::add).ready());
            for (String[] entry : List.of(new String[] {"one", "1"}, new String[] {"one", "1"},
                    new String[] {"two", "2"}, new String[] {"one", "1"}, new String[] {"three", "3"})) {
                redis.command("XADD", "ws.copies", "*", "d", entry[0], "p", "producer-x", "s", entry[1]);
            }
            redis.command("XADD", "ws.copies", "*", "d", "other", "p", "producer-y", "s", "1");
            assertThat(next(got)).isEqualTo("one");
            assertThat(next(got)).isEqualTo("two");
            assertThat(next(got)).isEqualTo("three");
            assertThat(next(got)).as("another producer's sequence 1").isEqualTo("other");
            waitFor(() -> consumer.stats().duplicatesDropped() == 2);
            assertThat(consumer.stats().duplicatesDropped()).isEqualTo(2);
            assertThat(got).isEmpty();
        }
    }
}
