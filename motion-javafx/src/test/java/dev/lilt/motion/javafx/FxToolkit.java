package dev.lilt.motion.javafx;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;

/**
 * Starts the real JavaFX toolkit once per test JVM (headless through Monocle, as the pom sets up)
 * and runs code on its FX application thread with generous but finite waits.
 */
public final class FxToolkit {
    /** How long a test waits for the FX thread before it fails: generous for a loaded machine. */
    public static final long WAIT_SECONDS = 30;

    private static boolean started;

    private FxToolkit() {
    }

    /** Starts the toolkit if no test has yet; closing the last window does not stop it. */
    public static synchronized void start() {
        if (started) {
            return;
        }
        CountDownLatch ready = new CountDownLatch(1);
        try {
            Platform.startup(ready::countDown);
        } catch (IllegalStateException alreadyRunning) {
            ready.countDown();
        }
        await(ready);
        Platform.setImplicitExit(false);
        started = true;
    }

    /** Runs {@code action} on the FX thread and returns its result, rethrowing what it threw. */
    public static <T> T fromFx(Supplier<T> action) {
        start();
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(action.get());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException) {
                throw (RuntimeException) e.getCause();
            }
            throw new AssertionError(e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new AssertionError("the FX thread did not run the action within " + WAIT_SECONDS + " s", e);
        }
    }

    /** Runs {@code action} on the FX thread and waits for it. */
    public static void onFx(Runnable action) {
        fromFx(() -> {
            action.run();
            return null;
        });
    }

    /** Polls {@code condition} on the FX thread until it holds; fails after {@link #WAIT_SECONDS}. */
    public static void waitOnFx(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (!fromFx(condition::getAsBoolean)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + WAIT_SECONDS + " s waiting for " + what);
            }
            sleepBriefly();
        }
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("the JavaFX toolkit did not start within " + WAIT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
