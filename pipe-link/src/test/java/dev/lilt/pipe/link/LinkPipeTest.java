package dev.lilt.pipe.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageTooLargeException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.RemoteRequestTimeoutException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The link pipe in one JVM over real sockets: threads, limits, bad input, states. */
class LinkPipeTest {
    @TempDir
    Path dir;

    private final List<LinkPipe> pipes = new ArrayList<>();

    @AfterEach
    void closeAll() {
        pipes.forEach(LinkPipe::close);
    }

    private LinkPipe open(LinkPipeBuilder builder) {
        LinkPipe pipe = builder.reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(200)).build();
        pipes.add(pipe);
        return pipe;
    }

    private static SocketAddress loopback() {
        return new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    }

    private static <T> T get(CompletableFuture<T> future) throws Exception {
        return future.get(10, TimeUnit.SECONDS);
    }

    @Test
    void publish_fromFourThreadsOfAConnector_eachThreadsOrderKept_nothingLostOrRepeated() throws Exception {
        LinkPipe server = open(LinkPipe.listen(loopback()));
        LinkPipe client = open(LinkPipe.connect(server.address()));
        int threads = 4;
        int each = 2_000;
        Map<Integer, List<Integer>> arrivals = new ConcurrentHashMap<>();
        CountDownLatch all = new CountDownLatch(threads * each);
        get(server.subscriber(MessageCodec.string()).subscribe("t", text -> {
            String[] parts = text.split(":");
            arrivals.computeIfAbsent(Integer.parseInt(parts[0]), t -> new CopyOnWriteArrayList<>())
                    .add(Integer.parseInt(parts[1]));
            all.countDown();
        }).ready().toCompletableFuture());
        DistributedPublisher<String> publisher = client.publisher(MessageCodec.string());
        AtomicInteger failed = new AtomicInteger();
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread publishing = new Thread(() -> {
                for (int i = 0; i < each; i++) {
                    publisher.publish("t", thread + ":" + i).whenComplete((n, e) -> {
                        if (e != null || n != 1) {
                            failed.incrementAndGet();
                        }
                    });
                }
            });
            publishing.start();
            started.add(publishing);
        }
        for (Thread thread : started) {
            thread.join();
        }
        assertThat(all.await(30, TimeUnit.SECONDS)).isTrue();
        assertThat(failed).hasValue(0);
        for (int t = 0; t < threads; t++) {
            List<Integer> seen = arrivals.get(t);
            assertThat(seen).hasSize(each);
            for (int i = 0; i < each; i++) {
                assertThat(seen.get(i)).as("thread %d's message %d", t, i).isEqualTo(i);
            }
        }
        assertThat(server.stats().received()).isEqualTo((long) threads * each);
    }

    @Test
    void subscribeAndCloseChurn_whilePublishing_everyAnswerMatchesItsOwnFrame() throws Exception {
        LinkPipe server = open(LinkPipe.listen(loopback()));
        LinkPipe client = open(LinkPipe.connect(server.address()));
        LinkedBlockingQueue<String> atServer = new LinkedBlockingQueue<>();
        get(server.subscriber(MessageCodec.string()).subscribe("p", atServer::add).ready().toCompletableFuture());
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger churned = new AtomicInteger();
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        List<Thread> churners = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            String key = "c" + t;
            Thread churner = new Thread(() -> {
                try {
                    while (!stop.get()) {
                        DistributedSubscription subscription = client.subscriber(MessageCodec.string())
                                .subscribe(key, m -> { });
                        get(subscription.ready().toCompletableFuture());
                        subscription.close();
                        churned.incrementAndGet();
                    }
                } catch (Exception | AssertionError e) {
                    failures.add(e);
                }
            });
            churner.start();
            churners.add(churner);
        }
        DistributedPublisher<String> publisher = client.publisher(MessageCodec.string());
        List<CompletableFuture<Long>> answers = new ArrayList<>();
        int sent = 5_000;
        for (int i = 0; i < sent; i++) {
            answers.add(publisher.publish("p", "m" + i).toCompletableFuture());
        }
        for (CompletableFuture<Long> answer : answers) {
            assertThat(get(answer)).as("a publish's answer, never a subscription's").isEqualTo(1);
        }
        stop.set(true);
        for (Thread churner : churners) {
            churner.join(10_000);
        }
        assertThat(failures).isEmpty();
        assertThat(churned.get()).as("subscribe/close rounds during the burst").isPositive();
        for (int i = 0; i < sent; i++) {
            assertThat(atServer.poll(10, TimeUnit.SECONDS)).isEqualTo("m" + i);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        long left = 1;
        while (left != 0 && System.nanoTime() < deadline) {
            left = get(server.publisher(MessageCodec.string()).publish("c0", "x").toCompletableFuture());
        }
        assertThat(left).as("the last close reached the listener").isZero();
    }

    @Test
    void subscriptionClosedFromAnotherThread_midBurst_handlerNotCalledAfterCloseReturns() throws Exception {
        LinkPipe server = open(LinkPipe.listen(UnixDomainSocketAddress.of(dir.resolve("s.sock"))));
        LinkPipe client = open(LinkPipe.connect(server.address()));
        AtomicInteger received = new AtomicInteger();
        DistributedSubscription subscription = client.subscriber(MessageCodec.string()).subscribe("k",
                text -> received.incrementAndGet());
        get(subscription.ready().toCompletableFuture());
        DistributedPublisher<String> publisher = server.publisher(MessageCodec.string());
        Thread burst = new Thread(() -> {
            for (int i = 0; i < 20_000; i++) {
                publisher.publish("k", "m" + i);
            }
        });
        burst.start();
        while (received.get() < 100) {
            Thread.onSpinWait();
        }
        subscription.close();
        int atClose = received.get();
        burst.join();
        Thread.sleep(300);
        assertThat(received.get() - atClose).as("calls after close() returned (one may have been running)")
                .isLessThanOrEqualTo(1);
        assertThat(atClose).isBetween(100, 20_000);
    }

    @Test
    void tooLarge_throwsAtThePublish_connectorTakesTheSmallerLimit() throws Exception {
        LinkPipe server = open(LinkPipe.listen(loopback()).maxMessageBytes(100));
        LinkPipe client = open(LinkPipe.connect(server.address()).maxMessageBytes(1_000));
        LinkedBlockingQueue<String> got = new LinkedBlockingQueue<>();
        get(server.subscriber(MessageCodec.string()).subscribe("k", got::add).ready().toCompletableFuture());
        DistributedPublisher<String> publisher = client.publisher(MessageCodec.string());
        assertThatThrownBy(() -> publisher.publish("k", "x".repeat(101)))
                .isInstanceOf(MessageTooLargeException.class).hasMessageContaining("101").hasMessageContaining("100");
        assertThat(get(publisher.publish("k", "x".repeat(100)).toCompletableFuture())).isEqualTo(1);
        assertThat(got.poll(10, TimeUnit.SECONDS)).hasSize(100);
        assertThat(got.poll(100, TimeUnit.MILLISECONDS)).as("the refused one never left").isNull();
    }

    @Test
    void garbage_reachesTheErrorHandler_withThePeersAddress_otherConnectionsGoOn() throws Exception {
        LinkedBlockingQueue<Object[]> errors = new LinkedBlockingQueue<>();
        LinkPipe server = open(LinkPipe.listen(loopback())
                .errorHandler((message, failure) -> errors.add(new Object[] {message, failure})));
        LinkPipe client = open(LinkPipe.connect(server.address()));
        LinkedBlockingQueue<String> got = new LinkedBlockingQueue<>();
        get(client.subscriber(MessageCodec.string()).subscribe("k", got::add).ready().toCompletableFuture());
        String rawPeer;
        try (SocketChannel raw = SocketChannel.open(server.address())) {
            rawPeer = raw.getLocalAddress().toString();
            raw.write(ByteBuffer.wrap("\u0000\u0001garbage garbage garbage".getBytes(StandardCharsets.UTF_8)));
            Object[] error = errors.poll(10, TimeUnit.SECONDS);
            assertThat(error).isNotNull();
            assertThat(error[0]).isEqualTo(rawPeer);
            assertThat(error[1]).isInstanceOf(LinkProtocolException.class);
            assertThat(((LinkProtocolException) error[1]).peer()).isEqualTo(rawPeer);
        }
        assertThat(get(server.publisher(MessageCodec.string()).publish("k", "fine").toCompletableFuture()))
                .isEqualTo(1);
        assertThat(got.poll(10, TimeUnit.SECONDS)).isEqualTo("fine");
        assertThat(client.connectionState()).isEqualTo(ConnectionState.CONNECTED);
    }

    @Test
    void listenerClosed_connectorReconnecting_publishFailsFast_thenBackWithItsSubscriptions() throws Exception {
        SocketAddress path = UnixDomainSocketAddress.of(dir.resolve("r.sock"));
        LinkPipe first = LinkPipe.listen(path).build();
        LinkPipe client = open(LinkPipe.connect(path));
        LinkedBlockingQueue<ConnectionState> states = new LinkedBlockingQueue<>();
        client.onConnectionState(states::add);
        LinkedBlockingQueue<String> got = new LinkedBlockingQueue<>();
        get(client.subscriber(MessageCodec.string()).subscribe("k", got::add).ready().toCompletableFuture());
        first.close();
        assertThat(states.poll(10, TimeUnit.SECONDS)).isEqualTo(ConnectionState.RECONNECTING);
        assertThat(client.connectionState()).isEqualTo(ConnectionState.RECONNECTING);
        CompletableFuture<Long> meanwhile = client.publisher(MessageCodec.string()).publish("k", "x")
                .toCompletableFuture();
        assertThatThrownBy(() -> meanwhile.get(1, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .cause().isInstanceOf(MessageNotSentException.class).hasMessageContaining("not connected");

        LinkPipe second = open(LinkPipe.listen(path));
        assertThat(states.poll(10, TimeUnit.SECONDS)).isEqualTo(ConnectionState.CONNECTED);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        long receivers = 0;
        while (receivers == 0 && System.nanoTime() < deadline) {
            receivers = get(second.publisher(MessageCodec.string()).publish("k", "back").toCompletableFuture());
        }
        assertThat(receivers).isEqualTo(1);
        assertThat(got.poll(10, TimeUnit.SECONDS)).isEqualTo("back");
        assertThat(client.stats().reconnects()).isEqualTo(1);
    }

    @Test
    void request_whenNoPipeHandlesItsType_failsAtOnceWithFailUnhandledRequests_atItsTimeoutWithout()
            throws Exception {
        LinkPipe server = open(LinkPipe.listen(loopback()));
        LinkPipe eager = open(LinkPipe.connect(server.address()).failUnhandledRequests(true));
        LinkPipe plain = open(LinkPipe.connect(server.address()));
        RemoteRequestChannel<String, String> prices = eager.remoteRequests("price", MessageCodec.string(),
                MessageCodec.string());
        long start = System.nanoTime();
        assertThatThrownBy(() -> prices.invoke("apple", Duration.ofSeconds(30)))
                .isInstanceOf(MessageNotSentException.class)
                .hasMessageContaining("no pipe on the link handles requests of type 'price'");
        assertThat(System.nanoTime() - start).isLessThan(TimeUnit.SECONDS.toNanos(5));
        assertThatThrownBy(() -> plain.remoteRequests("price", MessageCodec.string(), MessageCodec.string())
                .invoke("apple", Duration.ofMillis(300))).isInstanceOf(RemoteRequestTimeoutException.class);

        DistributedSubscription handler = server.remoteRequests("price", MessageCodec.string(), MessageCodec.string())
                .handle(fruit -> fruit + ": 3");
        get(handler.ready().toCompletableFuture());
        assertThat(prices.invoke("apple", Duration.ofSeconds(10))).isEqualTo("apple: 3");
        handler.close();
        assertThatThrownBy(() -> prices.invoke("pear", Duration.ofSeconds(30)))
                .isInstanceOf(MessageNotSentException.class);
    }

    @Test
    void badInput_isRefusedAtTheCall_namingTheValue() {
        assertThatThrownBy(() -> LinkPipe.listen(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("address == null");
        assertThatThrownBy(() -> LinkPipe.listen(new InetSocketAddress("0.0.0.0", 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("loopback")
                .hasMessageContaining("0.0.0.0");
        LinkPipeBuilder builder = LinkPipe.connect(loopback());
        assertThatThrownBy(() -> builder.maxMessageBytes(0)).hasMessage("maxMessageBytes must be >= 1: 0");
        assertThatThrownBy(() -> builder.maxQueuedFrames(-1)).hasMessage("maxQueuedFrames must be >= 1: -1");
        assertThatThrownBy(() -> builder.handshakeTimeout(Duration.ZERO)).hasMessage("timeout must be > 0: PT0S");
        assertThatThrownBy(() -> builder.reconnectBackoff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
                .hasMessage("max must be >= min (PT2S): PT1S");
        assertThatThrownBy(() -> builder.errorHandler(null)).hasMessage("handler == null");
    }

    @Test
    void connect_toNothing_throwsNamingTheAddress_listenTwice_throwsToo() {
        SocketAddress nowhere = UnixDomainSocketAddress.of(dir.resolve("nobody.sock"));
        assertThatThrownBy(() -> LinkPipe.connect(nowhere).build()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot connect to the link listener at unix:" + dir.resolve("nobody.sock"));
        LinkPipe server = open(LinkPipe.listen(loopback()));
        assertThatThrownBy(() -> LinkPipe.listen(server.address()).build()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot listen on " + server.address());
    }
}
