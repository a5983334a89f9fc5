package dev.lilt.demo;

import dev.lilt.motion.ColorKeyframes;
import dev.lilt.motion.Ease;
import dev.lilt.motion.FloatKeyframes;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.value.Rgba;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.Locale;

/**
 * A heartbeat drawn with keyframes: a float track (the beat's scale, an ease per segment) and a
 * colour track, both looping. The plot is the float track sampled by seeking a paused copy of the
 * motion, with a dot on each key: the motion passes through every key exactly.
 */
final class KeyframesPanel {
    /** The beat's key times, seconds. */
    static final double[] TIMES = {0, 0.12, 0.3, 0.42, 0.7, 1.4};
    /** The beat's scale at each key. */
    static final float[] VALUES = {1f, 1.35f, 0.95f, 1.2f, 1f, 1f};
    /** The ease of the segment arriving at each key (the first key's is unused). */
    private static final Ease[] EASES = {Ease.LINEAR, Ease.OUT_QUAD, Ease.IN_OUT_SINE, Ease.OUT_QUAD,
        Ease.IN_OUT_SINE, Ease.LINEAR};
    static final FloatKeyframes BEAT = beat();
    private static final ColorKeyframes GLOW = ColorKeyframes.at(0, rgba(Canvas.HOT))
            .then(0.12, rgba(new Color(0xffd54f)), Ease.OUT_QUAD)
            .then(0.7, rgba(Canvas.HOT), Ease.IN_OUT_SINE)
            .then(1.4, rgba(Canvas.HOT));
    private static final int SAMPLES = 140;

    private final Rectangle bounds;
    private final float[] curve = new float[SAMPLES + 1];
    private MotionHandle beat = MotionHandle.NONE;
    private float scale = 1;
    private float red = Canvas.HOT.getRed() / 255f;
    private float green = Canvas.HOT.getGreen() / 255f;
    private float blue = Canvas.HOT.getBlue() / 255f;

    KeyframesPanel(Rectangle bounds) {
        this.bounds = bounds;
    }

    private static FloatKeyframes beat() {
        FloatKeyframes keys = FloatKeyframes.at(TIMES[0], VALUES[0]);
        for (int i = 1; i < TIMES.length; i++) {
            keys = keys.then(TIMES[i], VALUES[i], EASES[i]);
        }
        return keys;
    }

    private static Rgba rgba(Color c) {
        return Rgba.ofArgb(c.getRGB());
    }

    /** Starts both tracks, looping, on {@code motions}, and samples the curve for the plot. */
    void start(MotionScheduler motions) {
        ManualMotionScheduler sampler = new ManualMotionScheduler("keyframes plot");
        MotionHandle copy = Motion.keyframes(BEAT).withScheduler(sampler).run().preserve();
        copy.pause();
        double duration = BEAT.durationSeconds();
        for (int i = 0; i <= SAMPLES; i++) {
            copy.setTime(duration * i / SAMPLES);
            curve[i] = (float) copy.value();
        }
        copy.cancel();
        beat = Motion.keyframes(BEAT).withLoops(-1).withScheduler(motions).withDebugName("heartbeat")
                .bind(this, (s, p) -> p.scale = s);
        Motion.keyframes(GLOW).withLoops(-1).withScheduler(motions).withDebugName("heartbeat colour")
                .bind(this, (r, g, b, a, p) -> {
                    p.red = r;
                    p.green = g;
                    p.blue = b;
                });
    }

    private static float clamp(float channel) {
        return Math.max(0, Math.min(1, channel));
    }

    float scale() {
        return scale;
    }

    /** The time within the current beat, seconds. */
    double beatTime() {
        return beat.isActive() ? beat.time() % BEAT.durationSeconds() : 0;
    }

    void paint(Graphics2D g) {
        Rectangle p = bounds;
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(p.x, p.y, p.width, p.height, 14, 14);
        Rectangle plot = new Rectangle(p.x + 14, p.y + 30, 220, p.height - 48);
        g.setFont(Canvas.SMALL_MONO);
        g.setColor(Canvas.TEXT);
        g.drawString("Motion.keyframes(FloatKeyframes.at(0, 1f)", p.x + 12, p.y + 16);
        g.drawString("  .then(0.12, 1.35f, OUT_QUAD)…)", p.x + 12, p.y + 28);
        g.setColor(Canvas.GRID);
        g.setStroke(Canvas.THIN);
        g.drawLine(plot.x, plot.y + plot.height, plot.x + plot.width, plot.y + plot.height);
        double duration = BEAT.durationSeconds();
        Path2D.Float line = new Path2D.Float();
        for (int i = 0; i <= SAMPLES; i++) {
            float x = plot.x + plot.width * i / (float) SAMPLES;
            float y = y(plot, curve[i]);
            if (i == 0) {
                line.moveTo(x, y);
            } else {
                line.lineTo(x, y);
            }
        }
        g.setStroke(Canvas.LINE);
        g.setColor(Canvas.ACCENT);
        g.draw(line);
        g.setColor(Canvas.TEXT);
        for (int i = 0; i < TIMES.length; i++) {
            float x = (float) (plot.x + plot.width * TIMES[i] / duration);
            g.fill(new Ellipse2D.Float(x - 3, y(plot, VALUES[i]) - 3, 6, 6));
        }
        float head = (float) (plot.x + plot.width * beatTime() / duration);
        g.setColor(Canvas.HOT);
        g.fill(new Ellipse2D.Float(head - 4, y(plot, scale) - 4, 8, 8));
        float cx = p.x + p.width - 62;
        float cy = p.y + p.height / 2f + 6;
        float r = 30 * scale;
        // the binder keeps the channels; the colour object is made here, outside the frame
        g.setColor(new Color(clamp(red), clamp(green), clamp(blue)));
        g.fill(new Ellipse2D.Float(cx - r, cy - r, 2 * r, 2 * r));
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString(String.format(Locale.ROOT, "scale %.2f", scale), cx - 28, p.y + p.height - 8);
    }

    /** The plot's y for a scale between 0.9 and 1.4. */
    private static float y(Rectangle plot, float value) {
        return plot.y + plot.height * (1.4f - value) / 0.5f;
    }
}
