package dev.lilt.demo;

import dev.lilt.motion.ManualMotionScheduler;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import javax.imageio.ImageIO;

/**
 * Headless mode's side of a scene: the fixed-step scheduler that drives it and the files it
 * writes. Time advances only through {@link #advance} and {@link #gif}, by whole frames of
 * {@link RenderSettings#frameSeconds()}, so every run writes the same pixels.
 */
final class SceneOutput {
    private final Path dir;
    private final RenderSettings settings;
    private final ManualMotionScheduler motions;
    private final PrintStream console;
    private final List<Path> written = new ArrayList<>();

    SceneOutput(Path dir, RenderSettings settings, ManualMotionScheduler motions, PrintStream console) {
        this.dir = dir;
        this.settings = settings;
        this.motions = motions;
        this.console = console;
    }

    /** Prints figures or notes for the user alongside the list of files. */
    void print(String text) {
        console.print(text);
    }

    RenderSettings settings() {
        return settings;
    }

    ManualMotionScheduler motions() {
        return motions;
    }

    /** The files written so far, in order. */
    List<Path> written() {
        return List.copyOf(written);
    }

    /** Advances the motions by whole frames covering at least {@code seconds}. */
    void advance(double seconds) {
        int frames = (int) Math.ceil(seconds / settings.frameSeconds() - 1e-9);
        for (int i = 0; i < frames; i++) {
            motions.update(settings.frameSeconds());
        }
    }

    /** Writes the scene's current state as a PNG. */
    Path png(String name, Scene scene) throws IOException {
        return png(name, Canvas.image(scene));
    }

    Path png(String name, BufferedImage image) throws IOException {
        Path file = dir.resolve(name);
        if (!ImageIO.write(image, "png", file.toFile())) {
            throw new IOException("no PNG writer");
        }
        return record(file);
    }

    /**
     * Writes an animated GIF of {@code seconds} of the scene (capped by the settings): before each
     * frame {@code beforeFrame} gets the frame number (for scripted clicks), then the frame is
     * painted and the motions advance one step.
     */
    Path gif(String name, Scene scene, double seconds, IntConsumer beforeFrame) throws IOException {
        int count = settings.gifFrames(seconds);
        List<BufferedImage> frames = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            beforeFrame.accept(i);
            frames.add(Canvas.image(scene));
            motions.update(settings.frameSeconds());
        }
        Path file = dir.resolve(name);
        GifWriter.write(file, frames, settings.gifDelayCentis());
        return record(file);
    }

    Path text(String name, String content) throws IOException {
        return record(Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8));
    }

    private Path record(Path file) {
        written.add(file);
        return file;
    }
}
