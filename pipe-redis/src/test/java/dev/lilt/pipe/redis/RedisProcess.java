package dev.lilt.pipe.redis;

import dev.lilt.pipe.remote.testkit.LocalServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A real {@code redis-server} for tests: a free loopback port (its cluster bus port, +10000, free
 * too), a temporary directory, no RDB snapshots. {@link #kill9()} and {@link #start()} simulate a
 * crash and a restart on the same port and directory.
 */
public final class RedisProcess implements AutoCloseable {
    private final LocalServer server;

    private RedisProcess(int port, Path dir, List<String> extraArgs) {
        List<String> command = new ArrayList<>(List.of("redis-server", "--port", Integer.toString(port),
                "--bind", "127.0.0.1", "--save", "", "--dir", dir.toString(), "--daemonize", "no",
                "--logfile", dir.resolve("redis.log").toString()));
        command.addAll(extraArgs);
        this.server = new LocalServer(port, dir, command, dir.resolve("redis.log"), this::answersPing);
    }

    /** Starts a server on a free port with the given extra arguments ({@code --appendonly yes}…). */
    public static RedisProcess launch(String... extraArgs) {
        LocalServer.assumeInstalled("redis-server");
        RedisProcess redis = new RedisProcess(freePort(), LocalServer.tempDir("lilt-redis"), List.of(extraArgs));
        redis.start();
        return redis;
    }

    int port() {
        return server.port();
    }

    /** The process itself, for a fault test to kill and restart. */
    LocalServer server() {
        return server;
    }

    public String uri() {
        return "redis://127.0.0.1:" + server.port();
    }

    /** Starts (or restarts) the server process and waits until it answers PING. */
    void start() {
        server.start();
    }

    /** Kills the server with SIGKILL (no shutdown, no final fsync) and waits until it is gone. */
    void kill9() {
        server.kill9();
    }

    /** Sends one command in RESP and returns the first line of the answer. */
    String command(String... args) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
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

    @Override
    public void close() {
        server.close();
    }

    private boolean answersPing() {
        try {
            return command("PING").equals("+PONG");
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    /** A loopback port that is free, and whose cluster bus port (port + 10000) is free too. */
    static int freePort() {
        return LocalServer.freePort(20_000, 30_000, port -> LocalServer.isFree(port + 10_000));
    }
}
