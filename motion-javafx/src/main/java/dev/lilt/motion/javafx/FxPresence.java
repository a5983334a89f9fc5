package dev.lilt.motion.javafx;

import dev.lilt.motion.Ease;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.internal.ui.Presence;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * Shows and hides a node with a motion in and a motion out (Compose's {@code AnimatedVisibility},
 * Motion's {@code AnimatePresence}): {@link #show()} adds the node to its container and plays the
 * enter transition; {@link #hide()} plays the exit transition and removes the node from the
 * container only once it has played.
 *
 * <pre>{@code
 * FxPresence toast = FxPresence.of(toastBox, overlay).withScheduler(fx)
 *         .withEnter(0.25, Ease.OUT_CUBIC, FxPresence.fadeAndSlide(0, 24))
 *         .withExit(0.2, Ease.IN_CUBIC, FxPresence.fadeAndScale(0.9));
 * toast.show();
 * toast.hide().thenRun(() -> log("gone"));   // completes once the node is out of the overlay
 * }</pre>
 *
 * <p>A transition writes a node's look for a visibility from 0 (hidden) to 1 (shown). The enter
 * motion takes the visibility up through its ease; the exit motion takes it down. A show during the
 * exit (or a hide during the enter) turns the running transition around from where it is: the
 * node retraces its path, without a jump, and the turn takes as long as the way back is. A hidden
 * node comes back at the index it left from (or the end, if the container has fewer children).
 *
 * <p>Both directions are awaitable: {@link #show()} and {@link #hide()} return futures that complete
 * when the transition has played (for {@code hide}, after the node was removed), and complete
 * exceptionally with {@link CancellationException} when the other call turns them around, or their
 * motion is cancelled (by its scheduler's {@code clear()} or {@code close()}).
 *
 * <p>Reduced motion ({@link Motion#setReducedMotion}): the transitions' motions jump, so show and
 * hide take effect at the next update, in order, and their futures still complete;
 * {@link #withFadeWhenReduced(boolean) withFadeWhenReduced(true)} plays a plain fade instead.
 *
 * <p>Threading: the FX application thread, where the scheduler must run; other threads get an
 * {@link IllegalStateException}.
 */
public final class FxPresence {
    private static final ScalarBinder<Node> FADE = (v, node) -> node.setOpacity(v);

    private final Node node;
    private final Pane container;
    private final Presence<Node> presence;
    private int removedIndex = -1;

    private FxPresence(Node node, Pane container) {
        this.node = node;
        this.container = container;
        this.presence = new Presence<>(new Stage(), node, FADE, FADE);
    }

    /**
     * Manages {@code node}'s presence in {@code container}: shown if it is among the container's
     * children now, hidden otherwise.
     *
     * @param node      the node to show and hide
     * @param container the pane it is added to and removed from
     * @return the presence, with a 0.25 s fade in ({@link Ease#OUT_CUBIC}) and a 0.2 s fade out
     *         ({@link Ease#IN_CUBIC}) on the default scheduler
     * @throws NullPointerException  if an argument is null
     * @throws IllegalStateException if called from a thread other than the FX application thread
     */
    public static FxPresence of(Node node, Pane container) {
        Objects.requireNonNull(node, "node == null");
        Objects.requireNonNull(container, "container == null");
        FxLinks.requireFxThread("FxPresence.of");
        return new FxPresence(node, container);
    }

    /**
     * Runs the transitions' motions on {@code scheduler} (default: {@link Motion#defaultScheduler()}).
     *
     * @param scheduler a scheduler running on the FX thread, such as an {@link FxMotionScheduler}
     * @return this presence
     * @throws NullPointerException if {@code scheduler} is null
     */
    public FxPresence withScheduler(MotionScheduler scheduler) {
        presence.scheduler(scheduler);
        return this;
    }

    /**
     * Sets the enter transition, for shows from now on.
     *
     * @param seconds    its duration, &gt;= 0 and finite
     * @param ease       its ease
     * @param transition writes the node for a visibility from 0 to 1
     * @return this presence
     * @throws NullPointerException     if {@code ease} or {@code transition} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public FxPresence withEnter(double seconds, Ease ease, ScalarBinder<Node> transition) {
        presence.enter(seconds, ease, transition);
        return this;
    }

    /**
     * Sets the exit transition, for hides from now on.
     *
     * @param seconds    its duration, &gt;= 0 and finite
     * @param ease       its ease, over the way out (an {@code IN} ease leaves slowly, then fast)
     * @param transition writes the node for a visibility from 1 down to 0
     * @return this presence
     * @throws NullPointerException     if {@code ease} or {@code transition} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public FxPresence withExit(double seconds, Ease ease, ScalarBinder<Node> transition) {
        presence.exit(seconds, ease, transition);
        return this;
    }

    /**
     * Whether, while reduced motion is on, shows and hides play a plain fade of their duration
     * (default false: they jump).
     *
     * @param fade true to fade when motion is reduced
     * @return this presence
     */
    public FxPresence withFadeWhenReduced(boolean fade) {
        presence.fadeWhenReduced(fade);
        return this;
    }

    /**
     * Shows the node: adds it to the container if it is not there and plays the enter transition,
     * or turns a running exit around from where it is. Showing a shown or entering node changes
     * nothing; showing one whose enter was cancelled part way plays the rest.
     *
     * @return a future completed when the node is fully shown; exceptionally with
     *         {@link CancellationException} if a {@link #hide()} turns it around first
     * @throws IllegalStateException if called from a thread other than the FX application thread
     */
    public CompletableFuture<Void> show() {
        FxLinks.requireFxThread("FxPresence.show");
        return presence.show();
    }

    /**
     * Hides the node: plays the exit transition and then removes the node from the container, or
     * turns a running enter around from where it is. Hiding a hidden or exiting node changes
     * nothing; hiding one whose exit was cancelled part way plays the rest and removes it.
     *
     * @return a future completed once the node has been removed; exceptionally with
     *         {@link CancellationException} if a {@link #show()} turns it around first
     * @throws IllegalStateException if called from a thread other than the FX application thread
     */
    public CompletableFuture<Void> hide() {
        FxLinks.requireFxThread("FxPresence.hide");
        return presence.hide();
    }

    /**
     * {@return whether the node is shown or on its way in}
     */
    public boolean isShown() {
        return presence.isShown();
    }

    /**
     * {@return the presence's progress: 0 hidden, 1 shown, in between while a transition plays}
     */
    public double progress() {
        return presence.progress();
    }

    /** The node's place: its container, and its index there while it is out. */
    private final class Stage implements Presence.Host {
        @Override
        public boolean inContainer() {
            return container.getChildren().contains(node);
        }

        @Override
        public void addToContainer() {
            int size = container.getChildren().size();
            container.getChildren().add(removedIndex < 0 || removedIndex > size ? size : removedIndex, node);
        }

        @Override
        public void removeFromContainer() {
            removedIndex = container.getChildren().indexOf(node);
            container.getChildren().remove(node);
        }
    }

    /**
     * {@return a transition that fades: opacity = visibility}
     */
    public static ScalarBinder<Node> fade() {
        return FADE;
    }

    /**
     * A transition that fades and slides: opacity = visibility, and the node is translated by
     * ({@code dx}, {@code dy}) × (1 − visibility), so it arrives from that offset and leaves towards it.
     *
     * @param dx the offset when hidden, pixels
     * @param dy the offset when hidden, pixels
     * @return the transition
     */
    public static ScalarBinder<Node> fadeAndSlide(double dx, double dy) {
        return (v, node) -> {
            node.setOpacity(v);
            node.setTranslateX(dx * (1 - v));
            node.setTranslateY(dy * (1 - v));
        };
    }

    /**
     * A transition that fades and scales: opacity = visibility, scale from {@code hiddenScale}
     * (hidden) to 1 (shown), about the node's centre.
     *
     * @param hiddenScale the scale when hidden, e.g. 0.9
     * @return the transition
     */
    public static ScalarBinder<Node> fadeAndScale(double hiddenScale) {
        return (v, node) -> {
            double s = hiddenScale + (1 - hiddenScale) * v;
            node.setOpacity(v);
            node.setScaleX(s);
            node.setScaleY(s);
        };
    }
}
