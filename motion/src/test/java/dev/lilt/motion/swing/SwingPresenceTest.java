package dev.lilt.motion.swing;

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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Enter and exit in Swing: removal only after the exit, turn-arounds from where it is, futures. */
class SwingPresenceTest {
    private static final double DT = 1 / 60.0;

    private final ManualMotionScheduler frames = new ManualMotionScheduler("swing presence");

    @AfterEach
    void motionOn() {
        Motion.setReducedMotion(false);
    }

    @Test
    void hide_removesTheComponentOnlyAfterTheExitPlayed_thenTheFutureCompletes() {
        Edt.run(() -> {
            JPanel container = new JPanel();
            container.add(new JLabel("before"));
            AlphaPanel card = new AlphaPanel();
            container.add(card);
            SwingPresence<AlphaPanel> p = SwingPresence.of(card, container).withScheduler(frames)
                    .withExit(0.5, Ease.LINEAR, SwingPresence.fade());
            assertThat(p.isShown()).isTrue();
            List<String> order = new ArrayList<>();
            CompletableFuture<Void> hidden = p.hide().whenComplete((v, e) -> order.add(
                    "future, card in container: " + (card.getParent() == container)));

            frames.update(0.25);
            assertThat(card.getAlpha()).isCloseTo(0.5f, within(1e-6f));
            assertThat(card.getParent()).as("still in its container while the exit plays").isSameAs(container);
            assertThat(hidden).isNotDone();

            frames.update(0.25);
            assertThat(card.getParent()).as("removed right after the exit").isNull();
            assertThat(container.getComponentCount()).isEqualTo(1);
            assertThat(hidden).isCompleted();
            assertThat(order).containsExactly("future, card in container: false");
            assertThat(p.isShown()).isFalse();
            assertThat(p.progress()).isZero();
        });
    }

    @Test
    void show_addsAtTheIndexItLeftFrom_andEntersFromHidden() {
        Edt.run(() -> {
            JLabel a = new JLabel("a");
            AlphaPanel card = new AlphaPanel();
            JLabel c = new JLabel("c");
            JPanel container = new JPanel();
            container.add(a);
            container.add(card);
            container.add(c);
            SwingPresence<AlphaPanel> p = SwingPresence.of(card, container).withScheduler(frames)
                    .withEnter(0.4, Ease.LINEAR, SwingPresence.fade())
                    .withExit(0.1, Ease.LINEAR, SwingPresence.fade());
            p.hide();
            frames.update(0.2);
            assertThat(container.getComponents()).containsExactly(a, c);

            CompletableFuture<Void> shown = p.show();
            assertThat(container.getComponents()).containsExactly(a, card, c);
            assertThat(card.getAlpha()).as("written hidden before the first frame").isZero();
            frames.update(0.2);
            assertThat(card.getAlpha()).isCloseTo(0.5f, within(1e-6f));
            assertThat(shown).isNotDone();
            frames.update(0.2);
            assertThat(shown).isCompleted();
            assertThat(card.getAlpha()).isEqualTo(1f);
            assertThat(p.progress()).isEqualTo(1f);
        });
    }

    @Test
    void showDuringTheExit_turnsAroundFromTheCurrentValue_withoutAJump() {
        Edt.run(() -> {
            JLabel label = new JLabel("toast");
            JPanel container = new JPanel(null);
            container.add(label);
            float[] visibility = {-1};
            SwingPresence<JLabel> p = SwingPresence.of(label, container, (v, l) -> visibility[0] = v)
                    .withScheduler(frames)
                    .withEnter(0.3, Ease.LINEAR, (v, l) -> visibility[0] = v)
                    .withExit(0.6, Ease.IN_CUBIC, (v, l) -> visibility[0] = v);
            CompletableFuture<Void> hidden = p.hide();
            float last = 1;
            float biggestStep = 0;
            for (int i = 0; i < 20; i++) {
                frames.update(DT);
                assertThat(visibility[0]).as("the exit goes down").isLessThanOrEqualTo(last);
                biggestStep = Math.max(biggestStep, last - visibility[0]);
                last = visibility[0];
            }
            float progressAtTurn = p.progress();
            float valueAtTurn = visibility[0];
            assertThat(progressAtTurn).isBetween(0.1f, 0.9f);

            CompletableFuture<Void> shown = p.show();
            assertThat(hidden).isCompletedExceptionally();
            assertThatThrownBy(hidden::join).isInstanceOf(CancellationException.class);
            assertThat(visibility[0]).as("no jump at the turn").isEqualTo(valueAtTurn);
            assertThat(label.getParent()).isSameAs(container);

            frames.update(DT);
            assertThat(visibility[0]).as("the first frame after the turn continues upwards from the value")
                    .isGreaterThan(valueAtTurn).isLessThan(valueAtTurn + 0.1f);
            int turnFrames = 1;
            last = visibility[0];
            while (!shown.isDone()) {
                frames.update(DT);
                assertThat(visibility[0]).as("the way back goes up").isGreaterThanOrEqualTo(last);
                biggestStep = Math.max(biggestStep, visibility[0] - last);
                last = visibility[0];
                turnFrames++;
            }
            assertThat(biggestStep).as("largest change of visibility in a frame").isLessThan(0.1f);
            assertThat(turnFrames * DT).as("the way back takes as long as it is")
                    .isCloseTo(0.6 * (1 - progressAtTurn), within(2 * DT));
            assertThat(visibility[0]).isEqualTo(1f);
            assertThat(shown).isCompleted();
            assertThat(label.getParent()).isSameAs(container);
        });
    }

    @Test
    void hideDuringTheEnter_turnsAround_andRepeatedCallsChangeNothing() {
        Edt.run(() -> {
            AlphaPanel card = new AlphaPanel();
            JPanel container = new JPanel();
            SwingPresence<AlphaPanel> p = SwingPresence.of(card, container).withScheduler(frames)
                    .withEnter(0.5, Ease.LINEAR, SwingPresence.fade())
                    .withExit(0.5, Ease.LINEAR, SwingPresence.fade());
            assertThat(p.isShown()).isFalse();
            CompletableFuture<Void> shown = p.show();
            assertThat(p.show()).as("showing an entering component").isSameAs(shown);
            frames.update(0.25);
            CompletableFuture<Void> hidden = p.hide();
            assertThat(shown).isCompletedExceptionally();
            assertThat(p.hide()).as("hiding an exiting component").isSameAs(hidden);
            assertThat(card.getAlpha()).isCloseTo(0.5f, within(1e-6f));
            frames.update(0.125);
            assertThat(card.getAlpha()).isCloseTo(0.25f, within(1e-6f));
            frames.update(0.125);
            assertThat(hidden).isCompleted();
            assertThat(container.getComponentCount()).isZero();
            assertThat(p.hide()).isCompleted();
        });
    }

    @Test
    void userCancels_nothingFiresTwice() {
        Edt.run(() -> {
            AlphaPanel card = new AlphaPanel();
            JPanel container = new JPanel();
            container.add(card);
            SwingPresence<AlphaPanel> p = SwingPresence.of(card, container).withScheduler(frames)
                    .withExit(0.5, Ease.LINEAR, SwingPresence.fade());
            AtomicInteger hideEnds = new AtomicInteger();
            CompletableFuture<Void> hidden = p.hide();
            hidden.whenComplete((v, e) -> hideEnds.incrementAndGet());
            hidden.cancel(false);
            frames.update(0.5);
            assertThat(card.getParent()).as("the exit plays on and removes the card").isNull();
            assertThat(hidden).isCancelled();
            assertThat(hideEnds).hasValue(1);

            AtomicInteger showEnds = new AtomicInteger();
            CompletableFuture<Void> shown = p.show();
            shown.whenComplete((v, e) -> showEnds.incrementAndGet());
            frames.update(0.1);
            frames.clear();
            assertThat(shown).isCompletedExceptionally();
            assertThatThrownBy(shown::join).isInstanceOf(CancellationException.class);
            frames.update(1);
            assertThat(showEnds).hasValue(1);
            assertThat(card.getAlpha()).as("stopped part way").isBetween(0.01f, 0.99f);
            CompletableFuture<Void> again = p.show();
            assertThat(again).as("a show after the cancelled one enters on").isNotSameAs(shown).isNotDone();
            frames.update(1);
            assertThat(again).isCompleted();
            assertThat(showEnds).hasValue(1);
            assertThat(card.getAlpha()).isEqualTo(1f);
        });
    }

    @Test
    void reducedMotion_showAndHideCompleteAtTheNextUpdate_inOrder_orFadeWhenAsked() {
        Edt.run(() -> {
            Motion.setReducedMotion(true);
            AlphaPanel card = new AlphaPanel();
            JPanel container = new JPanel();
            container.add(card);
            SwingPresence<AlphaPanel> p = SwingPresence.of(card, container).withScheduler(frames)
                    .withExit(1, Ease.LINEAR, (v, panel) -> {
                        panel.setAlpha(v);
                        panel.setLocation(0, Math.round(50 * (1 - v)));
                    });
            List<String> order = new ArrayList<>();
            CompletableFuture<Void> hidden = p.hide().thenRun(() -> order.add("hidden"));
            frames.update(DT);
            assertThat(hidden).isCompleted();
            assertThat(container.getComponentCount()).isZero();
            CompletableFuture<Void> shown = p.show().thenRun(() -> order.add("shown"));
            frames.update(DT);
            assertThat(shown).isCompleted();
            assertThat(order).containsExactly("hidden", "shown");
            assertThat(card.getAlpha()).isEqualTo(1f);
            assertThat(card.getY()).isZero();

            CompletableFuture<Void> faded = p.withFadeWhenReduced(true).hide();
            frames.update(0.5);
            assertThat(card.getAlpha()).as("a plain fade, half way").isCloseTo(0.5f, within(1e-6f));
            assertThat(card.getY()).as("no slide under reduced motion").isZero();
            frames.update(0.5);
            assertThat(faded).isCompleted();
            assertThat(card.getParent()).isNull();
        });
    }

    @Test
    void onTheSwingScheduler_showAndHideCanBeAwaitedOffTheEdt() throws Exception {
        SwingMotionScheduler swing = new SwingMotionScheduler();
        AlphaPanel card = new AlphaPanel();
        JPanel container = new JPanel();
        SwingPresence<AlphaPanel> p = Edt.get(() -> {
            swing.start();
            return SwingPresence.of(card, container).withScheduler(swing)
                    .withEnter(0.1, Ease.OUT_CUBIC, SwingPresence.fade())
                    .withExit(0.1, Ease.IN_CUBIC, SwingPresence.fade());
        });
        try {
            Edt.get(p::show).get(5, TimeUnit.SECONDS);
            assertThat(Edt.get(card::getParent)).isSameAs(container);
            assertThat(Edt.get(card::getAlpha)).isEqualTo(1f);
            Edt.get(p::hide).get(5, TimeUnit.SECONDS);
            assertThat(Edt.get(card::getParent)).isNull();
            assertThat(Edt.get(card::getAlpha)).isZero();

            Motion.setReducedMotion(true);
            Edt.get(p::show).get(5, TimeUnit.SECONDS);
            Edt.get(p::hide).get(5, TimeUnit.SECONDS);
            assertThat(Edt.get(card::getParent)).isNull();
        } finally {
            Edt.run(swing::stop);
        }
    }

    @Test
    void badArguments_andOtherThreads_areRefusedNamingTheArgumentAndValue() {
        JPanel container = new JPanel();
        assertThatThrownBy(() -> SwingPresence.of(new AlphaPanel(), container))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("event dispatch thread");
        Edt.run(() -> {
            AlphaPanel card = new AlphaPanel();
            assertThatThrownBy(() -> SwingPresence.of(null, container)).isInstanceOf(NullPointerException.class)
                    .hasMessage("component == null");
            assertThatThrownBy(() -> SwingPresence.of(card, null)).isInstanceOf(NullPointerException.class)
                    .hasMessage("container == null");
            assertThatThrownBy(() -> SwingPresence.of(card, container, null))
                    .isInstanceOf(NullPointerException.class).hasMessage("transition == null");
            SwingPresence<AlphaPanel> p = SwingPresence.of(card, container);
            assertThatThrownBy(() -> p.withEnter(-2, Ease.LINEAR, SwingPresence.fade()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("seconds").hasMessageContaining("-2");
            assertThatThrownBy(() -> p.withExit(Double.NaN, Ease.LINEAR, SwingPresence.fade()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("seconds").hasMessageContaining("NaN");
            assertThatThrownBy(() -> p.withExit(Double.POSITIVE_INFINITY, Ease.LINEAR, SwingPresence.fade()))
                    .hasMessageContaining("Infinity");
            assertThatThrownBy(() -> p.withEnter(1, null, SwingPresence.fade())).hasMessage("ease == null");
            assertThatThrownBy(() -> p.withScheduler(null)).hasMessage("scheduler == null");

            JLabel secret = new JLabel() {
                @Override
                public String toString() {
                    return "user-secret";
                }
            };
            SwingPresence<JLabel> label = SwingPresence.of(secret, container, (v, l) -> { });
            assertThatThrownBy(() -> label.withFadeWhenReduced(true)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("AlphaPanel").hasMessageNotContaining("user-secret");
            card.add(secret);
            assertThatThrownBy(() -> SwingPresence.of(card, card)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("container");
            AlphaPanel inner = new AlphaPanel();
            card.add(inner);
            assertThatThrownBy(() -> SwingPresence.of(card, inner)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageNotContaining("user-secret");
        });
    }
}
