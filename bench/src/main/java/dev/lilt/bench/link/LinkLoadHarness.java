package dev.lilt.bench.link;

import dev.lilt.bench.remote.PipeSide;
import dev.lilt.bench.remote.RedisLoadHarness;
import dev.lilt.bench.remote.RemoteSide;
import dev.lilt.pipe.link.LinkPipe;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * lilt-pipe-link beside a plain socket loop ({@link SocketSide}) in the remote engines' harness
 * shape ({@link RedisLoadHarness#compare}): sent, received, lost, duplicated, out of order, send
 * rate and p50/p99 latency at 10k and 50k msg/s offered and flat out, 1 KB messages, a connector
 * publishing to the listener; over TCP on loopback, then over a Unix domain socket.
 *
 * <pre>
 * ./mvnw -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.lilt.bench.link.LinkLoadHarness
 * </pre>
 */
public final class LinkLoadHarness {
    private static final int MESSAGES = 50_000;

    private LinkLoadHarness() {
    }

    /**
     * Runs the comparison over both socket kinds.
     *
     * @param args none
     * @throws Exception if a socket fails
     */
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("lilt-bench-link");
        for (boolean unix : new boolean[] {false, true}) {
            Supplier<SocketAddress> address = () -> unix ? UnixDomainSocketAddress.of(dir.resolve("load.sock"))
                    : new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
            String kind = unix ? "unix" : "tcp";
            System.out.println("== " + kind);
            Supplier<RemoteSide> link = () -> {
                LinkPipe listener = LinkPipe.listen(address.get()).build();
                LinkPipe connector = LinkPipe.connect(listener.address()).maxQueuedFrames(MESSAGES).build();
                return new PipeSide("Lilt link (" + kind + ")", connector, listener);
            };
            Supplier<RemoteSide> raw = () -> {
                try {
                    return new SocketSide(address.get());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            };
            RedisLoadHarness.compare(link, raw);
        }
        System.exit(0);
    }
}
