package dev.lilt.demo;

import dev.lilt.motion.Ease;
import dev.lilt.motion.LinkEnd;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.Scrubber;
import dev.lilt.motion.Sequence;
import dev.lilt.motion.SequenceBuilder;
import dev.lilt.motion.swing.AlphaPanel;
import dev.lilt.motion.swing.SwingBinders;
import dev.lilt.motion.swing.SwingFlip;
import dev.lilt.motion.swing.SwingLinks;
import dev.lilt.motion.swing.SwingScrub;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridLayout;
import java.awt.RenderingHints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.SwingUtilities;

/**
 * Scene 9: motion where desktop user interfaces live, on real Swing components. A list whose rows
 * slide to their new places when it is reordered ({@link SwingFlip}), a panel that fades in and out
 * and leaves its container only after its exit has played (turning around from where it is when
 * shown again mid-exit), its motions linked to it ({@link SwingLinks}), and a sequence scrubbed by a
 * {@link JSlider} that snaps to the sequence's labels ({@link SwingScrub}). The window adds buttons
 * and the application-wide reduced-motion switch.
 */
final class UiScene implements Scene {
    static final int W = 960;
    static final int H = 350;
    static final String[] ROWS = {"Inbox", "Drafts", "Sent", "Archive", "Spam"};
    /** The sequence's labels, in order: the slider snaps to them. */
    static final String[] LABELS = {"start", "lift", "slide", "land"};
    static final double PANEL_IN = 0.35;
    static final double PANEL_OUT = 0.5;

    private final JPanel root = new JPanel(null);
    private final JPanel list = new JPanel(new GridLayout(0, 1, 0, 6));
    private final List<JLabel> rows = new ArrayList<>();
    private final JPanel stage = new JPanel(null);
    private final AlphaPanel toast = new AlphaPanel(new BorderLayout());
    private final JSlider slider = new JSlider(0, 1_000, 0);
    private final float[] ball = {0, 0, 0};
    private final TimelineView timeline = new TimelineView();
    private final JLabel status = label("", Canvas.DIM_TEXT);
    private MotionScheduler motions;
    private MotionHandle toastMotion = MotionHandle.NONE;
    private boolean toastShown;
    private SwingScrub scrub;
    private double[] labelSeconds;
    private int shuffles;

    UiScene() {
        root.setBackground(Canvas.BACKGROUND);
        root.setPreferredSize(new Dimension(W, H));
        JLabel title = label("Lilt in a desktop UI: FLIP layout, enter and exit, scrubbing", Canvas.TEXT);
        title.setFont(Canvas.TITLE);
        title.setBounds(16, 8, 900, 24);
        root.add(title);
        status.setBounds(16, 34, 900, 18);
        root.add(status);

        list.setOpaque(false);
        for (String name : ROWS) {
            JLabel row = label("  " + name, Canvas.TEXT);
            row.setOpaque(true);
            row.setBackground(Canvas.PANEL);
            row.setBorder(BorderFactory.createMatteBorder(0, 4, 0, 0, Canvas.ACCENT));
            rows.add(row);
            list.add(row);
        }
        list.setBounds(16, 80, 260, 5 * 40 + 4 * 6);
        root.add(list);
        JLabel listCaption = label("SwingFlip.install(list, motions)", Canvas.DIM_TEXT);
        listCaption.setFont(Canvas.MONO);
        listCaption.setBounds(16, 316, 300, 18);
        root.add(listCaption);

        stage.setOpaque(true);
        stage.setBackground(Canvas.PANEL);
        stage.setBounds(310, 80, 300, 230);
        root.add(stage);
        toast.setBackground(Canvas.ACCENT.darker());
        JLabel saved = label("  Saved: the panel leaves after its exit", Color.WHITE);
        toast.add(saved, BorderLayout.CENTER);
        toast.setBounds(20, 150, 260, 56);
        JLabel stageCaption = label("fade in / out, removed after the exit", Canvas.DIM_TEXT);
        stageCaption.setFont(Canvas.MONO);
        stageCaption.setBounds(310, 316, 320, 18);
        root.add(stageCaption);

        timeline.setBounds(640, 80, 300, 190);
        root.add(timeline);
        slider.setOpaque(false);
        slider.setBounds(640, 276, 300, 30);
        root.add(slider);
        JLabel sliderCaption = label("SwingScrub.bind(timeline, slider)", Canvas.DIM_TEXT);
        sliderCaption.setFont(Canvas.MONO);
        sliderCaption.setBounds(640, 316, 320, 18);
        root.add(sliderCaption);
    }

    private static JLabel label(String text, Color colour) {
        JLabel l = new JLabel(text);
        l.setFont(Canvas.LABEL);
        l.setForeground(colour);
        return l;
    }

    @Override
    public String title() {
        return "UI motion";
    }

    @Override
    public Dimension size() {
        return new Dimension(W, H);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        SwingFlip.install(list, scheduler).withDuration(0.45).withEase(Ease.OUT_CUBIC);
        SequenceBuilder b = Sequence.create().label(LABELS[0])
                .append(Motion.create(0f, 1f, 0.6).withEase(Ease.OUT_BACK).withScheduler(scheduler)
                        .withPlayWhenReduced(true).bind(ball, (v, s) -> s[1] = v))
                .label(LABELS[1])
                .append(Motion.create(0f, 1f, 1).withEase(Ease.IN_OUT_CUBIC).withScheduler(scheduler)
                        .withPlayWhenReduced(true).bind(ball, (v, s) -> s[0] = v))
                .label(LABELS[2])
                .append(Motion.create(1f, 0f, 0.5).withEase(Ease.OUT_BOUNCE).withScheduler(scheduler)
                        .withPlayWhenReduced(true).bind(ball, (v, s) -> s[1] = v))
                .label(LABELS[3]);
        labelSeconds = new double[LABELS.length];
        for (int i = 0; i < LABELS.length; i++) {
            labelSeconds[i] = b.labelSeconds(LABELS[i]);
        }
        MotionHandle sequence = b.run(clock -> clock.withPlayWhenReduced(true));
        boolean smooth = SwingUtilities.isEventDispatchThread();
        scrub = SwingScrub.bind(sequence, slider.getModel(), s -> {
            s.withSnapPoints(labelSeconds);
            if (smooth) {
                s.withSmoothing(0.08); // the window: the time glides to the label the slider is near
            }
        });
        showToast();
    }

    /** Moves the first row to the end: the others slide up, it slides down past them. */
    void shuffle() {
        JLabel first = rows.remove(0);
        rows.add(first);
        list.remove(first);
        list.add(first);
        if (SwingUtilities.isEventDispatchThread()) {
            list.revalidate(); // the window lays it out at its next repaint
        } else {
            list.invalidate(); // headless: paint validates it; revalidate would post to the EDT
        }
        shuffles++;
    }

    /** Shows the panel: adds it if it has left, then fades it in from where its alpha is. */
    void showToast() {
        toastShown = true;
        if (toast.getParent() == null) {
            toast.setAlpha(0f);
            stage.add(toast);
        }
        fadeToast(1f, PANEL_IN, Ease.OUT_CUBIC);
    }

    /** Hides the panel: fades it out from where it is, then removes it from its container. */
    void hideToast() {
        toastShown = false;
        fadeToast(0f, PANEL_OUT, Ease.IN_CUBIC);
    }

    private void fadeToast(float to, double seconds, Ease ease) {
        toastMotion.tryCancel();
        float from = toast.getAlpha();
        toastMotion = Motion.create(from, to, seconds * Math.abs(to - from)).withEase(ease)
                .withScheduler(motions).withOnComplete(this, UiScene::toastMotionEnded)
                .bind(toast, SwingBinders.alpha());
        if (SwingUtilities.isEventDispatchThread()) {
            // the window: should the tab's panel go away, its fade ends with it (links need the EDT)
            SwingLinks.link(toastMotion, toast, LinkEnd.COMPLETE);
        }
    }

    private void toastMotionEnded() {
        if (!toastShown) {
            stage.remove(toast);
            stage.repaint();
        }
    }

    void toggleToast() {
        if (toastShown) {
            hideToast();
        } else {
            showToast();
        }
    }

    Scrubber scrubber() {
        return scrub.scrubber();
    }

    JSlider slider() {
        return slider;
    }

    boolean toastInStage() {
        return toast.getParent() == stage;
    }

    float toastAlpha() {
        return toast.getAlpha();
    }

    List<String> rowOrder() {
        List<String> names = new ArrayList<>();
        for (JLabel r : rows) {
            names.add(r.getText().strip());
        }
        return names;
    }

    int rowY(int index) {
        return rows.get(index).getY();
    }

    @Override
    public void paint(Graphics2D g) {
        status.setText(String.format(Locale.ROOT, "list reordered %d times · panel %s (alpha %.2f) · timeline at"
                + " %.2f s of %.2f%s", shuffles, toastInStage() ? "in its container" : "removed", toastAlpha(),
                scrub.scrubber().time(), labelSeconds[labelSeconds.length - 1],
                Motion.isReducedMotion() ? " · reduced motion" : ""));
        root.setSize(W, H);
        layOut(root); // validate() does nothing without a window; the window's repaint manager does this
        root.printAll(g);
    }

    private static void layOut(Container c) {
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof Container inner) {
                layOut(inner);
            }
        }
    }

    @Override
    public JComponent view() {
        JPanel view = new JPanel(new BorderLayout());
        view.setBackground(Canvas.BACKGROUND);
        view.add(root, BorderLayout.CENTER);
        JPanel controls = new JPanel(new FlowLayout(FlowLayout.LEFT));
        JButton reorder = new JButton("Reorder the list");
        reorder.addActionListener(e -> shuffle());
        JButton toggle = new JButton("Show / hide the panel");
        toggle.addActionListener(e -> toggleToast());
        JCheckBox reduced = new JCheckBox("Reduced motion (Motion.setReducedMotion)", Motion.isReducedMotion());
        reduced.addActionListener(e -> Motion.setReducedMotion(reduced.isSelected()));
        controls.add(reorder);
        controls.add(toggle);
        controls.add(reduced);
        view.add(controls, BorderLayout.SOUTH);
        return view;
    }

    @Override
    public void frame(double deltaSeconds) {
        status.setText(String.format(Locale.ROOT, "timeline at %.2f s; the slider snaps to its labels %s",
                scrub.scrubber().time(), String.join(", ", LABELS)));
        timeline.repaint();
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        double dt = out.settings().frameSeconds();
        int second = (int) Math.round(1 / dt);
        out.gif("ui-motion.gif", this, 6, frame -> {
            if (frame == second / 2 || frame == 3 * second || frame == 3 * second + second / 4) {
                shuffle(); // the third one lands mid-flight of the second
            }
            if (frame == second || frame == 4 * second) {
                hideToast();
            }
            if (frame == second + second / 4 || frame == 5 * second) {
                showToast(); // the first turns the exit around half-way
            }
            slider.setValue(Math.min(1_000, frame * 1_000 / (4 * second)));
        });
        out.png("ui-motion.png", this);
    }

    /** The scrubbed sequence drawn: a ball lifted, slid and dropped, with the labels' ticks. */
    private final class TimelineView extends JComponent {
        private static final long serialVersionUID = 1L;

        @Override
        protected void paintComponent(Graphics graphics) {
            Graphics2D g = (Graphics2D) graphics.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Canvas.PANEL);
            g.fillRoundRect(0, 0, getWidth(), getHeight(), 12, 12);
            int floor = getHeight() - 40;
            g.setColor(Canvas.GRID);
            g.fillRect(20, floor + 12, getWidth() - 40, 2);
            int x = 32 + Math.round(ball[0] * (getWidth() - 64));
            int y = floor - Math.round(ball[1] * (floor - 30));
            g.setColor(Canvas.mix(Canvas.ACCENT, Canvas.HOT, ball[0]));
            g.fillOval(x - 12, y - 12, 24, 24);
            g.setFont(Canvas.SMALL_MONO);
            double total = labelSeconds == null ? 1 : labelSeconds[labelSeconds.length - 1];
            for (int i = 0; i < LABELS.length && labelSeconds != null; i++) {
                int tx = 20 + (int) Math.round(labelSeconds[i] / total * (getWidth() - 40));
                g.setColor(Canvas.DIM_TEXT);
                g.fillRect(tx - 1, floor + 18, 2, 6);
                g.drawString(LABELS[i], Math.min(getWidth() - 40, Math.max(4, tx - 14)), floor + 36);
            }
            g.dispose();
        }
    }
}
