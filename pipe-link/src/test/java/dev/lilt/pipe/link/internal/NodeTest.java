package dev.lilt.pipe.link.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.link.LinkProtocolException;
import dev.lilt.pipe.remote.spi.Topic;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The link's two ends over real sockets, below the pipe: routing, acknowledgements, bad peers. */
class NodeTest {
    @TempDir
    Path dir;

    private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1);
    private final List<Node> nodes = new ArrayList<>();

    @AfterEach
    void closeAll() {
        nodes.forEach(Node::close);
        timer.shutdownNow();
    }

    private SocketAddress address(boolean unix) {
        return unix ? UnixDomainSocketAddress.of(dir.resolve("link.sock"))
                : new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    }

    private static NodeOptions options(SocketAddress address, int maxMessageBytes) {
        return new NodeOptions(address, maxMessageBytes, Duration.ofMillis(20), Duration.ofMillis(200),
                Duration.ofSeconds(2), 1000, (pattern, key) -> key.startsWith(pattern.replace("*", "")));
    }

    private Hub hub(SocketAddress address, RecordingEvents events) throws IOException {
        Hub hub = new Hub(options(address, 1024), events, timer, "test");
        nodes.add(hub);
        hub.start();
        return hub;
    }

    private Dialer dialer(SocketAddress address, RecordingEvents events) {
        Dialer dialer = new Dialer(options(address, 1024), events, timer, "test");
        nodes.add(dialer);
        dialer.connectFirst();
        return dialer;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static long send(Node node, String key, String text) throws Exception {
        return node.send(key, utf8(key), utf8(text)).get(10, TimeUnit.SECONDS);
    }

    @ParameterizedTest(name = "unix={0}")
    @ValueSource(booleans = {false, true})
    void publish_reachesEveryMatchingPipe_publisherIncluded_countsTopics(boolean unix) throws Exception {
        RecordingEvents hubEvents = new RecordingEvents();
        RecordingEvents aEvents = new RecordingEvents();
        RecordingEvents bEvents = new RecordingEvents();
        Hub hub = hub(address(unix), hubEvents);
        Dialer a = dialer(hub.address(), aEvents);
        Dialer b = dialer(hub.address(), bEvents);
        hub.listen(new Topic("game.score", false)).get(10, TimeUnit.SECONDS);
        a.listen(new Topic("game.score", false)).get(10, TimeUnit.SECONDS);
        b.listen(new Topic("game.score", false)).get(10, TimeUnit.SECONDS);
        b.listen(new Topic("game.*", true)).get(10, TimeUnit.SECONDS);

        assertThat(send(a, "game.score", "1")).as("hub 1 + a 1 + b key and pattern 2").isEqualTo(4);
        assertThat(hubEvents.next()).isEqualTo(new RecordingEvents.Delivery(new Topic("game.score", false),
                "game.score", "1"));
        assertThat(aEvents.next().text()).isEqualTo("1");
        assertThat(List.of(bEvents.next().topic(), bEvents.next().topic()))
                .containsExactly(new Topic("game.score", false), new Topic("game.*", true));

        assertThat(send(hub, "game.other", "2")).as("only b's pattern").isEqualTo(1);
        assertThat(bEvents.next()).isEqualTo(new RecordingEvents.Delivery(new Topic("game.*", true),
                "game.other", "2"));
        assertThat(hubEvents.deliveries).isEmpty();
        assertThat(aEvents.deliveries).isEmpty();

        b.unlisten(new Topic("game.*", true));
        assertThat(send(b, "game.other", "3")).as("after the unsubscribe's acknowledgement, nobody").isZero();
    }

    @Test
    void burst_fromTwoPublishers_arrivesWhole_inOrderPerPublisher() throws Exception {
        RecordingEvents hubEvents = new RecordingEvents();
        RecordingEvents sink = new RecordingEvents();
        Hub hub = hub(address(false), hubEvents);
        Dialer a = dialer(hub.address(), new RecordingEvents());
        Dialer b = dialer(hub.address(), sink);
        b.listen(new Topic("n", false)).get(10, TimeUnit.SECONDS);
        int count = 500;
        List<CompletableFuture<Long>> acks = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            acks.add(a.send("n", utf8("n"), utf8("a" + i)));
            acks.add(hub.send("n", utf8("n"), utf8("h" + i)));
        }
        for (CompletableFuture<Long> ack : acks) {
            assertThat(ack.get(10, TimeUnit.SECONDS)).isEqualTo(1);
        }
        int nextA = 0;
        int nextH = 0;
        for (int i = 0; i < 2 * count; i++) {
            String text = sink.next().text();
            if (text.startsWith("a")) {
                assertThat(text).isEqualTo("a" + nextA++);
            } else {
                assertThat(text).isEqualTo("h" + nextH++);
            }
        }
        assertThat(nextA).isEqualTo(count);
        assertThat(nextH).isEqualTo(count);
        assertThat(sink.deliveries.poll(100, TimeUnit.MILLISECONDS)).as("no duplicate").isNull();
    }

    @ParameterizedTest(name = "unix={0}")
    @ValueSource(booleans = {false, true})
    void garbage_fromARawSocket_closesOnlyThatConnection_reportedWithItsPeer(boolean unix) throws Exception {
        RecordingEvents hubEvents = new RecordingEvents();
        RecordingEvents good = new RecordingEvents();
        Hub hub = hub(address(unix), hubEvents);
        Dialer dialer = dialer(hub.address(), good);
        dialer.listen(new Topic("k", false)).get(10, TimeUnit.SECONDS);

        try (SocketChannel raw = SocketChannel.open(hub.address())) {
            raw.write(ByteBuffer.wrap(utf8("GET / HTTP/1.1\r\nHost: x\r\n\r\n")));
            LinkProtocolException failure = hubEvents.protocolErrors.poll(10, TimeUnit.SECONDS);
            assertThat(failure).isNotNull();
            assertThat(failure.getMessage()).contains("not a lilt-pipe-link peer");
            String local = raw.getLocalAddress().toString();
            assertThat(failure.peer()).isEqualTo(unix ? failure.peer() : local);
            assertThat(failure.peer()).startsWith(unix ? "unix:" : "/127.0.0.1:");
            assertThat(closedByPeer(raw)).as("the listener closed the garbage's connection").isTrue();
        }
        assertThat(send(hub, "k", "still here")).isEqualTo(1);
        assertThat(good.next().text()).isEqualTo("still here");
    }

    /** Reads until the peer closes: end of stream, or a reset when it closed with our bytes unread. */
    private static boolean closedByPeer(SocketChannel channel) {
        ByteBuffer sink = ByteBuffer.allocate(1024);
        try {
            while (true) {
                sink.clear();
                if (channel.read(sink) < 0) {
                    return true;
                }
            }
        } catch (IOException reset) {
            return true;
        }
    }

    @Test
    void frameOverTheLimit_afterAValidHello_closesThatConnection() throws Exception {
        RecordingEvents hubEvents = new RecordingEvents();
        Hub hub = hub(address(false), hubEvents);
        Dialer dialer = dialer(hub.address(), new RecordingEvents());
        try (SocketChannel raw = SocketChannel.open(hub.address())) {
            raw.write(Wire.hello(Wire.ROLE_CONNECTOR, 1024));
            raw.write(ByteBuffer.allocate(5).putInt(Wire.frameLimit(1024) + 1).put(Wire.PUBLISH).flip());
            LinkProtocolException failure = hubEvents.protocolErrors.poll(10, TimeUnit.SECONDS);
            assertThat(failure).isNotNull();
            assertThat(failure.getMessage()).contains("frame length " + (Wire.frameLimit(1024) + 1))
                    .contains(raw.getLocalAddress().toString());
        }
        assertThat(send(dialer, "k", "x")).isZero();
    }

    @Test
    void unknownFrameType_andWrongVersion_areRefused() throws Exception {
        RecordingEvents hubEvents = new RecordingEvents();
        Hub hub = hub(address(false), hubEvents);
        try (SocketChannel raw = SocketChannel.open(hub.address())) {
            raw.write(Wire.hello(Wire.ROLE_CONNECTOR, 1024));
            raw.write(ByteBuffer.allocate(5).putInt(1).put((byte) 'Z').flip());
            assertThat(hubEvents.protocolErrors.poll(10, TimeUnit.SECONDS).getMessage())
                    .contains("unknown frame type 0x5a");
        }
        try (SocketChannel raw = SocketChannel.open(hub.address())) {
            ByteBuffer hello = Wire.hello(Wire.ROLE_CONNECTOR, 1024);
            hello.put(Wire.MAGIC.length, (byte) 9);
            raw.write(hello);
            assertThat(hubEvents.protocolErrors.poll(10, TimeUnit.SECONDS).getMessage())
                    .contains("speaks link protocol version 9, this side speaks 1");
        }
        try (SocketChannel raw = SocketChannel.open(hub.address())) {
            raw.write(Wire.hello(Wire.ROLE_LISTENER, 1024));
            assertThat(hubEvents.protocolErrors.poll(10, TimeUnit.SECONDS).getMessage())
                    .contains("expected 'C'");
        }
    }

    @Test
    void connectorThatStopsReading_isDisconnected_notSkipped_theOthersGoOn() throws Exception {
        RecordingEvents hubEvents = new RecordingEvents();
        RecordingEvents good = new RecordingEvents();
        Hub hub = hub(address(false), hubEvents);
        Dialer reader = dialer(hub.address(), good);
        reader.listen(new Topic("k", false)).get(10, TimeUnit.SECONDS);
        assertThat(good.linkChanges.poll(10, TimeUnit.SECONDS)).isTrue();
        try (SocketChannel stuck = SocketChannel.open(hub.address())) {
            stuck.write(Wire.hello(Wire.ROLE_CONNECTOR, 1024));
            stuck.write(ByteBuffer.wrap(Wire.interest(Wire.SUBSCRIBE, false, utf8("flood"))));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (send(hub, "flood", "probe") == 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            byte[] kilobyte = new byte[1000];
            long receivers = 1;
            for (int sent = 0; receivers == 1 && sent < 100_000; sent++) {
                receivers = hub.send("flood", utf8("flood"), kilobyte).get(10, TimeUnit.SECONDS);
            }
            assertThat(receivers).as("the stuck connector was dropped once its queue of 1000 frames filled")
                    .isZero();
            assertThat(hubEvents.notices.poll(10, TimeUnit.SECONDS)).contains("slow connector: 1000 frames");
            assertThat(send(hub, "k", "still")).isEqualTo(1);
            assertThat(good.next().text()).isEqualTo("still");
            assertThat(good.linkChanges).as("the reading connector kept its connection").isEmpty();
        }
    }

    @Test
    void silentPeer_isClosedAfterTheHandshakeTimeout() throws Exception {
        RecordingEvents hubEvents = new RecordingEvents();
        Hub hub = hub(address(false), hubEvents);
        try (SocketChannel raw = SocketChannel.open(hub.address())) {
            LinkProtocolException failure = hubEvents.protocolErrors.poll(10, TimeUnit.SECONDS);
            assertThat(failure).isNotNull();
            assertThat(failure.getMessage()).contains("no hello within 2000 ms").contains(
                    raw.getLocalAddress().toString());
        }
    }

    @Test
    void connector_toNothing_failsAtOnce_namingTheAddress() {
        SocketAddress nowhere = UnixDomainSocketAddress.of(dir.resolve("nobody.sock"));
        Dialer dialer = new Dialer(options(nowhere, 1024), new RecordingEvents(), timer, "test");
        nodes.add(dialer);
        assertThatThrownBy(dialer::connectFirst).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot connect to the link listener at unix:" + dir.resolve("nobody.sock"));
    }

    @Test
    void connector_toANonLinkServer_isRefused() throws Exception {
        try (ServerSocketChannel other = ServerSocketChannel.open()
                .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            Dialer dialer = new Dialer(options(other.getLocalAddress(), 1024), new RecordingEvents(), timer, "t");
            nodes.add(dialer);
            CompletableFuture<Void> connecting = CompletableFuture.runAsync(dialer::connectFirst);
            try (SocketChannel accepted = other.accept()) {
                accepted.write(ByteBuffer.wrap(utf8("SSH-2.0-OpenSSH_9\r\n")));
                assertThatThrownBy(() -> connecting.get(10, TimeUnit.SECONDS))
                        .isInstanceOf(ExecutionException.class).cause()
                        .hasMessageContaining("not a lilt-pipe-link peer");
            }
        }
    }

    @Test
    void listenerRestarted_connectorReconnects_resubscribes_publishFailsFastMeanwhile() throws Exception {
        SocketAddress path = address(true);
        RecordingEvents hubEvents = new RecordingEvents();
        RecordingEvents events = new RecordingEvents();
        Hub first = hub(path, hubEvents);
        Dialer dialer = dialer(path, events);
        dialer.listen(new Topic("k", false)).get(10, TimeUnit.SECONDS);
        assertThat(events.linkChanges.poll(10, TimeUnit.SECONDS)).isTrue();

        first.close();
        assertThat(events.linkChanges.poll(10, TimeUnit.SECONDS)).isFalse();
        long start = System.nanoTime();
        assertThatThrownBy(() -> send(dialer, "k", "lost")).cause().hasMessageContaining("not sent");
        assertThat(System.nanoTime() - start).as("fails fast").isLessThan(TimeUnit.SECONDS.toNanos(2));

        Hub second = hub(path, hubEvents);
        assertThat(events.linkChanges.poll(10, TimeUnit.SECONDS)).isTrue();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        long receivers = 0;
        while (receivers == 0 && System.nanoTime() < deadline) {
            receivers = send(second, "k", "back");
        }
        assertThat(receivers).as("the topic was re-sent to the new listener").isEqualTo(1);
        assertThat(events.next().text()).isEqualTo("back");
    }

    @Test
    void staleUnixSocketFile_isReplaced_aLiveOneIsNot() throws Exception {
        Path file = dir.resolve("link.sock");
        Files.createFile(file);
        ServerSocketChannel stale = ServerSocketChannel.open(java.net.StandardProtocolFamily.UNIX);
        Files.delete(file);
        stale.bind(UnixDomainSocketAddress.of(file));
        stale.close();
        assertThat(file).as("a killed listener leaves its file").exists();
        Hub hub = hub(UnixDomainSocketAddress.of(file), new RecordingEvents());
        assertThatThrownBy(() -> new Hub(options(UnixDomainSocketAddress.of(file), 1024), new RecordingEvents(),
                timer, "second")).isInstanceOf(IOException.class);
        hub.close();
        assertThat(file).as("a closed listener removes its file").doesNotExist();
    }
}
