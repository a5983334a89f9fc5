package dev.lilt.motion.javafx.example;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.javafx.FxToolkit;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

/** The example as its main method runs it, on the headless toolkit: it opens, animates and closes by itself. */
class FxExampleTest {
    @Test
    void example_opensAWindow_animates_andClosesAfterExitAfter() throws InterruptedException {
        FxToolkit.start();
        CountDownLatch closed = new CountDownLatch(1);
        Set<Double> ballPositions = new HashSet<>();
        FxExample.Window window = fromFx(() -> {
            FxExample.Window opened = FxExample.open(new Stage(), 2.0, closed::countDown);
            opened.firstBall.translateYProperty()
                    .addListener((property, was, now) -> ballPositions.add(now.doubleValue()));
            return opened;
        });
        assertThat(fromFx(window.stage::isShowing)).isTrue();

        assertThat(closed.await(FxToolkit.WAIT_SECONDS, TimeUnit.SECONDS)).as("closed by itself").isTrue();
        assertThat(fromFx(() -> new HashSet<>(ballPositions)))
                .as("the first ball moved; a loaded machine may pulse rarely")
                .hasSizeGreaterThanOrEqualTo(2);
        assertThat(fromFx(window.stage::isShowing)).isFalse();
        assertThat(fromFx(window.motions::isRunning)).isFalse();
        assertThat(fromFx(window::secondsAnimated)).isGreaterThanOrEqualTo(2.0);
        assertThat(fromFx(window::pulses)).isGreaterThanOrEqualTo(2);
    }

    @Test
    void exitAfter_parsesSeconds_andRejectsBadArguments() {
        assertThat(FxExample.exitAfterSeconds(new String[0])).isInfinite();
        assertThat(FxExample.exitAfterSeconds(new String[] {"--exit-after", "2.5"})).isEqualTo(2.5);
        assertThatThrownBy(() -> FxExample.exitAfterSeconds(new String[] {"--fast"}))
                .hasMessage("unknown argument: --fast");
        assertThatThrownBy(() -> FxExample.exitAfterSeconds(new String[] {"--exit-after"}))
                .hasMessage("--exit-after needs one value, SECONDS");
        assertThatThrownBy(() -> FxExample.exitAfterSeconds(new String[] {"--exit-after", "soon"}))
                .hasMessage("--exit-after must be a number of seconds: soon");
        assertThatThrownBy(() -> FxExample.exitAfterSeconds(new String[] {"--exit-after", "0"}))
                .hasMessage("--exit-after must be > 0 and finite: 0");
    }
}
