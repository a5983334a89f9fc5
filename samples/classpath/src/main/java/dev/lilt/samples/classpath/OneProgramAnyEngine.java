package dev.lilt.samples.classpath;

import dev.lilt.pipe.link.LinkPipe;
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
 * status 1 when anything is off on any engine.
 *
 * <p>Argument: the Redis URI (default {@code redis://127.0.0.1:6379}).
 */
public final class OneProgramAnyEngine {
    private OneProgramAnyEngine() {
    }

    /**
     * Runs the program on the in-memory engine, on Redis and on the direct link.
     *
     * @param args the Redis URI, optionally
     * @throws Exception when a server does not answer in time
     */
    public static void main(String[] args) throws Exception {
        String uri = args.length > 0 ? args[0] : "redis://127.0.0.1:6379";

        InMemoryServer memory = new InMemoryServer();
        run("in memory", () -> memory.pipe());
        run("Redis Pub/Sub", () -> RedisPipe.builder().uri(uri).build());
        // the direct link has no server: the first pipe listens, the second connects to it
        Path socket = Files.createTempDirectory("lilt-sample-link").resolve("pipe.sock");
        LinkPipe[] listener = new LinkPipe[1];
        run("direct link", () -> listener[0] == null
                ? (listener[0] = LinkPipe.listen(UnixDomainSocketAddress.of(socket)).build())
                : LinkPipe.connect(listener[0].address()).build());
        Files.deleteIfExists(socket.getParent());

        System.out.println("one program, every engine: the neutral API works on each");
    }

    /** The program: everything below knows only the neutral API. */
    private static void run(String engine, Supplier<DistributedPipe> connect) throws Exception {
        try (DistributedPipe lobby = connect.get(); DistributedPipe game = connect.get()) {
            BlockingQueue<String> chat = new LinkedBlockingQueue<>();
            BlockingQueue<String> scores = new LinkedBlockingQueue<>();
            lobby.subscriber(MessageCodec.string()).subscribe("lobby.chat", chat::add)
                    .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            lobby.subscriber(MessageCodec.string()).subscribePattern("match.*.score", scores::add)
                    .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            RemoteRequestChannel<String, String> prices =
                    lobby.remoteRequests("price", MessageCodec.string(), MessageCodec.string());
            prices.handle(item -> item + " costs 3").ready().toCompletableFuture().get(10, TimeUnit.SECONDS);

            DistributedPublisher<String> say = game.publisher(MessageCodec.string());
            say.publish("lobby.chat", "gg");
            say.publish("match.7.score", "3-1");
            say.publish("match.7.round.2", "not a score");
            say.publish("match.8.score", "0-0").toCompletableFuture().get(10, TimeUnit.SECONDS);
            String price = game.remoteRequests("price", MessageCodec.string(), MessageCodec.string())
                    .invoke("sword", Duration.ofSeconds(10));

            check(engine, "gg".equals(chat.poll(10, TimeUnit.SECONDS)), "the chat line");
            List<String> got = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                got.add(scores.poll(10, TimeUnit.SECONDS));
            }
            check(engine, got.equals(List.of("3-1", "0-0")), "both scores through the pattern, got " + got);
            check(engine, scores.poll(200, TimeUnit.MILLISECONDS) == null, "nothing else through the pattern");
            check(engine, "sword costs 3".equals(price), "the remote answer, got " + price);
            System.out.println(engine + ": chat, pattern and remote request work");
        }
    }

    private static void check(String engine, boolean ok, String expected) {
        if (!ok) {
            System.err.println("sample FAILED on " + engine + ": expected " + expected);
            System.exit(1);
        }
    }
}
