package dev.lilt.demo;

import dev.lilt.motion.diagnostics.LiveMotion;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.List;
import java.util.Locale;

/**
 * The inspector's timeline strip of one sequence, drawn from a snapshot: a lane per child where it
 * sits on the sequence's clock (from {@link LiveMotion#sequenceStartSeconds()} and its whole
 * length), coloured by what it is doing, and the playhead. The same drawing goes into the
 * headless image and the window, where dragging on it scrubs the sequence.
 */
final class SequenceStrip {
    static final int LABEL_W = 120;
    private static final int HEADER_H = 44;
    private static final int MAX_LANE_H = 20;
    private static final Color WAITING = new Color(0x4a5060);

    private SequenceStrip() {
    }

    /** The length of the sequence's clock that the strip spans, seconds (at least a tick). */
    static double span(InspectorRows rows, String name) {
        double end = 0;
        for (LiveMotion child : rows.childrenOf(name)) {
            end = Math.max(end, child.sequenceStartSeconds() + child.totalDurationSeconds());
        }
        LiveMotion sequence = rows.sequence(name);
        if (sequence != null && Double.isFinite(sequence.durationSeconds())) {
            end = Math.max(end, sequence.durationSeconds());
        }
        return Double.isFinite(end) && end > 0 ? end : 1;
    }

    /** The time on the clock under pixel {@code x} of a strip drawn in {@code area}, clamped to it. */
    static double timeAt(int x, Rectangle area, double span) {
        double f = (x - (area.x + LABEL_W)) / (double) trackWidth(area);
        return Math.max(0, Math.min(1, f)) * span;
    }

    /** The pixel of time {@code t} on the clock. */
    static int xOf(double t, Rectangle area, double span) {
        return area.x + LABEL_W + (int) Math.round(trackWidth(area) * t / span);
    }

    private static int trackWidth(Rectangle area) {
        return Math.max(1, area.width - LABEL_W - 12);
    }

    /**
     * Draws the strip of the sequence {@code name} into {@code area}, or a hint when it is null.
     *
     * @param scrubbable whether the header says that dragging scrubs
     */
    static void paint(Graphics2D g, InspectorRows rows, String name, Rectangle area, boolean scrubbable) {
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(area.x, area.y, area.width, area.height, 10, 10);
        g.setFont(Canvas.LABEL);
        if (name == null) {
            g.setColor(Canvas.DIM_TEXT);
            g.drawString("no sequence is running: select one to see its timeline", area.x + 10, area.y + 20);
            return;
        }
        List<LiveMotion> children = rows.childrenOf(name);
        double span = span(rows, name);
        double head = rows.playhead(name);
        g.setColor(Canvas.TEXT);
        g.drawString(String.format(Locale.ROOT, "%s: %d children on a %.2f s clock, playhead %.3f s%s", name,
                children.size(), span, head, scrubbable ? " (drag to scrub)" : ""), area.x + 10, area.y + 18);
        int top = area.y + HEADER_H;
        int laneH = Math.max(8, Math.min(MAX_LANE_H, (area.y + area.height - 6 - top) / Math.max(1, children.size())));
        int bottom = top + laneH * children.size();
        double tick = span > 4 ? 1 : 0.5;
        for (double t = 0; t <= span + 1e-9; t += tick) {
            int x = xOf(t, area, span);
            g.setColor(Canvas.GRID);
            g.drawLine(x, top - 4, x, bottom);
            g.setColor(Canvas.DIM_TEXT);
            g.drawString(String.format(Locale.ROOT, "%.1f", t), x - 8, top - 6);
        }
        for (int i = 0; i < children.size(); i++) {
            LiveMotion child = children.get(i);
            int y = top + i * laneH;
            String state = InspectorRows.state(child);
            g.setColor(Canvas.DIM_TEXT);
            g.drawString(child.debugName(), area.x + 10, y + laneH - 5);
            int x0 = xOf(child.sequenceStartSeconds(), area, span);
            double end = child.sequenceStartSeconds() + child.totalDurationSeconds();
            int x1 = xOf(Double.isFinite(end) ? Math.min(end, span) : span, area, span);
            g.setColor(colour(state));
            g.fillRoundRect(x0, y + 3, Math.max(3, x1 - x0), laneH - 6, 6, 6);
        }
        int hx = xOf(Math.max(0, Math.min(span, head)), area, span);
        g.setColor(Canvas.TEXT);
        g.fillRect(hx - 1, top - 4, 2, bottom - top + 8);
    }

    /** A child's bar colour: playing bright, waiting grey, done in the accent. */
    static Color colour(String state) {
        switch (state) {
            case "WAITING":
                return WAITING;
            case "DONE":
                return Canvas.ACCENT;
            default:
                return Canvas.GOOD;
        }
    }
}
