package dev.lilt.motion.javafx.example;

import dev.lilt.motion.Ease;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.Motion;
import dev.lilt.motion.Sequence;
import dev.lilt.motion.javafx.FxBinders;
import dev.lilt.motion.javafx.FxColors;
import dev.lilt.motion.javafx.FxMotionScheduler;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;

/**
 * A small JavaFX window animated by Lilt: bouncing balls with five eases, a square that spins,
 * pulses and changes colour, a card that slides in and fades out in a sequence, and a counter.
 * Run it from the project root (it closes itself after 5 seconds; leave the option out to keep
 * it open until you close it):
 *
 * <pre>
 * ./mvnw -q -pl motion-javafx -am test-compile exec:java -Dexec.args="--exit-after 5"
 * </pre>
 *
 * <p>On Linux without a display it runs headless on Monocle (on the test class path) and prints
 * what it animated.
 */
public final class FxExample {
    static final String USAGE = "usage: FxExample [--exit-after SECONDS]";

    private static final Ease[] BALL_EASES = {Ease.OUT_QUAD, Ease.OUT_CUBIC, Ease.OUT_BOUNCE, Ease.OUT_ELASTIC,
        Ease.OUT_BACK};

    private FxExample() {
    }

    /**
     * Opens the window, waits until it closes, then stops JavaFX.
     *
     * @param args {@code --exit-after SECONDS} to close the window by itself
     * @throws InterruptedException if interrupted while the window is open
     */
    public static void main(String[] args) throws InterruptedException {
        double exitAfterSeconds;
        try {
            exitAfterSeconds = exitAfterSeconds(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        boolean headless = runHeadlessWithoutADisplay();
        CountDownLatch closed = new CountDownLatch(1);
        Window[] window = new Window[1];
        Platform.startup(() -> window[0] = open(new Stage(), exitAfterSeconds, closed::countDown));
        closed.await();
        Platform.exit();
        System.out.printf(Locale.ROOT, "FxExample%s: %d pulses over %.2f s of motion time, then closed%n",
                headless ? " (headless, Monocle)" : "", window[0].pulses(), window[0].secondsAnimated());
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
        if (!args[0].equals("--exit-after")) {
            throw new IllegalArgumentException("unknown argument: " + args[0]);
        }
        if (args.length != 2) {
            throw new IllegalArgumentException("--exit-after needs one value, SECONDS");
        }
        double seconds;
        try {
            seconds = Double.parseDouble(args[1]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--exit-after must be a number of seconds: " + args[1], e);
        }
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("--exit-after must be > 0 and finite: " + args[1]);
        }
        return seconds;
    }

    /**
     * Builds the scene on {@code stage}, shows it and starts the motions; the window closes itself
     * after {@code exitAfterSeconds} of pulses. Call on the FX application thread.
     *
     * @param stage            the stage to show
     * @param exitAfterSeconds seconds until the window closes, or infinity
     * @param onClosed         runs once on the FX thread when the window has closed
     * @return the open window
     */
    static Window open(Stage stage, double exitAfterSeconds, Runnable onClosed) {
        FxMotionScheduler motions = new FxMotionScheduler();
        Group root = new Group();
        Text title = new Text(24, 40, "Lilt on JavaFX");
        title.setFont(Font.font(24));
        root.getChildren().add(title);

        Circle[] balls = new Circle[BALL_EASES.length];
        for (int i = 0; i < balls.length; i++) {
            balls[i] = new Circle(48 + i * 56, 90, 18, Color.hsb(200 + i * 30, 0.7, 0.9));
            root.getChildren().add(balls[i]);
            Motion.create(0.0, 150.0, 1.2).withEase(BALL_EASES[i]).withDelay(i * 0.12)
                    .withLoops(-1, LoopType.YOYO).withScheduler(motions).bind(balls[i], FxBinders.translateY());
        }

        Rectangle square = new Rectangle(380, 110, 80, 80);
        root.getChildren().add(square);
        Motion.create(0.0, 360.0, 2.4).withEase(Ease.IN_OUT_CUBIC).withLoops(-1).withScheduler(motions)
                .bind(square, FxBinders.rotate());
        Motion.create(0.8, 1.2, 0.6).withEase(Ease.IN_OUT_SINE).withLoops(-1, LoopType.YOYO).withScheduler(motions)
                .bind(square, FxBinders.scale());
        FxColors.motion(Color.CORNFLOWERBLUE, Color.CORAL, 1.2).withLoops(-1, LoopType.YOYO).withScheduler(motions)
                .bind(square.fillProperty(), FxBinders.color());

        Rectangle card = new Rectangle(0, 300, 200, 44);
        card.setArcWidth(12);
        card.setArcHeight(12);
        card.setFill(Color.SEAGREEN);
        root.getChildren().add(card);
        Sequence.create()
                .append(Motion.create(Float2.of(-220, 0), Float2.of(24, 0), 0.7).withEase(Ease.OUT_BACK)
                        .withScheduler(motions).bind(card, FxBinders.translate()))
                .appendInterval(0.6)
                .append(Motion.create(1.0, 0.0, 0.5).withScheduler(motions).bind(card, FxBinders.opacity()))
                .run(clock -> clock.withLoops(-1).withScheduler(motions));

        IntegerProperty percent = new SimpleIntegerProperty();
        Text counter = new Text(260, 330, "");
        counter.setFont(Font.font(20));
        counter.textProperty().bind(percent.asString("%d %%"));
        root.getChildren().add(counter);
        Motion.create(0, 100, 2.0).withEase(Ease.IN_OUT_QUAD).withLoops(-1, LoopType.YOYO).withScheduler(motions)
                .bind(percent, FxBinders.integerValue());

        Window window = new Window(stage, motions, balls[0]);
        if (Double.isFinite(exitAfterSeconds)) {
            Motion.create(0.0, 1.0, exitAfterSeconds).withScheduler(motions)
                    .withOnComplete(stage::close).run();
        }
        stage.setOnHidden(event -> {
            window.secondsAnimated = motions.time();
            motions.stop();
            onClosed.run();
        });
        stage.setTitle("Lilt on JavaFX");
        stage.setScene(new Scene(root, 480, 360, Color.WHITESMOKE));
        stage.show();
        Motion.create(0, 0, 1).withLoops(-1).withScheduler(motions).bind(window, (v, w) -> w.pulses++);
        motions.start();
        return window;
    }

    /** Headless runs need Monocle; it is on the test class path, where this example lives. */
    private static boolean runHeadlessWithoutADisplay() {
        boolean linux = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
        if (!linux || System.getenv("DISPLAY") != null || System.getProperty("glass.platform") != null) {
            return false;
        }
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        return true;
    }

    /** What a test needs to see of the open window; read it on the FX thread. */
    static final class Window {
        final Stage stage;
        final FxMotionScheduler motions;
        final Circle firstBall;
        int pulses;
        double secondsAnimated;

        Window(Stage stage, FxMotionScheduler motions, Circle firstBall) {
            this.stage = stage;
            this.motions = motions;
            this.firstBall = firstBall;
        }

        int pulses() {
            return pulses;
        }

        double secondsAnimated() {
            return secondsAnimated;
        }
    }
}
