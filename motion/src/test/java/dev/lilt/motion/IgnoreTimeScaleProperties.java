package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.internal.MotionEngine;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * A motion's time after any frames, time scales and playback speed: the sum of delta × speed,
 * times the scale unless it ignores it; computed here frame by frame, apart from the engine.
 */
class IgnoreTimeScaleProperties {
    @Property
    void time_isTheSumOfTheDeltasScaledOnlyWithoutTheFlag(
            @ForAll @Size(min = 1, max = 40) List<@DoubleRange(min = 0, max = 0.1) Double> deltas,
            @ForAll @Size(min = 1, max = 40) List<@DoubleRange(min = 0, max = 4) Double> scales,
            @ForAll @DoubleRange(min = 0, max = 3) double playbackSpeed,
            @ForAll @IntRange(min = MotionEngine.FRAME_GENERAL, max = MotionEngine.FRAME_FUSED) int frameMode) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.engine().setFrameMode(frameMode);
        double[] bound = new double[2];
        MotionHandle scaled = Motion.create(0.0, 1000.0, 1000).withScheduler(s).bind(bound, (v, b) -> b[0] = v);
        MotionHandle unscaled = Motion.create(0.0, 1000.0, 1000).withIgnoreTimeScale(true).withScheduler(s)
                .bind(bound, (v, b) -> b[1] = v);
        scaled.setPlaybackSpeed(playbackSpeed);
        unscaled.setPlaybackSpeed(playbackSpeed);
        double scaledTime = 0;
        double unscaledTime = 0;
        for (int f = 0; f < deltas.size(); f++) {
            double dt = deltas.get(f);
            double scale = scales.get(f % scales.size());
            s.setTimeScale(scale);
            s.update(dt);
            scaledTime += dt * scale * playbackSpeed;
            unscaledTime += dt * playbackSpeed;
        }
        assertThat(scaled.time()).isCloseTo(scaledTime, within(1e-9));
        assertThat(unscaled.time()).isCloseTo(unscaledTime, within(1e-9));
        // A linear 0 → 1000 motion of 1000 s: the value is the time.
        assertThat(bound[0]).isCloseTo(scaledTime, within(1e-6));
        assertThat(bound[1]).isCloseTo(unscaledTime, within(1e-6));
    }
}
