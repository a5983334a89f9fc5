package dev.lilt.demo;

import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.diagnostics.LiveMotion;
import dev.lilt.motion.diagnostics.LiveMotions;
import dev.lilt.pipe.SubscriptionInfo;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Scene 6: an inspector. The live motions of the showcase's scheduler
 * ({@code ManualMotionScheduler.liveMotions()}: name, kind, state, time, loops, speed, owning
 * sequence, where each was created) and the live subscriptions of the pipe scene's
 * {@code MessagePipe} ({@code diagnostics().liveSubscriptions()}), refreshed every repaint while
 * the tab is shown. Headless, it hosts the sequence and pipe scenes on its own scheduler, lets them
 * run, and writes what it sees.
 */
final class InspectorScene implements Scene {
    static final int W = 960;
    static final int H = 600;
    static final int TABLE_X = 70;
    static final int MOTIONS_TOP = 92;
    static final int ROW_H = 16;
    static final int MOTION_ROWS = 22;
    private static final int SUBSCRIPTION_ROWS = 6;
    private static final int GAUGE_X = 16;
    private static final int GAUGE_W = 44;
    private static final Font SMALL_MONO = new Font(Font.MONOSPACED, Font.PLAIN, 11);

    private Supplier<PipeScene> pipeScene;
    private MotionScheduler motions;
    private LiveMotions live;
    private List<SubscriptionInfo> subscriptions = List.of();

    /**
     * An inspector of the showcase.
     *
     * @param pipeScene the showcase's pipe scene, or null before it exists
     */
    InspectorScene(Supplier<PipeScene> pipeScene) {
        this.pipeScene = pipeScene;
    }

    @Override
    public String title() {
        return "Inspector";
    }

    @Override
    public Dimension size() {
        return new Dimension(W, H);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        refresh();
    }

    /** Takes fresh snapshots (on the scheduler's thread). */
    void refresh() {
        live = motions.manual().liveMotions();
        PipeScene pipe = pipeScene.get();
        subscriptions = pipe == null ? List.of() : pipe.diagnostics().liveSubscriptions();
    }

    LiveMotions live() {
        return live;
    }

    List<SubscriptionInfo> subscriptions() {
        return subscriptions;
    }

    @Override
    public void frame(double deltaSeconds) {
        refresh();
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("Inspector: the showcase's live motions and subscriptions", 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("ManualMotionScheduler.liveMotions() and MessagePipe.diagnostics().liveSubscriptions(), taken"
                + " every repaint. Gauge: progress through the loop.", 16, 46);
        paintMotions(g);
        paintSubscriptions(g, MOTIONS_TOP + (MOTION_ROWS + 2) * ROW_H + 12);
    }

    private void paintMotions(Graphics2D g) {
        List<LiveMotion> all = live.motions();
        g.setFont(Canvas.MONO);
        g.setColor(Canvas.ACCENT);
        g.drawString(all.size() + " live motions on '" + live.scheduler() + "'  " + kinds(live.countByKind()), 16, 72);
        g.setFont(SMALL_MONO);
        String[] lines = live.toString().split("\n");
        int y = MOTIONS_TOP;
        g.setColor(Canvas.DIM_TEXT);
        g.drawString(lines[1].strip(), TABLE_X, y);
        for (int r = 0; r < Math.min(MOTION_ROWS, all.size()); r++) {
            y += ROW_H;
            LiveMotion m = all.get(r);
            paintGauge(g, m, y);
            g.setColor(m.sequence() != null ? Canvas.DIM_TEXT : Canvas.TEXT);
            g.drawString(lines[r + 2].substring(2), TABLE_X, y);
        }
        if (all.size() > MOTION_ROWS) {
            g.setColor(Canvas.DIM_TEXT);
            g.drawString("... and " + (all.size() - MOTION_ROWS) + " more", TABLE_X, y + ROW_H);
        }
    }

    private static void paintGauge(Graphics2D g, LiveMotion m, int baseline) {
        g.setColor(Canvas.GRID);
        g.fillRect(GAUGE_X, baseline - 9, GAUGE_W, 8);
        g.setColor(m.state() == LiveMotion.State.COMPLETED ? Canvas.ACCENT : Canvas.GOOD);
        g.fillRect(GAUGE_X, baseline - 9, Math.round(GAUGE_W * (float) loopProgress(m)), 8);
    }

    /**
     * How far the motion is through its current loop, in [0, 1] (1 once completed, 0 in a delay);
     * the delay counted once, before the first loop.
     */
    static double loopProgress(LiveMotion m) {
        if (m.state() == LiveMotion.State.COMPLETED) {
            return 1;
        }
        if (m.state() != LiveMotion.State.PLAYING || m.durationSeconds() <= 0) {
            return 0;
        }
        double inLoop = m.timeSeconds() - m.delaySeconds() - m.completedLoops() * m.durationSeconds();
        return Math.max(0, Math.min(1, inLoop / m.durationSeconds()));
    }

    private void paintSubscriptions(Graphics2D g, int top) {
        g.setFont(Canvas.MONO);
        g.setColor(Canvas.ACCENT);
        g.drawString(subscriptions.size() + " live subscriptions on the pipe scene's MessagePipe", 16, top);
        g.setFont(SMALL_MONO);
        int y = top;
        for (String line : subscriptionLines(SUBSCRIPTION_ROWS)) {
            y += ROW_H;
            g.setColor(Canvas.TEXT);
            g.drawString(line, TABLE_X, y);
        }
    }

    /** One line per subscription (at most {@code max}): message type, key and where it was made. */
    List<String> subscriptionLines(int max) {
        List<String> lines = new ArrayList<>();
        for (SubscriptionInfo s : subscriptions.subList(0, Math.min(max, subscriptions.size()))) {
            lines.add(String.format(java.util.Locale.ROOT, "%-8s key %-5s subscribed at %s",
                    s.messageType().getSimpleName(), s.key() == null ? "-" : s.key().getClass().getSimpleName(),
                    callerOf(s.subscribedAt())));
        }
        return lines;
    }

    /** The first frame outside Lilt's pipe: the code that subscribed. */
    private static String callerOf(List<StackTraceElement> site) {
        for (StackTraceElement e : site) {
            if (!e.getClassName().startsWith("dev.lilt.pipe.")) {
                String cls = e.getClassName();
                return cls.substring(cls.lastIndexOf('.') + 1) + "." + e.getMethodName() + "(" + e.getFileName() + ":"
                        + e.getLineNumber() + ")";
            }
        }
        return "-";
    }

    private static String kinds(Map<String, Integer> counts) {
        StringJoiner j = new StringJoiner(", ", "(", ")");
        new TreeMap<>(counts).forEach((kind, n) -> j.add(kind + " " + n));
        return j.toString();
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        SequenceScene sequence = new SequenceScene();
        sequence.start(motions);
        PipeScene pipe = new PipeScene();
        pipe.start(motions);
        pipeScene = () -> pipe;
        out.advance(0.6);
        pipe.hit();
        out.advance(0.4);
        pipe.hit();
        out.advance(0.2);
        refresh();
        out.png("inspector.png", this);
        out.text("inspector.txt", live + System.lineSeparator() + System.lineSeparator() + subscriptions.size()
                + " live subscriptions" + System.lineSeparator() + String.join(System.lineSeparator(),
                subscriptionLines(Integer.MAX_VALUE)) + System.lineSeparator());
    }
}
