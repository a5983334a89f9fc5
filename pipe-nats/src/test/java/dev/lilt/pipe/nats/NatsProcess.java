package dev.lilt.pipe.nats;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A real {@code nats-server} for tests: a free loopback port, JetStream on with its store in a
 * temporary directory, a configuration file written there (extra blocks for authorization or TLS
 * appended); stopped by {@link #close()} and, as a fallback, when the JVM exits. {@link #kill9()}
 * and {@link #start()} simulate a crash and a restart on the same port and store.
 */
public final class NatsProcess implements AutoCloseable {
    private final int port;
    private final Path dir;
    private Process process;

    private NatsProcess(int port, Path dir) {
        this.port = port;
        this.dir = dir;
        Runtime.getRuntime().addShutdownHook(new Thread(this::destroy));
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
        try {
            int port = freePort();
            Path dir = Files.createTempDirectory("lilt-nats");
            StringBuilder config = new StringBuilder()
                    .append("listen: 127.0.0.1:").append(port).append('\n')
                    .append("jetstream {\n  store_dir: \"").append(dir.resolve("js")).append("\"\n")
                    .append("  max_memory_store: 64MB\n  max_file_store: 1GB\n}\n")
                    .append("max_payload: 1MB\n");
            for (String block : extraConfig) {
                config.append(block).append('\n');
            }
            Files.writeString(dir.resolve("nats.conf"), config.toString());
            NatsProcess nats = new NatsProcess(port, dir);
            nats.start();
            return nats;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Skips the calling test on a machine without {@code nats-server} on the PATH, so that the
     * README's test command passes where only a JDK is installed. Under CI ({@code CI=true}),
     * whose script installs the server, a missing one fails.
     */
    static void assumeInstalled() {
        if (installed()) {
            return;
        }
        if ("true".equals(System.getenv("CI"))) {
            throw new IllegalStateException("nats-server is not on the PATH; .ci/run installs it");
        }
        Assumptions.abort("nats-server is not installed (Debian: apt-get install nats-server):"
                + " the tests against a real NATS server are skipped");
    }

    static boolean installed() {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "nats-server"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The server's URL, {@code nats://127.0.0.1:port}. */
    public String url() {
        return "nats://127.0.0.1:" + port;
    }

    int port() {
        return port;
    }

    /** The temporary directory (configuration, log, JetStream store); files for TLS go here too. */
    Path dir() {
        return dir;
    }

    /** Starts (or restarts) the server process and waits until it greets a client with INFO. */
    synchronized void start() {
        List<String> command = List.of("nats-server", "-c", dir.resolve("nats.conf").toString(),
                "-l", dir.resolve("nats.log").toString());
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("stdout.log").toFile())).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start nats-server (is it installed?)", e);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!greets()) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("nats-server did not start on port " + port + ": " + log());
            }
            sleep(20);
        }
    }

    /** Kills the server with SIGKILL (no shutdown, no final sync of the store) and waits until it is gone. */
    synchronized void kill9() {
        try {
            new ProcessBuilder("kill", "-9", Long.toString(process.pid())).start().waitFor();
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    synchronized boolean isAlive() {
        return process != null && process.isAlive();
    }

    @Override
    public void close() {
        destroy();
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // a leftover temp dir is harmless
        }
    }

    private synchronized void destroy() {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
            try {
                process.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Whether the server accepts a connection and sends its INFO line (also with TLS configured). */
    private boolean greets() {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(2_000);
            InputStream in = socket.getInputStream();
            byte[] start = in.readNBytes(4);
            return new String(start, StandardCharsets.US_ASCII).equals("INFO");
        } catch (IOException e) {
            return false;
        }
    }

    String log() {
        try {
            return Files.readString(dir.resolve("nats.log"));
        } catch (IOException e) {
            return "(no log)";
        }
    }

    /** A free loopback port. */
    static int freePort() {
        for (int attempt = 0; attempt < 200; attempt++) {
            int port = ThreadLocalRandom.current().nextInt(30_000, 40_000);
            if (free(port)) {
                return port;
            }
        }
        throw new IllegalStateException("no free loopback port found");
    }

    @SuppressWarnings("try") // binding the socket is the check
    private static boolean free(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
