package dev.lilt.demo;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.swing.SwingMotionScheduler;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.WindowConstants;

/**
 * The showcase window: one tab per scene, all driven by one {@link SwingMotionScheduler}, and a
 * repaint timer that paints the shown tab.
 */
final class ShowcaseWindow {
    private static final int SCREENSHOT_AFTER_MILLIS = 1_300;

    private final JFrame frame = new JFrame("Lilt showcase");
    private final JTabbedPane tabs = new JTabbedPane();
    private final List<ScenePanel> panels = new ArrayList<>();
    private final SwingMotionScheduler motions = new SwingMotionScheduler();
    private long lastFrameNanos = System.nanoTime();
    private int shown = -1;

    private ShowcaseWindow() {
    }

    /** Opens the window on the EDT; returns at once. */
    static void open(Options options) {
        open(options, Showcase.scenes());
    }

    /** Opens the window with the given scenes on the EDT; returns at once. */
    static void open(Options options, List<Supplier<Scene>> scenes) {
        if (System.getProperty(ManualMotionScheduler.TRACK_PROPERTY) == null) {
            // the inspector scene shows where each motion was made; the property reaches the
            // SwingMotionScheduler's manual scheduler (-Ddev.lilt.motion.trackCreationSites=false opts out)
            System.setProperty(ManualMotionScheduler.TRACK_PROPERTY, "true");
        }
        SwingUtilities.invokeLater(() -> {
            Theme.install(); // before the first component: a component keeps the look it was made with
            new ShowcaseWindow().show(options, scenes);
        });
    }

    private void show(Options options, List<Supplier<Scene>> scenes) {
        for (Supplier<Scene> factory : scenes) {
            Scene scene = factory.get();
            scene.start(motions);
            ScenePanel panel = new ScenePanel(scene);
            panels.add(panel);
            JPanel tab = new JPanel(new BorderLayout());
            JComponent view = scene.view();
            tab.add(view != null ? view : panel, BorderLayout.CENTER);
            JComponent controls = view != null ? null : scene.controls();
            if (controls != null) {
                tab.add(controls, BorderLayout.SOUTH);
            }
            tabs.addTab(scene.title(), tab);
        }
        tabs.setSelectedIndex(Math.min(options.tab(), panels.size() - 1));
        motions.start();
        Timer repaint = new Timer(SwingMotionScheduler.DEFAULT_PERIOD_MILLIS, e -> frame());
        repaint.start();
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.getContentPane().add(tabs);
        frame.pack();
        frame.setSize(Theme.windowSize(frame.getSize(), frame.getGraphicsConfiguration()));
        frame.setLocationRelativeTo(null);
        frame.setVisible(true);
        options.screenshot().ifPresent(this::screenshotLater);
    }

    private void frame() {
        long now = System.nanoTime();
        double deltaSeconds = (now - lastFrameNanos) / 1e9;
        lastFrameNanos = now;
        int selected = tabs.getSelectedIndex();
        if (selected != shown) {
            if (shown >= 0) {
                panels.get(shown).scene().hidden();
            }
            shown = selected;
            return;
        }
        ScenePanel panel = panels.get(selected);
        panel.scene().frame(deltaSeconds);
        panel.repaint();
    }

    private void screenshotLater(Path file) {
        Timer timer = new Timer(SCREENSHOT_AFTER_MILLIS, e -> {
            int status = screenshot(frame.getRootPane(), file);
            System.exit(status);
        });
        timer.setRepeats(false);
        timer.start();
    }

    private static int screenshot(Component root, Path file) {
        BufferedImage image = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            root.paint(g);
        } finally {
            g.dispose();
        }
        try {
            ImageIO.write(image, "png", file.toFile());
            System.out.println("wrote " + file);
            return 0;
        } catch (IOException e) {
            System.err.println("showcase: cannot write screenshot " + file + ": " + e.getMessage());
            return 1;
        }
    }
}
