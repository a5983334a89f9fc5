package dev.lilt.pipe.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.MessageFilter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract every {@link DistributedPipe} keeps, run over Redis Pub/Sub, Redis Streams and the
 * in-memory server: two pipes (two clients) on one server exchange messages.
 */
abstract class DistributedPipeContract {
    static final long WAIT_SECONDS = 15;

    /** Collects what the error handler of pipe B receives. */
    final List<Object> errorMessages = new CopyOnWriteArrayList<>();
    final List<Throwable> errors = new CopyOnWriteArrayList<>();
    DistributedPipe a;
    DistributedPipe b;

    /** A builder for the server under test; the contract adds its own options. */
    abstract RedisPipeBuilder configure(RedisPipeBuilder builder);

    /** Builds a pipe on the server under test. */
    abstract DistributedPipe build(RedisPipeBuilder builder);

    /** Whether the mode supports patterns. */
    boolean patterns() {
        return true;
    }

    /** Whether messages published while a key had no subscriber reach its next subscriber (Streams). */
    boolean storesWhileUnsubscribed() {
        return false;
    }

    @BeforeEach
    void openPipes() {
        a = build(configure(RedisPipe.builder()));
        b = build(configure(RedisPipe.builder())
                .maxMessageBytes(64 * 1024)
                .errorHandler((message, failure) -> {
                    errorMessages.add(message);
                    errors.add(failure);
                }));
    }

    @AfterEach
    void closePipes() {
        a.close();
        b.close();
    }

    static <T> T await(CompletionStage<T> stage) throws Exception {
        return stage.toCompletableFuture().get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    static <T> T next(BlockingQueue<T> queue) throws InterruptedException {
        T value = queue.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        assertThat(value).as("a message within %d s", WAIT_SECONDS).isNotNull();
        return value;
    }

    @Test
    void publish_toKeySubscribedByOtherPipe_reachesItsHandler() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        await(b.subscriber(MessageCodec.string()).subscribe("room.1", got::add).ready());

        long receivers = await(a.publisher(MessageCodec.string()).publish("room.1", "hello"));

        assertThat(next(got)).isEqualTo("hello");
        assertThat(receivers).isEqualTo(1);
        assertThat(a.stats().published()).isEqualTo(1);
    }

    @Test
    void publish_manyMessages_arriveInPublishOrder() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        await(b.subscriber(MessageCodec.string()).subscribe("ordered", got::add).ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());
        CompletionStage<Long> last = null;
        for (int i = 0; i < 200; i++) {
            last = publisher.publish("ordered", "m" + i);
        }
        await(last);
        for (int i = 0; i < 200; i++) {
            assertThat(next(got)).isEqualTo("m" + i);
        }
    }

    @Test
    void publish_toOtherKey_doesNotReachHandler() throws Exception {
        BlockingQueue<String> first = new LinkedBlockingQueue<>();
        BlockingQueue<String> second = new LinkedBlockingQueue<>();
        DistributedSubscriber<String> subscriber = b.subscriber(MessageCodec.string());
        await(subscriber.subscribe("key.a", first::add).ready());
        await(subscriber.subscribe("key.b", second::add).ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());

        publisher.publish("key.b", "to-b");
        publisher.publish("key.a", "to-a");
        await(publisher.publish("key.c", "to-nobody"));

        assertThat(next(first)).isEqualTo("to-a");
        assertThat(next(second)).isEqualTo("to-b");
        assertThat(first.poll(200, TimeUnit.MILLISECONDS)).isNull();
        assertThat(second).isEmpty();
    }

    @Test
    void subscribePattern_receivesMatchingKeysOnly() throws Exception {
        if (!patterns()) {
            assertThatThrownBy(() -> b.subscriber(MessageCodec.string()).subscribePattern("game.*", m -> { }))
                    .isInstanceOf(UnsupportedOperationException.class)
                    .hasMessageContaining("patterns");
            return;
        }
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        await(b.subscriber(MessageCodec.string()).subscribePattern("game.*", got::add).ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());

        publisher.publish("lobby.x", "no");
        publisher.publish("game.1", "one");
        await(publisher.publish("game.level.2", "two"));

        assertThat(next(got)).isEqualTo("one");
        assertThat(next(got)).isEqualTo("two");
        assertThat(got.poll(200, TimeUnit.MILLISECONDS)).isNull();
    }

    @Test
    void localSubscribersOfOneKey_shareOneServerSubscription_andRunInSubscriptionOrder() throws Exception {
        List<String> calls = new CopyOnWriteArrayList<>();
        BlockingQueue<String> done = new LinkedBlockingQueue<>();
        DistributedSubscriber<String> subscriber = b.subscriber(MessageCodec.string());
        DistributedSubscription first = subscriber.subscribe("shared", m -> calls.add("first:" + m));
        DistributedSubscription second = subscriber.subscribe("shared", m -> calls.add("second:" + m));
        DistributedSubscription third = subscriber.subscribe("shared", done::add);
        await(third.ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());

        long receivers = await(publisher.publish("shared", "x"));
        next(done);
        assertThat(receivers).isEqualTo(1);
        assertThat(calls).containsExactly("first:x", "second:x");

        first.close();
        second.close();
        await(publisher.publish("shared", "y"));
        assertThat(next(done)).isEqualTo("y");
        assertThat(calls).containsExactly("first:x", "second:x");
    }

    @Test
    void closeLastSubscription_stopsDelivery_andResubscribeReceivesAgain() throws Exception {
        BlockingQueue<String> closedOne = new LinkedBlockingQueue<>();
        BlockingQueue<String> newOne = new LinkedBlockingQueue<>();
        DistributedSubscriber<String> subscriber = b.subscriber(MessageCodec.string());
        DistributedSubscription subscription = subscriber.subscribe("again", closedOne::add);
        await(subscription.ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());
        await(publisher.publish("again", "before"));
        assertThat(next(closedOne)).isEqualTo("before");

        subscription.close();
        subscription.close();
        assertThat(subscription.isClosed()).isTrue();
        await(publisher.publish("again", "while-closed"));

        DistributedSubscription again = subscriber.subscribe("again", newOne::add);
        await(again.ready());
        await(publisher.publish("again", "after"));
        List<String> received = new ArrayList<>();
        do {
            received.add(next(newOne));
        } while (!received.get(received.size() - 1).equals("after"));

        assertThat(closedOne).as("a closed handler is never called again").isEmpty();
        if (storesWhileUnsubscribed()) {
            assertThat(received).containsExactly("while-closed", "after");
        } else {
            // at most once: "while-closed" is lost, unless it was still on its way when the new
            // subscription was made (the unsubscribe and the publish travel on different connections)
            assertThat(received).isIn(List.of("after"), List.of("while-closed", "after"));
        }
    }

    @Test
    void undecodableMessage_goesToErrorHandlerWithKeyAndSize_andSubscriptionKeepsWorking() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        await(b.subscriber(MessageCodec.string()).subscribe("codec", got::add).ready());
        byte[] notUtf8 = {(byte) 0xC3, (byte) 0x28, (byte) 0xFF};

        await(a.publisher(MessageCodec.bytes()).publish("codec", notUtf8));
        await(a.publisher(MessageCodec.string()).publish("codec", "fine"));

        assertThat(next(got)).isEqualTo("fine");
        assertThat(errors).singleElement().isInstanceOfSatisfying(MessageDecodeException.class, e -> {
            assertThat(e.key()).isEqualTo("codec");
            assertThat(e.rawSize()).isEqualTo(3);
            assertThat(e).hasMessageContaining("3-byte").hasMessageContaining("codec")
                    .hasMessageContaining("not UTF-8"); // the cause's message, not only its class
        });
        assertThat(errorMessages).singleElement().isInstanceOfSatisfying(byte[].class,
                raw -> assertThat(raw).containsExactly(notUtf8));
        assertThat(b.stats().decodeFailures()).isEqualTo(1);
    }

    @Test
    void oversizeMessage_throwsAtPublish_andSendsNothing() throws Exception {
        BlockingQueue<byte[]> got = new LinkedBlockingQueue<>();
        await(a.subscriber(MessageCodec.bytes()).subscribe("big", got::add).ready());
        DistributedPublisher<byte[]> publisher = b.publisher(MessageCodec.bytes());

        assertThatThrownBy(() -> publisher.publish("big", new byte[64 * 1024 + 1]))
                .isInstanceOfSatisfying(MessageTooLargeException.class, e -> {
                    assertThat(e.size()).isEqualTo(64 * 1024 + 1);
                    assertThat(e.limit()).isEqualTo(64 * 1024);
                })
                .hasMessage("message for key big encodes to 65537 bytes, over the limit of 65536 bytes"
                        + " (maxMessageBytes)");
        await(publisher.publish("big", new byte[64 * 1024]));

        assertThat(next(got)).hasSize(64 * 1024);
        assertThat(b.stats().published()).isEqualTo(1);
    }

    @Test
    void throwingHandler_doesNotStopTheOthers_andReachesErrorHandler() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        DistributedSubscriber<String> subscriber = b.subscriber(MessageCodec.string());
        subscriber.subscribe("faulty", m -> {
            throw new IllegalStateException("boom");
        });
        await(subscriber.subscribe("faulty", got::add).ready());

        await(a.publisher(MessageCodec.string()).publish("faulty", "m"));

        assertThat(next(got)).isEqualTo("m");
        awaitErrors(1);
        assertThat(errors.get(0)).isInstanceOf(IllegalStateException.class).hasMessage("boom");
        assertThat(errorMessages.get(0)).isEqualTo("m");
    }

    @Test
    void filters_wrapLocalHandlers_asInProcess() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        MessageFilter<String> upper = (message, next) -> next.handle(message.toUpperCase(java.util.Locale.ROOT));
        MessageFilter<String> dropSecret = (message, next) -> {
            if (!message.startsWith("secret")) {
                next.handle(message);
            }
        };
        await(b.subscriber(MessageCodec.string()).subscribe("filtered", got::add, List.of(dropSecret, upper)).ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());

        publisher.publish("filtered", "secret plan");
        await(publisher.publish("filtered", "hello"));

        assertThat(next(got)).isEqualTo("HELLO");
        assertThat(got.poll(200, TimeUnit.MILLISECONDS)).isNull();
    }

    @Test
    void jsonCodec_roundTripsARecord() throws Exception {
        BlockingQueue<Move> got = new LinkedBlockingQueue<>();
        await(b.subscriber(MessageCodec.json(Move.class)).subscribe("moves", got::add).ready());

        await(a.publisher(MessageCodec.json(Move.class)).publish("moves", new Move("knight", 3, -2)));

        assertThat(next(got)).isEqualTo(new Move("knight", 3, -2));
    }

    @Test
    void badArguments_throwAtTheCall_naming_them() {
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());
        DistributedSubscriber<String> subscriber = a.subscriber(MessageCodec.string());
        assertThatThrownBy(() -> publisher.publish(null, "m")).hasMessage("key == null");
        assertThatThrownBy(() -> publisher.publish("k", null)).hasMessage("message == null");
        assertThatThrownBy(() -> subscriber.subscribe(null, m -> { })).hasMessage("key == null");
        assertThatThrownBy(() -> subscriber.subscribe("k", null)).hasMessage("handler == null");
        assertThatThrownBy(() -> subscriber.subscribe("k", m -> { }, null)).hasMessage("filters == null");
        assertThatThrownBy(() -> a.publisher(null)).hasMessage("codec == null");
        assertThatThrownBy(() -> a.onConnectionState(null)).hasMessage("listener == null");
        assertThat(a.stats().published()).isZero();
    }

    @Test
    void closedPipe_rejectsPublishAndSubscribe_andClosesItsSubscriptions() throws Exception {
        DistributedSubscription subscription = a.subscriber(MessageCodec.string()).subscribe("k", m -> { });
        await(subscription.ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());
        List<ConnectionState> states = new ArrayList<>();
        a.onConnectionState(states::add);

        a.close();
        a.close();

        assertThat(a.isClosed()).isTrue();
        assertThat(subscription.isClosed()).isTrue();
        assertThat(a.connectionState()).isEqualTo(ConnectionState.CLOSED);
        assertThat(states).containsExactly(ConnectionState.CLOSED);
        assertThatThrownBy(() -> publisher.publish("k", "m")).isInstanceOf(IllegalStateException.class)
                .hasMessage("pipe is closed");
        assertThatThrownBy(() -> a.subscriber(MessageCodec.string())).isInstanceOf(IllegalStateException.class);
    }

    void awaitErrors(int count) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (errors.size() < count && System.nanoTime() < deadline) {
            RedisProcess.sleep(10);
        }
        assertThat(errors).hasSize(count);
    }

    /** A JSON message. */
    record Move(String piece, int dx, int dy) {
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
