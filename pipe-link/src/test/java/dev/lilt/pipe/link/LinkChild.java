package dev.lilt.pipe.link;

import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.testkit.ChildJvm;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A link pipe in a JVM of its own, driven by lines on its standard input, for the process tests
 * to start and kill: {@code LinkChild listen|connect <address> [failfast]} where the address is
 * {@code tcp:<port>} (loopback) or {@code unix:<path>}, and {@code failfast} turns on
 * {@link LinkPipeBuilder#failUnhandledRequests}. It prints {@code UP <address>} once built,
 * then answers each command line:
 *
 * <ul>
 * <li>{@code sub <key>}: subscribes; prints {@code READY <key>}, then {@code MSG <key> <text>} per message;
 * <li>{@code pub <key> <count> <prefix>}: publishes {@code prefix0..}; prints {@code PUBLISHED <acknowledged>};
 * <li>{@code handle <type>}: answers requests of the type with {@code "echo:" + request}; prints
 *     {@code HANDLING <type>};
 * <li>{@code invoke <type> <text> <timeoutMillis>}: prints {@code ANSWER <text>} or
 *     {@code FAILED <exception class> <elapsed millis>}.
 * </ul>
 */
public final class LinkChild {
    private LinkChild() {
    }

    /**
     * Runs the child until its input ends or it is killed.
     *
     * @param args the role and the address
     * @throws Exception if the pipe cannot be built
     */
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        SocketAddress address = address(args[1]);
        LinkPipeBuilder builder = args[0].equals("listen") ? LinkPipe.listen(address) : LinkPipe.connect(address);
        LinkPipe pipe = builder.reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(200))
                .failUnhandledRequests(args.length > 2 && args[2].equals("failfast")).build();
        DistributedPublisher<String> publisher = pipe.publisher(MessageCodec.string());
        print(out, "UP " + pipe.address());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] words = line.split(" ");
            switch (words[0]) {
                case "sub":
                    String key = words[1];
                    pipe.subscriber(MessageCodec.string()).subscribe(key, text -> print(out, "MSG " + key + " " + text))
                            .ready().toCompletableFuture().get(30, TimeUnit.SECONDS);
                    print(out, "READY " + key);
                    break;
                case "pub":
                    int count = Integer.parseInt(words[2]);
                    List<CompletableFuture<Long>> acks = new ArrayList<>();
                    for (int i = 0; i < count; i++) {
                        acks.add(publisher.publish(words[1], words[3] + i).toCompletableFuture());
                    }
                    int acknowledged = 0;
                    for (CompletableFuture<Long> ack : acks) {
                        acknowledged += ack.handle((n, failure) -> failure == null ? 1 : 0).get(30, TimeUnit.SECONDS);
                    }
                    print(out, "PUBLISHED " + acknowledged);
                    break;
                case "handle":
                    channel(pipe, words[1]).handle(request -> "echo:" + request).ready().toCompletableFuture()
                            .get(30, TimeUnit.SECONDS);
                    print(out, "HANDLING " + words[1]);
                    break;
                case "invoke":
                    long start = System.nanoTime();
                    try {
                        print(out, "ANSWER " + channel(pipe, words[1]).invoke(words[2],
                                Duration.ofMillis(Long.parseLong(words[3]))));
                    } catch (RuntimeException e) {
                        print(out, "FAILED " + e.getClass().getName() + " "
                                + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                    }
                    break;
                default:
                    print(out, "UNKNOWN " + line);
            }
        }
        pipe.close();
    }

    private static RemoteRequestChannel<String, String> channel(LinkPipe pipe, String type) {
        return pipe.remoteRequests(type, MessageCodec.string(), MessageCodec.string());
    }

    private static void print(PrintStream out, String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    /** {@code tcp:<port>} on loopback, or {@code unix:<path>}. */
    static SocketAddress address(String text) {
        if (text.startsWith("unix:")) {
            return UnixDomainSocketAddress.of(text.substring("unix:".length()));
        }
        int port = Integer.parseInt(text.substring("tcp:".length()));
        return new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
    }

    /** Starts a child JVM with this test run's class path; standard input and output are piped. */
    static Process start(String role, String address, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of(role, address));
        args.addAll(List.of(more));
        return ChildJvm.launch(LinkChild.class, ProcessBuilder.Redirect.INHERIT, args.toArray(new String[0]));
    }
}
