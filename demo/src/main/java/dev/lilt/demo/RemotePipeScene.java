package dev.lilt.demo;

import dev.lilt.motion.MotionScheduler;
import dev.lilt.pipe.redis.RedisPipe;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/**
 * The pipe scene across two processes through Redis. A {@code publisher} process sends a
 * {@link PipeScene.Damage} every 0.8 s to the key {@value #KEY}; an {@code animator} process opens the
 * window with the pipe scene, and every damage that arrives from Redis is published into the scene's
 * own in-process pipe, where the HP, HP-bar and popup subscribers animate it as in the local scene.
 *
 * <pre>
 * showcase --redis redis://127.0.0.1:6379 --role animator     # first: the window
 * showcase --redis redis://127.0.0.1:6379 --role publisher    # then, in another terminal
 * </pre>
 */
final class RemotePipeScene implements Scene {
    static final String KEY = "lilt.showcase.damage";
    private static final long PERIOD_MILLIS = 800;

    /** A damage on the wire: its amount in decimal ASCII (a custom codec; JSON would do too). */
    static final MessageCodec<PipeScene.Damage> DAMAGE = new MessageCodec<>() {
        @Override
        public byte[] encode(PipeScene.Damage message) {
            return Integer.toString(message.amount()).getBytes(StandardCharsets.US_ASCII);
        }

        @Override
        public PipeScene.Damage decode(byte[] bytes) {
            return new PipeScene.Damage(Integer.parseInt(new String(bytes, StandardCharsets.US_ASCII)));
        }
    };

    private final PipeScene scene = new PipeScene();
    private final DistributedPipe remote;
    private final String source;

    RemotePipeScene(DistributedPipe remote, String source) {
        this.remote = remote;
        this.source = source;
    }

    /**
     * Connects to Redis and runs the given role: the publisher loop (until the process is stopped),
     * or the window with this scene.
     *
     * @return 1 when Redis cannot be reached or the animator has no display (one line on
     *         {@code err}), else 0
     */
    static int run(Options options, PrintStream out, PrintStream err) {
        String uri = options.redis().orElseThrow();
        DistributedPipe pipe;
        try {
            pipe = RedisPipe.builder().uri(uri).commandTimeout(Duration.ofSeconds(3)).build();
        } catch (IllegalStateException | IllegalArgumentException e) {
            err.println("showcase: " + e.getMessage());
            return 1;
        }
        pipe.onConnectionState(state -> out.println("redis " + uri + ": " + state));
        if (options.role().equals(Options.PUBLISHER)) {
            try (pipe) {
                return publish(pipe, -1, out, err);
            }
        }
        if (options.headless() || GraphicsEnvironment.isHeadless()) {
            pipe.close();
            err.println("showcase: --role animator opens a window and needs a display");
            return 1;
        }
        ShowcaseWindow.open(options, List.of(() -> new RemotePipeScene(pipe, uri)));
        return 0;
    }

    /** Publishes {@code count} damages (forever when negative), one per period. */
    static int publish(DistributedPipe pipe, int count, PrintStream out, PrintStream err) {
        DistributedPublisher<PipeScene.Damage> publisher = pipe.publisher(DAMAGE);
        for (int i = 0; count < 0 || i < count; i++) {
            PipeScene.Damage damage = new PipeScene.Damage(PipeScene.damageAt(i));
            try {
                long animators = publisher.publish(KEY, damage).toCompletableFuture().get(10, TimeUnit.SECONDS);
                out.println("Damage(" + damage.amount() + ") -> " + animators + " animator(s)");
                Thread.sleep(PERIOD_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 0;
            } catch (Exception e) {
                err.println("showcase: publish failed: " + e.getMessage());
            }
        }
        return 0;
    }

    PipeScene scene() {
        return scene;
    }

    @Override
    public String title() {
        return "Pipe over Redis";
    }

    @Override
    public Dimension size() {
        return scene.size();
    }

    /** Starts the local scene, then feeds it every damage from Redis, on the scheduler's (EDT) thread. */
    @Override
    public void start(MotionScheduler motions) {
        scene.start(motions);
        remote.subscriber(DAMAGE)
                .subscribe(KEY, damage -> SwingUtilities.invokeLater(() -> scene.hit(damage.amount())));
    }

    @Override
    public void paint(Graphics2D g) {
        scene.paint(g);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.ACCENT);
        g.drawString("damage arrives from " + source + " (" + KEY + "), connection "
                + remote.connectionState().name().toLowerCase(java.util.Locale.ROOT), 16, 444);
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        scene.render(out);
    }

    @Override
    public JComponent controls() {
        return scene.controls();
    }

    @Override
    public void frame(double deltaSeconds) {
        scene.frame(deltaSeconds);
    }

    @Override
    public void hidden() {
        scene.hidden();
    }
}
