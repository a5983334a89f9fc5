package dev.lilt.motion.swing;

import java.util.Objects;
import java.util.concurrent.Executor;
import javax.swing.SwingUtilities;

/**
 * Executors that run work on the AWT event dispatch thread (EDT), for APIs that take an
 * {@link Executor}: a pipe subscription's delivery executor (so handlers may touch Swing
 * components), {@code CompletableFuture}'s {@code *Async} stages, and the like.
 *
 * <pre>{@code
 * // handlers run on the event dispatch thread, one message at a time, in publish order
 * pipe.subscriber(Damage.class).on(SwingExecutors.edt()).subscribe(d -> hpBar.animateTo(d.hp()));
 * }</pre>
 */
public final class SwingExecutors {
    private static final Executor EDT = SwingExecutors::invokeLater;

    private SwingExecutors() {
    }

    /**
     * An executor that queues each task with {@link SwingUtilities#invokeLater(Runnable)}: tasks
     * run on the EDT in the order they were given, and always later, even when given on the EDT.
     * Safe from any thread; works headless. Its {@code execute} throws
     * {@link NullPointerException} for a null task.
     *
     * @return the executor, a stateless singleton
     */
    public static Executor edt() {
        return EDT;
    }

    private static void invokeLater(Runnable command) {
        Objects.requireNonNull(command, "command == null");
        SwingUtilities.invokeLater(command);
    }
}
