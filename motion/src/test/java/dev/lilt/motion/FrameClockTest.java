package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class FrameClockTest {
    private static final long MS = 1_000_000L;

    @Test
    void aSmoothedDelta_neverExceedsTheCap_evenByRounding() {
        // every delta capped at 0.001441: the mean of n equal doubles rounds past them for some n
        for (int n = 2; n <= FrameClock.MAX_SMOOTHING_FRAMES; n++) {
            FrameClock clock = new FrameClock().setMaxStepSeconds(0.001441).setSmoothing(n);
            long now = 0;
            clock.tickNanos(now);
            for (int k = 0; k < 2 * n; k++) {
                now += 2_000_000_000L;
                assertThat(clock.tickNanos(now)).as("smoothing %d, tick %d", n, k).isLessThanOrEqualTo(0.001441);
            }
        }
    }

    @Test
    void firstTick_isZero_thenDeltasAreTheClocksDifferences() {
        FrameClock clock = new FrameClock();
        assertThat(clock.tickNanos(5_000 * MS)).isZero();
        assertThat(clock.tickNanos(5_016 * MS)).isCloseTo(0.016, within(1e-12));
        assertThat(clock.tickNanos(5_050 * MS)).isCloseTo(0.034, within(1e-12));
        assertThat(clock.deltaSeconds()).isCloseTo(0.034, within(1e-12));
        assertThat(clock.totalSeconds()).isCloseTo(0.050, within(1e-12));
    }

    @Test
    void nanoTimeOverflow_isAnOrdinaryDifference() {
        FrameClock clock = new FrameClock();
        clock.tickNanos(Long.MAX_VALUE - 5 * MS);
        assertThat(clock.tickNanos(Long.MAX_VALUE + 11 * MS)).isCloseTo(0.016, within(1e-12));
    }

    @Test
    void stall_isCappedAtMaxStep() {
        FrameClock clock = new FrameClock();
        clock.tickSeconds(10);
        assertThat(clock.tickSeconds(13)).isEqualTo(FrameClock.DEFAULT_MAX_STEP_SECONDS);
        clock.setMaxStepSeconds(0.1);
        assertThat(clock.tickSeconds(13.5)).isEqualTo(0.1);
        assertThat(clock.tickSeconds(13.55)).isCloseTo(0.05, within(1e-12));
    }

    @Test
    void smoothing_averagesTheLastFramesCappedDeltas() {
        FrameClock clock = new FrameClock().setSmoothing(3).setMaxStepSeconds(0.1);
        clock.tickSeconds(0);
        assertThat(clock.tickSeconds(0.010)).isCloseTo(0.010, within(1e-12));
        assertThat(clock.tickSeconds(0.040)).isCloseTo(0.020, within(1e-12));
        assertThat(clock.tickSeconds(0.060)).isCloseTo(0.020, within(1e-12));
        // a 5 s stall counts as 0.1 in the window; 0.010 leaves it
        assertThat(clock.tickSeconds(5.060)).isCloseTo((0.030 + 0.020 + 0.1) / 3, within(1e-12));
        assertThat(clock.smoothing()).isEqualTo(3);
    }

    @Test
    void fixedStep_countsWholeSteps_andAlphaIsTheRemainder() {
        FrameClock clock = new FrameClock().setFixedStepSeconds(0.010);
        clock.tickSeconds(1);
        assertThat(clock.steps()).isZero();
        clock.tickSeconds(1.025);
        assertThat(clock.steps()).isEqualTo(2);
        assertThat(clock.alpha()).isCloseTo(0.5, within(1e-9));
        clock.tickSeconds(1.031);
        assertThat(clock.steps()).isEqualTo(1);
        assertThat(clock.alpha()).isCloseTo(0.1, within(1e-9));
        assertThat(clock.remainderSeconds()).isCloseTo(0.001, within(1e-12));
        assertThat(clock.fixedStepSeconds()).isEqualTo(0.010);
    }

    @Test
    void reset_makesTheNextTickZero_andEmptiesTheAccumulator() {
        FrameClock clock = new FrameClock().setFixedStepSeconds(0.010).setSmoothing(4);
        clock.tickSeconds(0);
        clock.tickSeconds(0.015);
        clock.reset();
        assertThat(clock.tickSeconds(100)).isZero();
        assertThat(clock.steps()).isZero();
        assertThat(clock.alpha()).isZero();
        assertThat(clock.tickSeconds(100.004)).as("the window forgot the frames before").isCloseTo(0.004, within(1e-9));
        assertThat(clock.totalSeconds()).isCloseTo(0.019, within(1e-9));
    }

    @Test
    void clockGoingBack_throwsNamingBothReadings_andLeavesTheClockAsItWas() {
        FrameClock clock = new FrameClock();
        clock.tickNanos(1_000 * MS);
        assertThatThrownBy(() -> clock.tickNanos(999 * MS)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("nanoTime must not be before the previous tick's: 999000000 < 1000000000"
                        + " (call reset() after setting the clock back)");
        assertThat(clock.tickNanos(1_010 * MS)).isCloseTo(0.010, within(1e-12));

        FrameClock seconds = new FrameClock();
        seconds.tickSeconds(2.0);
        assertThatThrownBy(() -> seconds.tickSeconds(1.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("seconds must not be before the previous tick's: 1.5 < 2.0"
                        + " (call reset() after setting the clock back)");
        assertThat(seconds.tickSeconds(2.01)).isCloseTo(0.01, within(1e-12));
    }

    @Test
    void badArguments_throwNamingTheValue_andChangeNothing() {
        FrameClock clock = new FrameClock();
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertThatThrownBy(() -> clock.tickSeconds(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("seconds").hasMessageContaining(String.valueOf(bad));
            assertThatThrownBy(() -> clock.setMaxStepSeconds(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("maxStepSeconds must be > 0 and finite: " + bad);
            assertThatThrownBy(() -> clock.setFixedStepSeconds(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("fixedStepSeconds must be >= 0 and finite: " + bad);
        }
        assertThatThrownBy(() -> clock.setMaxStepSeconds(0)).hasMessage("maxStepSeconds must be > 0 and finite: 0.0");
        assertThatThrownBy(() -> clock.setFixedStepSeconds(-0.01))
                .hasMessage("fixedStepSeconds must be >= 0 and finite: -0.01");
        assertThatThrownBy(() -> clock.setSmoothing(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("smoothing frames must be in [1, 256]: 0");
        assertThatThrownBy(() -> clock.setSmoothing(257)).hasMessage("smoothing frames must be in [1, 256]: 257");
        assertThatThrownBy(() -> clock.setFixedStepSeconds(1e-9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxStepSeconds / fixedStepSeconds must be <= 1000000: 0.25 / 1.0E-9");
        clock.setFixedStepSeconds(0.001);
        assertThatThrownBy(() -> clock.setMaxStepSeconds(5000)).hasMessage(
                "maxStepSeconds / fixedStepSeconds must be <= 1000000: 5000.0 / 0.001");
        assertThat(clock.maxStepSeconds()).isEqualTo(FrameClock.DEFAULT_MAX_STEP_SECONDS);
        assertThat(clock.fixedStepSeconds()).isEqualTo(0.001);
        assertThat(clock.smoothing()).isEqualTo(1);
        assertThat(clock.tickSeconds(0)).isZero();
    }

    @Test
    void tick_allocatesNothing() {
        FrameClock clock = new FrameClock().setSmoothing(8).setFixedStepSeconds(1 / 60.0);
        ManualMotionScheduler motions = new ManualMotionScheduler();
        long now = 0;
        for (int i = 0; i < 50_000; i++) {
            now += 16 * MS + (i % 7) * 100_000;
            motions.update(clock.tickNanos(now));
        }
        long steps = 0;
        long before = Allocations.allocated();
        for (int i = 0; i < 100_000; i++) {
            now += 16 * MS + (i % 7) * 100_000;
            clock.tickNanos(now);
            for (int s = 0; s < clock.steps(); s++) {
                motions.update(clock.fixedStepSeconds());
            }
            steps += clock.steps();
        }
        assertThat(Allocations.allocated() - before).isLessThan(Allocations.BOUND);
        assertThat(steps).as("16.3 ms frames at a 1/60 s step").isBetween(97_000L, 99_000L);
    }
}
