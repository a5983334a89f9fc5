package dev.lilt.motion.gdx.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class HeadlessActorExampleTest {
    @Test
    void example_starts_animatesTheActor_andExitsByItself() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int frames = HeadlessActorExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        List<double[]> rows = Arrays.stream(bytes.toString(StandardCharsets.UTF_8).split("\n")).skip(1)
                .map(line -> Arrays.stream(line.trim().split("\\s+")).mapToDouble(Double::parseDouble).toArray())
                .collect(Collectors.toList());
        double[] first = rows.get(0);
        double[] last = rows.get(rows.size() - 1);
        // 0.6 + 0.5 + 0.4 s of motions at most 1/30 s per frame, plus a frame per action step
        assertThat(frames).isGreaterThanOrEqualTo(45);
        assertThat(rows.size()).isGreaterThan(5);
        assertThat(first[2]).as("starts at x 0").isLessThan(1);
        assertThat(last[2]).as("slid to 320").isEqualTo(320.0);
        assertThat(rows.stream().mapToDouble(r -> r[2]).max().getAsDouble()).as("OUT_BACK overshoots")
                .isGreaterThan(320);
        assertThat(rows.stream().mapToDouble(r -> Math.abs(r[3])).max().getAsDouble()).as("punched").isGreaterThan(1);
        assertThat(last[3]).as("punch returns to rest").isEqualTo(0.0);
        assertThat(first[4]).isEqualTo(1.0);
        assertThat(last[4]).as("faded out").isEqualTo(0.0);
        assertThat(last[1]).as("took its time, at least the motions' 1.5 s").isGreaterThanOrEqualTo(1.5);
    }
}
