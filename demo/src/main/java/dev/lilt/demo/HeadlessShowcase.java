package dev.lilt.demo;

import dev.lilt.motion.ManualMotionScheduler;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/** Headless mode: every scene, driven with fixed steps, written to files in one folder. */
final class HeadlessShowcase {
    private HeadlessShowcase() {
    }

    /**
     * Renders every scene into {@code dir} and prints each file written.
     *
     * @return 0 when all were written, 1 (after one line on {@code err}) when the folder or a file
     *         cannot be written
     */
    static int render(Path dir, RenderSettings settings, PrintStream out, PrintStream err) {
        String problem = prepare(dir);
        if (problem != null) {
            err.println("showcase: cannot write to " + dir + ": " + problem);
            return 1;
        }
        for (Supplier<Scene> factory : Showcase.scenes()) {
            Scene scene = factory.get();
            // creation sites tracked: the inspector scene shows where each motion was made
            ManualMotionScheduler motions = ManualMotionScheduler.builder().name("headless " + scene.title())
                    .trackCreationSites(true).build();
            SceneOutput output = new SceneOutput(dir, settings, motions, out);
            try {
                scene.start(motions);
                scene.render(output);
            } catch (IOException e) {
                err.println("showcase: cannot write " + scene.title() + " to " + dir + ": " + reason(e));
                return 1;
            } finally {
                motions.clear();
            }
            out.println(scene.title() + ":");
            for (Path file : output.written()) {
                out.println("  wrote " + file);
            }
        }
        return 0;
    }

    private static String prepare(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (FileAlreadyExistsException e) {
            return "it exists and is not a folder";
        } catch (IOException e) {
            return reason(e);
        }
        if (!Files.isWritable(dir)) {
            return "the folder is not writable";
        }
        return null;
    }

    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return ((FileSystemException) e).getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
