package dev.lilt.demo;

import dev.lilt.motion.Float2;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.io.IOException;

/**
 * Scene 3: click a box to punch it (a regular decaying wave in position and scale) or shake it (a
 * seeded random decaying jitter). Under each box a trace of its offset shows the decay, sampled
 * once a frame by a looping Lilt motion.
 */
final class ImpactScene implements Scene {
    static final Rectangle PUNCH_BOX = new Rectangle(180, 140, 110, 110);
    static final Rectangle SHAKE_BOX = new Rectangle(630, 140, 110, 110);
    private static final int W = 960;
    private static final int H = 520;
    private static final double PUNCH_SECONDS = 0.7;
    private static final double SHAKE_SECONDS = 0.8;

    private final Trace punchTrace = new Trace(90, 30f);
    private final Trace shakeTrace = new Trace(90, 20f);
    private MotionScheduler motions;
    private MotionHandle punchMove = MotionHandle.NONE;
    private MotionHandle punchScale = MotionHandle.NONE;
    private MotionHandle shakeMove = MotionHandle.NONE;
    private float punchX;
    private float punchY;
    private float punchZoom = 1f;
    private float shakeX;
    private float shakeY;
    private int punches;
    private int shakes;

    @Override
    public String title() {
        return "Punch & shake";
    }

    @Override
    public Dimension size() {
        return new Dimension(W, H);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        Motion.create(0f, 1f, 1.0).withScheduler(motions).withLoops(-1).withDebugName("trace sampler")
                .bind(this, (v, s) -> s.sample());
    }

    private void sample() {
        punchTrace.add(punchX);
        shakeTrace.add(shakeX);
    }

    float punchX() {
        return punchX;
    }

    float shakeX() {
        return shakeX;
    }

    /** Punches the left box: position and scale spring out and settle back on their origin. */
    void punch() {
        punchMove.tryCancel();
        punchScale.tryCancel();
        punches++;
        float direction = punches % 2 == 0 ? -1f : 1f;
        punchMove = Motion.punch(Float2.ZERO, Float2.of(30f * direction, -12f), PUNCH_SECONDS)
                .withScheduler(motions).withFrequency(8)
                .bind(this, (x, y, s) -> {
                    s.punchX = x;
                    s.punchY = y;
                });
        punchScale = Motion.punch(1f, 0.25f, PUNCH_SECONDS).withScheduler(motions).withFrequency(6)
                .bind(this, (v, s) -> s.punchZoom = v);
    }

    /** Shakes the right box with a fixed seed per click, so headless output repeats exactly. */
    void shake() {
        shakeMove.tryCancel();
        shakeMove = Motion.shake(Float2.ZERO, Float2.of(20f, 14f), SHAKE_SECONDS).withScheduler(motions)
                .withFrequency(18).withRandomSeed(++shakes)
                .bind(this, (x, y, s) -> {
                    s.shakeX = x;
                    s.shakeY = y;
                });
    }

    @Override
    public void mouse(MouseEvent e) {
        if (e.getID() != MouseEvent.MOUSE_PRESSED) {
            return;
        }
        if (grow(PUNCH_BOX).contains(e.getPoint())) {
            punch();
        } else if (grow(SHAKE_BOX).contains(e.getPoint())) {
            shake();
        }
    }

    private static Rectangle grow(Rectangle r) {
        Rectangle bigger = new Rectangle(r);
        bigger.grow(30, 30);
        return bigger;
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("Click a box: Motion.punch(...) on the left, Motion.shake(...) on the right", 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("Both decay to their origin and end exactly on it; the traces show the x offset, one sample a frame.",
                16, 46);
        paintBox(g, PUNCH_BOX, punchX, punchY, punchZoom, "punch #" + punches);
        paintBox(g, SHAKE_BOX, shakeX, shakeY, 1f, "shake #" + shakes);
        punchTrace.paint(g, new Rectangle(80, 340, 310, 130), Canvas.ACCENT, "punch: x offset (px)");
        shakeTrace.paint(g, new Rectangle(530, 340, 310, 130), Canvas.HOT, "shake: x offset (px)");
    }

    private static void paintBox(Graphics2D g, Rectangle box, float dx, float dy, float zoom, String label) {
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(box.x - 70, box.y - 60, box.width + 140, box.height + 120, 14, 14);
        double w = box.width * zoom;
        double h = box.height * zoom;
        double x = box.getCenterX() + dx - w / 2;
        double y = box.getCenterY() + dy - h / 2;
        g.setColor(Canvas.ACCENT);
        g.fillRoundRect((int) Math.round(x), (int) Math.round(y), (int) Math.round(w), (int) Math.round(h), 18, 18);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.TEXT);
        g.drawString(label, box.x, box.y + box.height + 50);
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        int shakeFrame = (int) Math.round(0.9 / out.settings().frameSeconds());
        int secondPunch = (int) Math.round(1.8 / out.settings().frameSeconds());
        out.gif("punch-shake.gif", this, 2.8, frame -> {
            if (frame == 0 || frame == secondPunch) {
                punch();
            }
            if (frame == shakeFrame) {
                shake();
            }
        });
    }
}
