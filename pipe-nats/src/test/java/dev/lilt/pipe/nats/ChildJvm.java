package dev.lilt.pipe.nats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/** A {@link FaultChild} JVM and the messages it printed. */
final class ChildJvm {
    private static final Pattern NUMBER = Pattern.compile("-?\\d{1,9}");

    private final Process process;
    private final Thread reader;
    private final CountDownLatch ready = new CountDownLatch(1);
    private final List<Integer> lines = Collections.synchronizedList(new ArrayList<>());
    private final List<String> other = Collections.synchronizedList(new ArrayList<>());

    ChildJvm(Process process) {
        this.process = process;
        this.reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.equals("READY")) {
                        ready.countDown();
                    } else if (NUMBER.matcher(line).matches()) {
                        lines.add(Integer.parseInt(line));
                    } else {
                        // counters, and the JVM's own warnings (it prints them to standard output)
                        other.add(line);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    void awaitReady() throws InterruptedException {
        assertThat(ready.await(60, TimeUnit.SECONDS)).as("the subscriber JVM is ready").isTrue();
    }

    boolean isReady() {
        return ready.getCount() == 0;
    }

    List<Integer> received() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    /**
     * The last lines it printed that were neither READY nor a message number: its counters
     * ({@code STATS ...}) and anything else (JVM warnings, say).
     */
    List<String> otherLines() {
        synchronized (other) {
            return new ArrayList<>(other.subList(Math.max(0, other.size() - 3), other.size()));
        }
    }

    /**
     * Kills the JVM with SIGKILL, waits until it is gone, then until every line it printed was read.
     * The signal goes through the process handle: {@link Process#destroyForcibly()} also closes
     * this end of the child's output, so the lines it printed last (messages it handled and
     * acknowledged) would never be read, and would look lost.
     */
    void kill() throws InterruptedException {
        process.toHandle().destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
        reader.join(TimeUnit.SECONDS.toMillis(10));
    }
}
