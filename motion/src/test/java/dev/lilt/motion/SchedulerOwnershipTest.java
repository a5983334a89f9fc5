package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * First use claims a scheduler atomically, and the class Javadoc's list of calls that work from
 * any thread is exactly what the code accepts.
 */
class SchedulerOwnershipTest {
    private static final int ROUNDS = 20_000;

    @Test
    void firstUse_twoThreadsAtOnce_exactlyOneBecomesOwner() throws Exception {
        ManualMotionScheduler[] schedulers = new ManualMotionScheduler[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            schedulers[r] = new ManualMotionScheduler("round " + r);
        }
        AtomicInteger round = new AtomicInteger(-1);
        AtomicInteger arrived = new AtomicInteger();
        int[][] accepted = new int[2][ROUNDS];
        List<Thread> racers = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            int racer = t;
            Thread thread = new Thread(() -> {
                for (int r = 0; r < ROUNDS; r++) {
                    for (int spins = 0; round.get() < r; spins++) {
                        // both racers spin on the same counter, so they start together; yielding now
                        // and then keeps a loaded machine (more threads than cores) moving
                        if (spins % 64 == 63) {
                            Thread.yield();
                        } else {
                            Thread.onSpinWait();
                        }
                    }
                    try {
                        schedulers[r].update(0); // a first use: claims the scheduler
                        accepted[racer][r] = 1;
                    } catch (IllegalStateException confined) {
                        accepted[racer][r] = 0;
                    }
                    arrived.incrementAndGet();
                }
            }, "racer " + t);
            racers.add(thread);
            thread.start();
        }
        for (int r = 0; r < ROUNDS; r++) {
            round.set(r);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (arrived.get() < 2 * (r + 1) && System.nanoTime() < deadline) {
                Thread.yield();
            }
        }
        for (Thread t : racers) {
            t.join(TimeUnit.SECONDS.toMillis(30));
        }

        int notExactlyOne = 0;
        for (int r = 0; r < ROUNDS; r++) {
            if (accepted[0][r] + accepted[1][r] != 1) {
                notExactlyOne++;
            }
        }
        assertThat(arrived.get()).isEqualTo(2 * ROUNDS);
        assertThat(notExactlyOne).as("rounds where not exactly one racer owned the scheduler").isZero();
    }

    @Test
    void anyThreadCalls_documentedAsSuch_workFromAnotherThread() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("owned");
        s.setTimeScale(0.5);
        s.update(2);

        List<Object> seen = onOtherThread(List.of(
                x -> x.add(s.time()),
                x -> x.add(s.timeScale()),
                x -> x.add(s.parallelism()),
                x -> x.add(s.manual()),
                x -> x.add(s.isClosed()),
                x -> x.add(s.toString()),
                x -> {
                    s.setUnhandledErrorHandler((name, error) -> { });
                    x.add("handler set");
                }));

        assertThat(seen).containsExactly(1.0, 0.5, 1, s, false, "owned", "handler set");
    }

    @Test
    void confinedCalls_fromAnotherThread_throwNamingBothThreads() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("owned");
        s.update(0);
        List<Runnable> confined = List.of(() -> s.update(0.1), s::activeCount, s::clear, () -> s.setTimeScale(2),
                () -> s.setParallelism(2), s::close, () -> Motion.create(0f, 1f, 1).withScheduler(s).run());

        for (Runnable call : confined) {
            Throwable thrown = throwsOnOtherThread(call);
            assertThat(thrown).isExactlyInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("confined to thread '" + Thread.currentThread().getName() + "'")
                    .hasMessageContaining("called from thread 'other'");
        }
        assertThat(s.isClosed()).isFalse();
    }

    private static List<Object> onOtherThread(List<Consumer<List<Object>>> calls) throws Exception {
        List<Object> seen = new ArrayList<>();
        Throwable t = throwsOnOtherThread(() -> calls.forEach(c -> c.accept(seen)));
        assertThat(t).isNull();
        return seen;
    }

    /** Runs {@code call} on a new thread named "other"; returns what it threw, or null. */
    private static Throwable throwsOnOtherThread(Runnable call) throws Exception {
        CompletableFuture<Throwable> result = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                call.run();
                result.complete(null);
            } catch (Throwable e) {
                result.complete(e);
            }
        }, "other");
        t.start();
        return result.get(30, TimeUnit.SECONDS);
    }
}
