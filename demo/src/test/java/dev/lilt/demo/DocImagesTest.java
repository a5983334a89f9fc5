package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed headless renders in {@code docs/images} are what headless mode writes now, byte
 * for byte: SHOWCASE.md shows them and promises repeatable output. Regenerate with
 * {@code ./mvnw -q -pl demo -am compile exec:java -Dexec.args="--headless --out docs/images"}.
 *
 * <p>Byte for byte on the Java release the images are made with. On another release the text
 * files must still be equal, and each image frame may differ in a few pixels: {@code Math.sin},
 * {@code exp} and {@code pow} may differ by an ulp between releases (their Javadoc allows it), and a
 * shaken box or a spring then lands a pixel apart. A stale image (rows in another order, another
 * font, a moved element) differs in far more.
 */
class DocImagesTest {
    /** The Java feature release that docs/images are rendered with (the project's baseline). */
    static final int IMAGES_JAVA = 17;
    /** On another release: the most pixels of a frame, as a fraction, that may differ. */
    static final double OTHER_RELEASE_TOLERANCE = 0.001;
    /** Every headless file but stress.txt, whose figures are measured on the machine. */
    static final List<String> REPEATABLE = List.of("easing-gallery.png", "sequence.gif", "sequence-timeline.png",
            "stagger.gif", "fling.gif", "punch-shake-spring.gif", "pipe.png", "pipe-log.txt", "inspector.png",
            "inspector.txt", "ui-motion.gif", "ui-motion.png");
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
            Path rendered = dir.resolve(name);
            boolean same = Files.exists(committed)
                    && (Arrays.equals(Files.readAllBytes(committed), Files.readAllBytes(rendered))
                    || Runtime.version().feature() != IMAGES_JAVA && name.matches(".*\\.(png|gif)")
                    && nearlyTheSame(committed, rendered));
            if (!same) {
                stale.add(name);
            }
        }

        assertThat(stale).as("docs/images files that differ from a headless render now; regenerate them with"
                + " ./mvnw -q -pl demo -am compile exec:java -Dexec.args=\"--headless --out docs/images\"").isEmpty();
    }

    /** Same frame count and sizes, and in each frame at most the tolerated share of pixels differ. */
    static boolean nearlyTheSame(Path a, Path b) throws IOException {
        List<BufferedImage> x = frames(a);
        List<BufferedImage> y = frames(b);
        if (x.size() != y.size()) {
            return false;
        }
        for (int f = 0; f < x.size(); f++) {
            BufferedImage p = x.get(f);
            BufferedImage q = y.get(f);
            if (p.getWidth() != q.getWidth() || p.getHeight() != q.getHeight()) {
                return false;
            }
            long differing = 0;
            for (int yy = 0; yy < p.getHeight(); yy++) {
                for (int xx = 0; xx < p.getWidth(); xx++) {
                    if (p.getRGB(xx, yy) != q.getRGB(xx, yy)) {
                        differing++;
                    }
                }
            }
            if (differing > OTHER_RELEASE_TOLERANCE * p.getWidth() * p.getHeight()) {
                return false;
            }
        }
        return true;
    }

    private static List<BufferedImage> frames(Path file) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            try {
                reader.setInput(in);
                List<BufferedImage> frames = new ArrayList<>();
                for (int i = 0, n = reader.getNumImages(true); i < n; i++) {
                    frames.add(reader.read(i));
                }
                return frames;
            } finally {
                reader.dispose();
            }
        }
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
