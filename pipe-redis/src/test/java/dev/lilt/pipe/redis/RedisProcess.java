package dev.lilt.pipe.redis;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A real {@code redis-server} for tests: a free loopback port, a temporary directory, no RDB
 * snapshots; stopped by {@link #close()} and, as a fallback, when the JVM exits. {@link #kill9()}
 * and {@link #start()} simulate a crash and a restart on the same port and directory.
 */
public final class RedisProcess implements AutoCloseable {
    private final int port;
    private final Path dir;
    private final List<String> extraArgs;
    private Process process;

    private RedisProcess(int port, Path dir, List<String> extraArgs) {
        this.port = port;
        this.dir = dir;
        this.extraArgs = extraArgs;
        Runtime.getRuntime().addShutdownHook(new Thread(this::destroy));
    }

    /** Starts a server on a free port with the given extra arguments ({@code --appendonly yes}…). */
    public static RedisProcess launch(String... extraArgs) {
        assumeInstalled();
        try {
            RedisProcess redis = new RedisProcess(freePort(), Files.createTempDirectory("lilt-redis"),
                    List.of(extraArgs));
            redis.start();
            return redis;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Skips the calling test on a machine without {@code redis-server} on the PATH, so that the
     * README's test command passes where only a JDK is installed (the in-memory contract still
     * runs there). Under CI ({@code CI=true}), whose script installs the server, a missing one fails.
     */
    private static void assumeInstalled() {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "redis-server"))) {
                    return;
                }
            }
        }
        if ("true".equals(System.getenv("CI"))) {
            throw new IllegalStateException("redis-server is not on the PATH; .ci/run installs it");
        }
        Assumptions.abort("redis-server is not installed (Debian: apt-get install redis-server):"
                + " the tests against a real Redis are skipped");
    }

    int port() {
        return port;
    }

    public String uri() {
        return "redis://127.0.0.1:" + port;
    }

    /** Starts (or restarts) the server process and waits until it answers PING. */
    synchronized void start() {
        List<String> command = new ArrayList<>(List.of("redis-server", "--port", Integer.toString(port),
                "--bind", "127.0.0.1", "--save", "", "--dir", dir.toString(), "--daemonize", "no",
                "--logfile", dir.resolve("redis.log").toString()));
        command.addAll(extraArgs);
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("stdout.log").toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start redis-server (is it installed?)", e);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!answersPing()) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("redis-server did not start on port " + port + ": " + log());
            }
            sleep(20);
        }
    }

    /** Sends one command in RESP and returns the first line of the answer. */
    String command(String... args) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            StringBuilder resp = new StringBuilder("*" + args.length + "\r\n");
            for (String arg : args) {
                resp.append('$').append(arg.getBytes(StandardCharsets.UTF_8).length).append("\r\n").append(arg)
                        .append("\r\n");
            }
            out.write(resp.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0 && c != '\n') {
                if (c != '\r') {
                    line.append((char) c);
                }
            }
            if (line.length() > 0 && line.charAt(0) == '$' && !line.toString().equals("$-1")) {
                int length = Integer.parseInt(line.substring(1));
                byte[] body = in.readNBytes(length);
                return new String(body, StandardCharsets.UTF_8);
            }
            return line.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Kills the server with SIGKILL (no shutdown, no final fsync) and waits until it is gone. The
     * signal is sent from this JVM (a {@code kill} process would take milliseconds to start, time
     * in which a burst the kill should hit drains).
     */
    synchronized void kill9() {
        try {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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

    private boolean answersPing() {
        try {
            return command("PING").equals("+PONG");
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    private String log() {
        try {
            return Files.readString(dir.resolve("redis.log"));
        } catch (IOException e) {
            return "(no log)";
        }
    }

    /** A loopback port that is free, and whose cluster bus port (port + 10000) is free too. */
    static int freePort() {
        for (int attempt = 0; attempt < 200; attempt++) {
            int port = ThreadLocalRandom.current().nextInt(20_000, 30_000);
            if (free(port) && free(port + 10_000)) {
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
