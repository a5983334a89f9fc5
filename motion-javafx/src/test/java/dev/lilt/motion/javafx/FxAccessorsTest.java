package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static dev.lilt.motion.javafx.FxToolkit.waitOnFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.FloatAccessor;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.FloatProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleFloatProperty;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Property motions that start from a JavaFX property's current value, through the accessors. */
class FxAccessorsTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("accessors");

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @Test
    void to_startsFromTheNodesCurrentValue() {
        Rectangle node = new Rectangle(10, 10);
        node.setTranslateX(40);
        Motion.to(node, FxAccessors.translateX(), 100f, 1).withScheduler(frames).start();

        frames.update(0.5);

        assertThat(node.getTranslateX()).isEqualTo(70);
    }

    @Test
    void to_readsTheValueWhenTheMotionStartsPlaying_afterItsDelay() {
        Rectangle node = new Rectangle(10, 10);
        node.setOpacity(1);
        Motion.to(node, FxAccessors.opacity(), 0f, 1).withDelay(0.5).withScheduler(frames).start();
        frames.update(0.25);
        node.setOpacity(0.5);   // changed by someone else during the delay

        frames.update(0.25 + 0.5);

        assertThat(node.getOpacity()).isCloseTo(0.25, within(1e-6));
    }

    @Test
    void by_movesRelativeToTheCurrentValue() {
        Rectangle node = new Rectangle(10, 10);
        node.setRotate(30);
        Motion.by(node, FxAccessors.rotate(), 90f, 1).withScheduler(frames).start();

        frames.update(1);

        assertThat(node.getRotate()).isEqualTo(120);
    }

    @Test
    void aSecondMotionOnTheSameProperty_replacesTheFirst_andStartsWhereItLeftOff() {
        Rectangle node = new Rectangle(10, 10);
        MotionHandle first = Motion.to(node, FxAccessors.translateY(), 100f, 1).withScheduler(frames).start();
        frames.update(0.5);

        Motion.to(node, FxAccessors.translateY(), 0f, 1).withScheduler(frames).start();
        frames.update(0.5);

        assertThat(first.isActive()).isFalse();
        assertThat(node.getTranslateY()).isEqualTo(25);
    }

    @Test
    void motionsOnDifferentPropertiesOfOneNode_runSideBySide() {
        Rectangle node = new Rectangle(10, 10);
        Motion.to(node, FxAccessors.translateX(), 10f, 1).withScheduler(frames).start();
        Motion.to(node, FxAccessors.translateY(), 20f, 1).withScheduler(frames).start();
        Motion.to(node, FxAccessors.translateZ(), 30f, 1).withScheduler(frames).start();
        Motion.to(node, FxAccessors.scaleX(), 2f, 1).withScheduler(frames).start();
        Motion.to(node, FxAccessors.scaleY(), 3f, 1).withScheduler(frames).start();

        frames.update(1);

        assertThat(new double[] {node.getTranslateX(), node.getTranslateY(), node.getTranslateZ(), node.getScaleX(),
            node.getScaleY()}).containsExactly(10, 20, 30, 2, 3);
    }

    @Test
    void doubleValue_andFloatValue_moveTheirProperties() {
        DoubleProperty progress = new SimpleDoubleProperty(0.5);
        FloatProperty level = new SimpleFloatProperty(2f);
        Motion.to(progress, FxAccessors.doubleValue(), 1f, 1).withScheduler(frames).start();
        Motion.by(level, FxAccessors.floatValue(), -2f, 1).withScheduler(frames).start();

        frames.update(0.5);

        assertThat(progress.get()).isEqualTo(0.75);
        assertThat(level.get()).isEqualTo(1f);
    }

    @Test
    void accessors_areOneInstanceEach_soTheyKeyTheirProperty() {
        FloatAccessor<Node> translateX = FxAccessors.translateX();
        assertThat(FxAccessors.translateX()).isSameAs(translateX).isNotSameAs(FxAccessors.translateY());
        assertThat(FxAccessors.doubleValue()).isSameAs(FxAccessors.doubleValue());
    }

    @Test
    void nullNodeOrProperty_throwsAtTheCall() {
        assertThatThrownBy(() -> Motion.to((Node) null, FxAccessors.opacity(), 1f, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("target == null");
        assertThatThrownBy(() -> Motion.by((DoubleProperty) null, FxAccessors.doubleValue(), 1f, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("target == null");
        assertThat(frames.activeCount()).isZero();
    }

    @Test
    void onTheFxScheduler_aShownNodeGlidesFromWhereItIs() {
        FxMotionScheduler fx = new FxMotionScheduler();
        Rectangle box = new Rectangle(20, 20);
        AtomicBoolean done = new AtomicBoolean();
        Stage stage = fromFx(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new Group(box), 200, 100));
            s.show();
            box.setTranslateX(150);
            fx.start();
            Motion.to(box, FxAccessors.translateX(), 50f, 0.1).withScheduler(fx).withOnComplete(() -> done.set(true))
                    .start();
            return s;
        });
        try {
            waitOnFx("the motion to complete", done::get);
            assertThat(fromFx(box::getTranslateX)).isEqualTo(50);
        } finally {
            onFx(() -> {
                fx.stop();
                stage.close();
            });
        }
    }
}
