package dev.lilt.demo;

import dev.lilt.motion.Ease;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionScheduler;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.io.IOException;

/** Scene 1: the 31 eases, each curve plotted with a dot that a Lilt motion runs along it. */
final class EasingGallery implements Scene {
    static final double LOOP_SECONDS = 2.0;
    static final Color CURVE = Canvas.ACCENT;
    static final Color DOT = Canvas.HOT;
    private static final int COLUMNS = 8;
    private static final int CELL_W = 140;
    private static final int CELL_H = 150;
    private static final int PLOT = 80;
    private static final int TOP = 40;
    /** Plots span values from -0.4 to 1.4, so back and elastic overshoots stay inside. */
    private static final double LOW = -0.4;
    private static final double HIGH = 1.4;

    private final Ease[] eases = Ease.values();
    private final float[] eased = new float[eases.length];
    private final Path2D.Float[] curves = new Path2D.Float[eases.length];
    private float progress;

    EasingGallery() {
        for (int i = 0; i < eases.length; i++) {
            curves[i] = curve(eases[i], plotBox(i));
        }
    }

    @Override
    public String title() {
        return "Easing gallery";
    }

    @Override
    public Dimension size() {
        int rows = (eases.length + COLUMNS - 1) / COLUMNS;
        return new Dimension(COLUMNS * CELL_W, TOP + rows * CELL_H);
    }

    @Override
    public void start(MotionScheduler motions) {
        Motion.create(0f, 1f, LOOP_SECONDS).withScheduler(motions).withLoops(-1)
                .withDebugName("gallery clock").bind(this, (v, g) -> g.progress = v);
        for (int i = 0; i < eases.length; i++) {
            Motion.create(0f, 1f, LOOP_SECONDS).withScheduler(motions).withLoops(-1).withEase(eases[i])
                    .withDebugName(eases[i].name()).bind(new Slot(eased, i), (v, s) -> s.values[s.index] = v);
        }
    }

    /** Where one motion writes: an index into the shared value array. */
    private static final class Slot {
        final float[] values;
        final int index;

        Slot(float[] values, int index) {
            this.values = values;
            this.index = index;
        }
    }

    /** The square the ease's [0, 1] × [0, 1] maps to, in canvas pixels. */
    static Rectangle unitBox(int index) {
        Rectangle plot = plotBox(index);
        int y0 = toY(plot, 0);
        int y1 = toY(plot, 1);
        return new Rectangle(plot.x, y1, plot.width, y0 - y1);
    }

    private static Rectangle plotBox(int index) {
        int col = index % COLUMNS;
        int row = index / COLUMNS;
        int x = col * CELL_W + (CELL_W - PLOT) / 2;
        int y = TOP + row * CELL_H + 22;
        return new Rectangle(x, y, PLOT, CELL_H - 34);
    }

    private static int toY(Rectangle plot, double value) {
        return (int) Math.round(plot.y + plot.height * (HIGH - value) / (HIGH - LOW));
    }

    private static Path2D.Float curve(Ease ease, Rectangle plot) {
        Path2D.Float path = new Path2D.Float();
        int steps = 120;
        for (int s = 0; s <= steps; s++) {
            float t = s / (float) steps;
            double x = plot.x + t * plot.width;
            double y = plot.y + plot.height * (HIGH - ease.evaluate(t)) / (HIGH - LOW);
            if (s == 0) {
                path.moveTo(x, y);
            } else {
                path.lineTo(x, y);
            }
        }
        return path;
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("31 eases · each dot is a Lilt motion with that ease, looping every "
                + LOOP_SECONDS + " s", 16, 26);
        for (int i = 0; i < eases.length; i++) {
            paintCell(g, i);
        }
    }

    private void paintCell(Graphics2D g, int i) {
        Rectangle plot = plotBox(i);
        Rectangle unit = unitBox(i);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString(eases[i].name(), plot.x - 10, plot.y - 6);
        g.setStroke(Canvas.THIN);
        g.setColor(Canvas.GRID);
        g.draw(unit);
        g.setStroke(Canvas.LINE);
        g.setColor(CURVE);
        g.draw(curves[i]);
        double x = plot.x + progress * plot.width;
        double y = plot.y + plot.height * (HIGH - eased[i]) / (HIGH - LOW);
        g.setColor(DOT);
        g.fill(new Ellipse2D.Double(x - 4, y - 4, 8, 8));
        int bar = Math.round(eased[i] * (plot.width - 10));
        g.fillRect(plot.x + 5 + Math.min(0, bar), plot.y + plot.height + 4, Math.abs(bar), 3);
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        out.advance(LOOP_SECONDS * 0.7);
        out.png("easing-gallery.png", this);
    }
}
