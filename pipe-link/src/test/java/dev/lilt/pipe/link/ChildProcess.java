package dev.lilt.pipe.link;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The test's side of one {@link LinkChild}: commands in, replies and received messages out. */
final class ChildProcess implements AutoCloseable {
    private final Process process;
    private final Writer commands;
    private final LinkedBlockingQueue<String> replies = new LinkedBlockingQueue<>();
    /** Every {@code MSG} line's text, in arrival order. */
    final List<String> received = new CopyOnWriteArrayList<>();

    private ChildProcess(Process process) {
        this.process = process;
        this.commands = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "child-" + process.pid() + "-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts a child and waits for its {@code UP} line. */
    static ChildProcess start(String role, String address, String... more) throws Exception {
        ChildProcess child = new ChildProcess(LinkChild.start(role, address, more));
        child.await("UP ");
        return child;
    }

    private void readOutput() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("MSG ")) {
                    received.add(line.substring(line.indexOf(' ', 4) + 1));
                } else {
                    replies.add(line);
                }
            }
        } catch (IOException e) {
            // the child was killed: its output ends
        }
    }

    /** Sends one command line. */
    void send(String command) throws IOException {
        commands.write(command + "\n");
        commands.flush();
    }

    /** Sends a command and waits for its reply, which must start with {@code prefix}. */
    String call(String command, String prefix) throws Exception {
        send(command);
        return await(prefix);
    }

    String await(String prefix) throws InterruptedException {
        String line = replies.poll(30, TimeUnit.SECONDS);
        if (line == null) {
            throw new AssertionError("child " + process.pid() + " said nothing within 30 s (alive: "
                    + process.isAlive() + "), expected " + prefix);
        }
        if (!line.startsWith(prefix)) {
            throw new AssertionError("child " + process.pid() + " said '" + line + "', expected " + prefix);
        }
        return line;
    }

    /** Waits until the child has received {@code count} messages, or the time is up. */
    boolean awaitReceived(int count, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (received.size() < count && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        return received.size() >= count;
    }

    /**
     * SIGKILL: the process ends with no chance to close its sockets itself. Sent through the
     * process handle, which leaves this end of the child's output open for its last lines.
     */
    void kill() throws Exception {
        process.toHandle().destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
