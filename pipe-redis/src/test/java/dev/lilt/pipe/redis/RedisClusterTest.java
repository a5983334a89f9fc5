package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.remote.contract.ContractPipes.next;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Sharded Pub/Sub on a local three-master Redis Cluster (SPUBLISH/SSUBSCRIBE, Redis 7). */
class RedisClusterTest {
    private static final List<RedisProcess> NODES = new ArrayList<>();

    @BeforeAll
    static void startCluster() throws IOException, InterruptedException {
        List<String> create = new ArrayList<>(List.of("redis-cli", "--cluster", "create"));
        for (int i = 0; i < 3; i++) {
            RedisProcess node = RedisProcess.launch("--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                    "--cluster-node-timeout", "2000");
            NODES.add(node);
            create.add("127.0.0.1:" + node.port());
        }
        create.addAll(List.of("--cluster-replicas", "0", "--cluster-yes"));
        Process process = new ProcessBuilder(create).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        RedisStreamsTest.waitFor(() -> NODES.stream()
                .allMatch(n -> n.command("CLUSTER", "INFO").contains("cluster_state:ok")));
    }

    @AfterAll
    static void stopCluster() {
        NODES.forEach(RedisProcess::close);
    }

    private static RedisPipeBuilder cluster() {
        return RedisPipe.builder().uri(NODES.get(0).uri()).cluster(true);
    }

    @Test
    void shardedPubSub_keysOnEveryNode_reachTheOtherPipe() throws Exception {
        try (DistributedPipe publisherPipe = cluster().build(); DistributedPipe subscriberPipe = cluster().build()) {
            DistributedSubscriber<String> subscriber = subscriberPipe.subscriber(MessageCodec.string());
            List<String> keys = List.of("player.1", "player.2", "player.3", "match.7", "lobby", "chat.eu");
            List<BlockingQueue<String>> queues = new ArrayList<>();
            for (String key : keys) {
                BlockingQueue<String> queue = new LinkedBlockingQueue<>();
                queues.add(queue);
                await(subscriber.subscribe(key, queue::add).ready());
            }
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());

            for (String key : keys) {
                assertThat(await(publisher.publish(key, "to " + key))).as(key).isEqualTo(1);
            }

            for (int i = 0; i < keys.size(); i++) {
                assertThat(next(queues.get(i))).isEqualTo("to " + keys.get(i));
                assertThat(queues.get(i).poll(50, TimeUnit.MILLISECONDS)).isNull();
            }
            long nodesUsed = keys.stream().map(RedisClusterTest::nodeOf).distinct().count();
            assertThat(nodesUsed).as("the keys spread over the masters").isGreaterThanOrEqualTo(2);
        }
    }

    @Test
    void shardedPubSub_closeUnsubscribes_andPatternsAreRejected() throws Exception {
        try (DistributedPipe publisherPipe = cluster().build(); DistributedPipe subscriberPipe = cluster().build()) {
            DistributedSubscriber<String> subscriber = subscriberPipe.subscriber(MessageCodec.string());
            DistributedSubscription subscription = subscriber.subscribe("room.9", m -> { });
            await(subscription.ready());
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            assertThat(await(publisher.publish("room.9", "x"))).isEqualTo(1);

            subscription.close();
            RedisStreamsTest.waitFor(() -> {
                try {
                    return await(publisher.publish("room.9", "y")) == 0;
                } catch (Exception e) {
                    return false;
                }
            });
            assertThat(await(publisher.publish("room.9", "z"))).isZero();
            assertThatThrownBy(() -> subscriber.subscribePattern("room.*", m -> { }))
                    .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("cluster");
        }
    }

    @Test
    void streams_keysOnEveryNode_deliverEveryMessage() throws Exception {
        try (DistributedPipe publisherPipe = cluster().mode(DeliveryMode.STREAMS).build();
                DistributedPipe consumerPipe = cluster().mode(DeliveryMode.STREAMS).consumerGroup("cluster-readers")
                        .build()) {
            DistributedSubscriber<String> subscriber = consumerPipe.subscriber(MessageCodec.string());
            List<String> keys = List.of("orders.1", "orders.2", "orders.3", "orders.4");
            BlockingQueue<String> got = new LinkedBlockingQueue<>();
            for (String key : keys) {
                await(subscriber.subscribe(key, got::add).ready());
            }
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());

            List<String> sent = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                String message = keys.get(i % keys.size()) + "#" + i;
                await(publisher.publish(keys.get(i % keys.size()), message));
                sent.add(message);
            }

            List<String> received = new ArrayList<>();
            for (int i = 0; i < sent.size(); i++) {
                received.add(next(got));
            }
            assertThat(received).containsExactlyInAnyOrderElementsOf(sent);
            assertThat(keys.stream().map(RedisClusterTest::nodeOf).distinct().count()).isGreaterThanOrEqualTo(2);
        }
    }

    @Test
    void remoteRequests_roundTripOverShardedPubSub_typesOnSeveralNodes() throws Exception {
        try (DistributedPipe callerPipe = cluster().build(); DistributedPipe handlerPipe = cluster().build()) {
            List<String> types = List.of("price", "stock", "user.profile", "match.result");
            for (String type : types) {
                await(handlerPipe.remoteRequests(type, MessageCodec.string(), MessageCodec.string())
                        .handle(request -> type + ":" + request).ready());
            }
            for (String type : types) {
                RemoteRequestChannel<String, String> channel =
                        callerPipe.remoteRequests(type, MessageCodec.string(), MessageCodec.string());
                assertThat(channel.invoke("q", java.time.Duration.ofSeconds(5))).isEqualTo(type + ":q");
            }
            assertThat(types.stream().map(type -> nodeOf("lilt.rpc.req." + type)).distinct().count())
                    .as("the request channels spread over the masters").isGreaterThanOrEqualTo(2);
        }
    }

    /** Which third of the slot range (one master each, as redis-cli splits them) serves the key. */
    private static int nodeOf(String key) {
        return Integer.parseInt(NODES.get(0).command("CLUSTER", "KEYSLOT", key).substring(1)) / 5462;
    }
}
