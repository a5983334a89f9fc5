package dev.lilt.pipe.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.RemoteRequestTimeoutException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.SocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The link between real JVMs: this test's JVM and one or two children started with its class
 * path ({@link LinkChild}), killed with SIGKILL where the test says so. Each burst is counted at
 * each receiver: sent, received, lost, duplicated, out of order.
 */
class LinkProcessTest {
    @TempDir
    Path dir;

    private static LinkPipe listen(SocketAddress address) {
        return LinkPipe.listen(address).reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(200)).build();
    }

    private static LinkPipe connect(SocketAddress address) {
        return LinkPipe.connect(address).reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(200)).build();
    }

    private static String tcp(SocketAddress bound) {
        return "tcp:" + ((InetSocketAddress) bound).getPort();
    }

    private static RemoteRequestChannel<String, String> echo(LinkPipe pipe) {
        return pipe.remoteRequests("echo", MessageCodec.string(), MessageCodec.string());
    }

    @Test
    void twoJvms_bothDirectionsOnOneConnection_messagesAndRequests() throws Exception {
        try (LinkPipe server = listen(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                ChildProcess child = ChildProcess.start("connect", tcp(server.address()))) {
            LinkedBlockingQueue<String> here = new LinkedBlockingQueue<>();
            server.subscriber(MessageCodec.string()).subscribe("to.server", here::add).ready()
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
            echo(server).handle(request -> "server:" + request).ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            child.call("sub to.child", "READY");
            child.call("handle echo-child", "HANDLING");

            assertThat(server.publisher(MessageCodec.string()).publish("to.child", "ping").toCompletableFuture()
                    .get(10, TimeUnit.SECONDS)).isEqualTo(1);
            assertThat(child.awaitReceived(1, 10_000)).isTrue();
            assertThat(child.received).containsExactly("ping");

            assertThat(child.call("pub to.server 3 m", "PUBLISHED")).isEqualTo("PUBLISHED 3");
            assertThat(List.of(here.poll(10, TimeUnit.SECONDS), here.poll(10, TimeUnit.SECONDS),
                    here.poll(10, TimeUnit.SECONDS))).containsExactly("m0", "m1", "m2");

            assertThat(child.call("invoke echo hi 10000", "ANSWER")).isEqualTo("ANSWER server:hi");
            assertThat(server.remoteRequests("echo-child", MessageCodec.string(), MessageCodec.string())
                    .invoke("x", Duration.ofSeconds(10))).isEqualTo("echo:x");
        }
    }

    @Test
    void connectorKilledMidBurst_theOthersKeepEveryMessage_requestsToItFail() throws Exception {
        int sent = 4_000;
        try (LinkPipe server = listen(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                ChildProcess victim = ChildProcess.start("connect", tcp(server.address()));
                ChildProcess survivor = ChildProcess.start("connect", tcp(server.address()), "failfast")) {
            List<String> local = new CopyOnWriteArrayList<>();
            server.subscriber(MessageCodec.string()).subscribe("burst", local::add).ready()
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
            victim.call("sub burst", "READY");
            victim.call("handle echo", "HANDLING");
            survivor.call("sub burst", "READY");
            assertThat(survivor.call("invoke echo hi 10000", "ANSWER")).as("connector to connector, relayed")
                    .isEqualTo("ANSWER echo:hi");

            DistributedPublisher<String> publisher = server.publisher(MessageCodec.string());
            List<CompletableFuture<Long>> acks = new ArrayList<>();
            for (int i = 0; i < sent; i++) {
                if (i == sent / 2) {
                    assertThat(acks.get(i - 1).get(10, TimeUnit.SECONDS)).as("all three, before the kill")
                            .isEqualTo(3);
                    victim.kill();
                }
                acks.add(publisher.publish("burst", "b" + i).toCompletableFuture());
            }
            long withoutVictim = 0;
            for (CompletableFuture<Long> ack : acks) {
                long receivers = ack.get(10, TimeUnit.SECONDS);
                withoutVictim += receivers == 2 ? 1 : 0;
                assertThat(receivers).as("this pipe and the survivor always, the victim until it died")
                        .isBetween(2L, 3L);
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            long receivers = 3;
            while (receivers == 3 && System.nanoTime() < deadline) {
                receivers = publisher.publish("burst", "late").toCompletableFuture().get(10, TimeUnit.SECONDS);
            }
            assertThat(receivers).as("the listener saw the victim's connection go").isEqualTo(2);

            assertThat(survivor.awaitReceived(sent, 30_000)).isTrue();
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (local.size() < sent && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            Tally atSurvivor = Tally.of("b", sent, survivor.received);
            Tally atListener = Tally.of("b", sent, local);
            assertThat(atSurvivor).isEqualTo(new Tally(sent, sent, 0, 0, 0, true));
            assertThat(atListener).isEqualTo(new Tally(sent, sent, 0, 0, 0, true));
            System.out.printf("connector killed mid-burst: sent %d, survivor %s, listener %s, acks without the "
                    + "victim %d%n", sent, atSurvivor, atListener, withoutVictim);

            long start = System.nanoTime();
            assertThatThrownBy(() -> echo(server).invoke("after", Duration.ofMillis(1_500)))
                    .as("by default, as on every engine: the request is lost, the call ends at its timeout")
                    .isInstanceOf(RemoteRequestTimeoutException.class);
            assertThat(System.nanoTime() - start).isLessThan(TimeUnit.SECONDS.toNanos(5));
            String answer = survivor.call("invoke echo after 5000", "FAILED");
            assertThat(answer).as("failUnhandledRequests: nobody handles echo any more, the call fails at once")
                    .startsWith("FAILED dev.lilt.pipe.remote.MessageNotSentException ");
            assertThat(Long.parseLong(answer.substring(answer.lastIndexOf(' ') + 1))).as("milliseconds")
                    .isLessThan(2_000);
            assertThat(survivor.call("pub burst 1 after", "PUBLISHED")).isEqualTo("PUBLISHED 1");
        }
    }

    @ParameterizedTest(name = "unix={0}")
    @ValueSource(booleans = {false, true})
    void listenerKilledMidBurst_connectorsFailFast_thenReconnectWhenItComesBack(boolean unix) throws Exception {
        String address;
        if (unix) {
            address = "unix:" + dir.resolve("link.sock");
        } else {
            try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                address = "tcp:" + probe.getLocalPort();
            }
        }
        int sent = 4_000;
        ChildProcess listener = ChildProcess.start("listen", address);
        try (LinkPipe client = connect(LinkChild.address(address));
                ChildProcess other = ChildProcess.start("connect", address)) {
            LinkedBlockingQueue<ConnectionState> states = new LinkedBlockingQueue<>();
            client.onConnectionState(states::add);
            other.call("sub burst", "READY");
            DistributedPublisher<String> publisher = client.publisher(MessageCodec.string());
            List<CompletableFuture<Long>> acks = new ArrayList<>();
            for (int i = 0; i < sent; i++) {
                if (i == sent / 2) {
                    // the first half settled (acknowledged and on its way to the other connector), then the kill
                    assertThat(acks.get(i - 1).get(10, TimeUnit.SECONDS)).isEqualTo(1);
                    listener.kill();
                }
                acks.add(publisher.publish("burst", "b" + i).toCompletableFuture());
            }
            int acknowledged = 0;
            int notSent = 0;
            int unknown = 0;
            for (CompletableFuture<Long> ack : acks) {
                try {
                    assertThat(ack.get(10, TimeUnit.SECONDS)).isEqualTo(1);
                    acknowledged++;
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof MessageNotSentException) {
                        notSent++;
                    } else {
                        assertThat(e.getCause()).isInstanceOf(MessageOutcomeUnknownException.class);
                        unknown++;
                    }
                }
            }
            assertThat(states.poll(10, TimeUnit.SECONDS)).isEqualTo(ConnectionState.RECONNECTING);
            assertThat(acknowledged + notSent + unknown).isEqualTo(sent);
            assertThat(acknowledged).as("everything before the kill").isGreaterThanOrEqualTo(sent / 2);
            assertThat(notSent).as("publishes after the kill fail at once").isPositive();

            other.awaitReceived(acknowledged, 5_000);
            Tally first = Tally.of("b", sent, other.received);
            System.out.printf("listener killed mid-burst (%s): acknowledged %d, not sent %d, unknown %d, other %s%n",
                    unix ? "unix" : "tcp", acknowledged, notSent, unknown, first);
            assertThat(first.duplicated()).isZero();
            assertThat(first.outOfOrder()).isZero();
            assertThat(first.gapless()).as("what is lost is lost at the break, never in the middle").isTrue();
            assertThat(first.received()).as("at most what the listener took").isLessThanOrEqualTo(
                    acknowledged + unknown);

            listener = ChildProcess.start("listen", address);
            assertThat(states.poll(15, TimeUnit.SECONDS)).isEqualTo(ConnectionState.CONNECTED);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
            long receivers = 0;
            while (receivers == 0 && System.nanoTime() < deadline) {
                receivers = publisher.publish("burst", "probe").toCompletableFuture().get(10, TimeUnit.SECONDS);
                Thread.sleep(20);
            }
            assertThat(receivers).as("the other connector is back and re-subscribed by itself").isEqualTo(1);
            other.received.clear();
            List<CompletableFuture<Long>> second = new ArrayList<>();
            for (int i = 0; i < sent; i++) {
                second.add(publisher.publish("burst", "c" + i).toCompletableFuture());
            }
            for (CompletableFuture<Long> ack : second) {
                assertThat(ack.get(10, TimeUnit.SECONDS)).isEqualTo(1);
            }
            assertThat(other.awaitReceived(sent, 30_000)).isTrue();
            assertThat(Tally.of("c", sent, other.received)).isEqualTo(new Tally(sent, sent, 0, 0, 0, true));
        } finally {
            listener.close();
        }
    }
}
