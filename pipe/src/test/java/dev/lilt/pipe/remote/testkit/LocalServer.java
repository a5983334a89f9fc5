package dev.lilt.pipe.remote.testkit;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A real server process for an engine's tests (redis-server, nats-server): one loopback port and
 * one temporary directory, started and awaited until it answers, killed with SIGKILL and started
 * again on the same port and directory to simulate a crash, stopped by {@link #close()} and, as a
 * fallback, when the JVM exits. The engine's own test class says how to start and how to ask.
 */
public final class LocalServer implements AutoCloseable {
    private final int port;
    private final Path dir;
    private final List<String> command;
    private final Path log;
    private final BooleanSupplier answers;
    private Process process;

    /**
     * @param port the loopback port the command listens on
     * @param dir the server's temporary directory, deleted by {@link #close()}
     * @param command the command line that starts the server in the foreground
     * @param log the server's own log file, quoted when it does not start
     * @param answers whether the server answers a client now
     */
    public LocalServer(int port, Path dir, List<String> command, Path log, BooleanSupplier answers) {
        this.port = port;
        this.dir = dir;
        this.command = List.copyOf(command);
        this.log = log;
        this.answers = answers;
        Runtime.getRuntime().addShutdownHook(new Thread(this::destroy));
    }

    /**
     * Skips the calling test on a machine without {@code program} on the PATH, so that the README's
     * test command passes where only a JDK is installed. Under CI ({@code CI=true}), whose script
     * installs the servers, a missing one fails.
     */
    public static void assumeInstalled(String program) {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String entry : path.split(File.pathSeparator)) {
                if (!entry.isEmpty() && Files.isExecutable(Path.of(entry, program))) {
                    return;
                }
            }
        }
        if ("true".equals(System.getenv("CI"))) {
            throw new IllegalStateException(program + " is not on the PATH; .ci/run installs it");
        }
        Assumptions.abort(program + " is not installed (Debian: apt-get install " + program + "):"
                + " the tests against a real server are skipped");
    }

    /** A new temporary directory whose name starts with {@code prefix}. */
    public static Path tempDir(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A free loopback port in [from, to) for which {@code alsoFree} holds too (a server that opens
     * a second port beside it).
     */
    public static int freePort(int from, int to, IntPredicate alsoFree) {
        for (int attempt = 0; attempt < 200; attempt++) {
            int port = ThreadLocalRandom.current().nextInt(from, to);
            if (isFree(port) && alsoFree.test(port)) {
                return port;
            }
        }
        throw new IllegalStateException("no free loopback port found in [" + from + ", " + to + ")");
    }

    /** Whether nothing listens on loopback port {@code port}. */
    @SuppressWarnings("try") // binding the socket is the check
    public static boolean isFree(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The loopback port. */
    public int port() {
        return port;
    }

    /** The temporary directory. */
    public Path dir() {
        return dir;
    }

    /** Starts (or restarts) the server process and waits up to 20 s until it answers. */
    public synchronized void start() {
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("stdout.log").toFile())).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command.get(0) + " (is it installed?)", e);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!answers.getAsBoolean()) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException(command.get(0) + " did not start on port " + port + ": " + log());
            }
            sleep(20);
        }
    }

    /**
     * Kills the server with SIGKILL (no shutdown, no final sync) and waits until it is gone. The
     * signal is sent from this JVM: a {@code kill} process would take milliseconds to start, time
     * in which a burst the kill should hit drains.
     */
    public synchronized void kill9() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether the server process runs. */
    public synchronized boolean isAlive() {
        return process != null && process.isAlive();
    }

    /** The server's log so far, or a note that there is none. */
    public String log() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no log)";
        }
    }

    /** Stops the server and deletes its directory. */
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
            kill9();
        }
    }

    /** Sleeps, turning an interrupt into an exception that ends the test. */
    public static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
