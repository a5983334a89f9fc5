package dev.lilt.demo;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;

/** The showcase's colours and fonts, and painting a scene into an image. */
final class Canvas {
    static final Color BACKGROUND = new Color(0x1b1d24);
    static final Color PANEL = new Color(0x262933);
    static final Color GRID = new Color(0x3a3f4d);
    static final Color TEXT = new Color(0xd8dce6);
    static final Color DIM_TEXT = new Color(0x8a90a0);
    static final Color ACCENT = new Color(0x4fc3f7);
    static final Color HOT = new Color(0xff7a59);
    static final Color GOOD = new Color(0x7ed957);
    /*
     * The fonts come from jars (FlatLaf's Inter and JetBrains Mono), not from the machine: the
     * logical SANS_SERIF and MONOSPACED map to whatever fontconfig finds, so installing a package
     * changed the headless images. With the same font files every machine draws the same pixels.
     */
    private static final Font SANS = load("/com/formdev/flatlaf/fonts/inter/Inter-Regular.otf");
    private static final Font SANS_BOLD = load("/com/formdev/flatlaf/fonts/inter/Inter-SemiBold.otf");
    private static final Font MONO_REGULAR =
            load("/com/formdev/flatlaf/fonts/jetbrains_mono/JetBrainsMono-Regular.ttf");
    static final Font LABEL = SANS.deriveFont(12f);
    static final Font TITLE = SANS_BOLD.deriveFont(15f);
    static final Font MONO = MONO_REGULAR.deriveFont(12f);
    static final Font SMALL_MONO = MONO_REGULAR.deriveFont(11f);
    static final BasicStroke THIN = new BasicStroke(1f);
    static final BasicStroke LINE = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

    private Canvas() {
    }

    private static Font load(String resource) {
        try (InputStream in = Canvas.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("font not on the class path: " + resource);
            }
            return Font.createFont(Font.TRUETYPE_FONT, in);
        } catch (IOException | FontFormatException e) {
            throw new IllegalStateException("cannot load font " + resource, e);
        }
    }

    /** Sets antialiasing and fills the background; every paint starts here. */
    static void prepare(Graphics2D g, Dimension size) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setColor(BACKGROUND);
        g.fillRect(0, 0, size.width, size.height);
    }

    /** Paints the scene's current state into a new image of its size. */
    static BufferedImage image(Scene scene) {
        Dimension size = scene.size();
        BufferedImage image = new BufferedImage(size.width, size.height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            Canvas.prepare(g, size);
            scene.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The colour a fraction {@code t} of the way from {@code a} to {@code b}, {@code t} clamped to [0, 1]. */
    static Color mix(Color a, Color b, float t) {
        float u = Math.max(0f, Math.min(1f, t));
        return new Color(Math.round(a.getRed() + (b.getRed() - a.getRed()) * u),
                Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * u),
                Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * u));
    }
}
