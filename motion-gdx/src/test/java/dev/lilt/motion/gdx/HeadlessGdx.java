package dev.lilt.motion.gdx;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import java.lang.reflect.Proxy;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs test code inside a real libGDX {@link HeadlessApplication}: its render loop calls the
 * script once per frame on libGDX's own thread until the script says it is done; failures on that
 * thread are rethrown on the test's thread.
 */
final class HeadlessGdx {
    /** Frames a test may take before it is failed. */
    static final int MAX_FRAMES = 5_000;

    /** A test body run by the render loop. */
    interface Frames {
        /**
         * One frame's work.
         *
         * @param frame 0 for the first frame
         * @return true when the test is done
         */
        boolean render(int frame) throws Exception;
    }

    private HeadlessGdx() {
    }

    /** Runs {@code frames} as fast as the loop goes (libGDX's delta is then near 0). */
    static void run(Frames frames) {
        run(0, frames);
    }

    /**
     * Starts a headless application rendering {@code updatesPerSecond} frames a second (0: as fast
     * as it can), runs {@code frames} until it returns true, exits the application and waits for
     * its thread to dispose it.
     */
    static void run(int updatesPerSecond, Frames frames) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch disposed = new CountDownLatch(1);
        HeadlessApplicationConfiguration config = new HeadlessApplicationConfiguration();
        config.updatesPerSecond = updatesPerSecond;
        HeadlessApplication app = new HeadlessApplication(new ApplicationAdapter() {
            private int frame;
            private boolean finished;

            @Override
            public void render() {
                if (finished) {
                    return;
                }
                try {
                    if (frames.render(frame++)) {
                        finish();
                    } else if (frame >= MAX_FRAMES) {
                        throw new AssertionError("the test was not done after " + MAX_FRAMES + " frames");
                    }
                } catch (Throwable e) {
                    failure.set(e);
                    finish();
                }
            }

            private void finish() {
                finished = true;
                Gdx.app.exit();
            }

            @Override
            public void dispose() {
                disposed.countDown();
            }
        }, config);
        try {
            if (!disposed.await(60, TimeUnit.SECONDS)) {
                app.exit();
                throw new AssertionError("the headless application did not end within 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
        Throwable thrown = failure.get();
        if (thrown instanceof Error) {
            throw (Error) thrown;
        }
        if (thrown != null) {
            throw new AssertionError(thrown);
        }
    }

    /**
     * A real scene2d {@link Stage} for a machine without OpenGL: the viewport keeps its camera
     * but makes no GL call, and the batch fails if anything draws (these tests only act).
     */
    static Stage newStage() {
        Batch noDrawing = (Batch) Proxy.newProxyInstance(HeadlessGdx.class.getClassLoader(),
                new Class<?>[] {Batch.class}, (proxy, method, args) -> {
                    throw new AssertionError("headless tests never draw: Batch." + method.getName());
                });
        ScreenViewport viewport = new ScreenViewport() {
            @Override
            public void apply(boolean centerCamera) {
                getCamera().viewportWidth = getWorldWidth();
                getCamera().viewportHeight = getWorldHeight();
                getCamera().update();
            }
        };
        return new Stage(viewport, noDrawing);
    }
}
