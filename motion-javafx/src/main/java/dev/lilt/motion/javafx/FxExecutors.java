package dev.lilt.motion.javafx;

import java.util.Objects;
import java.util.concurrent.Executor;
import javafx.application.Platform;

/**
 * Executors that run work on the JavaFX application thread, for APIs that take an
 * {@link Executor}: a pipe subscription's delivery executor (so handlers may touch the scene
 * graph), {@code CompletableFuture}'s {@code *Async} stages, and the like.
 *
 * <pre>{@code
 * // handlers run on the FX application thread, one message at a time, in publish order
 * pipe.subscriber(Damage.class).on(FxExecutors.fxThread()).subscribe(d -> hpBar.animateTo(d.hp()));
 * }</pre>
 */
public final class FxExecutors {
    private static final Executor FX_THREAD = FxExecutors::runLater;

    private FxExecutors() {
    }

    /**
     * An executor that queues each task with {@link Platform#runLater(Runnable)}: tasks run on
     * the FX application thread in the order they were given, and always later, even when given
     * on the FX thread. Safe from any thread. Its {@code execute} throws
     * {@link NullPointerException} for a null task and {@link IllegalStateException} while the
     * JavaFX toolkit has not started; after {@link Platform#exit()} tasks are dropped silently, as
     * {@code runLater} drops them.
     *
     * @return the executor, a stateless singleton
     */
    public static Executor fxThread() {
        return FX_THREAD;
    }

    private static void runLater(Runnable command) {
        Objects.requireNonNull(command, "command == null");
        Platform.runLater(command);
    }
}
