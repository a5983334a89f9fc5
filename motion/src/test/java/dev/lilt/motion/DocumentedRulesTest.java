package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.internal.MotionColumns;
import dev.lilt.motion.internal.MotionSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Keeps the documented loop rules in step with the engine: reads the Javadoc (and
 * RELIABILITY.md) for each rule, checks the numbers it states against the engine's constants,
 * and runs the rule's example.
 */
class DocumentedRulesTest {
    private static final int MAX = MotionColumns.MAX_LOOP_CALLS;

    private static String read(String pathInModule) throws IOException {
        Path p = Path.of(pathInModule);
        if (!Files.exists(p)) {
            p = Path.of("motion").resolve(pathInModule); // run from the repository root
        }
        return Files.readString(p, StandardCharsets.UTF_8);
    }

    private static String source(String type) throws IOException {
        return read("src/main/java/dev/lilt/motion/" + type + ".java");
    }

    /** The Javadoc right before {@code signature}, its leading asterisks removed and lines joined. */
    private static String javadocOf(String source, String signature) {
        int at = source.indexOf(signature);
        assertThat(at).as("signature " + signature).isNotNegative();
        int start = source.lastIndexOf("/**", at);
        int end = source.lastIndexOf("*/", at);
        assertThat(start).isNotNegative().isLessThan(end);
        return source.substring(start + 3, end).replaceAll("(?m)^\\s*\\* ?", "").replaceAll("\\s+", " ");
    }

    @Test
    void loopCallRule_everyPlaceThatStatesIt_saysTheLastMinN64_andNothingPromisesOnePerLoop() throws IOException {
        String builder = source("MotionBuilder");
        String handle = source("MotionHandle");
        String[] docs = {
            javadocOf(builder, "public B withOnLoopComplete(IntConsumer action)"),
            javadocOf(handle, "public void setTime(double seconds)"),
            javadocOf(handle, "public void complete()"),
        };
        for (String doc : docs) {
            assertThat(doc).contains("the last min(n, " + MAX + ")")
                    .doesNotContain("after every loop")
                    .doesNotContain("for each,")
                    .doesNotContain("remaining {@code onLoopComplete} calls");
        }
        String reliability = read("../docs/RELIABILITY.md");
        assertThat(reliability).contains("the last min(n, " + MAX + ") of them")
                .contains("`complete()` on `withLoops(Integer.MAX_VALUE)` makes " + MAX + " calls");
    }

    @Test
    void withOnLoopComplete_example_runsAsStated() throws IOException {
        String doc = javadocOf(source("MotionBuilder"), "public B withOnLoopComplete(IntConsumer action)");
        Matcher m = Pattern.compile("a frame of 1/(\\d+) s over a motion of ([0-9.]+) ms loops calls it (\\d+) times,"
                + " not (\\d+)").matcher(doc);
        assertThat(m.find()).as("the example in: " + doc).isTrue();
        double frame = 1.0 / Integer.parseInt(m.group(1));
        double loop = Double.parseDouble(m.group(2)) / 1000;
        int stated = Integer.parseInt(m.group(3));
        int finished = Integer.parseInt(m.group(4));

        ManualMotionScheduler s = new ManualMotionScheduler();
        List<Integer> counts = new ArrayList<>();
        Motion.create(0f, 1f, loop).withLoops(-1).withScheduler(s).withOnLoopComplete(counts::add).run();
        s.update(frame);

        assertThat(stated).isEqualTo(MAX);
        assertThat(counts).hasSize(stated);
        assertThat(counts.get(counts.size() - 1)).isEqualTo(finished);
        assertThat(counts.get(0)).isEqualTo(finished - MAX + 1);
    }

    @Test
    void setTime_andComplete_fireTheLastMinN64_withTrueCounts() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        List<Integer> sought = new ArrayList<>();
        MotionHandle h = Motion.create(0f, 1f, 0.01).withLoops(1000).withScheduler(s)
                .withOnLoopComplete(sought::add).run();
        h.setTime(5.0 + 0.005); // finishes 500 loops
        assertThat(sought).hasSize(MAX).startsWith(500 - MAX + 1).endsWith(500);

        List<Integer> completed = new ArrayList<>();
        MotionHandle c = Motion.create(0f, 1f, 0.01).withLoops(1000).withScheduler(s)
                .withOnLoopComplete(completed::add).run();
        c.complete();
        assertThat(completed).hasSize(MAX).startsWith(1000 - MAX + 1).endsWith(1000);

        List<Integer> few = new ArrayList<>();
        Motion.create(0f, 1f, 0.01).withLoops(3).withScheduler(s).withOnLoopComplete(few::add).run().complete();
        assertThat(few).containsExactly(1, 2, 3); // n below the bound: every loop
    }

    @Test
    void endlessLoopsRule_javadocStatesTheEnginesMinimum_andTheEngineHoldsIt() throws IOException {
        assertThat(MotionBuilder.MIN_ENDLESS_LOOP_SECONDS).isEqualTo(MotionSpec.MIN_ENDLESS_DURATION);
        String builder = source("MotionBuilder");
        for (String signature : new String[] {"public B withLoops(int count)",
                "public B withLoops(int count, LoopType type)"}) {
            assertThat(javadocOf(builder, signature)).contains("shorter than {@link #MIN_ENDLESS_LOOP_SECONDS}")
                    .doesNotContain("zero duration");
        }

        assertThatThrownBy(() -> Motion.create(0f, 1f, MotionBuilder.MIN_ENDLESS_LOOP_SECONDS * 0.999).withLoops(-1))
                .isExactlyInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Motion.create(0f, 1f, 0).withLoops(-1, LoopType.YOYO))
                .isExactlyInstanceOf(IllegalArgumentException.class);
        assertThatCode(() -> Motion.create(0f, 1f, MotionBuilder.MIN_ENDLESS_LOOP_SECONDS).withLoops(-1))
                .doesNotThrowAnyException();
    }

    @Test
    void timeRule_javadocStatesTheSum_andTimeIsThatSumOnAnAgedScheduler() throws IOException {
        assertThat(javadocOf(source("MotionHandle"), "public double time()"))
                .contains("Exactly the last seek (or 0 at creation) plus")
                .contains("its delta times the speed then, added in order in {@code double} arithmetic")
                .contains("not how long the scheduler has run");

        ManualMotionScheduler s = new ManualMotionScheduler();
        Motion.create(0f, 1f, 1.0).withScheduler(s).withLoops(-1).run();
        for (int k = 0; k < 100_000; k++) {
            s.update(1 / 60.0); // about 28 minutes of frames
        }
        s.update(1e12);
        MotionHandle h = Motion.create(0f, 1f, 1e6).withScheduler(s).withLoops(3, LoopType.YOYO).run();
        double[] deltas = {0, 1 / 60.0, 0.1, 1 / 144.0, 0.7, 0.115, 0.26, 0.04};
        double[] speeds = {1, 1.7, 0.5, 2, 1, 0.3};
        double expected = 0;
        for (int k = 0; k < 5_000; k++) {
            if (k % 700 == 0) {
                double seek = k * 0.013;
                h.setTime(seek);
                expected = seek;
            }
            double speed = speeds[k % speeds.length];
            h.setPlaybackSpeed(speed);
            double dt = deltas[k % deltas.length];
            s.update(dt);
            expected = expected + dt * speed;
            assertThat(h.time()).as("time after update %d", k).isEqualTo(expected);
        }
    }
}
