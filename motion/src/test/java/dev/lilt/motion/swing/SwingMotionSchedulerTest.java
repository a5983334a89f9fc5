package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.awt.GraphicsEnvironment;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SwingMotionSchedulerTest {
    private final SwingMotionScheduler scheduler = new SwingMotionScheduler(5);

    @AfterEach
    void stopTimer() throws Exception {
        SwingUtilities.invokeAndWait(scheduler::stop);
    }

    @Test
    void runsHeadless() {
        assertThat(GraphicsEnvironment.isHeadless()).isTrue();
    }

    @Test
    void started_motionCompletes_withEveryValueBoundOnTheEdt() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        AtomicBoolean offEdt = new AtomicBoolean();
        AtomicInteger binds = new AtomicInteger();
        float[] last = {Float.NaN};
        SwingUtilities.invokeAndWait(() -> {
            scheduler.start();
            Motion.create(0f, 1f, 0.05).withScheduler(scheduler).withOnComplete(done::countDown)
                    .bind(v -> {
                        if (!SwingUtilities.isEventDispatchThread()) {
                            offEdt.set(true);
                        }
                        binds.incrementAndGet();
                        last[0] = v;
                    });
        });

        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        assertThat(offEdt).isFalse();
        assertThat(binds.get()).isGreaterThanOrEqualTo(2);
        float[] seen = new float[1];
        SwingUtilities.invokeAndWait(() -> seen[0] = last[0]);
        assertThat(seen[0]).isEqualTo(1f);
    }

    @Test
    void ticks_advanceTheManualSchedulersClock() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        AtomicReference<Double> timeAtCompletion = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            scheduler.start();
            Motion.create(0.0, 1.0, 0.02).withScheduler(scheduler)
                    .withOnComplete(() -> {
                        timeAtCompletion.set(scheduler.time());
                        done.countDown();
                    })
                    .run();
        });

        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        assertThat(timeAtCompletion.get()).isGreaterThanOrEqualTo(0.02);
    }

    @Test
    void stopped_motionDoesNotAdvance() throws Exception {
        AtomicReference<MotionHandle> handle = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> handle.set(Motion.create(0.0, 1.0, 0.01)
                .withScheduler(scheduler).run()));
        SwingUtilities.invokeAndWait(() -> { });

        double[] state = new double[2];
        SwingUtilities.invokeAndWait(() -> {
            state[0] = handle.get().time();
            state[1] = scheduler.isRunning() ? 1 : 0;
        });
        assertThat(state[0]).isZero();
        assertThat(state[1]).isZero();
    }

    @Test
    void startAndStop_toggleIsRunning() throws Exception {
        boolean[] running = new boolean[3];
        SwingUtilities.invokeAndWait(() -> {
            running[0] = scheduler.isRunning();
            scheduler.start();
            scheduler.start();
            running[1] = scheduler.isRunning();
            scheduler.stop();
            scheduler.stop();
            running[2] = scheduler.isRunning();
        });
        assertThat(running).containsExactly(false, true, false);
    }

    @Test
    void start_offTheEdt_throws() {
        assertThatThrownBy(scheduler::start)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("event dispatch thread");
        assertThat(scheduler.isRunning()).isFalse();
    }

    @Test
    void stop_offTheEdt_throws() {
        assertThatThrownBy(scheduler::stop)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("SwingMotionScheduler.stop");
    }

    @Test
    void constructor_periodBelowOne_throws() {
        assertThatThrownBy(() -> new SwingMotionScheduler(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("periodMillis must be >= 1: 0");
    }

    @Test
    void defaultConstructor_ticksAt60Hz() {
        assertThat(new SwingMotionScheduler().periodMillis()).isEqualTo(SwingMotionScheduler.DEFAULT_PERIOD_MILLIS);
    }

    @Test
    void manual_isTheSameSchedulerEveryCall() {
        assertThat(scheduler.manual()).isSameAs(scheduler.manual());
    }

    @Test
    void tick_afterAnotherThreadClaimedTheScheduler_stopsTheTimer() throws Exception {
        Motion.create(0.0, 1.0, 1.0).withScheduler(scheduler).run();
        CountDownLatch failed = new CountDownLatch(1);
        Thread.UncaughtExceptionHandler[] previous = new Thread.UncaughtExceptionHandler[1];
        SwingUtilities.invokeAndWait(() -> {
            previous[0] = Thread.currentThread().getUncaughtExceptionHandler();
            Thread.currentThread().setUncaughtExceptionHandler((t, e) -> failed.countDown());
            scheduler.start();
        });
        try {
            assertThat(failed.await(30, TimeUnit.SECONDS)).isTrue();
            boolean[] running = new boolean[1];
            SwingUtilities.invokeAndWait(() -> running[0] = scheduler.isRunning());
            assertThat(running[0]).isFalse();
        } finally {
            SwingUtilities.invokeAndWait(() -> Thread.currentThread().setUncaughtExceptionHandler(previous[0]));
        }
    }
}
