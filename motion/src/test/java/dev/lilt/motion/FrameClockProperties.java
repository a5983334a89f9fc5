package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Scale;
import net.jqwik.api.constraints.Size;

class FrameClockProperties {
    /** Each tick's delta is the mean of the last n deltas capped at the max step: the plain model. */
    @Property
    void deltas_matchTheCappedMeanModel(
            @ForAll @Size(max = 60) List<@LongRange(min = 0, max = 2_000_000_000L) Long> gapsNanos,
            @ForAll @DoubleRange(min = 0.001, max = 1) @Scale(6) double maxStep,
            @ForAll @IntRange(min = 1, max = 10) int smoothing) {
        FrameClock clock = new FrameClock().setMaxStepSeconds(maxStep).setSmoothing(smoothing);
        long now = 123_456_789L;
        assertThat(clock.tickNanos(now)).isZero();
        double[] capped = new double[gapsNanos.size()];
        double total = 0;
        for (int i = 0; i < capped.length; i++) {
            now += gapsNanos.get(i);
            capped[i] = Math.min(gapsNanos.get(i) * 1e-9, maxStep);
            double sum = 0;
            int from = Math.max(0, i - smoothing + 1);
            for (int j = from; j <= i; j++) {
                sum += capped[j];
            }
            double expected = sum / (i - from + 1);
            double delta = clock.tickNanos(now);
            assertThat(delta).isCloseTo(expected, within(1e-12)).isBetween(0.0, maxStep);
            total += delta;
        }
        assertThat(clock.totalSeconds()).isCloseTo(total, within(1e-9));
    }

    /** The fixed-step accumulator: steps × step + remainder == the time the clock advanced by. */
    @Property
    void fixedSteps_accountForEveryClampedSecond(
            @ForAll @Size(max = 200) List<@DoubleRange(min = 0, max = 0.5) @Scale(6) Double> gaps,
            @ForAll @DoubleRange(min = 0.001, max = 0.1) @Scale(6) double step,
            @ForAll @DoubleRange(min = 0.01, max = 0.3) @Scale(6) double maxStep) {
        FrameClock clock = new FrameClock().setMaxStepSeconds(maxStep).setFixedStepSeconds(step);
        double now = 1000;
        clock.tickSeconds(now);
        long stepsTaken = 0;
        double elapsedClamped = 0;
        for (double gap : gaps) {
            double before = now;
            now += gap;
            clock.tickSeconds(now);
            elapsedClamped += Math.min(now - before, maxStep);
            stepsTaken += clock.steps();
            assertThat(clock.steps()).isBetween(0, (int) Math.ceil(maxStep / step) + 1);
            assertThat(clock.alpha()).isGreaterThanOrEqualTo(0.0).isLessThan(1.0);
            assertThat(stepsTaken * step + clock.remainderSeconds()).isCloseTo(elapsedClamped, within(1e-9));
        }
        assertThat(clock.totalSeconds()).isCloseTo(elapsedClamped, within(1e-9));
    }
}
