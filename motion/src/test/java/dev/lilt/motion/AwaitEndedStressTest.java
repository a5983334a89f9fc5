package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Bounded stress for {@code await()} across threads: a waiter that returns has seen the motion's
 * whole end (its last bound value and its {@code onComplete}, written plainly by the owner), and
 * never returns before the end, whichever path it took (the slot's published end, or the future).
 */
class AwaitEndedStressTest {
    private static final int MOTIONS = 10_000;

    /** Written only by the owner thread, plainly: what the waiter reads must come with the end's publication. */
    static final class Target {
        float value;
        boolean completed;
    }

    @Test
    void waiterAfterAwait_seesTheEndValueAndOnComplete_everyTime() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("stress");
        BlockingQueue<Object[]> handed = new ArrayBlockingQueue<>(64);
        int[] anomalies = {0};
        CompletableFuture<Integer> waiter = new CompletableFuture<>();
        Thread w = new Thread(() -> {
            try {
                int checked = 0;
                for (int k = 0; k < MOTIONS; k++) {
                    Object[] item = handed.poll(30, TimeUnit.SECONDS);
                    if (item == null) {
                        break;
                    }
                    MotionHandle h = (MotionHandle) item[0];
                    Target t = (Target) item[1];
                    h.await();
                    if (!t.completed || t.value != 1f) {
                        anomalies[0]++;
                    }
                    checked++;
                }
                waiter.complete(checked);
            } catch (Throwable e) {
                waiter.completeExceptionally(e);
            }
        }, "waiter");
        w.setDaemon(true);
        w.start();

        for (int k = 0; k < MOTIONS; k++) {
            Target t = new Target();
            MotionHandle h = Motion.create(0f, 1f, 0.02).withScheduler(s).withImmediateBind(false)
                    .withOnComplete(t, x -> x.completed = true).bind(t, (v, x) -> x.value = v);
            while (!handed.offer(new Object[] {h, t})) {
                s.update(0.01); // keeps the waiter's attached futures moving while the queue is full
            }
            s.update(k % 3 == 0 ? 0.02 : 0.01); // some end at once, some a frame later, some while awaited
        }
        while (!waiter.isDone()) {
            s.update(0.01);
            Thread.onSpinWait();
        }

        assertThat(waiter.get(30, TimeUnit.SECONDS)).isEqualTo(MOTIONS);
        assertThat(anomalies[0]).as("awaits that returned before the end was visible").isZero();
    }
}
