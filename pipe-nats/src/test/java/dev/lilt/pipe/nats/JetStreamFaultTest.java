package dev.lilt.pipe.nats;

import static dev.lilt.pipe.nats.Await.await;
import static dev.lilt.pipe.nats.NatsFaultTest.copy;
import static dev.lilt.pipe.nats.NatsFaultTest.spin;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.testkit.ChildJvm;
import dev.lilt.pipe.remote.testkit.FaultBurst;
import dev.lilt.pipe.remote.testkit.FaultTally;
import dev.lilt.pipe.remote.testkit.LocalServer;
import io.nats.client.JetStreamApiException;
import io.nats.client.JetStreamManagement;
import io.nats.client.api.ConsumerInfo;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The JetStream fault suite: the server killed with SIGKILL under a burst and restarted on its
 * store, a consumer JVM killed with messages unacknowledged, and a consumer slower than its ack
 * wait. Counted and asserted against the JetStream row of PIPE-NATS.md's table: nothing
 * acknowledged is lost; repeats are dropped by the pipe that handled them; a repeat reaches a
 * handler only in another pipe of the group, after its first consumer died.
 */
class JetStreamFaultTest {
    private static NatsPipeBuilder builder(NatsProcess nats) {
        return NatsFaultTest.builder(nats).mode(NatsMode.JETSTREAM);
    }

    @Test
    void serverKilledUnderBurst_everyAcknowledgedMessageArrivesOnce_reorderedOnlyByResends() throws Exception {
        try (NatsProcess nats = NatsProcess.launch()) {
            List<Integer> received = Collections.synchronizedList(new ArrayList<>());
            try (DistributedPipe publisherPipe = builder(nats).maxPendingPublishes(50_000)
                    .timeout(Duration.ofSeconds(20)).build();
                    DistributedPipe consumerPipe = builder(nats).consumerGroup("fault").build()) {
                await(consumerPipe.subscriber(MessageCodec.string()).subscribe("fault.js", m -> {
                    spin(20);
                    received.add(Integer.parseInt(m));
                }).ready());
                long[] outcomes = FaultBurst.throughKill(nats.server(), publisherPipe.publisher(MessageCodec.string()),
                        "fault.js", 4_000, 50, () -> { });
                Set<Integer> stored = new HashSet<>();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == 1) {
                        stored.add(i);
                    }
                }
                Await.until("every stored message arrived", 90,
                        () -> new HashSet<>(copy(received)).containsAll(stored));
                LocalServer.sleep(300);
                List<Integer> all = copy(received);
                FaultTally tally = FaultTally.of("JetStream server SIGKILL+restart", outcomes, all,
                        FaultTally.outOfOrder(all));
                System.out.println("fault tally JetStream: resent " + publisherPipe.stats().publishResent()
                        + ", repeats dropped by the consumer " + consumerPipe.stats().duplicatesDropped());

                assertThat(new HashSet<>(all)).as("every acknowledged message arrives").containsAll(stored);
                assertThat(tally.duplicated()).as("repeats reaching the handler").isZero();
                // jnats keeps the publishes it had queued across the reconnect and writes them first;
                // those lost on the wire are resent after them: the only reordering, bounded by the resends
                assertThat(tally.outOfOrder()).as("out of order: at most the resent ones")
                        .isLessThanOrEqualTo((int) publisherPipe.stats().publishResent());
                assertThat(tally.notSent()).as("nothing waited past the timeout").isZero();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == FaultTally.NOT_SENT) {
                        assertThat(all).as("not sent: " + i).doesNotContain(i);
                    }
                }
                assertThat(publisherPipe.stats().reconnects()).as("the publisher reconnected").isPositive();
            }
        }
    }

    @Test
    void consumerJvmKilled_itsSuccessorGetsTheUnacknowledged_noneLost() throws Exception {
        try (NatsProcess nats = NatsProcess.launch()) {
            try (DistributedPipe publisherPipe = builder(nats).build()) {
                // the group's consumer exists before the first message, so that none is missed
                ChildJvm first = FaultChild.start(nats.url(), NatsMode.JETSTREAM, "fault.jchild",
                        "workers", 500, 1_000);
                ChildJvm second = null;
                try {
                    first.awaitReady();
                    DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
                    int total = 3_000;
                    List<CompletableFuture<Long>> sends = new ArrayList<>();
                    for (int i = 0; i < total; i++) {
                        sends.add(publisher.publish("fault.jchild", Integer.toString(i)).toCompletableFuture());
                    }
                    long[] outcomes = FaultTally.outcomes(sends, 60);
                    for (long outcome : outcomes) {
                        assertThat(outcome).as("stored").isEqualTo(1L);
                    }
                    ChildJvm killed = first;
                    Await.until("the first consumer handled 500", 60, () -> killed.received().size() >= 500);
                    first.kill();
                    second = FaultChild.start(nats.url(), NatsMode.JETSTREAM, "fault.jchild", "workers",
                            0, 1_000);
                    second.awaitReady();
                    ChildJvm successor = second;
                    try {
                        Await.until("every message handled by one of them", 90, () -> {
                            Set<Integer> all = new HashSet<>(killed.received());
                            all.addAll(successor.received());
                            return all.size() == total;
                        });
                    } catch (AssertionError stalled) {
                        throw new AssertionError(stalled.getMessage() + "; " + missing(killed, successor, total)
                                + "; " + consumers(nats), stalled);
                    }
                    List<Integer> all = new ArrayList<>(first.received());
                    all.addAll(second.received());
                    FaultTally tally = FaultTally.of("JetStream consumer JVM SIGKILL", outcomes, all,
                            FaultTally.outOfOrder(first.received()) + FaultTally.outOfOrder(second.received()));
                    assertThat(tally.lost()).as("lost").isZero();
                    assertThat(FaultTally.outOfOrder(first.received())).as("out of order in the first").isZero();
                    assertThat(tally.duplicated()).as("repeats: at most what the killed consumer held unacknowledged")
                            .isBetween(0, 1_024);
                    assertThat(FaultTally.outOfOrder(second.received()))
                            .as("out of order in the successor: only the redelivered ones").isLessThanOrEqualTo(1_024);
                } finally {
                    first.kill();
                    if (second != null) {
                        second.kill();
                    }
                }
            }
        }
    }

    /** The first missing numbers, where each child's handled numbers end or start, and its last counters. */
    private static String missing(ChildJvm first, ChildJvm second, int total) {
        Set<Integer> all = new HashSet<>(first.received());
        all.addAll(second.received());
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < total && missing.size() < 20; i++) {
            if (!all.contains(i)) {
                missing.add(i);
            }
        }
        List<Integer> killed = first.received();
        List<Integer> successor = second.received();
        return (total - all.size()) + " missing, first " + missing + "; the killed JVM handled " + killed.size()
                + ", ending " + killed.subList(Math.max(0, killed.size() - 10), killed.size()) + ", last said "
                + first.otherLines() + "; the successor handled " + successor.size() + ", starting "
                + successor.subList(0, Math.min(20, successor.size())) + ", last said " + second.otherLines();
    }

    /** The server's view of every consumer: where a stalled message waits. */
    private static String consumers(NatsProcess nats) {
        StringBuilder state = new StringBuilder();
        try (RawNats raw = RawNats.connect(nats.url())) {
            JetStreamManagement management = raw.connection().jetStreamManagement();
            for (String stream : management.getStreamNames()) {
                for (ConsumerInfo info : management.getConsumers(stream)) {
                    state.append(info.getName()).append(": ack pending ").append(info.getNumAckPending())
                            .append(", pending ").append(info.getNumPending()).append(", waiting pulls ")
                            .append(info.getNumWaiting()).append(", redelivered ").append(info.getRedelivered())
                            .append(", ack floor ").append(info.getAckFloor().getStreamSequence()).append(' ');
                }
            }
        } catch (IOException | JetStreamApiException | RuntimeException e) {
            state.append("consumer state unavailable: ").append(e);
        }
        return state.toString();
    }

    @Test
    void consumerSlowerThanItsAckWait_repeatsAreDropped_eachMessageHandledOnce() throws Exception {
        try (NatsProcess nats = NatsProcess.launch();
                DistributedPipe publisherPipe = builder(nats).build();
                DistributedPipe consumerPipe = builder(nats).consumerGroup("slow").ackWait(Duration.ofMillis(300))
                        .build()) {
            List<Integer> received = Collections.synchronizedList(new ArrayList<>());
            await(consumerPipe.subscriber(MessageCodec.string()).subscribe("fault.jslow", m -> {
                spin(3_000);
                received.add(Integer.parseInt(m));
            }).ready());
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            int total = 600;
            List<CompletableFuture<Long>> sends = new ArrayList<>();
            for (int i = 0; i < total; i++) {
                sends.add(publisher.publish("fault.jslow", Integer.toString(i)).toCompletableFuture());
            }
            long[] outcomes = FaultTally.outcomes(sends, 60);
            Await.until("every message handled", 90, () -> new HashSet<>(copy(received)).size() >= total);
            LocalServer.sleep(1_000);
            List<Integer> all = copy(received);
            FaultTally tally = FaultTally.of("JetStream consumer slower than ackWait", outcomes, all,
                    FaultTally.outOfOrder(all));
            System.out.println("fault tally JetStream slow: repeats dropped "
                    + consumerPipe.stats().duplicatesDropped());
            assertThat(tally.lost()).as("lost").isZero();
            assertThat(tally.duplicated()).as("repeats reaching the handler").isZero();
            assertThat(consumerPipe.stats().duplicatesDropped()).as("the server did redeliver").isPositive();
        }
    }
}
