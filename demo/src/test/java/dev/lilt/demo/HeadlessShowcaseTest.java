package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HeadlessShowcaseTest {
    @Test
    void testsRunHeadless() {
        assertThat(GraphicsEnvironment.isHeadless()).isTrue();
    }

    @Test
    void render_writesEveryScenesFiles_andListsThem(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

        int status = HeadlessShowcase.render(dir, TestImages.QUICK, out, out);

        assertThat(status).isZero();
        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
        assertThat(names).containsExactly("easing-gallery.png", "fling.gif", "inspector.png", "inspector.txt",
                "pipe-log.txt", "pipe.png", "punch-shake-spring.gif",
                "sequence-timeline.png", "sequence.gif", "stagger.gif", "stress.txt", "ui-motion.gif", "ui-motion.png");
        for (String name : names) {
            assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("wrote " + dir.resolve(name));
            assertThat(Files.size(dir.resolve(name))).isPositive();
            if (name.endsWith(".png") || name.endsWith(".gif")) {
                BufferedImage image = ImageIO.read(dir.resolve(name).toFile());
                assertThat(image).as(name).isNotNull();
                assertThat(TestImages.paintedPixels(image)).as(name).isGreaterThan(1_000);
            }
        }
    }

    @Test
    void render_sameSettings_samePixels(@TempDir Path dir) throws Exception {
        PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
        assertThat(HeadlessShowcase.render(dir.resolve("a"), TestImages.QUICK, quiet, quiet)).isZero();
        assertThat(HeadlessShowcase.render(dir.resolve("b"), TestImages.QUICK, quiet, quiet)).isZero();

        assertThat(Files.readAllBytes(dir.resolve("b/easing-gallery.png")))
                .isEqualTo(Files.readAllBytes(dir.resolve("a/easing-gallery.png")));
        assertThat(Files.readAllBytes(dir.resolve("b/pipe.png")))
                .isEqualTo(Files.readAllBytes(dir.resolve("a/pipe.png")));
        assertThat(Files.readAllBytes(dir.resolve("b/inspector.png")))
                .isEqualTo(Files.readAllBytes(dir.resolve("a/inspector.png")));
    }
}
