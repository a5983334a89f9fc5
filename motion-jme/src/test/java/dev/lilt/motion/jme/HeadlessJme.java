package dev.lilt.motion.jme;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs test code inside a real jME {@link SimpleApplication} started with
 * {@link JmeContext.Type#Headless}: its update loop calls the script once per frame (from
 * {@code simpleUpdate}, after the app states' update) on jME's own thread until the script says it
 * is done; failures on that thread are rethrown on the test's thread.
 */
final class HeadlessJme {
    /** Frames a test may take before it is failed. */
    static final int MAX_FRAMES = 5_000;

    // jME logs its start-up at INFO and the asset loaders of plugins not on the class path (glTF, Ogre)
    // at WARNING; a test's output stays quiet. Held so the level sticks.
    private static final Logger JME_LOGGER = Logger.getLogger("com.jme3");

    static {
        JME_LOGGER.setLevel(Level.SEVERE);
    }

    /** A test body run by the update loop. */
    interface Frames {
        /**
         * One frame's work.
         *
         * @param app   the running application
         * @param frame 0 for the first frame
         * @return true when the test is done
         */
        boolean update(SimpleApplication app, int frame) throws Exception;
    }

    private HeadlessJme() {
    }

    /**
     * Starts a headless application updating {@code framesPerSecond} frames a second (-1: as fast as
     * it can), with {@code states} attached before its first frame, runs {@code frames} until it
     * returns true, stops the application and waits for its thread to destroy it.
     */
    static void run(int framesPerSecond, Frames frames, AppState... states) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch destroyed = new CountDownLatch(1);
        SimpleApplication app = new SimpleApplication(states) {
            private int frame;
            private boolean finished;

            @Override
            public void simpleInitApp() {
                // the scene starts empty: each test builds its own
            }

            @Override
            public void simpleUpdate(float tpf) {
                if (finished) {
                    return;
                }
                try {
                    if (frames.update(this, frame++)) {
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
                stop();
            }

            @Override
            public void handleError(String message, Throwable t) {
                failure.compareAndSet(null, new AssertionError(message, t));
                finished = true;
                stop();
            }

            @Override
            public void destroy() {
                try {
                    super.destroy();
                } finally {
                    destroyed.countDown();
                }
            }
        };
        AppSettings settings = new AppSettings(true);
        settings.setFrameRate(framesPerSecond);
        settings.setAudioRenderer(null);
        app.setSettings(settings);
        app.setShowSettings(false);
        app.start(JmeContext.Type.Headless);
        try {
            if (!destroyed.await(60, TimeUnit.SECONDS)) {
                app.stop();
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
}
