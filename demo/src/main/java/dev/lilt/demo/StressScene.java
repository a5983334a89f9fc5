package dev.lilt.demo;

import dev.lilt.motion.Ease;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionScheduler;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;

/**
 * Scene 6: thousands to a million float motions, one per particle, on their own
 * {@link ManualMotionScheduler} so that {@link EngineMeter} can time exactly the engine's update
 * and count the bytes it allocates. Particles are pixels written straight into an image.
 */
final class StressScene implements Scene {
    static final int[] COUNTS = {10_000, 100_000, 1_000_000};
    private static final int W = 960;
    private static final int H = 560;
    private static final int FIELD_TOP = 60;
    /**
     * What the figures measure, shown beside them: each particle's own motion, unlike the README's
     * JMH frame of plain float motions bound to fields, measured on a quiet machine.
     */
    static final String WORKLOAD = "float motions looping YOYO, 4 eases, random durations, one update timed";
    private static final Ease[] EASES = {Ease.IN_OUT_SINE, Ease.OUT_BACK, Ease.OUT_BOUNCE, Ease.IN_OUT_QUAD};

    private final ManualMotionScheduler motions = new ManualMotionScheduler("stress");
    private final EngineMeter meter = new EngineMeter(120);
    private final BufferedImage field = new BufferedImage(W, H - FIELD_TOP, BufferedImage.TYPE_INT_RGB);
    private final int[] pixels = ((DataBufferInt) field.getRaster().getDataBuffer()).getData();
    private Particle[] particles = new Particle[0];
    private final int initialCount;
    private double frameIntervalSeconds;

    StressScene() {
        this(COUNTS[0]);
    }

    StressScene(int initialCount) {
        this.initialCount = initialCount;
    }

    /** One particle: its path (fixed) and its progress along it, written by its motion. */
    private static final class Particle {
        final float x0;
        final float y0;
        final float dx;
        final float dy;
        final int rgb;
        float t;

        Particle(float x0, float y0, float dx, float dy, int rgb) {
            this.x0 = x0;
            this.y0 = y0;
            this.dx = dx;
            this.dy = dy;
            this.rgb = rgb;
        }
    }

    @Override
    public String title() {
        return "Stress";
    }

    @Override
    public Dimension size() {
        return new Dimension(W, H);
    }

    @Override
    public void start(MotionScheduler unused) {
        spawn(initialCount);
    }

    int count() {
        return particles.length;
    }

    EngineMeter meter() {
        return meter;
    }

    /** Cancels every particle's motion and starts {@code count} new ones (seeded, repeatable). */
    void spawn(int count) {
        motions.clear();
        motions.update(0);
        Random random = new Random(count);
        Particle[] created = new Particle[count];
        int fieldH = H - FIELD_TOP;
        for (int i = 0; i < count; i++) {
            double angle = random.nextDouble() * Math.PI * 2;
            double reach = 40 + random.nextDouble() * 260;
            int hue = 0x4fc3f7 ^ (random.nextInt(0x40) << 16);
            Particle p = new Particle(W / 2f, fieldH / 2f, (float) (Math.cos(angle) * reach * 1.4),
                    (float) (Math.sin(angle) * reach * 0.8), hue);
            created[i] = p;
            Motion.create(0f, 1f, 0.8 + random.nextDouble() * 2.2).withScheduler(motions)
                    .withEase(EASES[i & 3]).withLoops(-1, LoopType.YOYO)
                    .withDelay(random.nextDouble() * 0.5)
                    .bind(p, (v, s) -> s.t = v);
        }
        particles = created;
        meter.reset();
    }

    @Override
    public void frame(double deltaSeconds) {
        frameIntervalSeconds = deltaSeconds;
        meter.update(motions, Math.min(deltaSeconds, 0.1));
    }

    @Override
    public void hidden() {
        meter.reset();
    }

    @Override
    public void paint(Graphics2D g) {
        Arrays.fill(pixels, 0x1b1d24);
        int fw = field.getWidth();
        int fh = field.getHeight();
        for (Particle p : particles) {
            int x = (int) (p.x0 + p.dx * p.t);
            int y = (int) (p.y0 + p.dy * p.t);
            if (x >= 0 && x < fw && y >= 0 && y < fh) {
                pixels[y * fw + x] = p.rgb;
            }
        }
        g.drawImage(field, 0, FIELD_TOP, null);
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString(String.format(Locale.ROOT, "%,d motions", particles.length), 16, 24);
        g.setFont(Canvas.MONO);
        g.setColor(Canvas.GOOD);
        g.drawString(figures(), 16, 46);
        g.setColor(Canvas.DIM_TEXT);
        // the workload and the load beside the figure: both differ from the README's JMH figures
        g.drawString(WORKLOAD + "; " + machine(), 180, 24);
    }

    /**
     * The load the figures were measured under: the system load average over the last minute
     * against the CPUs there are. A per-motion time measured while other work holds the CPUs is
     * that much longer than a quiet machine's, which is what the README's figures are.
     */
    static String machine() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        int cpus = Runtime.getRuntime().availableProcessors();
        String average = load < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", load);
        return String.format(Locale.ROOT, "measured under load: system load average %s on %d CPUs (Java %s)",
                average, cpus, System.getProperty("java.version"));
    }

    /** The live figures, one line: engine update time, per motion, allocation, frame interval. */
    String figures() {
        long median = meter.medianNanos();
        return String.format(Locale.ROOT,
                "engine update %.2f ms/frame · %.1f ns/motion · %.0f B allocated/frame (max %d)"
                        + " · frame interval %.1f ms",
                median / 1e6, particles.length == 0 ? 0.0 : median / (double) particles.length,
                meter.meanBytes(), meter.maxBytes(), frameIntervalSeconds * 1e3);
    }

    @Override
    public JComponent controls() {
        JPanel panel = new JPanel(new FlowLayout(FlowLayout.LEFT));
        panel.add(new JLabel("Spawn:"));
        for (int n : COUNTS) {
            JButton button = new JButton(String.format(Locale.ROOT, "%,d", n));
            button.addActionListener(e -> spawn(n));
            panel.add(button);
        }
        panel.add(new JLabel("  figures are measured around ManualMotionScheduler.update only, on this machine"
                + " as loaded now; bench/ has the JMH figures"));
        return panel;
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        RenderSettings settings = out.settings();
        spawn(settings.stressMotions());
        double dt = 1 / 60.0;
        for (int i = 0; i < settings.stressWarmup(); i++) {
            motions.update(dt);
        }
        EngineMeter measured = new EngineMeter(settings.stressMeasured());
        for (int i = 0; i < settings.stressMeasured(); i++) {
            measured.update(motions, dt);
        }
        long median = measured.medianNanos();
        String report = String.format(Locale.ROOT,
                "Lilt stress: %,d float motions (looping YOYO, 4 eases, random durations), dt = 1/60 s%n"
                        + "warm-up frames: %d, measured frames: %d%n"
                        + "engine update (median): %.3f ms/frame%n"
                        + "per motion: %.2f ns%n"
                        + "allocated by the update: %.1f B/frame mean, %d B max%n"
                        + "measured around ManualMotionScheduler.update with System.nanoTime and%n"
                        + "com.sun.management.ThreadMXBean.getCurrentThreadAllocatedBytes%n"
                        + "%s%n",
                particles.length, settings.stressWarmup(), settings.stressMeasured(), median / 1e6,
                median / (double) particles.length, measured.meanBytes(), measured.maxBytes(), machine());
        out.print(report);
        out.text("stress.txt", report);
        spawn(0);
    }
}
