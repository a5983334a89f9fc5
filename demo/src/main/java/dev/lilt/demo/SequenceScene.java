package dev.lilt.demo;

import dev.lilt.motion.Ease;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.Sequence;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.RoundRectangle2D;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;

/**
 * Scene 2: a sequence built with append, join, insert and appendInterval, drawn as bars on a
 * timeline with a playhead; the window adds a scrubber (setTime), play / pause / reverse
 * (playback speed) and the loop type.
 */
final class SequenceScene implements Scene {
    static final int W = 960;
    static final int H = 520;
    /** The sequence's debug name, as the inspector lists it. */
    static final String NAME = "showcase sequence";
    static final int TRACK_X = 190;
    static final int TRACK_W = 720;
    static final int TRACK_TOP = 250;
    static final int ROW_H = 36;
    private static final int SLIDER_STEPS = 1_000;
    /**
     * The loop types offered. INCREMENTAL is left out: on a sequence's clock it carries the time
     * past the end, where every child has already stopped.
     */
    static final LoopType[] LOOP_TYPES = {LoopType.RESTART, LoopType.YOYO, LoopType.FLIP};
    private static final Color[] COLOURS = {Canvas.ACCENT, new Color(0xb39ddb), Canvas.GOOD, Canvas.HOT,
        new Color(0xffd54f)};

    private MotionScheduler motions;
    private MotionHandle sequence = MotionHandle.NONE;
    private List<Timeline.Bar> bars = List.of();
    private double duration;
    private LoopType loopType = LoopType.RESTART;
    private double speed = 1;
    private boolean paused;
    private boolean held;
    private float x;
    private float scale = 1;
    private float angle;
    private float tint;
    private float lift;
    private List<Timeline.Cue> cues = List.of();
    private int chimes;
    private float glow;
    private MotionHandle glowMotion = MotionHandle.NONE;
    private JSlider scrubber;
    private JButton playPause;
    private boolean movingScrubber;

    @Override
    public String title() {
        return "Sequence";
    }

    @Override
    public Dimension size() {
        return new Dimension(W, H);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        build();
    }

    /** Cancels the running sequence, if any, and builds a fresh one looping with {@link #loopType}. */
    private void build() {
        sequence.tryCancel();
        Timeline timeline = new Timeline(Sequence.create())
                .append("move", Motion.create(0f, 1f, 1.0).withScheduler(motions).withDebugName("move")
                        .withEase(Ease.OUT_CUBIC).bind(this, (v, s) -> s.x = v))
                .join("grow", Motion.create(1f, 1.5f, 0.6).withScheduler(motions).withDebugName("grow")
                        .withEase(Ease.OUT_BACK).bind(this, (v, s) -> s.scale = v))
                .appendInterval(0.3)
                .cue("spin", this::chime)
                .append("spin", Motion.create(0f, 180f, 0.8).withScheduler(motions).withDebugName("spin")
                        .withEase(Ease.IN_OUT_SINE).bind(this, (v, s) -> s.angle = v))
                .join("tint", Motion.create(0f, 1f, 0.5).withScheduler(motions).withDebugName("tint")
                        .bind(this, (v, s) -> s.tint = v))
                .insert(0.4, "drop", Motion.create(1f, 0f, 1.0).withScheduler(motions).withDebugName("drop")
                        .withEase(Ease.OUT_BOUNCE).bind(this, (v, s) -> s.lift = v));
        bars = timeline.bars();
        cues = timeline.cues();
        duration = timeline.builder().duration();
        LoopType type = loopType;
        sequence = timeline.builder()
                .run(clock -> clock.withScheduler(motions).withLoops(-1, type).withDebugName(NAME))
                .preserve();
        sequence.setPlaybackSpeed(paused || held ? 0 : speed);
    }

    double duration() {
        return duration;
    }

    /** The timeline callback on the label "spin": counts, and flashes the cue with a motion of its own. */
    private void chime() {
        chimes++;
        glowMotion.tryCancel();
        glowMotion = Motion.create(1f, 0f, 0.5).withScheduler(motions).withDebugName("cue glow")
                .bind(this, (v, s) -> s.glow = v);
    }

    /** How many times the callback on "spin" has fired. */
    int chimes() {
        return chimes;
    }

    List<Timeline.Cue> cues() {
        return cues;
    }

    List<Timeline.Bar> bars() {
        return bars;
    }

    /** The sequence clock's value: where the playhead is, seconds in [0, duration]. */
    double playhead() {
        return sequence.isActive() ? sequence.value() : 0;
    }

    float x() {
        return x;
    }

    void seek(double seconds) {
        if (!sequence.isActive()) {
            build();
        }
        sequence.setTime(seconds);
    }

    /**
     * Holds the sequence still (speed 0) while another view scrubs it, or lets it play on as it
     * was set to.
     */
    void hold(boolean hold) {
        held = hold;
        if (sequence.isActive()) {
            sequence.setPlaybackSpeed(paused || held ? 0 : speed);
        }
    }

    void togglePause() {
        paused = !paused;
        applySpeed();
    }

    void reverse() {
        speed = -speed;
        applySpeed();
    }

    void loopType(LoopType type) {
        loopType = type;
        build();
    }

    private void applySpeed() {
        if (!sequence.isPlaying()) {
            double at = speed < 0 ? duration : 0;
            build();
            sequence.setTime(at);
        }
        sequence.setPlaybackSpeed(paused || held ? 0 : speed);
        if (playPause != null) {
            playPause.setText(paused ? "Play" : "Pause");
        }
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("Sequence.create().append(move).join(grow).appendInterval(0.3).append(spin).join(tint)"
                + ".insert(0.4, drop)", 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString(String.format(Locale.ROOT, "loops forever, %s · speed %+.1f%s · one clock motion drives the"
                + " children · .label(\"spin\").insertCallback(At.label(\"spin\"), chime), called %d×",
                loopType, speed, paused ? " (paused)" : "", chimes), 16, 46);
        paintStage(g);
        paintTimeline(g);
    }

    private void paintStage(Graphics2D g) {
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(16, 62, W - 32, 160, 12, 12);
        double cx = 90 + x * (W - 220);
        double cy = 180 - lift * 80;
        AffineTransform saved = g.getTransform();
        g.translate(cx, cy);
        g.rotate(Math.toRadians(angle));
        g.scale(scale, scale);
        g.setColor(Canvas.mix(Canvas.ACCENT, Canvas.HOT, tint));
        g.fill(new RoundRectangle2D.Double(-22, -22, 44, 44, 10, 10));
        g.setTransform(saved);
    }


    /** The x pixel of a time on the timeline. */
    static int timeX(double seconds, double duration) {
        return TRACK_X + (int) Math.round(TRACK_W * seconds / duration);
    }

    private void paintTimeline(Graphics2D g) {
        g.setFont(Canvas.LABEL);
        int bottom = TRACK_TOP + bars.size() * ROW_H;
        for (double s = 0; s <= duration + 1e-9; s += 0.5) {
            int tx = timeX(s, duration);
            g.setColor(Canvas.GRID);
            g.drawLine(tx, TRACK_TOP - 6, tx, bottom);
            g.setColor(Canvas.DIM_TEXT);
            g.drawString(String.format(Locale.ROOT, "%.1f s", s), tx - 12, TRACK_TOP - 10);
        }
        for (int i = 0; i < bars.size(); i++) {
            Timeline.Bar bar = bars.get(i);
            int y = TRACK_TOP + i * ROW_H;
            g.setColor(Canvas.DIM_TEXT);
            g.drawString(bar.call(), 16, y + 22);
            int x0 = timeX(bar.startSeconds(), duration);
            int x1 = timeX(bar.endSeconds(), duration);
            if (bar.interval()) {
                g.setColor(Canvas.GRID);
                g.drawRoundRect(x0, y + 6, Math.max(2, x1 - x0), ROW_H - 12, 8, 8);
            } else {
                g.setColor(COLOURS[i % COLOURS.length]);
                g.fillRoundRect(x0, y + 6, Math.max(2, x1 - x0), ROW_H - 12, 8, 8);
                g.setColor(Canvas.BACKGROUND);
            }
            g.drawString(bar.label(), x0 + 8, y + 22);
        }
        for (Timeline.Cue cue : cues) {
            int cx = timeX(cue.seconds(), duration);
            g.setColor(Canvas.mix(Canvas.GRID, Canvas.GOOD, 0.35f + 0.65f * glow));
            g.fillPolygon(new int[] {cx, cx + 6, cx, cx - 6}, new int[] {bottom + 4, bottom + 10, bottom + 16,
                bottom + 10}, 4);
            g.drawString("\"" + cue.label() + "\" + callback", cx - 60, bottom + 32);
        }
        double head = playhead();
        int hx = timeX(Math.max(0, Math.min(duration, head)), duration);
        g.setColor(Canvas.TEXT);
        g.fillRect(hx - 1, TRACK_TOP - 4, 3, bottom - TRACK_TOP + 8);
        g.drawString(String.format(Locale.ROOT, "%.2f s", head), hx + 6, bottom + 18);
    }

    @Override
    public void frame(double deltaSeconds) {
        if (scrubber != null && !scrubber.getValueIsAdjusting()) {
            movingScrubber = true;
            scrubber.setValue((int) Math.round(SLIDER_STEPS * playhead() / duration));
            movingScrubber = false;
        }
    }

    @Override
    public JComponent controls() {
        JPanel panel = new JPanel(new FlowLayout(FlowLayout.LEFT));
        playPause = new JButton("Pause");
        playPause.addActionListener(e -> togglePause());
        JButton reverse = new JButton("Reverse");
        reverse.addActionListener(e -> reverse());
        JComboBox<LoopType> loops = new JComboBox<>(LOOP_TYPES);
        loops.addActionListener(e -> loopType((LoopType) loops.getSelectedItem()));
        scrubber = new JSlider(0, SLIDER_STEPS, 0);
        scrubber.setPreferredSize(new Dimension(480, scrubber.getPreferredSize().height));
        scrubber.addChangeListener(e -> {
            if (!movingScrubber) {
                seek(duration * scrubber.getValue() / SLIDER_STEPS);
            }
        });
        panel.add(playPause);
        panel.add(reverse);
        panel.add(new JLabel("loop type:"));
        panel.add(loops);
        panel.add(new JLabel("  scrub (setTime):"));
        panel.add(scrubber);
        return panel;
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        out.gif("sequence.gif", this, duration, frame -> { });
        seek(1.65);
        out.png("sequence-timeline.png", this);
    }
}
