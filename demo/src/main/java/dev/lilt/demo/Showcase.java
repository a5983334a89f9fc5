package dev.lilt.demo;

import java.awt.GraphicsEnvironment;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Supplier;

/**
 * The Lilt showcase: eight scenes in a Swing window, or rendered to files with {@code --headless}
 * (and on any machine without a display).
 *
 * <pre>
 * ./mvnw -q -pl demo -am compile exec:java
 * ./mvnw -q -pl demo -am compile exec:java -Dexec.args="--headless --out showcase-out"
 * </pre>
 */
public final class Showcase {
    private Showcase() {
    }

    /**
     * The scenes in tab order; each call creates fresh ones. The inspector lists the subscriptions
     * of the pipe scene made by the same list and scrubs its sequence scene's sequence (suppliers
     * are called in tab order).
     */
    static List<Supplier<Scene>> scenes() {
        PipeScene[] pipe = new PipeScene[1];
        SequenceScene[] sequence = new SequenceScene[1];
        return List.of(EasingGallery::new, () -> sequence[0] = new SequenceScene(), StaggerScene::new,
                FlingScene::new, ImpactScene::new, StressScene::new, () -> pipe[0] = new PipeScene(),
                () -> new InspectorScene(() -> pipe[0], () -> sequence[0]), UiScene::new);
    }

    /**
     * Runs the showcase and exits with its status when that is not 0 (a window keeps the JVM
     * running until it is closed).
     *
     * @param args the command line; see {@link Options#USAGE}
     */
    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * Runs the showcase without exiting the JVM.
     *
     * @param args the command line
     * @param out  where the usage and the written files are reported
     * @param err  where errors are reported, one line each
     * @return the exit status: 0 done (or a window is open), 1 the output could not be written or
     *         Redis cannot be reached, 2 a bad command line
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (Options.UsageException e) {
            err.println("showcase: " + e.getMessage());
            err.println(Options.USAGE);
            return 2;
        }
        if (options.help()) {
            out.println(Options.USAGE);
            return 0;
        }
        if (options.redis().isPresent()) {
            return RemotePipeScene.run(options, out, err);
        }
        if (options.headless() || GraphicsEnvironment.isHeadless()) {
            if (!options.headless()) {
                out.println("No display: rendering the scenes to " + options.out().toAbsolutePath() + " instead.");
            }
            return HeadlessShowcase.render(options.out(), RenderSettings.FULL, out, err);
        }
        ShowcaseWindow.open(options);
        return 0;
    }
}
