package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.Ease;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Enter and exit: removal only after the exit, turn-arounds from where the node is, futures. */
class FxPresenceTest {
    private static final double DT = 1 / 60.0;

    private final ManualMotionScheduler frames = new ManualMotionScheduler("presence");

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @AfterEach
    void motionOn() {
        Motion.setReducedMotion(false);
    }

    @Test
    void hide_removesTheNodeOnlyAfterTheExitPlayed_thenTheFutureCompletes() {
        onFx(() -> {
            Pane container = new Pane(new Rectangle(5, 5));
            Rectangle node = new Rectangle(10, 10);
            container.getChildren().add(node);
            FxPresence p = FxPresence.of(node, container).withScheduler(frames)
                    .withExit(0.5, Ease.LINEAR, FxPresence.fade());
            List<String> order = new ArrayList<>();
            CompletableFuture<Void> hidden = p.hide().whenComplete((v, e) -> order.add(
                    "future, node in container: " + container.getChildren().contains(node)));

            frames.update(0.25);
            assertThat(node.getOpacity()).isCloseTo(0.5, within(1e-9));
            assertThat(container.getChildren()).contains(node);
            assertThat(hidden).isNotDone();

            frames.update(0.25);
            assertThat(container.getChildren()).doesNotContain(node);
            assertThat(hidden).isCompleted();
            assertThat(order).containsExactly("future, node in container: false");
            assertThat(p.isShown()).isFalse();
        });
    }

    @Test
    void show_addsAtTheIndexItLeftFrom_andEntersFromHidden() {
        onFx(() -> {
            Rectangle a = new Rectangle();
            Rectangle node = new Rectangle();
            Rectangle c = new Rectangle();
            Pane container = new Pane(a, node, c);
            FxPresence p = FxPresence.of(node, container).withScheduler(frames)
                    .withEnter(0.4, Ease.LINEAR, FxPresence.fadeAndSlide(0, 40))
                    .withExit(0.1, Ease.LINEAR, FxPresence.fade());
            p.hide();
            frames.update(0.2);
            assertThat(container.getChildren()).containsExactly(a, c);

            CompletableFuture<Void> shown = p.show();
            assertThat(container.getChildren()).containsExactly(a, node, c);
            assertThat(node.getOpacity()).as("written hidden before the first frame").isZero();
            assertThat(node.getTranslateY()).isEqualTo(40.0);
            frames.update(0.2);
            assertThat(node.getTranslateY()).isCloseTo(20.0, within(1e-9));
            frames.update(0.2);
            assertThat(shown).isCompleted();
            assertThat(node.getOpacity()).isEqualTo(1.0);
            assertThat(node.getTranslateY()).isZero();
        });
    }

    @Test
    void showDuringTheExit_turnsAroundFromWhereItIs_withoutAJump() {
        onFx(() -> {
            Rectangle node = new Rectangle();
            Pane container = new Pane(node);
            FxPresence p = FxPresence.of(node, container).withScheduler(frames)
                    .withEnter(0.3, Ease.OUT_BACK, FxPresence.fadeAndScale(0.5))
                    .withExit(0.6, Ease.IN_CUBIC, FxPresence.fadeAndSlide(0, 80));
            CompletableFuture<Void> hidden = p.hide();
            double last = node.getTranslateY();
            double biggestStep = 0;
            for (int i = 0; i < 20; i++) {
                frames.update(DT);
                biggestStep = Math.max(biggestStep, Math.abs(node.getTranslateY() - last));
                last = node.getTranslateY();
            }
            double progressAtTurn = p.progress();
            double opacityAtTurn = node.getOpacity();
            assertThat(progressAtTurn).isBetween(0.1, 0.9);

            CompletableFuture<Void> shown = p.show();
            assertThat(hidden).isCompletedExceptionally();
            assertThatThrownBy(hidden::join).isInstanceOf(CancellationException.class);
            assertThat(node.getOpacity()).as("no jump at the turn").isEqualTo(opacityAtTurn);
            assertThat(container.getChildren()).contains(node);

            int turnFrames = 0;
            while (!shown.isDone()) {
                frames.update(DT);
                biggestStep = Math.max(biggestStep, Math.abs(node.getTranslateY() - last));
                last = node.getTranslateY();
                turnFrames++;
            }
            assertThat(biggestStep).as("largest move in a frame, px").isLessThan(80 * 0.1);
            assertThat(turnFrames * DT).as("the way back takes as long as it is")
                    .isCloseTo(0.6 * (1 - progressAtTurn), within(2 * DT));
            assertThat(node.getTranslateY()).isZero();
            assertThat(node.getOpacity()).isEqualTo(1.0);
            assertThat(container.getChildren()).contains(node);
        });
    }

    @Test
    void hideDuringTheEnter_turnsAround_andShowOfAShownNodeChangesNothing() {
        onFx(() -> {
            Rectangle node = new Rectangle();
            Pane container = new Pane();
            FxPresence p = FxPresence.of(node, container).withScheduler(frames)
                    .withEnter(0.5, Ease.LINEAR, FxPresence.fade());
            CompletableFuture<Void> shown = p.show();
            assertThat(p.show()).isSameAs(shown);
            frames.update(0.25);
            CompletableFuture<Void> hidden = p.hide();
            assertThat(shown).isCompletedExceptionally();
            assertThat(node.getOpacity()).isCloseTo(0.5, within(1e-9));
            frames.update(0.125);
            assertThat(node.getOpacity()).isCloseTo(0.25, within(1e-9));
            frames.update(0.125);
            assertThat(hidden).isCompleted();
            assertThat(container.getChildren()).isEmpty();
            assertThat(p.hide()).isCompleted();
        });
    }

    @Test
    void aTransitionCancelledPartWay_isPlayedOnByTheNextShowOrHide() {
        onFx(() -> {
            Pane container = new Pane();
            Rectangle node = new Rectangle(10, 10);
            FxPresence p = FxPresence.of(node, container).withScheduler(frames)
                    .withEnter(0.5, Ease.LINEAR, FxPresence.fade())
                    .withExit(0.5, Ease.LINEAR, FxPresence.fade());
            CompletableFuture<Void> shown = p.show();
            frames.update(0.1);
            frames.clear();
            assertThat(shown).isCompletedExceptionally();
            assertThat(node.getOpacity()).as("stopped part way").isBetween(0.01, 0.99);

            CompletableFuture<Void> again = p.show();
            assertThat(again).as("the next show enters on").isNotSameAs(shown).isNotDone();
            frames.update(1);
            assertThat(again).isCompleted();
            assertThat(node.getOpacity()).isEqualTo(1.0);

            CompletableFuture<Void> hidden = p.hide();
            frames.update(0.1);
            frames.clear();
            assertThat(hidden).isCompletedExceptionally();
            assertThat(container.getChildren()).as("an exit cut short leaves the node").contains(node);
            CompletableFuture<Void> hiddenAgain = p.hide();
            assertThat(hiddenAgain).as("the next hide exits on").isNotDone();
            frames.update(1);
            assertThat(hiddenAgain).isCompleted();
            assertThat(container.getChildren()).doesNotContain(node);
            assertThat(p.hide()).as("hiding a hidden node changes nothing").isCompleted();
        });
    }

    @Test
    void reducedMotion_showAndHideTakeEffectAtTheNextUpdate_inOrder_orFadeWhenAsked() {
        onFx(() -> {
            Motion.setReducedMotion(true);
            Rectangle node = new Rectangle();
            Pane container = new Pane(node);
            FxPresence p = FxPresence.of(node, container).withScheduler(frames)
                    .withExit(1, Ease.LINEAR, FxPresence.fadeAndSlide(0, 50));
            List<String> order = new ArrayList<>();
            p.hide().thenRun(() -> order.add("hidden"));
            frames.update(DT);
            assertThat(container.getChildren()).isEmpty();
            p.show().thenRun(() -> order.add("shown"));
            frames.update(DT);
            assertThat(order).containsExactly("hidden", "shown");
            assertThat(node.getOpacity()).isEqualTo(1.0);

            p.withFadeWhenReduced(true).hide();
            frames.update(0.5);
            assertThat(node.getOpacity()).as("a plain fade, half way").isCloseTo(0.5, within(1e-9));
            assertThat(node.getTranslateY()).as("no slide under reduced motion").isZero();
        });
    }

    @Test
    void offTheFxThread_andBadSettings_areRefusedWithTheirValue() {
        Pane container = new Pane();
        assertThatThrownBy(() -> FxPresence.of(new Rectangle(), container))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("FX application thread");
        onFx(() -> assertThatThrownBy(() -> FxPresence.of(new Rectangle(), container)
                .withEnter(-2, Ease.LINEAR, FxPresence.fade())).hasMessageContaining("-2"));
    }
}
