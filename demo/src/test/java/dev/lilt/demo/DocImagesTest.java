package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed headless renders in {@code docs/images} are what headless mode writes now, byte
 * for byte: SHOWCASE.md shows them and promises repeatable output. Regenerate with
 * {@code ./mvnw -q -pl demo -am compile exec:java -Dexec.args="--headless --out docs/images"}.
 */
class DocImagesTest {
    /** Every headless file but stress.txt, whose figures are measured on the machine. */
    static final List<String> REPEATABLE = List.of("easing-gallery.png", "sequence.gif", "sequence-timeline.png",
            "punch-shake-spring.gif", "pipe.png", "pipe-log.txt", "inspector.png", "inspector.txt");
    /** As {@link RenderSettings#FULL} (same frames, same GIFs) with a small stress run, not compared. */
    private static final RenderSettings DOCS = new RenderSettings(RenderSettings.FULL.frameSeconds(),
            RenderSettings.FULL.maxGifFrames(), 1_000, 2, 2);

    @Test
    void committedImages_areWhatHeadlessModeWritesNow(@TempDir Path dir) throws Exception {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        assertThat(HeadlessShowcase.render(dir, DOCS, quiet, quiet)).isZero();
        Path docs = docsImages();

        List<String> stale = new ArrayList<>();
        for (String name : REPEATABLE) {
            Path committed = docs.resolve(name);
            if (!Files.exists(committed)
                    || !Arrays.equals(Files.readAllBytes(committed), Files.readAllBytes(dir.resolve(name)))) {
                stale.add(name);
            }
        }

        assertThat(stale).as("docs/images files that differ from a headless render now; regenerate them with"
                + " ./mvnw -q -pl demo -am compile exec:java -Dexec.args=\"--headless --out docs/images\"").isEmpty();
    }

    /** docs/images of this checkout: tests run in the demo module's folder, or at the root. */
    static Path docsImages() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("docs/images");
            if (Files.isDirectory(candidate) && Files.exists(p.resolve("demo/pom.xml"))) {
                return candidate;
            }
        }
        throw new AssertionError("no docs/images above " + Path.of("").toAbsolutePath());
    }
}
