package dev.lilt.demo;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Path2D;

/** The last few seconds of one value, sampled once per frame and drawn as a line graph. */
final class Trace {
    private final float[] samples;
    private final float range;
    private int next;

    /** Keeps {@code length} samples of a value expected within ± {@code range}. */
    Trace(int length, float range) {
        this.samples = new float[length];
        this.range = range;
    }

    void add(float value) {
        samples[next] = value;
        next = (next + 1) % samples.length;
    }

    /** The most recent sample. */
    float last() {
        return samples[(next + samples.length - 1) % samples.length];
    }

    void paint(Graphics2D g, Rectangle box, Color colour, String label) {
        g.setStroke(Canvas.THIN);
        g.setColor(Canvas.GRID);
        g.draw(box);
        int mid = box.y + box.height / 2;
        g.drawLine(box.x, mid, box.x + box.width, mid);
        Path2D.Float line = new Path2D.Float();
        for (int i = 0; i < samples.length; i++) {
            float v = samples[(next + i) % samples.length];
            float x = box.x + box.width * i / (float) (samples.length - 1);
            float y = mid - (box.height / 2f - 2) * Math.max(-1f, Math.min(1f, v / range));
            if (i == 0) {
                line.moveTo(x, y);
            } else {
                line.lineTo(x, y);
            }
        }
        g.setStroke(Canvas.LINE);
        g.setColor(colour);
        g.draw(line);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString(label, box.x, box.y - 6);
    }
}
