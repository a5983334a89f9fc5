package dev.lilt.motion.swing;

import dev.lilt.motion.value.Float2Binder;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Float4Binder;
import dev.lilt.motion.value.FloatBinder;
import java.awt.Color;
import java.awt.Component;
import java.awt.Rectangle;
import java.util.Objects;

/**
 * Binders that write motion values to AWT and Swing components, for {@code bind(component, binder)}.
 * Each is a stateless singleton: binding through one allocates nothing beyond the motion's
 * builder and handle, and frames allocate nothing (the colour binders make a {@link Color} only
 * on frames where the 8-bit colour changes: AWT colours are immutable).
 *
 * <pre>{@code
 * // on the event dispatch thread, with a started SwingMotionScheduler `swing`
 * Motion.create(Float2.of(20, 20), Float2.of(300, 20), 0.6).withEase(Ease.OUT_BACK)
 *         .withScheduler(swing).bind(button, SwingBinders.location());
 * SwingColors.motion(Color.WHITE, Color.ORANGE, 0.3).withScheduler(swing)
 *         .bind(panel, SwingBinders.background());
 * Motion.create(0f, 1f, 0.4).withScheduler(swing).bind(alphaPanel, SwingBinders.alpha());
 * }</pre>
 *
 * <p>Pixel values are rounded to the nearest int; widths and heights below 0 (an overshooting
 * ease) are written as 0. Moving or resizing a component repaints what it uncovers and covers,
 * as {@link Component#setBounds(int, int, int, int)} does.
 *
 * <p>Threading: a binder runs on its scheduler's thread; Swing components may only be touched on
 * the event dispatch thread, so bind components to motions on a {@link SwingMotionScheduler}
 * (or a scheduler that you advance on the EDT). The component passed to {@code bind} must not be
 * null: core {@code bind} accepts a null state, so a null component is only found when the binder
 * first runs, where its {@link NullPointerException} goes to the scheduler's unhandled-error
 * handler with the motion's debug name.
 */
public final class SwingBinders {
    private static final Float2Binder<Component> LOCATION =
            (x, y, c) -> c.setLocation(Math.round(x), Math.round(y));
    private static final Float2Binder<Component> SIZE =
            (width, height, c) -> c.setSize(extent(width), extent(height));
    private static final Float4Binder<Component> BOUNDS =
            (x, y, width, height, c) -> c.setBounds(Math.round(x), Math.round(y), extent(width), extent(height));
    private static final Float4Binder<Component> BACKGROUND = (r, g, b, a, c) -> {
        int argb = SwingColors.argb(r, g, b, a);
        if (!c.isBackgroundSet() || c.getBackground().getRGB() != argb) {
            c.setBackground(new Color(argb, true));
        }
    };
    private static final Float4Binder<Component> FOREGROUND = (r, g, b, a, c) -> {
        int argb = SwingColors.argb(r, g, b, a);
        if (!c.isForegroundSet() || c.getForeground().getRGB() != argb) {
            c.setForeground(new Color(argb, true));
        }
    };
    private static final FloatBinder<AlphaPanel> ALPHA = (alpha, panel) -> panel.setAlpha(SwingColors.unit(alpha));

    private SwingBinders() {
    }

    /**
     * Writes a {@code Float2} motion's x and y to {@link Component#setLocation(int, int)}.
     *
     * @return the binder, for {@code Float2} motions, in pixels of the parent's coordinates
     */
    public static Float2Binder<Component> location() {
        return LOCATION;
    }

    /**
     * Writes a {@code Float2} motion's x (width) and y (height) to
     * {@link Component#setSize(int, int)}.
     *
     * @return the binder, for {@code Float2} motions, in pixels
     */
    public static Float2Binder<Component> size() {
        return SIZE;
    }

    /**
     * Writes a {@code Float4} motion's x, y, z (width) and w (height) to
     * {@link Component#setBounds(int, int, int, int)}; {@link #toFloat4(Rectangle)} gives the
     * {@code Float4} of a {@link Rectangle}.
     *
     * @return the binder, for {@code Float4} motions, in pixels
     */
    public static Float4Binder<Component> bounds() {
        return BOUNDS;
    }

    /**
     * Writes a colour motion's channels to {@link Component#setBackground(Color)}, each channel
     * clamped to [0, 1] and rounded to 8 bits. Only an opaque component paints its background.
     *
     * @return the binder, for colour motions ({@link SwingColors#motion} or {@code Motion.create(Rgba, Rgba, s)})
     */
    public static Float4Binder<Component> background() {
        return BACKGROUND;
    }

    /**
     * Writes a colour motion's channels to {@link Component#setForeground(Color)}, each channel
     * clamped to [0, 1] and rounded to 8 bits.
     *
     * @return the binder, for colour motions ({@link SwingColors#motion} or {@code Motion.create(Rgba, Rgba, s)})
     */
    public static Float4Binder<Component> foreground() {
        return FOREGROUND;
    }

    /**
     * Writes the value, clamped to [0, 1], to {@link AlphaPanel#setAlpha(float)}, which repaints
     * the panel and its children with that opacity.
     *
     * @return the binder, for float motions, in [0, 1]
     */
    public static FloatBinder<AlphaPanel> alpha() {
        return ALPHA;
    }

    /**
     * A rectangle's bounds as (x, y, width, height): the start or end of a {@code Float4}
     * motion bound with {@link SwingBinders#bounds()}.
     *
     * @param bounds the rectangle, for example {@code component.getBounds()}
     * @return (x, y, width, height) in pixels
     * @throws NullPointerException if {@code bounds} is null
     */
    public static Float4 toFloat4(Rectangle bounds) {
        Objects.requireNonNull(bounds, "bounds == null");
        return Float4.of(bounds.x, bounds.y, bounds.width, bounds.height);
    }

    private static int extent(float pixels) {
        return Math.max(0, Math.round(pixels));
    }
}
