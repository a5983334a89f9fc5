package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A scheduler's close() ends its motions and its parallel workers; workers of a dropped scheduler
 * end once it is collected; a scheduler whose thread has ended can still be closed.
 */
class SchedulerLifecycleTest {
    private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(20);

    @Test
    void close_cancelsMotionsStopsWorkersAndRefusesFurtherUse() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("closing-scheduler");
        List<String> log = new ArrayList<>();
        MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(s).withOnCancel(() -> log.add("cancel")).run();
        s.setParallelism(4);
        assertThat(workers("closing-scheduler")).hasSize(3).allMatch(Thread::isDaemon);

        s.close();
        s.close(); // idempotent

        assertThat(log).containsExactly("cancel");
        assertThat(h.isActive()).isFalse();
        assertThat(s.isClosed()).isTrue();
        assertThat(s.parallelism()).isEqualTo(1);
        awaitNoWorkers("closing-scheduler");
        assertThatThrownBy(() -> s.update(0.1)).isInstanceOf(IllegalStateException.class)
                .hasMessage("closing-scheduler is closed");
        assertThatThrownBy(() -> s.setParallelism(2)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
        assertThatThrownBy(() -> Motion.create(0f, 1f, 1).withScheduler(s).run())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        assertThat(s.activeCount()).isZero();
    }

    @Test
    void setParallelismBackToOne_stopsWorkers() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("shrinking-scheduler");
        s.setParallelism(3);
        assertThat(workers("shrinking-scheduler")).hasSize(2);

        s.setParallelism(1);

        awaitNoWorkers("shrinking-scheduler");
        s.close();
    }

    @Test
    void droppedSchedulers_workersEndOnceCollected() throws Exception {
        for (int k = 0; k < 5; k++) {
            startWorkersAndDrop("dropped-scheduler-" + k);
        }
        assertThat(workers("dropped-scheduler-")).isNotEmpty();

        long deadline = System.nanoTime() + WAIT_NANOS;
        while (!workers("dropped-scheduler-").isEmpty() && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(20);
        }

        assertThat(workers("dropped-scheduler-")).as("workers of collected schedulers").isEmpty();
    }

    @Test
    void close_afterOwnerThreadEnded_worksFromAnotherThread() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("orphaned-scheduler");
        List<String> log = new ArrayList<>();
        Thread owner = new Thread(() -> {
            Motion.create(0f, 1f, 1).withScheduler(s).withOnCancel(() -> log.add("cancel")).run();
            s.setParallelism(2);
        }, "short-lived owner");
        owner.start();
        owner.join(TimeUnit.SECONDS.toMillis(30));
        assertThat(owner.isAlive()).isFalse();

        s.close();

        assertThat(log).containsExactly("cancel");
        awaitNoWorkers("orphaned-scheduler");
    }

    @Test
    void close_fromLiveOtherThread_throwsAndKeepsRunning() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("busy-scheduler");
        s.update(0);
        CompletableFuture<Throwable> thrown = new CompletableFuture<>();
        Thread other = new Thread(() -> {
            try {
                s.close();
                thrown.complete(null);
            } catch (Throwable t) {
                thrown.complete(t);
            }
        }, "other");
        other.start();

        assertThat(thrown.get(30, TimeUnit.SECONDS)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("confined");
        assertThat(s.isClosed()).isFalse();
        s.update(0.1);
        s.close();
    }

    @Test
    void close_fromCallback_throwsAndTheFrameCompletes() {
        ManualMotionScheduler s = new ManualMotionScheduler("reentrant-scheduler");
        List<Throwable> errors = new ArrayList<>();
        s.setUnhandledErrorHandler((name, error) -> errors.add(error));
        Motion.create(0f, 1f, 0.5).withScheduler(s).withOnComplete(s::close).run();

        s.update(1);

        assertThat(errors).singleElement().isInstanceOf(IllegalStateException.class);
        assertThat(s.isClosed()).isFalse();
        assertThat(s.activeCount()).isZero();
        s.close();
    }

    private static void startWorkersAndDrop(String name) {
        ManualMotionScheduler s = new ManualMotionScheduler(name);
        s.setParallelism(4);
        Motion.create(0f, 1f, 1).withScheduler(s).run();
        s.update(0.1);
    }

    private static List<Thread> workers(String schedulerNamePrefix) {
        List<Thread> found = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith(schedulerNamePrefix) && t.getName().contains(" update worker ")) {
                found.add(t);
            }
        }
        return found;
    }

    private static void awaitNoWorkers(String schedulerName) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT_NANOS;
        for (Thread t : workers(schedulerName)) {
            t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        }
        assertThat(workers(schedulerName)).as("live workers of %s", schedulerName).isEmpty();
    }
}
