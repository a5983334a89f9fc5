package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static dev.lilt.motion.javafx.FxToolkit.waitOnFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.Ease;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Rgba;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.FloatProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleFloatProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each binder on a manual scheduler (exact values at known times, on the test thread: nodes not in
 * a live scene may be changed from any thread), and nodes in a shown window on the FX scheduler.
 */
class FxBindersTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler();
    private final List<String> errors = new ArrayList<>();

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    FxBindersTest() {
        frames.setUnhandledErrorHandler((name, error) -> errors.add(name + ": " + error));
    }

    @Test
    void doubleValue_writesADoubleProperty_fromDoubleAndFloatMotions() {
        DoubleProperty fromDouble = new SimpleDoubleProperty();
        DoubleProperty fromFloat = new SimpleDoubleProperty();
        Motion.create(0.0, 10.0, 1).withScheduler(frames).bind(fromDouble, FxBinders.doubleValue());
        Motion.create(0f, 10f, 1).withScheduler(frames).bind(fromFloat, FxBinders.doubleValue());

        frames.update(0.25);

        assertThat(fromDouble.get()).isEqualTo(2.5);
        assertThat(fromFloat.get()).isEqualTo(2.5);
        assertThat(errors).isEmpty();
    }

    @Test
    void floatValue_writesAFloatProperty() {
        FloatProperty target = new SimpleFloatProperty();
        Motion.create(1.0, 3.0, 2).withScheduler(frames).bind(target, FxBinders.floatValue());

        frames.update(1);

        assertThat(target.get()).isEqualTo(2f);
    }

    @Test
    void integerValue_writesAnIntegerProperty() {
        IntegerProperty target = new SimpleIntegerProperty(-1);
        Motion.create(0, 100, 1).withScheduler(frames).bind(target, FxBinders.integerValue());

        assertThat(target.get()).as("immediate bind").isZero();
        frames.update(0.5);
        assertThat(target.get()).isEqualTo(50);
        frames.update(1);
        assertThat(target.get()).isEqualTo(100);
    }

    @Test
    void color_writesAColorProperty_andAShapesPaintFill() {
        ObjectProperty<Color> color = new SimpleObjectProperty<>();
        Rectangle rect = new Rectangle(10, 10, Color.BLACK);
        FxColors.motion(Color.BLACK, Color.WHITE, 1).withScheduler(frames).bind(color, FxBinders.color());
        FxColors.motion(Color.RED, Color.BLUE, 1).withScheduler(frames).bind(rect.fillProperty(), FxBinders.color());

        frames.update(0.5);

        assertThat(color.get()).isEqualTo(Color.color(0.5, 0.5, 0.5));
        assertThat(rect.getFill()).isEqualTo(Color.color(0.5, 0, 0.5));
        frames.update(0.5);
        assertThat(color.get()).isEqualTo(Color.WHITE);
        assertThat(rect.getFill()).isEqualTo(Color.BLUE);
    }

    @Test
    void color_overshootingEase_clampsToColorsRange() {
        ObjectProperty<Paint> fill = new SimpleObjectProperty<>();
        Motion.create(Rgba.of(0, 0, 0, 0), Rgba.of(1, 1, 1, 1), 1).withEase(Ease.OUT_BACK)
                .withScheduler(frames).bind(fill, FxBinders.color());

        frames.update(0.6);   // OUT_BACK is above 1 here

        assertThat(errors).isEmpty();
        assertThat(fill.get()).isEqualTo(Color.WHITE);
    }

    @Test
    void nodeBinders_writeTranslateScaleRotateAndOpacity() {
        Rectangle node = new Rectangle(10, 10);
        Motion.create(0.0, 100.0, 1).withScheduler(frames).bind(node, FxBinders.translateX());
        Motion.create(0.0, -100.0, 1).withScheduler(frames).bind(node, FxBinders.translateY());
        Motion.create(0.0, 40.0, 1).withScheduler(frames).bind(node, FxBinders.translateZ());
        Motion.create(0.0, 90.0, 1).withScheduler(frames).bind(node, FxBinders.rotate());
        Motion.create(1.0, 0.0, 1).withScheduler(frames).bind(node, FxBinders.opacity());

        frames.update(0.5);

        assertThat(node.getTranslateX()).isEqualTo(50);
        assertThat(node.getTranslateY()).isEqualTo(-50);
        assertThat(node.getTranslateZ()).isEqualTo(20);
        assertThat(node.getRotate()).isEqualTo(45);
        assertThat(node.getOpacity()).isEqualTo(0.5);
    }

    @Test
    void scaleBinders_writeOneAxis_bothAxes_orEachAxis() {
        Rectangle xOnly = new Rectangle(10, 10);
        Rectangle yOnly = new Rectangle(10, 10);
        Rectangle uniform = new Rectangle(10, 10);
        Rectangle perAxis = new Rectangle(10, 10);
        Motion.create(1.0, 3.0, 1).withScheduler(frames).bind(xOnly, FxBinders.scaleX());
        Motion.create(1.0, 3.0, 1).withScheduler(frames).bind(yOnly, FxBinders.scaleY());
        Motion.create(1.0, 3.0, 1).withScheduler(frames).bind(uniform, FxBinders.scale());
        Motion.create(Float2.of(1, 1), Float2.of(2, 4), 1).withScheduler(frames).bind(perAxis, FxBinders.scaleXY());

        frames.update(0.5);

        assertThat(new double[] {xOnly.getScaleX(), xOnly.getScaleY()}).containsExactly(2, 1);
        assertThat(new double[] {yOnly.getScaleX(), yOnly.getScaleY()}).containsExactly(1, 2);
        assertThat(new double[] {uniform.getScaleX(), uniform.getScaleY()}).containsExactly(2, 2);
        assertThat(new double[] {perAxis.getScaleX(), perAxis.getScaleY()}).containsExactly(1.5, 2.5);
    }

    @Test
    void translate_writesAFloat2MotionToBothAxes() {
        Rectangle node = new Rectangle(10, 10);
        Motion.create(Float2.of(0, 0), Float2.of(320, 40), 1).withScheduler(frames).bind(node, FxBinders.translate());

        frames.update(0.25);

        assertThat(node.getTranslateX()).isEqualTo(80);
        assertThat(node.getTranslateY()).isEqualTo(10);
    }

    @Test
    void translateX_takesFloatMotions_punchReturnsToItsOrigin() {
        Rectangle node = new Rectangle(10, 10);
        List<Double> seen = new ArrayList<>();
        node.translateXProperty().addListener((o, was, now) -> seen.add(now.doubleValue()));
        Motion.punch(5f, 12f, 0.5).withScheduler(frames).bind(node, FxBinders.translateX());

        for (int i = 0; i < 30; i++) {
            frames.update(1 / 60.0);
        }

        assertThat(seen).anySatisfy(x -> assertThat(x).isGreaterThan(5));
        assertThat(node.getTranslateX()).isCloseTo(5, within(1e-6));
    }

    @Test
    void nullTarget_binderFailureReachesTheErrorHandlerNamingTheTarget_otherMotionsGoOn() {
        Rectangle healthy = new Rectangle(10, 10);
        Motion.create(0.0, 1.0, 1).withScheduler(frames).withDebugName("no node")
                .bind((Node) null, FxBinders.opacity());
        Motion.create(0.0, 1.0, 1).withScheduler(frames).withDebugName("no property")
                .bind((DoubleProperty) null, FxBinders.doubleValue());
        Motion.create(0.0, 10.0, 1).withScheduler(frames).bind(healthy, FxBinders.translateX());

        frames.update(0.5);

        assertThat(healthy.getTranslateX()).isEqualTo(5);
        assertThat(errors).anySatisfy(e -> assertThat(e).startsWith("no node: java.lang.NullPointerException")
                .contains("Node.setOpacity"));
        assertThat(errors).anySatisfy(e -> assertThat(e).startsWith("no property: java.lang.NullPointerException")
                .contains("WritableDoubleValue.set"));
    }

    @Test
    void nodesInAShownWindow_animateOnTheFxScheduler() {
        FxMotionScheduler fx = new FxMotionScheduler();
        Rectangle box = new Rectangle(20, 20, Color.BLACK);
        AtomicBoolean done = new AtomicBoolean();
        Stage stage = fromFx(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new Group(box), 200, 100));
            s.show();
            fx.start();
            Motion.create(Float2.of(0, 0), Float2.of(150, 60), 0.2).withScheduler(fx).bind(box, FxBinders.translate());
            FxColors.motion(Color.BLACK, Color.ORANGE, 0.2).withScheduler(fx)
                    .withOnComplete(() -> done.set(true)).bind(box.fillProperty(), FxBinders.color());
            return s;
        });
        try {
            waitOnFx("the motions to complete", done::get);
            assertThat(fromFx(() -> new double[] {box.getTranslateX(), box.getTranslateY()})).containsExactly(150, 60);
            assertThat(fromFx(box::getFill)).isEqualTo(FxColors.toColor(FxColors.toRgba(Color.ORANGE)));
            assertThat(fromFx(stage::isShowing)).isTrue();
        } finally {
            onFx(() -> {
                fx.stop();
                stage.close();
            });
        }
    }
}
