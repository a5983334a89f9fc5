package dev.lilt.pipe.remote.testkit;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * A subscriber in a JVM of its own, for a fault test to kill: its {@code main} prints
 * {@code READY} once subscribed, then each message it handled (a number), one line each; this
 * side collects them as they come. Other lines (a child's counters, the JVM's own warnings) are
 * kept apart for a failure's message.
 */
public final class ChildJvm {
    private static final Pattern NUMBER = Pattern.compile("-?\\d{1,9}");

    private final Process process;
    private final Thread reader;
    private final CountDownLatch ready = new CountDownLatch(1);
    private final List<Integer> lines = Collections.synchronizedList(new ArrayList<>());
    private final List<String> other = Collections.synchronizedList(new ArrayList<>());

    /** Collects the output of a process started by {@link #launch}. */
    public ChildJvm(Process process) {
        this.process = process;
        this.reader = new Thread(this::read, "child-" + process.pid() + "-output");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code main} in a child JVM with this test run's class path (and the jar or folder
     * {@code main} came from); its standard input and output are piped.
     *
     * @param errors where the child's standard error goes
     */
    public static Process launch(Class<?> main, ProcessBuilder.Redirect errors, String... args) throws IOException {
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        List<String> path = new ArrayList<>();
        for (String property : new String[] {"java.class.path", "jdk.module.path"}) {
            String value = System.getProperty(property);
            if (value != null && !value.isEmpty()) {
                path.add(value);
            }
        }
        try {
            path.add(Path.of(main.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<String> command = new ArrayList<>(List.of(javaBin, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
                String.join(File.pathSeparator, path), main.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectError(errors).start();
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.equals("READY")) {
                    ready.countDown();
                } else if (NUMBER.matcher(line).matches()) {
                    lines.add(Integer.parseInt(line));
                } else {
                    other.add(line);
                }
            }
        } catch (IOException e) {
            // the child was killed: its output ends
        }
    }

    /** Waits up to a minute for the child's {@code READY}; an {@link AssertionError} if it never came. */
    public void awaitReady() throws InterruptedException {
        if (!ready.await(60, TimeUnit.SECONDS)) {
            throw new AssertionError("the child JVM " + process.pid() + " was not ready within 60 s (alive: "
                    + process.isAlive() + ")");
        }
    }

    /** Whether the child said {@code READY}. */
    public boolean isReady() {
        return ready.getCount() == 0;
    }

    /** The messages the child handled so far, in its order. */
    public List<Integer> received() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    /** The last three lines it printed that were neither READY nor a message number. */
    public List<String> otherLines() {
        synchronized (other) {
            return new ArrayList<>(other.subList(Math.max(0, other.size() - 3), other.size()));
        }
    }

    /**
     * Kills the child with SIGKILL, waits until it is gone, then until every line it printed was
     * read. The signal goes through the process handle: {@link Process#destroyForcibly()} also
     * closes this end of the child's output, so the lines it printed last (messages it handled
     * and acknowledged) would never be read, and would look lost.
     */
    public void kill() throws InterruptedException {
        process.toHandle().destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
        reader.join(TimeUnit.SECONDS.toMillis(10));
    }
}
