package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static dev.lilt.motion.javafx.FxToolkit.waitOnFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.Ease;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * FLIP on a VBox: after a layout change each row shows at its old place, half way at half the
 * motion, and at the layout's own bounds at the end; a change mid-flight starts from where the row is.
 */
class FxFlipTest {
    private static final double TOLERANCE = 1e-6;

    private final ManualMotionScheduler frames = new ManualMotionScheduler("flip");

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @AfterEach
    void motionOn() {
        Motion.setReducedMotion(false);
    }

    private static Region row(double height) {
        Region r = new Region();
        r.setMinSize(100, height);
        r.setPrefSize(100, height);
        r.setMaxSize(100, height);
        return r;
    }

    /** Lays the box out and measures, as a pulse's layout pass and post-layout listener do. */
    private static void layout(VBox box, FxFlip flip) {
        box.applyCss();
        box.layout();
        flip.measure();
    }

    /** Where the row shows in the box: its layout bounds under its transforms. */
    private static Bounds shown(Region row) {
        return row.getBoundsInParent();
    }

    @Test
    void reorder_rowsShowAtTheirOldPlace_thenHalfWay_thenAtTheLayoutsBounds() {
        onFx(() -> {
            Region a = row(20);
            Region b = row(30);
            Region c = row(40);
            VBox box = new VBox(a, b, c);
            FxFlip flip = FxFlip.attach(box, frames).withDuration(0.4).withEase(Ease.LINEAR);
            layout(box, flip);
            double oldA = shown(a).getMinY();
            double oldC = shown(c).getMinY();
            assertThat(oldA).isZero();
            assertThat(oldC).isEqualTo(50.0);

            box.getChildren().setAll(c, b, a);
            layout(box, flip);
            assertThat(a.getLayoutY()).as("the layout's new place").isEqualTo(70.0);
            assertThat(shown(a).getMinY()).as("start: the old place").isCloseTo(oldA, within(TOLERANCE));
            assertThat(shown(c).getMinY()).isCloseTo(oldC, within(TOLERANCE));

            frames.update(0.2);
            assertThat(shown(a).getMinY()).as("middle").isCloseTo((oldA + 70.0) / 2, within(TOLERANCE));
            assertThat(shown(c).getMinY()).isCloseTo(oldC / 2, within(TOLERANCE));

            frames.update(0.2);
            Bounds laidOut = a.getLayoutBounds();
            assertThat(shown(a)).as("end: the layout's own bounds").isEqualTo(new BoundingBox(a.getLayoutX()
                    + laidOut.getMinX(), a.getLayoutY() + laidOut.getMinY(), laidOut.getWidth(), laidOut.getHeight()));
            assertThat(shown(a).getMinY()).isEqualTo(a.getLayoutY());
            assertThat(shown(c).getMinY()).isEqualTo(c.getLayoutY());
            assertThat(a.getTranslateY()).isZero();
            flip.close();
        });
    }

    @Test
    void sizeChange_scalesFromTheOldSize() {
        onFx(() -> {
            Region a = row(20);
            VBox box = new VBox(a);
            box.setFillWidth(false);
            FxFlip flip = FxFlip.attach(box, frames).withDuration(1).withEase(Ease.LINEAR);
            layout(box, flip);

            a.setMinSize(50, 20);
            a.setPrefSize(50, 20);
            a.setMaxSize(50, 20);
            layout(box, flip);
            assertThat(a.getWidth()).isEqualTo(50.0);
            assertThat(shown(a).getWidth()).as("start: the old width").isCloseTo(100.0, within(TOLERANCE));
            assertThat(shown(a).getMinX()).isCloseTo(0.0, within(TOLERANCE));
            frames.update(0.5);
            assertThat(shown(a).getWidth()).as("middle").isCloseTo(75.0, within(TOLERANCE));
            frames.update(0.5);
            assertThat(shown(a).getWidth()).isEqualTo(50.0);
            assertThat(shown(a).getMinX()).isEqualTo(0.0);
        });
    }

    @Test
    void secondChangeMidFlight_startsFromWhereTheRowIs() {
        onFx(() -> {
            Region a = row(20);
            Region b = row(20);
            VBox box = new VBox(a, b);
            FxFlip flip = FxFlip.attach(box, frames).withDuration(1).withEase(Ease.LINEAR);
            layout(box, flip);

            box.getChildren().setAll(b, a);
            layout(box, flip);
            frames.update(0.25);
            double before = shown(a).getMinY(); // a on its way from 0 to 20: at 5
            assertThat(before).isCloseTo(5.0, within(TOLERANCE));

            box.getChildren().setAll(a, b);
            layout(box, flip);
            assertThat(shown(a).getMinY()).as("no jump at the second change").isCloseTo(before, within(TOLERANCE));
            frames.update(0.5);
            assertThat(shown(a).getMinY()).isCloseTo(before / 2, within(TOLERANCE));
            frames.update(0.5);
            assertThat(shown(a).getMinY()).isZero();
        });
    }

    @Test
    void removedRow_othersSlideUp_andItsTransformIsReset() {
        onFx(() -> {
            Region a = row(20);
            Region b = row(20);
            VBox box = new VBox(a, b);
            FxFlip flip = FxFlip.attach(box, frames).withDuration(1).withEase(Ease.LINEAR);
            layout(box, flip);
            box.getChildren().setAll(b, a);
            layout(box, flip);
            frames.update(0.5);

            box.getChildren().remove(a);
            layout(box, flip);
            assertThat(a.getTranslateY()).isZero();
            assertThat(shown(b).getMinY()).as("b keeps going from where it was").isCloseTo(10.0, within(TOLERANCE));
            frames.update(1);
            assertThat(shown(b).getMinY()).isZero();
        });
    }

    @Test
    void reducedMotion_rowsLandAtOnce() {
        onFx(() -> {
            Motion.setReducedMotion(true);
            Region a = row(20);
            Region b = row(20);
            VBox box = new VBox(a, b);
            FxFlip flip = FxFlip.attach(box, frames);
            layout(box, flip);
            box.getChildren().setAll(b, a);
            layout(box, flip);
            frames.update(1 / 60.0);
            assertThat(shown(a).getMinY()).isEqualTo(20.0);
        });
    }

    @Test
    void inAShowingStage_thePulsesLayoutAndMeasure() {
        Region a = row(20);
        Region b = row(20);
        VBox box = new VBox(a, b);
        Stage stage = fromFx(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(box, 200, 100));
            FxFlip.attach(box, frames).withDuration(1).withEase(Ease.LINEAR);
            s.show();
            return s;
        });
        try {
            waitOnFx("the first layout", () -> b.getLayoutY() == 20);
            onFx(() -> box.getChildren().setAll(b, a));
            waitOnFx("the pulse's layout and measure", () -> a.getLayoutY() == 20 && a.getTranslateY() == -20);
            assertThat(fromFx(() -> shown(a).getMinY())).isZero();
            onFx(() -> frames.update(1));
            assertThat(fromFx(() -> shown(a).getMinY())).isEqualTo(20.0);
        } finally {
            onFx(stage::close);
        }
    }

    @Test
    void offTheFxThread_andBadSettings_areRefused() {
        assertThatThrownBy(() -> FxFlip.attach(new VBox(), frames)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("FX application thread");
        onFx(() -> assertThatThrownBy(() -> FxFlip.attach(new VBox(), frames).withDuration(Double.NaN))
                .hasMessageContaining("NaN"));
    }
}
