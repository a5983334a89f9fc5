package dev.lilt.demo;

import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.diagnostics.LiveMotion;
import dev.lilt.motion.diagnostics.LiveMotions;
import dev.lilt.pipe.SubscriptionInfo;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.function.Supplier;
import javax.swing.JComponent;

/**
 * Scene 8: an inspector. The live motions of the showcase's scheduler
 * ({@code ManualMotionScheduler.liveMotions()}) as a tree of sequences and free motions
 * ({@link InspectorRows}), the timeline of a sequence ({@link SequenceStrip}), and the live
 * subscriptions of the pipe scene's {@code MessagePipe} ({@code diagnostics().liveSubscriptions()}),
 * taken again every repaint while the tab is shown. In the window it is a Swing tool
 * ({@link InspectorView}: scrolling, a filter, folding, a strip to scrub); headless, it hosts the
 * sequence and pipe scenes on its own scheduler, lets them run, and draws what it sees.
 */
final class InspectorScene implements Scene {
    static final int W = 1120;
    static final int H = 640;
    static final int TABLE_X = 70;
    static final int MOTIONS_TOP = 92;
    static final int ROW_H = 16;
    static final int MOTION_ROWS = 14;
    static final Rectangle STRIP = new Rectangle(16, 352, W - 32, 150);
    private static final int SUBSCRIPTIONS_TOP = 528;
    private static final int SUBSCRIPTION_ROWS = 5;
    private static final int GAUGE_X = 16;
    private static final int GAUGE_W = 44;

    private Supplier<PipeScene> pipeScene;
    private Supplier<SequenceScene> sequenceScene;
    private MotionScheduler motions;
    private InspectorRows rows;
    private List<SubscriptionInfo> subscriptions = List.of();
    private InspectorView view;

    /**
     * An inspector of the showcase.
     *
     * @param pipeScene     the showcase's pipe scene, or null before it exists
     * @param sequenceScene the showcase's sequence scene (which the strip scrubs), or null
     */
    InspectorScene(Supplier<PipeScene> pipeScene, Supplier<SequenceScene> sequenceScene) {
        this.pipeScene = pipeScene;
        this.sequenceScene = sequenceScene;
    }

    /** An inspector that can list a pipe scene but scrubs no sequence. */
    InspectorScene(Supplier<PipeScene> pipeScene) {
        this(pipeScene, () -> null);
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
        rows = InspectorRows.of(motions.manual().liveMotions(), "", Set.of());
        PipeScene pipe = pipeScene.get();
        subscriptions = pipe == null ? List.of() : pipe.diagnostics().liveSubscriptions();
        if (view != null) {
            view.show(rows.live(), subscriptions);
        }
    }

    LiveMotions live() {
        return rows.live();
    }

    /** Every row of the last snapshot, unfiltered and unfolded. */
    InspectorRows rows() {
        return rows;
    }

    List<SubscriptionInfo> subscriptions() {
        return subscriptions;
    }

    /**
     * Scrubs the sequence named {@code name} to {@code seconds} on its clock, holding it still
     * while {@code holding}; only the showcase's own sequence can be scrubbed.
     *
     * @return whether a sequence of that name was scrubbed
     */
    boolean scrub(String name, double seconds, boolean holding) {
        SequenceScene scene = sequenceScene.get();
        if (scene == null || !SequenceScene.NAME.equals(name)) {
            return false;
        }
        scene.seek(seconds);
        scene.hold(holding);
        return true;
    }

    /** Whether {@link #scrub} reaches the sequence named {@code name}. */
    boolean canScrub(String name) {
        return sequenceScene.get() != null && SequenceScene.NAME.equals(name);
    }

    @Override
    public JComponent view() {
        view = new InspectorView(this);
        view.show(rows.live(), subscriptions);
        return view.component();
    }

    @Override
    public void frame(double deltaSeconds) {
        refresh();
    }

    @Override
    public void hidden() {
        SequenceScene scene = sequenceScene.get();
        if (scene != null) {
            scene.hold(false);
        }
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("Inspector: the showcase's live motions and subscriptions", 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("ManualMotionScheduler.liveMotions() as a tree of sequences and free motions, and"
                + " MessagePipe.diagnostics().liveSubscriptions(). Gauge: progress through the current loop.", 16, 46);
        g.setFont(Canvas.MONO);
        g.setColor(Canvas.ACCENT);
        g.drawString(summary(rows), 16, 72);
        paintMotions(g);
        List<String> sequences = rows.sequenceNames();
        SequenceStrip.paint(g, rows, sequences.isEmpty() ? null : sequences.get(0), STRIP, false);
        paintSubscriptions(g);
    }

    /** The line over the table: how many motions, on which scheduler, when, and of which kinds. */
    static String summary(InspectorRows rows) {
        LiveMotions live = rows.live();
        return String.format(Locale.ROOT, "%d live motions on '%s' at t = %.3f s  %s", live.motions().size(),
                live.scheduler(), live.timeSeconds(), kinds(live.countByKind()));
    }

    private void paintMotions(Graphics2D g) {
        List<InspectorRows.Row> all = rows.rows();
        List<String> lines = table(all);
        g.setFont(Canvas.SMALL_MONO);
        int y = MOTIONS_TOP;
        g.setColor(Canvas.DIM_TEXT);
        g.drawString(lines.get(0), TABLE_X, y);
        int shown = Math.min(MOTION_ROWS, all.size());
        for (int r = 0; r < shown; r++) {
            y += ROW_H;
            InspectorRows.Row row = all.get(r);
            paintGauge(g, row.motion(), y);
            String state = InspectorRows.state(row.motion());
            g.setColor(row.isSequence() ? Canvas.ACCENT
                    : state.equals("WAITING") || state.equals("DONE") ? Canvas.DIM_TEXT : Canvas.TEXT);
            g.drawString(lines.get(r + 1), TABLE_X, y);
        }
        if (all.size() > shown) {
            g.setColor(Canvas.DIM_TEXT);
            g.drawString("... and " + (all.size() - shown) + " more (the window's inspector scrolls)", TABLE_X,
                    y + ROW_H);
        }
    }

    /** The rows as text: a header, then one line per row, columns padded to their widest cell. */
    static List<String> table(List<InspectorRows.Row> rows) {
        int columns = InspectorRows.COLUMNS.size();
        String[][] cells = new String[rows.size() + 1][columns];
        for (int c = 0; c < columns; c++) {
            cells[0][c] = InspectorRows.COLUMNS.get(c);
            for (int r = 0; r < rows.size(); r++) {
                cells[r + 1][c] = rows.get(r).cell(c, false);
            }
        }
        int[] width = new int[columns];
        for (String[] row : cells) {
            for (int c = 0; c < columns; c++) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        List<String> lines = new ArrayList<>();
        for (String[] row : cells) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                line.append(row[c]);
                if (c < columns - 1) {
                    line.append(" ".repeat(width[c] - row[c].length() + 2));
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }

    private static void paintGauge(Graphics2D g, LiveMotion m, int baseline) {
        g.setColor(Canvas.GRID);
        g.fillRect(GAUGE_X, baseline - 9, GAUGE_W, 8);
        g.setColor(SequenceStrip.colour(InspectorRows.state(m)));
        g.fillRect(GAUGE_X, baseline - 9, (int) Math.round(GAUGE_W * InspectorRows.loopProgress(m)), 8);
    }

    private void paintSubscriptions(Graphics2D g) {
        g.setFont(Canvas.MONO);
        g.setColor(Canvas.ACCENT);
        g.drawString(subscriptions.size() + " live subscriptions on the pipe scene's MessagePipe", 16,
                SUBSCRIPTIONS_TOP);
        g.setFont(Canvas.SMALL_MONO);
        int y = SUBSCRIPTIONS_TOP;
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
            lines.add(subscriptionLine(s));
        }
        return lines;
    }

    static String subscriptionLine(SubscriptionInfo s) {
        return String.format(Locale.ROOT, "%-8s key %-5s subscribed at %s", s.messageType().getSimpleName(),
                s.key() == null ? "-" : s.key().getClass().getSimpleName(), callerOf(s.subscribedAt()));
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
        sequenceScene = () -> sequence;
        out.advance(0.6);
        pipe.hit();
        out.advance(0.4);
        pipe.hit();
        out.advance(0.2);
        refresh();
        out.png("inspector.png", this);
        String nl = System.lineSeparator();
        out.text("inspector.txt", summary(rows) + nl + String.join(nl, table(rows.rows())) + nl + nl
                + subscriptions.size() + " live subscriptions" + nl
                + String.join(nl, subscriptionLines(Integer.MAX_VALUE)) + nl);
    }
}
