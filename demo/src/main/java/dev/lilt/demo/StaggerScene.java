package dev.lilt.demo;

import dev.lilt.motion.Ease;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.motion.Stagger;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;

/**
 * Scene 3: a grid of tiles that ripples out with {@link Stagger}: from the cell clicked, or from
 * the centre, the edges or a corner; the window offers the origin and the ease over the offsets.
 * One handle ends the whole set; a click restarts it from the new cell.
 */
final class StaggerScene implements Scene {
    static final int W = 960;
    static final int H = 520;
    static final int ROWS = 7;
    static final int COLUMNS = 14;
    static final Rectangle GRID = new Rectangle(40, 80, 880, 400);
    /** The spread of the start times, seconds: the farthest tile starts this long after the first. */
    static final double SPREAD = 0.8;
    /** Each tile's own motion, seconds. */
    static final double POP = 0.45;

    /** Where a ripple starts. */
    enum Origin {
        CLICKED("fromCell(row, col)"), CENTER("fromCenter()"), EDGES("fromEdges()"), START("fromStart()"),
        END("fromEnd()");

        final String call;

        Origin(String call) {
            this.call = call;
        }
    }

    /** The eases offered over the offsets. */
    static final Ease[] EASES = {Ease.LINEAR, Ease.OUT_QUAD, Ease.IN_QUAD, Ease.IN_OUT_CUBIC};

    private final float[] pop = new float[ROWS * COLUMNS];
    private MotionScheduler motions;
    private MotionHandle ripple = MotionHandle.NONE;
    private Origin origin = Origin.CENTER;
    private Ease ease = Ease.OUT_QUAD;
    private int row = ROWS / 2;
    private int column = COLUMNS / 2;

    @Override
    public String title() {
        return "Stagger";
    }

    @Override
    public Dimension size() {
        return new Dimension(W, H);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        rippleFrom(row, column);
    }

    /** The stagger of the current choices. */
    Stagger stagger() {
        Stagger s = Stagger.total(SPREAD).grid(ROWS, COLUMNS).withEase(ease);
        return switch (origin) {
            case CLICKED -> s.fromCell(row, column);
            case CENTER -> s.fromCenter();
            case EDGES -> s.fromEdges();
            case START -> s.fromStart();
            case END -> s.fromEnd();
        };
    }

    /** Ends the running ripple (one handle for all its tiles) and starts one from the given cell. */
    void rippleFrom(int r, int c) {
        row = r;
        column = c;
        ripple.tryCancel();
        Arrays.fill(pop, 0f);
        ripple = stagger().run(pop.length, i -> Motion.create(0f, 1f, POP).withScheduler(motions)
                .withEase(Ease.OUT_BACK).bind(pop, (v, p) -> p[i] = v));
    }

    void origin(Origin o) {
        origin = o;
        rippleFrom(row, column);
    }

    void ease(Ease e) {
        ease = e;
        rippleFrom(row, column);
    }

    /** Tile i's value now: 0 before its start, 1 once its pop is over (overshooting on the way). */
    float pop(int i) {
        return pop[i];
    }

    MotionHandle ripple() {
        return ripple;
    }

    /** The centre of the tile at (r, c), pixels. */
    static int[] cellCentre(int r, int c) {
        int w = GRID.width / COLUMNS;
        int h = GRID.height / ROWS;
        return new int[] {GRID.x + c * w + w / 2, GRID.y + r * h + h / 2};
    }

    @Override
    public void mouse(MouseEvent e) {
        if (e.getID() != MouseEvent.MOUSE_PRESSED || !GRID.contains(e.getPoint())) {
            return;
        }
        int c = Math.min(COLUMNS - 1, (e.getX() - GRID.x) * COLUMNS / GRID.width);
        int r = Math.min(ROWS - 1, (e.getY() - GRID.y) * ROWS / GRID.height);
        origin = Origin.CLICKED;
        rippleFrom(r, c);
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString(String.format(Locale.ROOT, "Stagger.total(%.1f).grid(%d, %d).%s.withEase(%s)"
                + ".run(%d, i -> pop)", SPREAD, ROWS, COLUMNS, origin.call, ease, pop.length), 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("click a tile: the ripple starts from it; one handle ends all " + pop.length + " motions",
                16, 46);
        int w = GRID.width / COLUMNS;
        int h = GRID.height / ROWS;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                float p = pop[r * COLUMNS + c];
                int[] centre = cellCentre(r, c);
                int side = Math.max(0, Math.round((Math.min(w, h) - 10) * (0.25f + 0.75f * p)));
                g.setColor(Canvas.mix(Canvas.GRID, r == row && c == column ? Canvas.HOT : Canvas.ACCENT, p));
                g.fillRoundRect(centre[0] - side / 2, centre[1] - side / 2, side, side, 10, 10);
            }
        }
    }


    @Override
    public JComponent controls() {
        JPanel panel = new JPanel(new FlowLayout(FlowLayout.LEFT));
        JComboBox<Origin> origins = new JComboBox<>(Origin.values());
        origins.setSelectedItem(origin);
        origins.addActionListener(e -> origin((Origin) origins.getSelectedItem()));
        JComboBox<Ease> eases = new JComboBox<>(EASES);
        eases.setSelectedItem(ease);
        eases.addActionListener(e -> ease((Ease) eases.getSelectedItem()));
        panel.add(new JLabel("from:"));
        panel.add(origins);
        panel.add(new JLabel("  ease over the offsets:"));
        panel.add(eases);
        return panel;
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        double dt = out.settings().frameSeconds();
        int second = (int) Math.round((SPREAD + POP + 0.3) / dt);
        out.gif("stagger.gif", this, 2 * (SPREAD + POP + 0.3), frame -> {
            if (frame == second) {
                origin = Origin.CLICKED;
                rippleFrom(1, 2);
            }
        });
    }
}
