package dev.lilt.motion.swing;

import java.awt.AlphaComposite;
import java.awt.Composite;
import java.awt.FlowLayout;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.LayoutManager;
import javax.swing.JPanel;

/**
 * A panel painted, with everything in it, at an opacity ({@linkplain #setAlpha alpha}) from 0
 * (invisible) to 1 (as a plain {@link JPanel}): Swing components have no opacity of their own, so
 * fade them by putting them in an {@code AlphaPanel} and binding it with
 * {@link SwingBinders#alpha()}.
 *
 * <pre>{@code
 * AlphaPanel card = new AlphaPanel(new BorderLayout());
 * card.add(new JLabel("Saved"));
 * Motion.create(0f, 1f, 0.3).withScheduler(swing).bind(card, SwingBinders.alpha());
 * }</pre>
 *
 * <p>How: {@link #paint(Graphics)} paints through an {@link AlphaComposite} (multiplied with an
 * enclosing panel's, so panels nest). While translucent the panel reports itself not
 * {@linkplain #isOpaque() opaque}, so Swing paints what lies behind it first, and it is a
 * {@linkplain #isPaintingOrigin() painting origin}, so a child that repaints itself (a button
 * under the mouse, a caret) is repainted through this panel's composite instead of opaque on top.
 * A background set as opaque ({@code setOpaque(true)}, the default) is painted at the alpha too.
 * The alpha applies to each thing painted, not to the panel flattened first (as JavaFX's
 * {@code opacity} does): where children overlap each other or the panel's background, the lower
 * one shows through the upper one while the panel is translucent, which a fade hardly shows.
 *
 * <p>Threading: like every Swing component, use it on the event dispatch thread only.
 */
public class AlphaPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    /** How opaque the panel paints, in [0, 1]; serialized with the panel like its other properties. */
    private float alpha = 1f;

    /** Creates an opaque panel with a {@link FlowLayout}, at alpha 1. */
    public AlphaPanel() {
        this(new FlowLayout());
    }

    /**
     * Creates an opaque panel with the given layout, at alpha 1.
     *
     * @param layout the layout manager, or null for none
     */
    public AlphaPanel(LayoutManager layout) {
        super(layout);
    }

    /**
     * The opacity the panel and its children are painted with.
     *
     * @return alpha in [0, 1]
     */
    public float getAlpha() {
        return alpha;
    }

    /**
     * Sets the opacity the panel and its children are painted with, and repaints the panel if it
     * changed.
     *
     * @param alpha 0 (invisible) to 1 (fully opaque)
     * @throws IllegalArgumentException if {@code alpha} is outside [0, 1] or NaN
     */
    public void setAlpha(float alpha) {
        if (!(alpha >= 0f && alpha <= 1f)) {
            throw new IllegalArgumentException("alpha must be in [0, 1]: " + alpha);
        }
        if (alpha != this.alpha) {
            this.alpha = alpha;
            repaint();
        }
    }

    /**
     * Whether the panel paints every pixel of its bounds: only when alpha is 1 and it was made
     * opaque ({@code setOpaque(true)}, the default).
     *
     * @return true when fully opaque
     */
    @Override
    public boolean isOpaque() {
        return alpha >= 1f && super.isOpaque();
    }

    /**
     * While translucent, repaints of children start at this panel so that they pass through its
     * composite.
     *
     * @return true while alpha is below 1
     */
    @Override
    protected boolean isPaintingOrigin() {
        return alpha < 1f;
    }

    /**
     * Paints the panel and its children at {@link #getAlpha()}; nothing at all at alpha 0.
     *
     * @param g the graphics to paint with
     */
    @Override
    public void paint(Graphics g) {
        if (alpha >= 1f) {
            super.paint(g);
            return;
        }
        if (alpha <= 0f) {
            return;
        }
        Graphics2D translucent = (Graphics2D) g.create();
        try {
            translucent.setComposite(AlphaComposite.SrcOver.derive(enclosingAlpha(translucent) * alpha));
            super.paint(translucent);
        } finally {
            translucent.dispose();
        }
    }

    /**
     * Paints the background, at the alpha, when the panel was made opaque: Swing's painting skips
     * it while {@link #isOpaque()} reports false.
     *
     * @param g the graphics to paint with
     */
    @Override
    protected void paintComponent(Graphics g) {
        if (alpha < 1f && super.isOpaque()) {
            g.setColor(getBackground());
            g.fillRect(0, 0, getWidth(), getHeight());
        }
        super.paintComponent(g);
    }

    private static float enclosingAlpha(Graphics2D g) {
        Composite composite = g.getComposite();
        if (composite instanceof AlphaComposite && ((AlphaComposite) composite).getRule() == AlphaComposite.SRC_OVER) {
            return ((AlphaComposite) composite).getAlpha();
        }
        return 1f;
    }
}
