package dev.lilt.bench.link;

import dev.lilt.pipe.link.LinkPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardProtocolFamily;
import java.net.StandardSocketOptions;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * lilt-pipe-link against a plain socket loop writing the same frames, over TCP on loopback and
 * over a Unix domain socket, both endpoints in this JVM: publish throughput (a burst of 1 KB
 * messages from a connector to a subscriber in the listener, timed until the last one reached the
 * handler; the plain loop: one thread writing the frames through a 64 KiB buffer, another reading
 * them into a 64 KiB buffer and counting them, as the link's own reader and writer do), then
 * end-to-end latency (publish to handler, p50/p99) at fixed offered loads, measured from each
 * message's scheduled send time so that a stalled sender counts against it (no coordinated
 * omission). Each round runs both sides, alternating which goes first, and prints a JSON line;
 * round 0 is a warm-up.
 *
 * <pre>
 * ./mvnw -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.lilt.bench.link.LinkThroughputHarness [rounds] [out.json]
 * </pre>
 */
public final class LinkThroughputHarness {
    private static final int SIZE = 1024;
    private static final int BURST = 200_000;
    private static final int[] LOADS = {10_000, 50_000};
    private static final double LOAD_SECONDS = 3;
    private static final String KEY = "bench.link";
    private static final byte[] KEY_BYTES = KEY.getBytes(StandardCharsets.UTF_8);

    private LinkThroughputHarness() {
    }

    /**
     * Runs the rounds.
     *
     * @param args rounds (default 3), then a file for the JSON lines
     * @throws Exception if a socket fails
     */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Path out = args.length > 1 ? Path.of(args[1]) : null;
        Path dir = Files.createTempDirectory("lilt-bench-link");
        List<String> json = new ArrayList<>();
        System.out.println("uptime: " + uptime());
        for (int round = 0; round <= rounds; round++) {
            Map<String, Double> r = new LinkedHashMap<>();
            for (String transport : new String[] {"tcp", "unix"}) {
                boolean linkFirst = round % 2 == 1;
                if (linkFirst) {
                    r.put(transport + ".link.burst", linkBurst(address(transport, dir)));
                }
                r.put(transport + ".raw.burst", rawBurst(address(transport, dir)));
                if (!linkFirst) {
                    r.put(transport + ".link.burst", linkBurst(address(transport, dir)));
                }
                for (int load : LOADS) {
                    latency(r, transport + ".raw." + load, rawLatency(address(transport, dir), load));
                    latency(r, transport + ".link." + load, linkLatency(address(transport, dir), load));
                }
            }
            if (round == 0) {
                System.out.println("(round 0: warm-up, not counted) " + r);
                continue;
            }
            StringBuilder line = new StringBuilder("{\"round\":").append(round);
            r.forEach((k, v) -> line.append(",\"").append(k).append("\":")
                    .append(String.format(Locale.ROOT, "%.1f", v)));
            line.append(",\"uptime\":\"").append(uptime()).append("\"}");
            json.add(line.toString());
            System.out.println(line);
        }
        if (out != null) {
            Files.write(out, json, StandardCharsets.UTF_8);
        }
        System.exit(0);
    }

    private static SocketAddress address(String transport, Path dir) throws IOException {
        if (transport.equals("unix")) {
            Path file = dir.resolve("bench.sock");
            Files.deleteIfExists(file);
            return UnixDomainSocketAddress.of(file);
        }
        return new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    }

    private static byte[] payload() {
        byte[] payload = new byte[SIZE];
        Arrays.fill(payload, (byte) 'x');
        return payload;
    }

    /** The link: a connector publishes, the listener's handler counts; messages per second. */
    private static double linkBurst(SocketAddress address) throws Exception {
        try (LinkPipe listener = LinkPipe.listen(address).build()) {
            CountDownLatch done = new CountDownLatch(BURST);
            listener.subscriber(MessageCodec.bytes()).subscribe(KEY, message -> done.countDown()).ready()
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
            try (LinkPipe connector = LinkPipe.connect(listener.address()).maxQueuedFrames(BURST).build()) {
                DistributedPublisher<byte[]> publisher = connector.publisher(MessageCodec.bytes());
                byte[] payload = payload();
                AtomicInteger failed = new AtomicInteger();
                long start = System.nanoTime();
                for (int i = 0; i < BURST; i++) {
                    publisher.publish(KEY, payload).whenComplete((n, e) -> {
                        if (e != null) {
                            failed.incrementAndGet();
                        }
                    });
                }
                if (!done.await(60, TimeUnit.SECONDS)) {
                    System.out.println("link burst: " + done.getCount() + " not received, " + failed + " failed");
                    return Double.NaN;
                }
                return BURST / ((System.nanoTime() - start) / 1e9);
            }
        }
    }

    /** The same PUBLISH frames the link writes: length, type, key, payload. */
    private static byte[] frame(byte[] payload) {
        ByteBuffer frame = ByteBuffer.allocate(4 + 1 + 2 + KEY_BYTES.length + payload.length);
        frame.putInt(frame.capacity() - 4).put((byte) 'P').putShort((short) KEY_BYTES.length).put(KEY_BYTES)
                .put(payload);
        return frame.array();
    }

    private static ServerSocketChannel server(SocketAddress address) throws IOException {
        ServerSocketChannel server = address instanceof UnixDomainSocketAddress
                ? ServerSocketChannel.open(StandardProtocolFamily.UNIX) : ServerSocketChannel.open();
        return server.bind(address);
    }

    private static SocketChannel connect(SocketAddress address) throws IOException {
        SocketChannel channel = SocketChannel.open(address);
        if (address instanceof InetSocketAddress) {
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
        }
        return channel;
    }

    /**
     * Reads frames until {@code count} arrived, calling {@code each} with each body: as much as the
     * socket holds into one 64 KiB buffer, frames cut from it (as the link's reader does).
     */
    private static Thread reader(ServerSocketChannel server, int count, java.util.function.Consumer<ByteBuffer> each) {
        Thread thread = new Thread(() -> {
            try (SocketChannel channel = server.accept()) {
                ByteBuffer in = ByteBuffer.allocate(64 * 1024).flip();
                for (int i = 0; i < count; i++) {
                    fill(channel, in, 4);
                    int size = in.getInt();
                    fill(channel, in, size);
                    each.accept(in.slice().limit(size));
                    in.position(in.position() + size);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }, "raw-reader");
        thread.start();
        return thread;
    }

    private static void fill(SocketChannel channel, ByteBuffer in, int bytes) throws IOException {
        if (in.remaining() >= bytes) {
            return;
        }
        in.compact();
        while (in.position() < bytes) {
            if (channel.read(in) < 0) {
                throw new EOFException();
            }
        }
        in.flip();
    }

    /** A plain socket loop: one thread writes the frames through a 64 KiB buffer; messages per second. */
    private static double rawBurst(SocketAddress address) throws Exception {
        try (ServerSocketChannel server = server(address)) {
            Thread reader = reader(server, BURST, body -> { });
            try (SocketChannel channel = connect(server.getLocalAddress())) {
                byte[] frame = frame(payload());
                ByteBuffer batch = ByteBuffer.allocateDirect(64 * 1024);
                long start = System.nanoTime();
                for (int i = 0; i < BURST; i++) {
                    if (batch.remaining() < frame.length) {
                        write(channel, batch);
                    }
                    batch.put(frame);
                }
                write(channel, batch);
                reader.join();
                return BURST / ((System.nanoTime() - start) / 1e9);
            }
        } finally {
            release(address);
        }
    }

    private static void write(SocketChannel channel, ByteBuffer batch) throws IOException {
        batch.flip();
        while (batch.hasRemaining()) {
            channel.write(batch);
        }
        batch.clear();
    }

    private static void release(SocketAddress address) throws IOException {
        if (address instanceof UnixDomainSocketAddress) {
            Files.deleteIfExists(((UnixDomainSocketAddress) address).getPath());
        }
    }

    /** Stamps message {@code i}'s scheduled time and number into its payload. */
    private static void stamp(byte[] payload, int offset, long scheduled, int i) {
        ByteBuffer.wrap(payload, offset, 12).putLong(scheduled).putInt(i);
    }

    private static void record(long[] latencies, ByteBuffer stamped) {
        long now = System.nanoTime();
        long scheduled = stamped.getLong();
        latencies[stamped.getInt()] = now - scheduled;
    }

    /** Sends {@code n} messages at {@code load} per second, each at its scheduled time. */
    private static void paced(int n, int load, java.util.function.BiConsumer<Long, Integer> send) {
        long period = 1_000_000_000L / load;
        long start = System.nanoTime() + 1_000_000;
        for (int i = 0; i < n; i++) {
            long scheduled = start + i * period;
            long wait;
            while ((wait = scheduled - System.nanoTime()) > 0) {
                if (wait > 50_000) {
                    LockSupport.parkNanos(wait - 50_000);
                } else {
                    Thread.onSpinWait();
                }
            }
            send.accept(scheduled, i);
        }
    }

    private static long[] linkLatency(SocketAddress address, int load) throws Exception {
        int n = (int) (load * LOAD_SECONDS);
        long[] latencies = new long[n];
        Arrays.fill(latencies, -1);
        try (LinkPipe listener = LinkPipe.listen(address).build()) {
            CountDownLatch done = new CountDownLatch(n);
            listener.subscriber(MessageCodec.bytes()).subscribe(KEY, message -> {
                record(latencies, ByteBuffer.wrap(message));
                done.countDown();
            }).ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            // a queue for the whole run, as the plain loop's blocking writes hold everything back too:
            // what is measured is the time in queues, not how many a full queue turns away
            try (LinkPipe connector = LinkPipe.connect(listener.address()).maxQueuedFrames(n).build()) {
                DistributedPublisher<byte[]> publisher = connector.publisher(MessageCodec.bytes());
                paced(n, load, (scheduled, i) -> {
                    byte[] payload = payload();
                    stamp(payload, 0, scheduled, i);
                    publisher.publish(KEY, payload);
                });
                done.await(30, TimeUnit.SECONDS);
            }
        }
        return latencies;
    }

    private static long[] rawLatency(SocketAddress address, int load) throws Exception {
        int n = (int) (load * LOAD_SECONDS);
        long[] latencies = new long[n];
        Arrays.fill(latencies, -1);
        int offset = 1 + 2 + KEY_BYTES.length;
        try (ServerSocketChannel server = server(address)) {
            Thread reader = reader(server, n, body -> record(latencies, body.position(offset)));
            try (SocketChannel channel = connect(server.getLocalAddress())) {
                AtomicLong failures = new AtomicLong();
                paced(n, load, (scheduled, i) -> {
                    byte[] payload = payload();
                    stamp(payload, 0, scheduled, i);
                    ByteBuffer frame = ByteBuffer.wrap(frame(payload));
                    try {
                        while (frame.hasRemaining()) {
                            channel.write(frame);
                        }
                    } catch (IOException e) {
                        failures.incrementAndGet();
                    }
                });
                reader.join(30_000);
            }
        } finally {
            release(address);
        }
        return latencies;
    }

    private static void latency(Map<String, Double> r, String name, long[] latencies) {
        long[] got = Arrays.stream(latencies).filter(l -> l >= 0).sorted().toArray();
        r.put(name + ".lost", (double) (latencies.length - got.length));
        r.put(name + ".p50us", got.length == 0 ? Double.NaN : got[got.length / 2] / 1e3);
        r.put(name + ".p99us", got.length == 0 ? Double.NaN : got[(int) (got.length * 0.99)] / 1e3);
    }

    private static String uptime() {
        try {
            return new String(new ProcessBuilder("uptime").start().getInputStream().readAllBytes(),
                    StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            return "?";
        }
    }
}
