package dev.lilt.demo;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;

/** Pixel checks shared by the scene tests. */
final class TestImages {
    static final RenderSettings QUICK = new RenderSettings(0.04, 4, 2_000, 3, 3);

    private TestImages() {
    }

    /** Whether some pixel within {@code radius} of (x, y) is within {@code tolerance} of {@code colour}. */
    static boolean hasColourNear(BufferedImage image, int x, int y, int radius, Color colour, int tolerance) {
        for (int dy = -radius; dy <= radius; dy++) {
            for (int dx = -radius; dx <= radius; dx++) {
                int px = x + dx;
                int py = y + dy;
                if (px >= 0 && py >= 0 && px < image.getWidth() && py < image.getHeight()
                        && distance(new Color(image.getRGB(px, py)), colour) <= tolerance) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many pixels differ from the background colour. */
    static int paintedPixels(BufferedImage image) {
        int background = Canvas.BACKGROUND.getRGB();
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) != background) {
                    n++;
                }
            }
        }
        return n;
    }

    static int distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue());
    }

    static SceneOutput output(Path dir, dev.lilt.motion.ManualMotionScheduler motions) {
        return new SceneOutput(dir, QUICK, motions, new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
    }
}
