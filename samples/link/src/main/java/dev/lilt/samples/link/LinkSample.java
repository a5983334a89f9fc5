package dev.lilt.samples.link;

import dev.lilt.pipe.link.LinkPipe;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.UnixDomainSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Two JVMs on one machine, no broker: this program listens on a Unix domain socket, starts a
 * second JVM of itself that connects, and both talk both ways on the one connection: the
 * listener publishes a chat line the other prints, the other asks the listener a price (a remote
 * request) and publishes its answer back. Exits non-zero when anything is missing.
 */
public final class LinkSample {
    private LinkSample() {
    }

    /**
     * Runs the listener (no argument) or the connector ({@code connect <socket file>}).
     *
     * @param args nothing, or the connector's arguments
     * @throws Exception if the sample fails
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("connect")) {
            connector(UnixDomainSocketAddress.of(args[1]));
            return;
        }
        Path socket = Files.createTempDirectory("lilt-link-sample").resolve("pipe.sock");
        try (DistributedPipe pipe = LinkPipe.listen(UnixDomainSocketAddress.of(socket)).build()) {
            pipe.remoteRequests("price", MessageCodec.string(), MessageCodec.string())
                    .handle(fruit -> fruit.equals("apple") ? "3" : "unknown");
            LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
            pipe.subscriber(MessageCodec.string()).subscribe("sample.answer", answers::add).ready()
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);

            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process other = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                    LinkSample.class.getName(), "connect", socket.toString()))
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(other.getInputStream(),
                    StandardCharsets.UTF_8));
            check("READY".equals(out.readLine()), "the connector did not start");
            pipe.publisher(MessageCodec.string()).publish("sample.chat", "hello from the listener")
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
            String heard = out.readLine();
            String answer = answers.poll(10, TimeUnit.SECONDS);
            check(other.waitFor(30, TimeUnit.SECONDS) && other.exitValue() == 0, "the connector failed");
            check("heard: hello from the listener".equals(heard), "the connector heard " + heard);
            check("apple costs 3".equals(answer), "the listener got " + answer);
            System.out.println("link sample: " + heard + "; " + answer);
        }
        Files.deleteIfExists(socket.getParent());
    }

    private static void connector(UnixDomainSocketAddress address) throws Exception {
        try (DistributedPipe pipe = LinkPipe.connect(address).build()) {
            LinkedBlockingQueue<String> chat = new LinkedBlockingQueue<>();
            pipe.subscriber(MessageCodec.string()).subscribe("sample.chat", chat::add).ready()
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
            System.out.println("READY");
            System.out.flush();
            System.out.println("heard: " + chat.poll(10, TimeUnit.SECONDS));
            System.out.flush();
            RemoteRequestChannel<String, String> prices = pipe.remoteRequests("price", MessageCodec.string(),
                    MessageCodec.string());
            String price = prices.invoke("apple", Duration.ofSeconds(10));
            pipe.publisher(MessageCodec.string()).publish("sample.answer", "apple costs " + price)
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    private static void check(boolean ok, String failure) {
        if (!ok) {
            System.err.println("link sample failed: " + failure);
            System.exit(1);
        }
    }
}
