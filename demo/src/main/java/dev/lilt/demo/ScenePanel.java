package dev.lilt.demo;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JPanel;

/**
 * The window's canvas for one scene: paints it scaled to fill the panel (one scale for both axes,
 * centred, so nothing is stretched) and forwards the mouse to it in the scene's coordinates.
 */
final class ScenePanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private final transient Scene scene;

    ScenePanel(Scene scene) {
        this.scene = scene;
        setPreferredSize(scene.size());
        setBackground(Canvas.BACKGROUND);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                forward(e);
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                forward(e);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                forward(e);
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
    }

    Scene scene() {
        return scene;
    }

    /** The scale that fits the scene's canvas into a panel of {@code width} x {@code height}. */
    static double scale(Dimension scene, int width, int height) {
        return Math.max(0.1, Math.min(width / (double) scene.width, height / (double) scene.height));
    }

    private double scale() {
        return scale(scene.size(), getWidth(), getHeight());
    }

    private double offsetX(double scale) {
        return (getWidth() - scene.size().width * scale) / 2;
    }

    private double offsetY(double scale) {
        return (getHeight() - scene.size().height * scale) / 2;
    }

    private void forward(MouseEvent e) {
        double k = scale();
        int x = (int) Math.round((e.getX() - offsetX(k)) / k);
        int y = (int) Math.round((e.getY() - offsetY(k)) / k);
        scene.mouse(new MouseEvent(this, e.getID(), e.getWhen(), e.getModifiersEx(), x, y, e.getClickCount(),
                e.isPopupTrigger(), e.getButton()));
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        super.paintComponent(graphics);
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            double k = scale();
            g.translate(offsetX(k), offsetY(k));
            g.scale(k, k);
            Canvas.prepare(g, scene.size());
            g.clipRect(0, 0, scene.size().width, scene.size().height);
            scene.paint(g);
        } finally {
            g.dispose();
        }
    }
}
