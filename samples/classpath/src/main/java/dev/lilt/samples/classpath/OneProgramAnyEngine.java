package dev.lilt.samples.classpath;

import dev.lilt.pipe.link.LinkPipe;
import dev.lilt.pipe.nats.NatsMode;
import dev.lilt.pipe.nats.NatsPipe;
import dev.lilt.pipe.redis.RedisPipe;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.InMemoryServer;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import java.net.UnixDomainSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * One program written against the engine-neutral distributed API ({@code dev.lilt.pipe.remote}),
 * run unchanged on each engine: only the line that builds a pipe differs. A lobby and a game
 * server: chat on keys, a scoreboard through a pattern, a price asked by remote request. Exits with
 * status 1 when anything is off on any engine. JetStream carries no remote requests (the neutral
 * API says so with {@link UnsupportedOperationException}): there the program checks that it says so.
 *
 * <p>Arguments: the Redis URI (default {@code redis://127.0.0.1:6379}), then the NATS URL of a
 * server with JetStream on (default {@code none}: NATS is skipped, with a message).
 */
public final class OneProgramAnyEngine {
    private OneProgramAnyEngine() {
    }

    /**
     * Runs the program on the in-memory engine, on Redis, on NATS core and JetStream, and on the
     * direct link.
     *
     * @param args the Redis URI, then the NATS URL or {@code none}, both optional
     * @throws Exception when a server does not answer in time
     */
    public static void main(String[] args) throws Exception {
        String uri = args.length > 0 ? args[0] : "redis://127.0.0.1:6379";
        String nats = args.length > 1 ? args[1] : "none";

        InMemoryServer memory = new InMemoryServer();
        run("in memory", () -> memory.pipe(), true);
        run("Redis Pub/Sub", () -> RedisPipe.builder().uri(uri).build(), true);
        if (nats.equals("none")) {
            System.out.println("NATS core and JetStream: skipped (no NATS URL given)");
        } else {
            run("NATS core", () -> NatsPipe.builder().servers(nats).build(), true);
            run("NATS JetStream", () -> NatsPipe.builder().servers(nats).mode(NatsMode.JETSTREAM).build(), false);
        }
        // the direct link has no server: the first pipe listens, the second connects to it
        Path socket = Files.createTempDirectory("lilt-sample-link").resolve("pipe.sock");
        LinkPipe[] listener = new LinkPipe[1];
        run("direct link", () -> listener[0] == null
                ? (listener[0] = LinkPipe.listen(UnixDomainSocketAddress.of(socket)).build())
                : LinkPipe.connect(listener[0].address()).build(), true);
        Files.deleteIfExists(socket.getParent());

        System.out.println("one program, every engine: the neutral API works on each");
    }

    /**
     * The program: everything below knows only the neutral API.
     *
     * @param requests whether the engine carries remote requests; where it does not, the program
     *     checks that asking for them fails with {@link UnsupportedOperationException}
     */
    private static void run(String engine, Supplier<DistributedPipe> connect, boolean requests) throws Exception {
        try (DistributedPipe lobby = connect.get(); DistributedPipe game = connect.get()) {
            BlockingQueue<String> chat = new LinkedBlockingQueue<>();
            BlockingQueue<String> scores = new LinkedBlockingQueue<>();
            lobby.subscriber(MessageCodec.string()).subscribe("lobby.chat", chat::add)
                    .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            lobby.subscriber(MessageCodec.string()).subscribePattern("match.*.score", scores::add)
                    .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            RemoteRequestChannel<String, String> prices = requests(lobby, engine, requests);
            if (prices != null) {
                prices.handle(item -> item + " costs 3").ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            }

            DistributedPublisher<String> say = game.publisher(MessageCodec.string());
            say.publish("lobby.chat", "gg");
            say.publish("match.7.score", "3-1");
            say.publish("match.7.round.2", "not a score");
            say.publish("match.8.score", "0-0").toCompletableFuture().get(10, TimeUnit.SECONDS);
            RemoteRequestChannel<String, String> ask = requests(game, engine, requests);
            String price = ask == null ? null : ask.invoke("sword", Duration.ofSeconds(10));

            check(engine, "gg".equals(chat.poll(10, TimeUnit.SECONDS)), "the chat line");
            List<String> got = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                got.add(scores.poll(10, TimeUnit.SECONDS));
            }
            check(engine, got.equals(List.of("3-1", "0-0")), "both scores through the pattern, got " + got);
            check(engine, scores.poll(200, TimeUnit.MILLISECONDS) == null, "nothing else through the pattern");
            if (requests) {
                check(engine, "sword costs 3".equals(price), "the remote answer, got " + price);
                System.out.println(engine + ": chat, pattern and remote request work");
            } else {
                System.out.println(engine + ": chat and pattern work; remote requests refused, as documented");
            }
        }
    }

    /** The price channel, or null where the engine refuses requests as {@code expected} says it does. */
    private static RemoteRequestChannel<String, String> requests(DistributedPipe pipe, String engine,
            boolean expected) {
        try {
            RemoteRequestChannel<String, String> channel =
                    pipe.remoteRequests("price", MessageCodec.string(), MessageCodec.string());
            check(engine, expected, "remote requests refused with UnsupportedOperationException");
            return channel;
        } catch (UnsupportedOperationException refused) {
            check(engine, !expected, "remote requests, refused with: " + refused.getMessage());
            return null;
        }
    }

    private static void check(String engine, boolean ok, String expected) {
        if (!ok) {
            System.err.println("sample FAILED on " + engine + ": expected " + expected);
            System.exit(1);
        }
    }
}
