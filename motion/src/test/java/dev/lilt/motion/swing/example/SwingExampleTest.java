package dev.lilt.motion.swing.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
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
        Set<Point> boxLocations = new HashSet<>();
        Set<Point> cardLocations = new HashSet<>();
        SwingUtilities.invokeAndWait(() -> {
            SwingExample.Window window = SwingExample.open(1.5, closed::countDown);
            window.firstBox.addComponentListener(movesInto(boxLocations));
            window.card.addComponentListener(movesInto(cardLocations));
            opened.set(window);
        });
        SwingExample.Window window = opened.get();

        assertThat(closed.await(30, TimeUnit.SECONDS)).as("closed by itself").isTrue();
        assertThat(window.frame).as("no window headless").isNull();
        boolean[] running = new boolean[1];
        double[] seconds = new double[1];
        int[] ticks = new int[1];
        int[] distinctLocations = new int[2];
        SwingUtilities.invokeAndWait(() -> {   // queued after the last move events
            running[0] = window.motions.isRunning();
            seconds[0] = window.secondsAnimated;
            ticks[0] = window.ticks;
            distinctLocations[0] = boxLocations.size();
            distinctLocations[1] = cardLocations.size();
        });
        assertThat(distinctLocations[0]).as("the first box moved; a loaded machine may tick rarely")
                .isGreaterThanOrEqualTo(2);
        assertThat(distinctLocations[1]).as("the card slid in").isGreaterThanOrEqualTo(2);
        assertThat(running[0]).isFalse();
        assertThat(seconds[0]).isGreaterThanOrEqualTo(1.5);
        assertThat(ticks[0]).isGreaterThanOrEqualTo(2);
    }

    private static ComponentAdapter movesInto(Set<Point> locations) {
        return new ComponentAdapter() {
            @Override
            public void componentMoved(ComponentEvent e) {
                locations.add(e.getComponent().getLocation());
            }
        };
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
