package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Sequence;
import dev.lilt.motion.SequenceBuilder;
import javax.swing.DefaultBoundedRangeModel;
import javax.swing.JSlider;
import org.junit.jupiter.api.Test;

/** A Swing slider's model scrubs a sequence: the children's values are the ones at the slider's times. */
class SwingScrubTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("scrub");
    private final float[] x = {-1};
    private final float[] y = {-1};

    /** x goes 0 to 100 in the first second, y 0 to 50 in the second; label "half" between them. */
    private SequenceBuilder timeline() {
        return Sequence.create()
                .append(Motion.create(0f, 100f, 1).withScheduler(frames).bind(x, (v, s) -> s[0] = v))
                .label("half")
                .append(Motion.create(0f, 50f, 1).withScheduler(frames).bind(y, (v, s) -> s[0] = v));
    }

    @Test
    void slider_writesTheSequencesValuesAtTheSlidersTimes() {
        JSlider slider = new JSlider(0, 200, 0);
        Edt.run(() -> {
            SwingScrub.bind(timeline().run(), slider.getModel(), null);
            for (int v = 0; v <= 200; v += 25) {
                slider.setValue(v);
                double t = v / 100.0;
                assertThat(x[0]).as("x at %s s", t).isCloseTo((float) Math.min(1, t) * 100f, within(1e-3f));
                assertThat(y[0]).as("y at %s s", t).isCloseTo((float) Math.max(0, t - 1) * 50f, within(1e-3f));
            }
            slider.setValue(30);
            frames.update(1); // paused: the scheduler does not move it on
            assertThat(x[0]).isCloseTo(30f, within(1e-3f));
        });
    }

    @Test
    void snapPoints_valueSnapsToTheNearestLabel() {
        DefaultBoundedRangeModel model = new DefaultBoundedRangeModel(0, 0, 0, 100);
        Edt.run(() -> {
            SequenceBuilder b = timeline();
            double half = b.labelSeconds("half");
            SwingScrub scrub = SwingScrub.bind(b.run(), model, s -> s.withSnapPoints(0, half, 2));
            model.setValue(40); // 0.8 s: nearest label 1 s
            assertThat(scrub.scrubber().time()).isEqualTo(1.0);
            assertThat(x[0]).isEqualTo(100f);
            model.setValue(80); // 1.6 s: nearest 2 s
            assertThat(scrub.scrubber().time()).isEqualTo(2.0);
            assertThat(y[0]).isEqualTo(50f);
        });
    }

    @Test
    void smoothing_timeFollowsTheValueWithALag_andLands() {
        DefaultBoundedRangeModel model = new DefaultBoundedRangeModel(0, 0, 0, 100);
        Edt.run(() -> {
            SwingScrub scrub = SwingScrub.bind(timeline().run(), model, s -> s.withSmoothing(0.1));
            model.setValue(50); // target 1 s
            assertThat(scrub.scrubber().time()).isZero();
            scrub.scrubber().advance(0.1);
            assertThat(scrub.scrubber().time()).isCloseTo(1 - Math.exp(-1), within(1e-9));
            assertThat(x[0]).isCloseTo((float) (100 * (1 - Math.exp(-1))), within(1e-3f));
            for (int i = 0; i < 100; i++) {
                scrub.scrubber().advance(0.05);
            }
            assertThat(scrub.scrubber().time()).isEqualTo(1.0);
            assertThat(scrub.scrubber().advance(0.05)).isFalse();
            scrub.close();
        });
        assertThat(model.getChangeListeners()).isEmpty();
    }

    @Test
    void close_cancelsTheSequence_wrongThreadsAreRefused() {
        DefaultBoundedRangeModel model = new DefaultBoundedRangeModel(0, 0, 0, 100);
        MotionHandle seq = Motion.create(0f, 1f, 1).withScheduler(new ManualMotionScheduler("other")).run();
        assertThatThrownBy(() -> SwingScrub.bind(seq, model, s -> s.withSmoothing(0.1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("event dispatch thread");
        assertThat(seq.isPaused()).as("left playing").isFalse();
        assertThatThrownBy(() -> Edt.run(() -> SwingScrub.bind(seq, model, null)))
                .as("the motion's scheduler belongs to the test thread").isInstanceOf(IllegalStateException.class);
        Edt.run(() -> {
            MotionHandle s = timeline().run();
            SwingScrub.bind(s, model, null).close();
            assertThat(s.isActive()).isFalse();
        });
    }

    @Test
    void badSettings_namedWithTheirValue() {
        Edt.run(() -> {
            MotionHandle s = timeline().run();
            assertThatThrownBy(() -> SwingScrub.bind(s, new DefaultBoundedRangeModel(0, 0, 0, 100),
                    sc -> sc.withSmoothing(-1))).hasMessageContaining("-1");
            assertThatThrownBy(() -> SwingScrub.bind(s, new DefaultBoundedRangeModel(0, 0, 0, 100),
                    sc -> sc.withSnapPoints(3))).hasMessageContaining("3");
            assertThatThrownBy(() -> SwingScrub.bind(s, new DefaultBoundedRangeModel(5, 0, 5, 5), null))
                    .hasMessageContaining("5.0, 5.0");
        });
    }
}
