package dev.lilt.motion.swing;

import dev.lilt.motion.Ease;
import dev.lilt.motion.value.FloatBinder;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.internal.ui.Presence;
import java.awt.Container;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/**
 * Shows and hides a component with a motion in and a motion out (the Swing counterpart of
 * {@code FxPresence} in {@code lilt-motion-javafx}): {@link #show()} adds the component to its
 * container and plays the enter transition; {@link #hide()} plays the exit transition and removes
 * the component from the container only once it has played. Both revalidate and repaint the
 * container when they add or remove.
 *
 * <pre>{@code
 * AlphaPanel toast = new AlphaPanel(new BorderLayout());
 * toast.add(new JLabel("Saved"));
 * SwingPresence<AlphaPanel> presence = SwingPresence.of(toast, overlay).withScheduler(swing)
 *         .withEnter(0.25, Ease.OUT_CUBIC, SwingPresence.fade())
 *         .withExit(0.2, Ease.IN_CUBIC, SwingPresence.fade());
 * presence.show();
 * presence.hide().thenRun(() -> log("gone"));   // completes once the toast is out of the overlay
 * }</pre>
 *
 * <p>What moves. A transition writes the component's look for a visibility from 0 (hidden) to 1
 * (shown): a {@link FloatBinder} of visibility and component. Swing components have no opacity,
 * scale or translation of their own, so the presence does not pick one for every component: the
 * built-in {@link #fade()} sets the alpha of an {@link AlphaPanel} (which paints itself and its
 * children at that alpha), and {@link #of(AlphaPanel, Container)} fades by default; wrap the
 * component in an {@code AlphaPanel} to fade it. Any other look is a lambda: a slide writes the
 * location, in a container without a layout manager (a {@code JLayeredPane}, a glass pane), where
 * the location is the application's and no layout puts it back:
 * {@code (v, panel) -> { panel.setAlpha(v); panel.setLocation(x, y + Math.round(24 * (1 - v))); }}.
 * A look painted by the application reads {@link #progress()} or a value the lambda stores.
 *
 * <p>The enter motion takes the visibility up through its ease; the exit motion takes it down. A
 * show during the exit (or a hide during the enter) turns the running transition around from where
 * it is: the visibility continues from its current value, without a jump, and the turn takes as long
 * as the way back is. A hidden component comes back at the index it left from (or the end, if the
 * container has fewer components).
 *
 * <p>Both directions are awaitable: {@link #show()} and {@link #hide()} return futures that complete
 * when the transition has played (for {@code hide}, after the component was removed), and complete
 * exceptionally with {@link CancellationException} when the other call turns them around, or their
 * motion is cancelled (by its scheduler's {@code clear()} or {@code close()}). Each future completes
 * once; cancelling one yourself leaves the transition playing (the removal still happens).
 *
 * <p>Reduced motion ({@link Motion#setReducedMotion}): the transitions' motions jump, so show and
 * hide take effect at the next update, in order, and their futures still complete;
 * {@link #withFadeWhenReduced(boolean) withFadeWhenReduced(true)} plays a plain fade of the
 * {@code AlphaPanel} instead.
 *
 * <p>Threading: the event dispatch thread, where the scheduler must run (a
 * {@link SwingMotionScheduler}, or a manual scheduler updated on the EDT); other threads get an
 * {@link IllegalStateException}.
 *
 * @param <C> the component's type
 */
public final class SwingPresence<C extends JComponent> {
    private static final FloatBinder<AlphaPanel> FADE = (v, panel) -> panel.setAlpha(SwingColors.unit(v));

    private final C component;
    private final Container container;
    private final Presence<C> presence;
    private int removedIndex = -1;

    private SwingPresence(C component, Container container, FloatBinder<? super C> transition) {
        this.component = component;
        this.container = container;
        this.presence = new Presence<>(new Stage(), component, reducedFade(), transition);
    }

    /**
     * Manages {@code panel}'s presence in {@code container} with fades: shown if it is in the
     * container now, hidden otherwise.
     *
     * @param panel     the panel to show and hide
     * @param container the container it is added to and removed from
     * @return the presence, with a 0.25 s fade in ({@link Ease#OUT_CUBIC}) and a 0.2 s fade out
     *         ({@link Ease#IN_CUBIC}) on the default scheduler
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code panel} is {@code container}, or an ancestor of it
     * @throws IllegalStateException    if called from a thread other than the EDT
     */
    public static SwingPresence<AlphaPanel> of(AlphaPanel panel, Container container) {
        return of(panel, container, FADE);
    }

    /**
     * Manages {@code component}'s presence in {@code container}, with {@code transition} both ways:
     * shown if it is in the container now, hidden otherwise.
     *
     * @param <C>        the component's type
     * @param component  the component to show and hide
     * @param container  the container it is added to and removed from
     * @param transition writes the component for a visibility from 0 (hidden) to 1 (shown)
     * @return the presence, with a 0.25 s enter ({@link Ease#OUT_CUBIC}) and a 0.2 s exit
     *         ({@link Ease#IN_CUBIC}) on the default scheduler
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code component} is {@code container}, or an ancestor of it
     * @throws IllegalStateException    if called from a thread other than the EDT
     */
    public static <C extends JComponent> SwingPresence<C> of(C component, Container container,
                                                             FloatBinder<? super C> transition) {
        Objects.requireNonNull(component, "component == null");
        Objects.requireNonNull(container, "container == null");
        Objects.requireNonNull(transition, "transition == null");
        requireEdt("of");
        if (component == container || SwingUtilities.isDescendingFrom(container, component)) {
            throw new IllegalArgumentException("container is the component or inside it, a "
                    + component.getClass().getName());
        }
        return new SwingPresence<>(component, container, transition);
    }

    /**
     * Runs the transitions' motions on {@code scheduler} (default: {@link Motion#defaultScheduler()}).
     *
     * @param scheduler a scheduler running on the EDT, such as a {@link SwingMotionScheduler}
     * @return this presence
     * @throws NullPointerException if {@code scheduler} is null
     */
    public SwingPresence<C> withScheduler(MotionScheduler scheduler) {
        presence.scheduler(scheduler);
        return this;
    }

    /**
     * Sets the enter transition, for shows from now on.
     *
     * @param seconds    its duration in seconds, &gt;= 0 and finite
     * @param ease       its ease
     * @param transition writes the component for a visibility from 0 to 1
     * @return this presence
     * @throws NullPointerException     if {@code ease} or {@code transition} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public SwingPresence<C> withEnter(double seconds, Ease ease, FloatBinder<? super C> transition) {
        presence.enter(seconds, ease, transition);
        return this;
    }

    /**
     * Sets the exit transition, for hides from now on.
     *
     * @param seconds    its duration in seconds, &gt;= 0 and finite
     * @param ease       its ease, over the way out (an {@code IN} ease leaves slowly, then fast)
     * @param transition writes the component for a visibility from 1 down to 0
     * @return this presence
     * @throws NullPointerException     if {@code ease} or {@code transition} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public SwingPresence<C> withExit(double seconds, Ease ease, FloatBinder<? super C> transition) {
        presence.exit(seconds, ease, transition);
        return this;
    }

    /**
     * Whether, while reduced motion is on, shows and hides play a plain fade of the
     * {@link AlphaPanel} over their duration (default false: they jump).
     *
     * @param fade true to fade when motion is reduced
     * @return this presence
     * @throws IllegalStateException if {@code fade} is true and the component is not an
     *                               {@code AlphaPanel}, which a fade needs
     */
    public SwingPresence<C> withFadeWhenReduced(boolean fade) {
        if (fade && !(component instanceof AlphaPanel)) {
            throw new IllegalStateException("withFadeWhenReduced(true) fades an AlphaPanel; the component is a "
                    + component.getClass().getName());
        }
        presence.fadeWhenReduced(fade);
        return this;
    }

    /**
     * Shows the component: adds it to the container if it is not there and plays the enter
     * transition, or turns a running exit around from where it is. Showing a shown or entering
     * component changes nothing; showing one whose enter was cancelled part way plays the rest.
     *
     * @return a future completed when the component is fully shown; exceptionally with
     *         {@link CancellationException} if a {@link #hide()} turns it around first, or its
     *         motion is cancelled
     * @throws IllegalStateException if called from a thread other than the EDT
     */
    public CompletableFuture<Void> show() {
        requireEdt("show");
        return presence.show();
    }

    /**
     * Hides the component: plays the exit transition and then removes the component from the
     * container (revalidating and repainting the container), or turns a running enter around from
     * where it is. Hiding a hidden or exiting component changes nothing; hiding one whose exit was
     * cancelled part way plays the rest and removes it.
     *
     * @return a future completed once the component has been removed; exceptionally with
     *         {@link CancellationException} if a {@link #show()} turns it around first, or its
     *         motion is cancelled
     * @throws IllegalStateException if called from a thread other than the EDT
     */
    public CompletableFuture<Void> hide() {
        requireEdt("hide");
        return presence.hide();
    }

    /**
     * {@return whether the component is shown or on its way in}
     */
    public boolean isShown() {
        return presence.isShown();
    }

    /**
     * {@return the presence's progress: 0 hidden, 1 shown, in between while a transition plays}
     * The visibility written is this progress through the playing transition's ease.
     */
    public float progress() {
        return (float) presence.progress();
    }

    /**
     * {@return a transition that fades an {@link AlphaPanel}: alpha = visibility, clamped to [0, 1]
     * for eases that overshoot}
     */
    public static FloatBinder<AlphaPanel> fade() {
        return FADE;
    }

    /**
     * {@link #FADE} as a transition of this component, played only once {@link #withFadeWhenReduced}
     * has checked that the component is an AlphaPanel.
     */
    @SuppressWarnings("unchecked")
    private static <C> FloatBinder<? super C> reducedFade() {
        return (FloatBinder<? super C>) (FloatBinder<?>) FADE;
    }

    /** The component's place: its container, and its index there while it is out. */
    private final class Stage implements Presence.Host {
        @Override
        public boolean inContainer() {
            return component.getParent() == container;
        }

        @Override
        public void addToContainer() {
            int count = container.getComponentCount();
            container.add(component, removedIndex < 0 || removedIndex > count ? count : removedIndex);
            container.revalidate();
            container.repaint();
        }

        @Override
        public void removeFromContainer() {
            removedIndex = container.getComponentZOrder(component);
            container.remove(component);
            container.revalidate();
            container.repaint();
        }
    }

    private static void requireEdt(String operation) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("SwingPresence." + operation + " must be called on the event dispatch"
                    + " thread, not '" + Thread.currentThread().getName()
                    + "'; wrap the call in SwingUtilities.invokeLater");
        }
    }
}
