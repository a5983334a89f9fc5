package dev.lilt.motion.swing.example;

import dev.lilt.motion.Ease;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.Motion;
import dev.lilt.motion.Sequence;
import dev.lilt.motion.swing.AlphaPanel;
import dev.lilt.motion.swing.SwingBinders;
import dev.lilt.motion.swing.SwingColors;
import dev.lilt.motion.swing.SwingMotionScheduler;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;

/**
 * A small Swing window animated by Lilt: boxes moving with five eases, a panel that grows and
 * changes colour, and a card that slides in and fades out through an {@link AlphaPanel}. Run it
 * from the project root (it closes itself after 5 seconds; leave the option out to keep it open
 * until you close it):
 *
 * <pre>
 * ./mvnw -q -pl motion test-compile exec:java -Pswing-example -Dexec.args="--exit-after 5"
 * </pre>
 *
 * <p>Headless ({@code java.awt.headless=true}, or no display) it animates the same components
 * without a window and prints what it animated.
 */
public final class SwingExample {
    static final String USAGE = "usage: SwingExample [--exit-after SECONDS]";

    private static final Ease[] BOX_EASES = {Ease.OUT_QUAD, Ease.OUT_CUBIC, Ease.OUT_BOUNCE, Ease.OUT_ELASTIC,
        Ease.OUT_BACK};

    private SwingExample() {
    }

    /**
     * Opens the window and waits until it closes.
     *
     * @param args {@code --exit-after SECONDS} to close the window by itself
     * @throws Exception if interrupted, or if building the window failed
     */
    public static void main(String[] args) throws Exception {
        double exitAfterSeconds;
        try {
            exitAfterSeconds = exitAfterSeconds(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage() + "\n" + USAGE);
            System.exit(2);
            return;
        }
        CountDownLatch closed = new CountDownLatch(1);
        Window[] window = new Window[1];
        SwingUtilities.invokeAndWait(() -> window[0] = open(exitAfterSeconds, closed::countDown));
        closed.await();
        System.out.printf(Locale.ROOT, "SwingExample%s: %d ticks over %.2f s of motion time, then closed%n",
                window[0].frame == null ? " (headless, no window)" : "", window[0].ticks, window[0].secondsAnimated);
    }

    /**
     * Reads {@code --exit-after SECONDS}.
     *
     * @param args the command-line arguments
     * @return seconds until the window closes itself, or infinity to stay open
     * @throws IllegalArgumentException naming the argument that is unknown, missing or not a positive number
     */
    static double exitAfterSeconds(String[] args) {
        if (args.length == 0) {
            return Double.POSITIVE_INFINITY;
        }
        if (args.length != 2 || !args[0].equals("--exit-after")) {
            throw new IllegalArgumentException("expected --exit-after SECONDS, got: " + String.join(" ", args));
        }
        try {
            double seconds = Double.parseDouble(args[1]);
            if (seconds > 0 && seconds < Double.POSITIVE_INFINITY) {
                return seconds;
            }
        } catch (NumberFormatException e) {
            // reported below with the value
        }
        throw new IllegalArgumentException("--exit-after must be a number of seconds > 0: " + args[1]);
    }

    /**
     * Builds the components, shows them in a window unless headless, and starts the motions; the
     * window closes itself after {@code exitAfterSeconds} of ticks. Call on the EDT.
     *
     * @param exitAfterSeconds seconds until the window closes, or infinity
     * @param onClosed         runs once on the EDT when the window has closed
     * @return the open window
     */
    static Window open(double exitAfterSeconds, Runnable onClosed) {
        SwingMotionScheduler motions = new SwingMotionScheduler();
        JPanel content = new JPanel(null);
        content.setPreferredSize(new Dimension(480, 360));
        content.setSize(content.getPreferredSize());
        content.setBackground(new Color(0xf5f5f5));
        JLabel title = new JLabel("Lilt on Swing");
        title.setFont(title.getFont().deriveFont(Font.PLAIN, 24f));
        title.setBounds(24, 12, 300, 36);
        content.add(title);

        JPanel[] boxes = new JPanel[BOX_EASES.length];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = new JPanel();
            boxes[i].setBackground(Color.getHSBColor((200 + i * 30) / 360f, 0.7f, 0.9f));
            boxes[i].setBounds(30 + i * 56, 72, 36, 36);
            content.add(boxes[i]);
            Motion.create(Float2.of(30 + i * 56, 72), Float2.of(30 + i * 56, 222), 1.2).withEase(BOX_EASES[i])
                    .withDelay(i * 0.12).withLoops(-1, LoopType.YOYO).withScheduler(motions)
                    .bind(boxes[i], SwingBinders.location());
        }

        JPanel grower = new JPanel();
        content.add(grower);
        Motion.create(Float4.of(380, 110, 60, 60), Float4.of(360, 90, 100, 100), 0.6).withEase(Ease.IN_OUT_SINE)
                .withLoops(-1, LoopType.YOYO).withScheduler(motions).bind(grower, SwingBinders.bounds());
        SwingColors.motion(new Color(0x6495ed), new Color(0xff7f50), 1.2).withLoops(-1, LoopType.YOYO)
                .withScheduler(motions).bind(grower, SwingBinders.background());

        AlphaPanel card = new AlphaPanel(new BorderLayout());
        card.setBackground(new Color(0x2e8b57));
        JLabel saved = new JLabel("Saved", SwingConstants.CENTER);
        saved.setForeground(Color.WHITE);
        card.add(saved);
        card.setBounds(-220, 296, 200, 44);
        content.add(card);
        Sequence.create()
                .append(Motion.create(Float2.of(-220, 296), Float2.of(24, 296), 0.7).withEase(Ease.OUT_BACK)
                        .withScheduler(motions).bind(card, SwingBinders.location()))
                .appendInterval(0.6)
                .append(Motion.create(1f, 0f, 0.5).withScheduler(motions).bind(card, SwingBinders.alpha()))
                .run(clock -> clock.withLoops(-1).withScheduler(motions));

        JFrame frame = GraphicsEnvironment.isHeadless() ? null : new JFrame("Lilt on Swing");
        Window window = new Window(frame, motions, boxes[0], card);
        Runnable close = () -> {
            window.secondsAnimated = motions.time();
            motions.stop();
            onClosed.run();
        };
        if (frame != null) {
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.addWindowListener(new WindowAdapter() {
                @Override
                public void windowClosed(WindowEvent e) {
                    close.run();
                }
            });
            frame.setContentPane(content);
            frame.pack();
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
        }
        if (Double.isFinite(exitAfterSeconds)) {
            Motion.create(0.0, 1.0, exitAfterSeconds).withScheduler(motions)
                    .withOnComplete(frame != null ? frame::dispose : close).run();
        }
        Motion.create(0, 0, 1).withLoops(-1).withScheduler(motions).bind(window, (v, w) -> w.ticks++);
        motions.start();
        return window;
    }

    /** What a test needs to see of the open window; read it on the EDT. */
    static final class Window {
        final JFrame frame;
        final SwingMotionScheduler motions;
        final JPanel firstBox;
        final AlphaPanel card;
        int ticks;
        double secondsAnimated;

        Window(JFrame frame, SwingMotionScheduler motions, JPanel firstBox, AlphaPanel card) {
            this.frame = frame;
            this.motions = motions;
            this.firstBox = firstBox;
            this.card = card;
        }
    }
}
