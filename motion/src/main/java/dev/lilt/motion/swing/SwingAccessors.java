package dev.lilt.motion.swing;

import dev.lilt.motion.value.FloatAccessor;
import java.awt.Component;

/**
 * Accessors that read and write component properties, for property motions that start from the
 * current value ({@code Motion.to}) or move it by a delta ({@code Motion.by}). Each is a
 * stateless singleton, so it also serves as the property's key: a new property motion on the same
 * component and accessor replaces the one running.
 *
 * <pre>{@code
 * // wherever the button is now, slide it to x = 300; a second call mid-way retargets from there
 * Motion.to(button, SwingAccessors.x(), 300f, 0.4).withScheduler(swing).withEase(Ease.OUT_CUBIC).start();
 * Motion.to(card, SwingAccessors.alpha(), 0f, 0.3).withScheduler(swing).start();   // an AlphaPanel
 * }</pre>
 *
 * <p>Pixel values are written rounded to the nearest int, as {@link SwingBinders} writes them, and
 * read back as ints; widths and heights below 0 are written as 0, alphas are clamped to [0, 1].
 * A null component is rejected by {@code Motion.to} and {@code Motion.by} at the call. Accessors
 * run on the scheduler's thread: use a {@link SwingMotionScheduler}, whose thread is the event
 * dispatch thread.
 */
public final class SwingAccessors {
    private static final FloatAccessor<Component> X =
            FloatAccessor.of(Component::getX, (x, c) -> c.setLocation(Math.round(x), c.getY()));
    private static final FloatAccessor<Component> Y =
            FloatAccessor.of(Component::getY, (y, c) -> c.setLocation(c.getX(), Math.round(y)));
    private static final FloatAccessor<Component> WIDTH =
            FloatAccessor.of(Component::getWidth, (w, c) -> c.setSize(Math.max(0, Math.round(w)), c.getHeight()));
    private static final FloatAccessor<Component> HEIGHT =
            FloatAccessor.of(Component::getHeight, (h, c) -> c.setSize(c.getWidth(), Math.max(0, Math.round(h))));
    private static final FloatAccessor<AlphaPanel> ALPHA =
            FloatAccessor.of(AlphaPanel::getAlpha, (a, panel) -> panel.setAlpha(SwingColors.unit(a)));

    private SwingAccessors() {
    }

    /**
     * A component's x ({@link Component#getX()}, written with {@link Component#setLocation(int, int)}).
     *
     * @return the accessor, in pixels of the parent's coordinates
     */
    public static FloatAccessor<Component> x() {
        return X;
    }

    /**
     * A component's y ({@link Component#getY()}, written with {@link Component#setLocation(int, int)}).
     *
     * @return the accessor, in pixels of the parent's coordinates
     */
    public static FloatAccessor<Component> y() {
        return Y;
    }

    /**
     * A component's width ({@link Component#getWidth()}, written with {@link Component#setSize(int, int)}).
     *
     * @return the accessor, in pixels
     */
    public static FloatAccessor<Component> width() {
        return WIDTH;
    }

    /**
     * A component's height ({@link Component#getHeight()}, written with {@link Component#setSize(int, int)}).
     *
     * @return the accessor, in pixels
     */
    public static FloatAccessor<Component> height() {
        return HEIGHT;
    }

    /**
     * An {@link AlphaPanel}'s alpha.
     *
     * @return the accessor, in [0, 1]
     */
    public static FloatAccessor<AlphaPanel> alpha() {
        return ALPHA;
    }
}
