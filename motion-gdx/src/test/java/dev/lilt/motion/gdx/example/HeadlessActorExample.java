package dev.lilt.motion.gdx.example;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import dev.lilt.motion.Ease;
import dev.lilt.motion.Motion;
import dev.lilt.motion.gdx.GdxBinders;
import dev.lilt.motion.gdx.GdxEases;
import dev.lilt.motion.gdx.GdxMotionScheduler;
import dev.lilt.motion.gdx.MotionAction;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A libGDX application without a window: a {@link HeadlessApplication} renders 60 frames a second,
 * each frame advances a {@link GdxMotionScheduler} and acts an actor whose scene2d action sequence
 * runs three Lilt motions (slide with {@code Ease.OUT_BACK}, a punch on the rotation, a fade with
 * libGDX's {@code Interpolation.fade}), prints the actor every few frames and exits by itself when
 * the sequence is done (about 1.6 s).
 *
 * <pre>{@code ./mvnw -q -pl motion-gdx -am test-compile exec:java}</pre>
 */
public final class HeadlessActorExample {
    private static final int PRINT_EVERY_FRAMES = 6;

    private HeadlessActorExample() {
    }

    /**
     * Runs the example, printing to standard output.
     *
     * @param args ignored
     * @throws InterruptedException if interrupted while the application runs
     */
    public static void main(String[] args) throws InterruptedException {
        int frames = run(System.out);
        System.out.println("done after " + frames + " frames");
    }

    /**
     * Starts the headless application, waits until it has exited and returns the frames it rendered.
     *
     * @param out where the frames are printed
     * @return the number of frames rendered
     * @throws InterruptedException  if interrupted while waiting
     * @throws IllegalStateException if the application has not exited after 30 s
     */
    public static int run(PrintStream out) throws InterruptedException {
        CountDownLatch exited = new CountDownLatch(1);
        Example example = new Example(out, exited);
        HeadlessApplicationConfiguration config = new HeadlessApplicationConfiguration();
        config.updatesPerSecond = 60;
        HeadlessApplication app = new HeadlessApplication(example, config);
        if (!exited.await(30, TimeUnit.SECONDS)) {
            app.exit();
            throw new IllegalStateException("the example did not exit within 30 s");
        }
        return example.frame;
    }

    /** The application: what a libGDX game's listener would do. */
    private static final class Example extends ApplicationAdapter {
        private final PrintStream out;
        private final CountDownLatch exited;
        private GdxMotionScheduler motions;
        private Actor logo;
        private int frame;
        private boolean exiting;

        Example(PrintStream out, CountDownLatch exited) {
            this.out = out;
            this.exited = exited;
        }

        @Override
        public void create() {
            motions = new GdxMotionScheduler();
            logo = new Actor();
            logo.setSize(64, 64);
            logo.addAction(Actions.sequence(
                    MotionAction.motion(motions, a -> Motion.create(0f, 320f, 0.6).withEase(Ease.OUT_BACK)
                            .withScheduler(motions).bind(a, GdxBinders.ACTOR_X)),
                    MotionAction.motion(motions, a -> Motion.punch(0f, 30f, 0.5)
                            .withScheduler(motions).bind(a, GdxBinders.ACTOR_ROTATION)),
                    MotionAction.motion(motions, a -> Motion.create(1f, 0f, 0.4)
                            .withEase(GdxEases.ease(Interpolation.fade))
                            .withScheduler(motions).bind(a, GdxBinders.ACTOR_ALPHA))));
            out.println("frame  time(s)      x  rotation  alpha");
        }

        @Override
        public void render() {
            if (exiting) {
                return;                                  // exit() ends the loop after one more frame
            }
            motions.update();                            // Lilt: advance, bind, callbacks
            logo.act(Gdx.graphics.getDeltaTime());       // scene2d: the actor's actions
            boolean done = logo.getActions().isEmpty();
            if (frame % PRINT_EVERY_FRAMES == 0 || done) {
                out.println(String.format(Locale.ROOT, "%5d  %7.3f  %5.1f  %8.2f  %5.2f", frame, motions.time(),
                        logo.getX(), logo.getRotation(), logo.getColor().a));
            }
            frame++;
            if (done) {
                exiting = true;
                Gdx.app.exit();
            }
        }

        @Override
        public void dispose() {
            exited.countDown();
        }
    }
}
