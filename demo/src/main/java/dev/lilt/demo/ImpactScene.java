package dev.lilt.demo;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.Spring;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.io.IOException;
import java.util.Locale;

/**
 * Scene 5: click a box to punch it (a regular decaying wave in position and scale) or shake it (a
 * seeded random decaying jitter); press or drag in the spring panel to retarget two springs (x and
 * y) mid-flight, which carry their velocity over. Traces under the panels, sampled once a frame by
 * a looping Lilt motion, show the punch and shake offsets and the spring's x velocity.
 */
final class ImpactScene implements Scene {
    static final Rectangle PUNCH_PANEL = new Rectangle(16, 70, 300, 230);
    static final Rectangle SHAKE_PANEL = new Rectangle(330, 70, 300, 230);
    static final Rectangle SPRING_PANEL = new Rectangle(644, 70, 300, 230);
    private static final int BOX = 90;
    private static final double PUNCH_SECONDS = 0.7;
    private static final double SHAKE_SECONDS = 0.8;

    private final Trace punchTrace = new Trace(90, 30f);
    private final Trace shakeTrace = new Trace(90, 20f);
    private final Trace springTrace = new Trace(90, 1_500f);
    private MotionScheduler motions;
    private MotionHandle punchMove = MotionHandle.NONE;
    private MotionHandle punchScale = MotionHandle.NONE;
    private MotionHandle shakeMove = MotionHandle.NONE;
    private MotionHandle springX = MotionHandle.NONE;
    private MotionHandle springY = MotionHandle.NONE;
    private float punchX;
    private float punchY;
    private float punchZoom = 1f;
    private float shakeX;
    private float shakeY;
    private float ballX = (float) SPRING_PANEL.getCenterX();
    private float ballY = (float) SPRING_PANEL.getCenterY();
    private int punches;
    private int shakes;
    private int retargets;

    @Override
    public String title() {
        return "Punch, shake, spring";
    }

    @Override
    public Dimension size() {
        return new Dimension(960, 520);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        springX = Motion.spring(ballX, ballX).withScheduler(motions).withDebugName("spring x")
                .bind(this, (v, s) -> s.ballX = v).preserve();
        springY = Motion.spring(ballY, ballY).withScheduler(motions).withDebugName("spring y")
                .bind(this, (v, s) -> s.ballY = v).preserve();
        Motion.create(0f, 1f, 1.0).withScheduler(motions).withLoops(-1).withDebugName("trace sampler")
                .bind(this, (v, s) -> s.sample());
    }

    private void sample() {
        punchTrace.add(punchX);
        shakeTrace.add(shakeX);
        springTrace.add((float) springVelocityX());
    }

    float punchX() {
        return punchX;
    }

    float shakeX() {
        return shakeX;
    }

    float ballX() {
        return ballX;
    }

    /** The x spring's velocity, pixels per second. */
    double springVelocityX() {
        return Spring.velocity(springX);
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

    /** Shakes the middle box with a fixed seed per click, so headless output repeats exactly. */
    void shake() {
        shakeMove.tryCancel();
        shakeMove = Motion.shake(Float2.ZERO, Float2.of(20f, 14f), SHAKE_SECONDS).withScheduler(motions)
                .withFrequency(18).withRandomSeed(++shakes)
                .bind(this, (x, y, s) -> {
                    s.shakeX = x;
                    s.shakeY = y;
                });
    }

    /** Moves both springs' targets; they turn towards it from their current position and velocity. */
    void retarget(float x, float y) {
        retargets++;
        Spring.retarget(springX, clamp(x, SPRING_PANEL.x + 12, SPRING_PANEL.x + SPRING_PANEL.width - 12));
        Spring.retarget(springY, clamp(y, SPRING_PANEL.y + 12, SPRING_PANEL.y + SPRING_PANEL.height - 12));
    }

    private static float clamp(float v, int low, int high) {
        return Math.max(low, Math.min(high, v));
    }

    @Override
    public void mouse(MouseEvent e) {
        int id = e.getID();
        if (SPRING_PANEL.contains(e.getPoint()) && (id == MouseEvent.MOUSE_PRESSED || id == MouseEvent.MOUSE_DRAGGED)) {
            retarget(e.getX(), e.getY());
        } else if (id == MouseEvent.MOUSE_PRESSED && PUNCH_PANEL.contains(e.getPoint())) {
            punch();
        } else if (id == MouseEvent.MOUSE_PRESSED && SHAKE_PANEL.contains(e.getPoint())) {
            shake();
        }
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("Click to punch or shake a box; press or drag in the right panel to retarget a spring", 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("Punch and shake decay and end exactly on their origin; a retargeted spring keeps its velocity.",
                16, 46);
        paintBox(g, PUNCH_PANEL, punchX, punchY, punchZoom, "Motion.punch · #" + punches);
        paintBox(g, SHAKE_PANEL, shakeX, shakeY, 1f, "Motion.shake · #" + shakes);
        paintSpring(g);
        punchTrace.paint(g, trace(PUNCH_PANEL), Canvas.ACCENT, "punch: x offset (px)");
        shakeTrace.paint(g, trace(SHAKE_PANEL), Canvas.HOT, "shake: x offset (px)");
        springTrace.paint(g, trace(SPRING_PANEL), Canvas.GOOD, "spring: x velocity (px/s), no jump on retarget");
    }

    private static Rectangle trace(Rectangle panel) {
        return new Rectangle(panel.x, panel.y + panel.height + 40, panel.width, 130);
    }

    private static void paintBox(Graphics2D g, Rectangle panel, float dx, float dy, float zoom, String label) {
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(panel.x, panel.y, panel.width, panel.height, 14, 14);
        double side = BOX * zoom;
        double x = panel.getCenterX() + dx - side / 2;
        double y = panel.getCenterY() - 10 + dy - side / 2;
        g.setColor(Canvas.ACCENT);
        g.fillRoundRect((int) Math.round(x), (int) Math.round(y), (int) Math.round(side),
                (int) Math.round(side), 18, 18);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.TEXT);
        g.drawString(label, panel.x + 12, panel.y + panel.height - 12);
    }

    private void paintSpring(Graphics2D g) {
        Rectangle panel = SPRING_PANEL;
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(panel.x, panel.y, panel.width, panel.height, 14, 14);
        float tx = Spring.target(springX);
        float ty = Spring.target(springY);
        g.setStroke(Canvas.THIN);
        g.setColor(Canvas.DIM_TEXT);
        g.draw(new Line2D.Float(tx - 7, ty, tx + 7, ty));
        g.draw(new Line2D.Float(tx, ty - 7, tx, ty + 7));
        double vx = Spring.velocity(springX);
        double vy = Spring.velocity(springY);
        g.setStroke(Canvas.LINE);
        g.setColor(Canvas.HOT);
        g.draw(new Line2D.Double(ballX, ballY, ballX + vx * 0.08, ballY + vy * 0.08));
        g.setColor(Canvas.GOOD);
        g.fill(new Ellipse2D.Float(ballX - 14, ballY - 14, 28, 28));
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.TEXT);
        g.drawString(String.format(Locale.ROOT, "Motion.spring · retarget #%d · v = (%.0f, %.0f) px/s", retargets,
                vx, vy), panel.x + 12, panel.y + panel.height - 12);
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        double dt = out.settings().frameSeconds();
        int shakeFrame = (int) Math.round(0.9 / dt);
        int secondPunch = (int) Math.round(1.8 / dt);
        int[] springFrames = {(int) Math.round(0.2 / dt), (int) Math.round(0.6 / dt), (int) Math.round(1.6 / dt)};
        float[][] targets = {{680, 100}, {900, 260}, {720, 240}};
        out.gif("punch-shake-spring.gif", this, 3.0, frame -> {
            if (frame == 0 || frame == secondPunch) {
                punch();
            }
            if (frame == shakeFrame) {
                shake();
            }
            for (int i = 0; i < springFrames.length; i++) {
                if (frame == springFrames[i]) {
                    retarget(targets[i][0], targets[i][1]);
                }
            }
        });
    }
}
