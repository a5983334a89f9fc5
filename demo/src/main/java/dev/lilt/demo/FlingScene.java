package dev.lilt.demo;

import dev.lilt.motion.BoundBehavior;
import dev.lilt.motion.Fling;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.Float2FlingBuilder;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.Spring;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.io.IOException;
import java.util.Locale;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * Scene 4: throw a ball with the mouse (drag, release: {@code Motion.fling} with the release
 * velocity, bounded by the panel with spring-back), and a pager that snaps, with a spring started
 * at the release velocity, to the page nearest the fling's resting value. The trace shows the
 * ball's x velocity: the drag's, then the fling's, with no jump at the hand-off. The lower right
 * is a {@link KeyframesPanel}: a heartbeat through keyframes.
 */
final class FlingScene implements Scene {
    static final int W = 960;
    static final int H = 520;
    static final Rectangle THROW_PANEL = new Rectangle(16, 70, 560, 280);
    static final Rectangle PAGER_PANEL = new Rectangle(592, 70, 352, 280);
    static final Rectangle KEYFRAMES_PANEL = new Rectangle(592, 370, 352, 134);
    static final float RADIUS = 16;
    static final int PAGES = 5;
    /** One page's width, pixels: the pager's viewport. */
    static final float PAGE = 288;
    private static final Rectangle VIEWPORT = new Rectangle(PAGER_PANEL.x + 32, PAGER_PANEL.y + 40, (int) PAGE, 180);
    private static final Color[] PAGE_COLOURS = {Canvas.ACCENT, Canvas.HOT, Canvas.GOOD, new Color(0xb388ff),
        new Color(0xffd54f)};

    private final DragVelocity drag = new DragVelocity();
    private final Trace trace = new Trace(90, 1_500f);
    private final KeyframesPanel keyframes = new KeyframesPanel(KEYFRAMES_PANEL);
    private MotionScheduler motions;
    private MotionHandle fling = MotionHandle.NONE;
    private MotionHandle snap = MotionHandle.NONE;
    private float ballX = 80;
    private float ballY = 300;
    private Float2 resting = Float2.of(ballX, ballY);
    private boolean holdingBall;
    private boolean holdingPager;
    private double now;
    private float offset;
    private float grabOffset;
    private float grabX;
    private float pagerRest;
    private int throwsMade;

    @Override
    public String title() {
        return "Fling and keyframes";
    }

    @Override
    public Dimension size() {
        return new Dimension(W, H);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        Motion.create(0f, 1f, 1.0).withScheduler(motions).withLoops(-1).withDebugName("trace sampler")
                .bind(this, (v, s) -> s.trace.add((float) s.velocityX()));
        keyframes.start(motions);
    }

    KeyframesPanel keyframes() {
        return keyframes;
    }

    float ballX() {
        return ballX;
    }

    float ballY() {
        return ballY;
    }

    float offset() {
        return offset;
    }

    MotionHandle fling() {
        return fling;
    }

    MotionHandle snap() {
        return snap;
    }

    /** The ball's x velocity now: the drag's while held, then the fling's, pixels per second. */
    double velocityX() {
        if (holdingBall) {
            return drag.x(now);
        }
        return fling.isActive() ? Fling.velocity(fling, 0) : 0;
    }

    /** The ball's bounds for its centre: the throw panel less the radius. */
    static Float2 low() {
        return Float2.of(THROW_PANEL.x + RADIUS, THROW_PANEL.y + RADIUS);
    }

    static Float2 high() {
        return Float2.of(THROW_PANEL.x + THROW_PANEL.width - RADIUS, THROW_PANEL.y + THROW_PANEL.height - RADIUS);
    }

    /** A press at ({@code x}, {@code y}) at time {@code seconds}: grabs the ball or the pager. */
    void press(double seconds, float x, float y) {
        now = seconds;
        if (Math.hypot(x - ballX, y - ballY) <= RADIUS * 2) {
            fling.tryCancel();
            holdingBall = true;
            drag.reset(seconds, x, y);
            ballX = x;
            ballY = y;
        } else if (VIEWPORT.contains(x, y)) {
            snap.tryCancel();
            holdingPager = true;
            grabX = x;
            grabOffset = offset;
            drag.reset(seconds, x, y);
        }
    }

    /** A drag to ({@code x}, {@code y}) at time {@code seconds}. */
    void dragTo(double seconds, float x, float y) {
        now = seconds;
        if (holdingBall) {
            drag.add(seconds, x, y);
            ballX = Math.max(0, Math.min(W, x));
            ballY = Math.max(0, Math.min(H, y));
        } else if (holdingPager) {
            drag.add(seconds, x, y);
            offset = rubberBand(grabOffset - (x - grabX));
        }
    }

    /** Past the first or last page the pager moves half as far as the pointer. */
    private static float rubberBand(float o) {
        float end = (PAGES - 1) * PAGE;
        return o < 0 ? o / 2 : o > end ? end + (o - end) / 2 : o;
    }

    /** The release at time {@code seconds}: the held thing goes on at the drag's velocity. */
    void release(double seconds) {
        now = seconds;
        if (holdingBall) {
            holdingBall = false;
            throwBall(Float2.of((float) drag.x(seconds), (float) drag.y(seconds)));
        } else if (holdingPager) {
            holdingPager = false;
            snapPager(-drag.x(seconds));
        }
    }

    /** Flings the ball from where it is at {@code velocity}, springing back from the panel's edges. */
    void throwBall(Float2 velocity) {
        fling.tryCancel();
        throwsMade++;
        Float2FlingBuilder b = Motion.fling(Float2.of(ballX, ballY), velocity)
                .withBounds(low(), high(), BoundBehavior.SPRING_BACK).withScheduler(motions)
                .withDebugName("ball fling");
        resting = b.restingValue();
        fling = b.bind(this, (x, y, s) -> {
            s.ballX = x;
            s.ballY = y;
        });
    }

    /** Snaps the pager, from its offset at {@code velocity}, to the page nearest where a fling would rest. */
    void snapPager(double velocity) {
        pagerRest = Motion.fling(offset, velocity).restingValue();
        int page = Math.max(0, Math.min(PAGES - 1, Math.round(pagerRest / PAGE)));
        snap = Motion.spring(offset, page * PAGE).withInitialVelocity(velocity).withDampingRatio(0.9)
                .withScheduler(motions).withDebugName("pager snap").bind(this, (v, s) -> s.offset = v);
    }

    @Override
    public void mouse(MouseEvent e) {
        double seconds = e.getWhen() / 1000.0;
        switch (e.getID()) {
            case MouseEvent.MOUSE_PRESSED -> press(seconds, e.getX(), e.getY());
            case MouseEvent.MOUSE_DRAGGED -> dragTo(seconds, e.getX(), e.getY());
            case MouseEvent.MOUSE_RELEASED -> release(seconds);
            default -> {
            }
        }
    }

    @Override
    public void frame(double deltaSeconds) {
        now += deltaSeconds;
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("Motion.fling(position, releaseVelocity).withBounds(low, high, SPRING_BACK)", 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("Drag the ball and let go: it slows by friction and springs back from the edges, with no kink"
                + " at the release. Swipe the pages: a spring snaps to the nearest page.", 16, 46);
        paintThrow(g);
        paintPager(g);
        keyframes.paint(g);
        trace.paint(g, new Rectangle(THROW_PANEL.x, THROW_PANEL.y + THROW_PANEL.height + 40, THROW_PANEL.width, 110),
                Canvas.GOOD, "ball: x velocity (px/s), the drag's then the fling's");
    }

    private void paintThrow(Graphics2D g) {
        Rectangle p = THROW_PANEL;
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(p.x, p.y, p.width, p.height, 14, 14);
        g.setStroke(Canvas.THIN);
        g.setColor(Canvas.DIM_TEXT);
        float rx = resting.x();
        float ry = resting.y();
        g.draw(new Line2D.Float(rx - 7, ry - 7, rx + 7, ry + 7));
        g.draw(new Line2D.Float(rx - 7, ry + 7, rx + 7, ry - 7));
        double vx = velocityX();
        double vy = holdingBall ? drag.y(now) : fling.isActive() ? Fling.velocity(fling, 1) : 0;
        g.setStroke(Canvas.LINE);
        g.setColor(Canvas.HOT);
        g.draw(new Line2D.Double(ballX, ballY, ballX + vx * 0.08, ballY + vy * 0.08));
        g.setColor(holdingBall ? Canvas.HOT : Canvas.ACCENT);
        g.fill(new Ellipse2D.Float(ballX - RADIUS, ballY - RADIUS, 2 * RADIUS, 2 * RADIUS));
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.TEXT);
        g.drawString(String.format(Locale.ROOT, "throw #%d · v = (%.0f, %.0f) px/s · x marks restingValue()",
                throwsMade, vx, vy), p.x + 12, p.y + p.height - 12);
    }

    private void paintPager(Graphics2D g) {
        Rectangle p = PAGER_PANEL;
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(p.x, p.y, p.width, p.height, 14, 14);
        Shape clip = g.getClip();
        g.clip(VIEWPORT);
        for (int i = 0; i < PAGES; i++) {
            float x = VIEWPORT.x + i * PAGE - offset;
            g.setColor(Canvas.mix(Canvas.GRID, PAGE_COLOURS[i], 0.7f));
            g.fillRoundRect(Math.round(x) + 8, VIEWPORT.y, Math.round(PAGE) - 16, VIEWPORT.height, 16, 16);
            g.setFont(Canvas.TITLE);
            g.setColor(Canvas.BACKGROUND);
            g.drawString("page " + (i + 1), Math.round(x) + 24, VIEWPORT.y + 30);
        }
        g.setClip(clip);
        int page = Math.round(offset / PAGE);
        for (int i = 0; i < PAGES; i++) {
            g.setColor(i == page ? Canvas.TEXT : Canvas.GRID);
            g.fillOval(p.x + p.width / 2 - PAGES * 8 + i * 16, VIEWPORT.y + VIEWPORT.height + 12, 8, 8);
        }
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.TEXT);
        double v = snap.isActive() ? Spring.velocity(snap) : 0;
        g.drawString(String.format(Locale.ROOT, "fling rests at %.0f px · spring to page %d · v = %.0f px/s",
                pagerRest, page + 1, v), p.x + 12, p.y + p.height - 12);
    }

    /** The scripted throw of the headless render and the window's button: a fast drag up and right. */
    void scriptedThrow(double start, int frame, double dt) {
        float[][] path = {{80, 300}, {130, 292}, {180, 284}, {230, 276}, {280, 268}, {330, 260}, {380, 252}};
        if (frame < path.length) {
            if (frame == 0) {
                ballX = path[0][0];
                ballY = path[0][1];
                fling.tryCancel();
                press(start, ballX, ballY);
            } else {
                dragTo(start + frame * dt, path[frame][0], path[frame][1]);
            }
        } else if (frame == path.length) {
            release(start + (frame - 1) * dt);
        }
    }

    @Override
    public JComponent controls() {
        JPanel panel = new JPanel(new FlowLayout(FlowLayout.LEFT));
        JButton throwIt = new JButton("Throw the ball");
        // from where the ball is, towards the far side, so nothing jumps
        throwIt.addActionListener(e -> throwBall(Float2.of(ballX < THROW_PANEL.getCenterX() ? 1400 : -1400,
                ballY < THROW_PANEL.getCenterY() ? 600 : -600)));
        panel.add(throwIt);
        return panel;
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        double dt = out.settings().frameSeconds();
        int swipe = (int) Math.round(2.0 / dt);
        out.gif("fling.gif", this, 4.0, frame -> {
            double t = frame * dt;
            now = t;
            scriptedThrow(0, frame, dt);
            int s = frame - swipe;
            if (s == 0) {
                press(t, 820, 200);
            } else if (s > 0 && s < 5) {
                dragTo(t, 820 - 30 * s, 200);
            } else if (s == 5) {
                release(t - dt);
            }
        });
    }
}
