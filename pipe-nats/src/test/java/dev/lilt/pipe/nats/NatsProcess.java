package dev.lilt.pipe.nats;

import dev.lilt.pipe.remote.testkit.LocalServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A real {@code nats-server} for tests: a free loopback port, JetStream on with its store in a
 * temporary directory, a configuration file written there (extra blocks for authorization or TLS
 * appended). {@link #kill9()} and {@link #start()} simulate a crash and a restart on the same port
 * and store.
 */
public final class NatsProcess implements AutoCloseable {
    private final LocalServer server;

    private NatsProcess(int port, Path dir) {
        List<String> command = List.of("nats-server", "-c", dir.resolve("nats.conf").toString(),
                "-l", dir.resolve("nats.log").toString());
        this.server = new LocalServer(port, dir, command, dir.resolve("nats.log"), this::greets);
    }

    /**
     * Starts a server on a free port.
     *
     * @param extraConfig configuration blocks appended to the file ({@code authorization { ... }},
     *     {@code tls { ... }}), none for an open server
     * @return the running server
     */
    public static NatsProcess launch(String... extraConfig) {
        assumeInstalled();
        int port = freePort();
        Path dir = LocalServer.tempDir("lilt-nats");
        StringBuilder config = new StringBuilder()
                .append("listen: 127.0.0.1:").append(port).append('\n')
                .append("jetstream {\n  store_dir: \"").append(dir.resolve("js")).append("\"\n")
                .append("  max_memory_store: 64MB\n  max_file_store: 1GB\n}\n")
                .append("max_payload: 1MB\n");
        for (String block : extraConfig) {
            config.append(block).append('\n');
        }
        try {
            Files.writeString(dir.resolve("nats.conf"), config.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        NatsProcess nats = new NatsProcess(port, dir);
        nats.start();
        return nats;
    }

    /** Skips the calling test where {@code nats-server} is not installed (fails under CI). */
    static void assumeInstalled() {
        LocalServer.assumeInstalled("nats-server");
    }

    /** The server's URL, {@code nats://127.0.0.1:port}. */
    public String url() {
        return "nats://127.0.0.1:" + server.port();
    }

    int port() {
        return server.port();
    }

    /** The temporary directory (configuration, log, JetStream store); files for TLS go here too. */
    Path dir() {
        return server.dir();
    }

    /** The process itself, for a fault test to kill and restart. */
    LocalServer server() {
        return server;
    }

    /** Starts (or restarts) the server process and waits until it greets a client with INFO. */
    void start() {
        server.start();
    }

    /** Kills the server with SIGKILL (no shutdown, no final sync of the store) and waits until it is gone. */
    void kill9() {
        server.kill9();
    }

    boolean isAlive() {
        return server.isAlive();
    }

    @Override
    public void close() {
        server.close();
    }

    /** Whether the server accepts a connection and sends its INFO line (also with TLS configured). */
    private boolean greets() {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.setSoTimeout(2_000);
            InputStream in = socket.getInputStream();
            byte[] start = in.readNBytes(4);
            return new String(start, StandardCharsets.US_ASCII).equals("INFO");
        } catch (IOException e) {
            return false;
        }
    }

    /** A free loopback port. */
    static int freePort() {
        return LocalServer.freePort(30_000, 40_000, port -> true);
    }
}
