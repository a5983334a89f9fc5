package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static dev.lilt.motion.javafx.FxToolkit.waitOnFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Sequence;
import dev.lilt.motion.SequenceBuilder;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A Slider, a ScrollPane's vvalue or any observable double scrubs a sequence. */
class FxScrubTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("fx scrub");

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    /** x: 0 to 100 over the first second; then the label "open"; y: 0 to 50 over the second. */
    private SequenceBuilder timeline(Rectangle node) {
        return Sequence.create()
                .append(Motion.create(0.0, 100.0, 1).withScheduler(frames).bind(node, FxBinders.translateX()))
                .label("open")
                .append(Motion.create(0.0, 50.0, 1).withScheduler(frames).bind(node, FxBinders.translateY()));
    }

    @Test
    void slider_writesTheSequencesValuesAtTheSlidersTimes() {
        onFx(() -> {
            Rectangle node = new Rectangle();
            Slider slider = new Slider(0, 10, 0);
            FxScrub.bind(timeline(node).run(), slider.valueProperty(), slider.getMin(), slider.getMax(), null);
            for (double v = 0; v <= 10; v += 0.5) {
                slider.setValue(v);
                double t = v / 5;
                assertThat(node.getTranslateX()).as("x at %s s", t).isCloseTo(Math.min(1, t) * 100, within(1e-9));
                assertThat(node.getTranslateY()).as("y at %s s", t).isCloseTo(Math.max(0, t - 1) * 50, within(1e-9));
            }
            slider.setValue(2.5);
            frames.update(1); // paused: only the slider moves it
            assertThat(node.getTranslateX()).isCloseTo(50, within(1e-9));
        });
    }

    @Test
    void scrollPaneVvalue_scrubs_withSnapToTheLabel() {
        onFx(() -> {
            Rectangle node = new Rectangle();
            ScrollPane scroll = new ScrollPane(new Rectangle(10, 1_000));
            SequenceBuilder b = timeline(node);
            double open = b.labelSeconds("open");
            FxScrub scrub = FxScrub.bind(b.run(), scroll.vvalueProperty(), 0, 1, s -> s.withSnapPoints(0, open, 2));
            scroll.setVvalue(0.4); // 0.8 s: snaps to "open" at 1 s
            assertThat(scrub.scrubber().time()).isEqualTo(open);
            assertThat(node.getTranslateX()).isEqualTo(100.0);
            assertThat(node.getTranslateY()).isZero();
            scroll.setVvalue(0.2); // 0.4 s: snaps to 0
            assertThat(node.getTranslateX()).isZero();
        });
    }

    @Test
    void smoothing_followsWithALag_onThePulses_andCloseUnhooks() {
        Rectangle node = new Rectangle();
        SimpleDoubleProperty value = new SimpleDoubleProperty(0);
        FxScrub scrub = FxToolkit.fromFx(() -> FxScrub.bind(timeline(node).run(), value, 0, 2,
                s -> s.withSmoothing(0.05)));
        onFx(() -> {
            value.set(1); // target 1 s
            assertThat(scrub.scrubber().time()).as("not at once").isZero();
        });
        waitOnFx("the pulses to land the time", () -> scrub.scrubber().time() == 1.0);
        onFx(() -> {
            assertThat(node.getTranslateX()).isEqualTo(100.0);
            scrub.close();
            value.set(2);
            assertThat(scrub.scrubber().targetTime()).as("no longer listening").isEqualTo(1.0);
        });
    }

    @Test
    void badInput_namesTheValue_offTheFxThreadIsRefused() {
        SimpleDoubleProperty value = new SimpleDoubleProperty();
        MotionHandle other = Motion.create(0f, 1f, 1).withScheduler(new ManualMotionScheduler("main")).run();
        assertThatThrownBy(() -> FxScrub.bind(other, value, 0, 1, null)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("FX application thread");
        onFx(() -> {
            MotionHandle seq = timeline(new Rectangle()).run();
            assertThatThrownBy(() -> FxScrub.bind(seq, value, 1, 1, null)).hasMessageContaining("1.0, 1.0");
            MotionHandle endless = Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(frames).run();
            assertThatThrownBy(() -> FxScrub.bind(endless, value, 0, 1, null)).hasMessageContaining("Infinity");
        });
    }
}
