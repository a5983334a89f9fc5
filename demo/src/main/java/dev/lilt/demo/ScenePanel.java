package dev.lilt.demo;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JPanel;

/** The window's canvas for one scene: paints it at its own size and forwards the mouse to it. */
final class ScenePanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private final transient Scene scene;

    ScenePanel(Scene scene) {
        this.scene = scene;
        Dimension size = scene.size();
        setPreferredSize(size);
        setBackground(Canvas.BACKGROUND);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                scene.mouse(e);
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                scene.mouse(e);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                scene.mouse(e);
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
    }

    Scene scene() {
        return scene;
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        super.paintComponent(graphics);
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            Canvas.prepare(g, new Dimension(getWidth(), getHeight()));
            scene.paint(g);
        } finally {
            g.dispose();
        }
    }
}
