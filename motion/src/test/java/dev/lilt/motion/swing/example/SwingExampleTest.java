package dev.lilt.motion.swing.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** The example as its main method runs it, headless: it starts, animates its components and stops by itself. */
class SwingExampleTest {
    @Test
    void example_startsHeadless_animates_andClosesAfterExitAfter() throws Exception {
        assertThat(GraphicsEnvironment.isHeadless()).isTrue();
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<SwingExample.Window> opened = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> opened.set(SwingExample.open(2.0, closed::countDown)));
        SwingExample.Window window = opened.get();

        Set<Point> boxLocations = new HashSet<>();
        Set<Float> cardAlphas = new HashSet<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (closed.getCount() > 0 && System.nanoTime() < deadline) {
            SwingUtilities.invokeAndWait(() -> {
                boxLocations.add(window.firstBox.getLocation());
                cardAlphas.add(window.card.getAlpha());
            });
            Thread.sleep(10);
        }

        assertThat(closed.await(30, TimeUnit.SECONDS)).as("closed by itself").isTrue();
        assertThat(window.frame).as("no window headless").isNull();
        assertThat(boxLocations).hasSizeGreaterThanOrEqualTo(4);
        assertThat(cardAlphas).as("the card fades out at 1.3 s").hasSizeGreaterThanOrEqualTo(2);
        boolean[] running = new boolean[1];
        double[] seconds = new double[1];
        int[] ticks = new int[1];
        SwingUtilities.invokeAndWait(() -> {
            running[0] = window.motions.isRunning();
            seconds[0] = window.secondsAnimated;
            ticks[0] = window.ticks;
        });
        assertThat(running[0]).isFalse();
        assertThat(seconds[0]).isGreaterThanOrEqualTo(2.0);
        assertThat(ticks[0]).isGreaterThanOrEqualTo(4);
    }

    @Test
    void exitAfter_parsesSeconds_andRejectsBadArguments() {
        assertThat(SwingExample.exitAfterSeconds(new String[0])).isInfinite();
        assertThat(SwingExample.exitAfterSeconds(new String[] {"--exit-after", "0.5"})).isEqualTo(0.5);
        assertThatThrownBy(() -> SwingExample.exitAfterSeconds(new String[] {"--fast"}))
                .hasMessage("expected --exit-after SECONDS, got: --fast");
        assertThatThrownBy(() -> SwingExample.exitAfterSeconds(new String[] {"--exit-after", "-1"}))
                .hasMessage("--exit-after must be a number of seconds > 0: -1");
        assertThatThrownBy(() -> SwingExample.exitAfterSeconds(new String[] {"--exit-after", "soon"}))
                .hasMessage("--exit-after must be a number of seconds > 0: soon");
    }
}
