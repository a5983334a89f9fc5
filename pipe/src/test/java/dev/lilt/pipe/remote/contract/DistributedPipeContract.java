package dev.lilt.pipe.remote.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageDecodeException;
import dev.lilt.pipe.remote.MessageTooLargeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of a {@link DistributedPipe}, written once for every engine: delivery, ordering,
 * keys, patterns, close, codecs and bad input, and (inherited from {@link RemoteRequestContract})
 * remote requests.
 *
 * <p>An engine's test extends it once per mode: it opens pipes with {@link #open(PipeSpec)} and
 * declares what the mode gives with {@link #guarantees()}. A test of a guarantee the engine does
 * not declare is skipped with the reason (a JUnit assumption), never passed silently; the test
 * that the engine refuses what it does not declare runs instead.
 */
public abstract class DistributedPipeContract extends RemoteRequestContract {
    @Test
    void guarantee_isTheDeclaredOne() {
        assertThat(a.guarantee()).isEqualTo(guarantees().guarantee());
        assertThat(a.connectionState()).isEqualTo(ConnectionState.CONNECTED);
    }

    @Test
    void publish_toKeySubscribedByOtherPipe_reachesItsHandler_withTheDeclaredReceiverCount() throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        await(b.subscriber(MessageCodec.string()).subscribe("room.1", got::add).ready());

        long receivers = await(a.publisher(MessageCodec.string()).publish("room.1", "hello"));

        assertThat(next(got)).isEqualTo("hello");
        assertThat(receivers).isEqualTo(expectedReceivers(1));
        assertThat(a.stats().published()).isEqualTo(1);
    }

    @Test
    void publish_manyMessages_arriveInPublishOrder() throws Exception {
        assumeTrue(guarantees().orderedPerKey(), "the engine declares no ordering per key in this mode");
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
    void publish_fromFourThreads_noneLostNoneDuplicated_whileSubscribed() throws Exception {
        int threads = 4;
        int each = 250;
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        await(b.subscriber(MessageCodec.string()).subscribe("burst", got::add).ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());
        List<Thread> senders = new ArrayList<>();
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            senders.add(new Thread(() -> {
                try {
                    CompletionStage<Long> last = null;
                    for (int i = 0; i < each; i++) {
                        last = publisher.publish("burst", thread + ":" + i);
                    }
                    await(last);
                } catch (Exception | AssertionError e) {
                    failures.add(e);
                }
            }));
        }
        senders.forEach(Thread::start);
        for (Thread sender : senders) {
            sender.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
        }
        assertThat(failures).isEmpty();

        List<String> received = new ArrayList<>();
        for (int i = 0; i < threads * each; i++) {
            received.add(next(got));
        }
        long duplicated = received.size() - received.stream().distinct().count();
        assertThat(duplicated).as("duplicated").isZero();
        assertThat(received).as("lost: none").hasSize(threads * each);
        assertThat(got.poll(100, TimeUnit.MILLISECONDS)).as("nothing beyond what was sent").isNull();
        for (int t = 0; t < threads; t++) {
            String prefix = t + ":";
            List<String> ofThread = received.stream().filter(m -> m.startsWith(prefix)).toList();
            if (guarantees().orderedPerKey()) {
                assertThat(ofThread).as("out of order for thread %d", t)
                        .isEqualTo(java.util.stream.IntStream.range(0, each).mapToObj(i -> prefix + i).toList());
            }
        }
        assertThat(a.stats().published()).isEqualTo(threads * each);
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
    void subscribePattern_starMatchesOneSegment_doubleStarTheRest() throws Exception {
        assumeTrue(guarantees().patterns(), "the engine declares no patterns in this mode");
        BlockingQueue<String> one = new LinkedBlockingQueue<>();
        BlockingQueue<String> rest = new LinkedBlockingQueue<>();
        DistributedSubscriber<String> subscriber = b.subscriber(MessageCodec.string());
        await(subscriber.subscribePattern("game.*", one::add).ready());
        await(subscriber.subscribePattern("game.**", rest::add).ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());

        publisher.publish("lobby.x", "no");
        publisher.publish("gamex.1", "no-prefix");
        publisher.publish("game.1", "one");
        publisher.publish("game.level.2", "two");
        await(publisher.publish("game", "bare"));

        assertThat(next(one)).isEqualTo("one");
        assertThat(next(rest)).isEqualTo("one");
        assertThat(next(rest)).isEqualTo("two");
        assertThat(next(rest)).isEqualTo("bare");
        assertThat(one.poll(200, TimeUnit.MILLISECONDS)).as("game.* never matches two segments").isNull();
        assertThat(rest).isEmpty();
        assertThat(b.stats().received()).as("only the matching deliveries are counted").isEqualTo(4);
    }

    @Test
    void keySubscribedDirectlyAndThroughAPattern_reachesBoth_andCountsTwice() throws Exception {
        assumeTrue(guarantees().patterns(), "the engine declares no patterns in this mode");
        BlockingQueue<String> direct = new LinkedBlockingQueue<>();
        BlockingQueue<String> pattern = new LinkedBlockingQueue<>();
        DistributedSubscriber<String> subscriber = b.subscriber(MessageCodec.string());
        await(subscriber.subscribe("match.7.score", direct::add).ready());
        await(subscriber.subscribePattern("match.*.score", pattern::add).ready());

        long receivers = await(a.publisher(MessageCodec.string()).publish("match.7.score", "3-1"));

        assertThat(next(direct)).isEqualTo("3-1");
        assertThat(next(pattern)).isEqualTo("3-1");
        assertThat(receivers).isEqualTo(expectedReceivers(2));
        assertThat(b.stats().received()).isEqualTo(2);
    }

    @Test
    void subscribePattern_whenNotDeclared_isRefusedAtTheCall() {
        assumeFalse(guarantees().patterns(), "the engine declares patterns in this mode");
        assertThatThrownBy(() -> b.subscriber(MessageCodec.string()).subscribePattern("game.*", m -> { }))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("pattern");
    }

    @Test
    void subscribePattern_malformed_throwsQuotingIt_beforeAnythingElse() {
        DistributedSubscriber<String> subscriber = b.subscriber(MessageCodec.string());
        assertThatThrownBy(() -> subscriber.subscribePattern("game.a*", m -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"game.a*\"");
        assertThatThrownBy(() -> subscriber.subscribePattern("**.x", m -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'**' must be the last segment");
        assertThatThrownBy(() -> subscriber.subscribePattern(null, m -> { })).hasMessage("pattern == null");
        assertThatThrownBy(() -> subscriber.subscribePattern("game.*", null)).hasMessage("handler == null");
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
        assertThat(receivers).isEqualTo(expectedReceivers(1));
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
        if (guarantees().storesWhileUnsubscribed()) {
            assertThat(received).containsExactly("while-closed", "after");
        } else {
            // "while-closed" is lost, unless it was still on its way when the new subscription was
            // made (the unsubscribe and the publish may travel on different connections)
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
        assertThat(got.poll(100, TimeUnit.MILLISECONDS)).isNull();
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
        MessageFilter<String> upper = (message, next) -> next.handle(message.toUpperCase(Locale.ROOT));
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
    void badArguments_throwAtTheCall_namingThem() {
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());
        DistributedSubscriber<String> subscriber = a.subscriber(MessageCodec.string());
        assertThatThrownBy(() -> publisher.publish(null, "m")).hasMessage("key == null");
        assertThatThrownBy(() -> publisher.publish("k", null)).hasMessage("message == null");
        assertThatThrownBy(() -> subscriber.subscribe(null, m -> { })).hasMessage("key == null");
        assertThatThrownBy(() -> subscriber.subscribe("k", null)).hasMessage("handler == null");
        assertThatThrownBy(() -> subscriber.subscribe("k", m -> { }, null)).hasMessage("filters == null");
        assertThatThrownBy(() -> a.publisher(null)).hasMessage("codec == null");
        assertThatThrownBy(() -> a.subscriber(null)).hasMessage("codec == null");
        assertThatThrownBy(() -> a.onConnectionState(null)).hasMessage("listener == null");
        assertThatThrownBy(() -> a.remoteRequests(null, MessageCodec.string(), MessageCodec.string()))
                .hasMessage("type == null");
        MessageCodec<String> nullCodec = new MessageCodec<>() {
            @Override
            public byte[] encode(String message) {
                return null;
            }

            @Override
            public String decode(byte[] bytes) {
                return "";
            }
        };
        assertThatThrownBy(() -> a.publisher(nullCodec).publish("k", "m"))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("to null");
        assertThat(a.stats().published()).isZero();
    }

    @Test
    void closedPipe_rejectsPublishAndSubscribe_andClosesItsSubscriptions() throws Exception {
        DistributedSubscription subscription = a.subscriber(MessageCodec.string()).subscribe("k", m -> { });
        await(subscription.ready());
        DistributedPublisher<String> publisher = a.publisher(MessageCodec.string());
        List<ConnectionState> states = new CopyOnWriteArrayList<>();
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
        assertThatThrownBy(() -> a.remoteRequests("t", MessageCodec.string(), MessageCodec.string()))
                .isInstanceOf(IllegalStateException.class);
    }
}
