package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static dev.lilt.motion.javafx.FxToolkit.waitOnFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.Ease;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FxMotionSchedulerTest {
    private final FxMotionScheduler scheduler = new FxMotionScheduler();
    private final List<AnimationTimer> timers = new ArrayList<>();

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @AfterEach
    void stopTimers() {
        onFx(() -> {
            scheduler.stop();
            timers.forEach(AnimationTimer::stop);
        });
    }

    @Test
    void runsHeadlessOnMonocle() {
        assertThat(System.getProperty("glass.platform")).isEqualTo("Monocle");
        String glassApplication = fromFx(() -> {
            try {
                return Class.forName("com.sun.glass.ui.Application").getMethod("GetApplication").invoke(null)
                        .getClass().getSimpleName();
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        });
        assertThat(glassApplication).isEqualTo("MonocleApplication");
    }

    @Test
    void started_motionCompletes_everyValueBoundOnTheFxThread() {
        AtomicBoolean offFxThread = new AtomicBoolean();
        List<Double> values = new ArrayList<>();
        AtomicBoolean done = new AtomicBoolean();
        onFx(() -> {
            scheduler.start();
            Motion.create(0.0, 1.0, 0.1).withScheduler(scheduler).withOnComplete(() -> done.set(true))
                    .bind(v -> {
                        offFxThread.compareAndSet(false, !Platform.isFxApplicationThread());
                        values.add(v);
                    });
        });

        waitOnFx("the motion to complete", done::get);
        List<Double> seen = fromFx(() -> new ArrayList<>(values));
        assertThat(offFxThread).isFalse();
        assertThat(seen).hasSizeGreaterThanOrEqualTo(3).startsWith(0.0).endsWith(1.0);
        assertThat(seen).isSorted();
    }

    @Test
    void pulses_advanceByTheirOwnTimestamps_firstPulseByZero() {
        // A linear motion from 0 to 1000 over 1000 s has its elapsed seconds as its value. A timer
        // registered just before the scheduler sees each pulse's timestamp first.
        long[] firstAndLastPulse = {Long.MIN_VALUE, 0};
        List<double[]> valueAndPulseSeconds = new ArrayList<>();
        onFx(() -> {
            startTimer(now -> {
                if (firstAndLastPulse[0] == Long.MIN_VALUE) {
                    firstAndLastPulse[0] = now;
                }
                firstAndLastPulse[1] = now;
            });
            scheduler.start();
            Motion.create(0.0, 1000.0, 1000).withEase(Ease.LINEAR).withImmediateBind(false)
                    .withScheduler(scheduler)
                    .bind(v -> valueAndPulseSeconds.add(
                            new double[] {v, (firstAndLastPulse[1] - firstAndLastPulse[0]) / 1e9}));
        });

        waitOnFx("five pulses", () -> valueAndPulseSeconds.size() >= 5);
        List<double[]> seen = fromFx(() -> new ArrayList<>(valueAndPulseSeconds));
        assertThat(seen.get(0)[0]).isZero();
        for (double[] pair : seen) {
            assertThat(pair[0]).as("value vs seconds since the first pulse").isCloseTo(pair[1], within(1e-9));
        }
        assertThat(seen.get(seen.size() - 1)[0]).isPositive();
    }

    @Test
    void stopped_doesNotAdvance_andRestartDoesNotReplayTheGap() {
        int[] pulses = {0};
        onFx(() -> {
            startTimer(now -> pulses[0]++);
            scheduler.start();
            Motion.create(0.0, 1.0, 1000).withScheduler(scheduler).run();
        });
        waitOnFx("a few pulses", () -> pulses[0] >= 3 && scheduler.time() > 0);

        double timeAtStop = fromFx(() -> {
            scheduler.stop();
            pulses[0] = 0;
            return scheduler.time();
        });
        waitOnFx("pulses while stopped", () -> pulses[0] >= 5);
        assertThat(fromFx(scheduler::time)).isEqualTo(timeAtStop);
        assertThat(fromFx(scheduler::isRunning)).isFalse();

        long[] firstAndLastPulse = {Long.MIN_VALUE, 0};
        onFx(() -> {
            startTimer(now -> {
                if (firstAndLastPulse[0] == Long.MIN_VALUE) {
                    firstAndLastPulse[0] = now;
                }
                firstAndLastPulse[1] = now;
            });
            scheduler.start();
            pulses[0] = 0;
        });
        waitOnFx("pulses after restarting", () -> pulses[0] >= 3);
        double[] advancedAndPulseSpan = fromFx(() -> new double[] {
            scheduler.time() - timeAtStop, (firstAndLastPulse[1] - firstAndLastPulse[0]) / 1e9});
        assertThat(advancedAndPulseSpan[0]).isCloseTo(advancedAndPulseSpan[1], within(1e-9));
    }

    @Test
    void startAndStop_twice_areHarmless() {
        onFx(() -> {
            scheduler.start();
            scheduler.start();
        });
        assertThat(fromFx(scheduler::isRunning)).isTrue();
        assertThat(scheduler.toString()).isEqualTo("FxMotionScheduler(running)");
        onFx(() -> {
            scheduler.stop();
            scheduler.stop();
        });
        assertThat(fromFx(scheduler::isRunning)).isFalse();
    }

    @Test
    void startOrStop_offTheFxThread_throwsNamingTheThread() {
        assertThatThrownBy(scheduler::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("FxMotionScheduler.start must be called on the FX application thread")
                .hasMessageContaining(Thread.currentThread().getName());
        assertThatThrownBy(scheduler::stop).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("FxMotionScheduler.stop");
        assertThat(scheduler.isRunning()).isFalse();
    }

    @Test
    void throwingBinder_reachesTheErrorHandler_otherMotionsComplete() {
        List<String> failures = new ArrayList<>();
        AtomicBoolean otherDone = new AtomicBoolean();
        onFx(() -> {
            scheduler.manual().setUnhandledErrorHandler((name, error) ->
                    failures.add(name + ": " + error.getMessage()));
            scheduler.start();
            Motion.create(0.0, 1.0, 0.05).withScheduler(scheduler).withDebugName("broken")
                    .bind(v -> {
                        throw new IllegalArgumentException("binder failed at " + v);
                    });
            Motion.create(0.0, 1.0, 0.05).withScheduler(scheduler).withOnComplete(() -> otherDone.set(true)).run();
        });

        waitOnFx("the healthy motion to complete", otherDone::get);
        assertThat(fromFx(() -> new ArrayList<>(failures))).isNotEmpty()
                .allSatisfy(f -> assertThat(f).startsWith("broken: binder failed at "));
        assertThat(fromFx(scheduler::isRunning)).isTrue();
    }

    @Test
    void manualUsedFirstByAnotherThread_firstPulseStopsAndReportsOnTheFxThread() {
        MotionHandle ownedByTestThread = Motion.create(0.0, 1.0, 1).withScheduler(scheduler).run();
        AtomicReference<Throwable> uncaught = new AtomicReference<>();
        Thread.UncaughtExceptionHandler previous = fromFx(() -> {
            Thread fx = Thread.currentThread();
            Thread.UncaughtExceptionHandler old = fx.getUncaughtExceptionHandler();
            fx.setUncaughtExceptionHandler((t, e) -> uncaught.compareAndSet(null, e));
            scheduler.start();
            return old;
        });
        try {
            waitOnFx("the scheduler to stop itself", () -> !scheduler.isRunning());
            assertThat(uncaught.get()).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(Thread.currentThread().getName());
            assertThat(ownedByTestThread.isActive()).isTrue();
        } finally {
            onFx(() -> Thread.currentThread().setUncaughtExceptionHandler(previous));
        }
    }

    @Test
    void close_stopsPulses_cancelsMotions_andRefusesARestart() {
        AtomicBoolean cancelled = new AtomicBoolean();
        onFx(() -> {
            scheduler.start();
            Motion.create(0.0, 1.0, 1000).withScheduler(scheduler).withOnCancel(() -> cancelled.set(true)).run();
            scheduler.close();
            scheduler.close();
        });

        assertThat(cancelled).isTrue();
        assertThat(fromFx(scheduler::isRunning)).isFalse();
        assertThat(scheduler.manual().isClosed()).isTrue();
        assertThatThrownBy(() -> onFx(scheduler::start)).isInstanceOf(IllegalStateException.class)
                .hasMessage("FxMotionScheduler is closed; create a new one");
        assertThatThrownBy(scheduler::close).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("FxMotionScheduler.close");
    }

    @Test
    void manualClosedDirectly_schedulerStopsItselfAtTheNextPulse_withoutThrowing() {
        AtomicReference<Throwable> uncaught = new AtomicReference<>();
        Thread.UncaughtExceptionHandler previous = fromFx(() -> {
            Thread fx = Thread.currentThread();
            Thread.UncaughtExceptionHandler old = fx.getUncaughtExceptionHandler();
            fx.setUncaughtExceptionHandler((t, e) -> uncaught.compareAndSet(null, e));
            scheduler.start();
            scheduler.manual().close();
            return old;
        });
        try {
            waitOnFx("the scheduler to stop itself", () -> !scheduler.isRunning());
            assertThat(uncaught.get()).isNull();
        } finally {
            onFx(() -> Thread.currentThread().setUncaughtExceptionHandler(previous));
        }
    }

    @Test
    void initialCapacity_outOfRange_throws() {
        assertThatThrownBy(() -> new FxMotionScheduler(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("initialCapacity").hasMessageContaining("0");
        assertThat(new FxMotionScheduler(64).manual()).isNotNull();
    }

    private void startTimer(java.util.function.LongConsumer onPulse) {
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                onPulse.accept(now);
            }
        };
        timers.add(timer);
        timer.start();
    }
}
