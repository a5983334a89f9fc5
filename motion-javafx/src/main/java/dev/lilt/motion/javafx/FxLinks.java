package dev.lilt.motion.javafx;

import dev.lilt.motion.LinkEnd;
import dev.lilt.motion.MotionGroup;
import dev.lilt.motion.MotionHandle;
import java.util.Objects;
import javafx.application.Platform;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * Links motions to the nodes they animate, so that they end when their node leaves its scene:
 * LitMotion's {@code AddTo} and DOTween's {@code SetLink} for JavaFX.
 *
 * <pre>{@code
 * FxLinks.link(Motion.create(0.0, 1.0, 0.4).withScheduler(fx).bind(badge, FxBinders.opacity()),
 *         badge, LinkEnd.CANCEL);
 * }</pre>
 *
 * <p>A link arms once its node is in a scene (at once if it already is), so a motion may start on a
 * node before it is shown. When an armed node's scene becomes null, the link checks again after the
 * FX events queued before it have run ({@link Platform#runLater}): a node moved to another parent
 * in one go (removed, then added) keeps its motions; one still out of any scene ends them as
 * {@link LinkEnd} says. A node that moves straight to another scene keeps them too.
 *
 * <p>Nothing is left behind: a motion's link removes its listener from the node when the motion
 * ends, whoever ends it, and a motion ended by its user first is never ended again. A group's link
 * removes its listener when it ends the group, or at the node's next scene change after the group
 * was closed. The listener holds the motion's handle or the group, never the other way round.
 *
 * <p>Threading: call on the FX application thread, with motions whose scheduler runs there
 * ({@link FxMotionScheduler}, or a manual scheduler updated on the FX thread); other threads get an
 * {@link IllegalStateException}.
 */
public final class FxLinks {
    private FxLinks() {
    }

    /**
     * Ends {@code motion} as {@code end} says when {@code node} leaves its scene.
     *
     * @param motion a live motion (or a sequence's handle) on a scheduler of the FX thread
     * @param node   the node it animates
     * @param end    cancel it, or complete it
     * @return {@code motion}, to link a motion where it is made
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code motion} is {@link MotionHandle#NONE} or has ended
     * @throws IllegalStateException    if called from a thread other than the FX application thread
     *                                  or the motion's scheduler's
     */
    public static MotionHandle link(MotionHandle motion, Node node, LinkEnd end) {
        Objects.requireNonNull(motion, "motion == null");
        Objects.requireNonNull(node, "node == null");
        Objects.requireNonNull(end, "end == null");
        requireFxThread("FxLinks.link");
        if (!motion.isActive()) {
            throw new IllegalArgumentException("motion has ended or is MotionHandle.NONE: " + motion);
        }
        return link(motion, node.sceneProperty(), end);
    }

    /** Links a motion to a scene property (a node's, or a test's that counts its listeners). */
    static MotionHandle link(MotionHandle motion, ObservableValue<?> scene, LinkEnd end) {
        SceneLink link = new SceneLink(scene, new MotionTarget(motion, end));
        motion.toCompletableFuture().whenComplete((v, e) -> link.unlink());
        return motion;
    }

    /**
     * Ends {@code group} when {@code node} leaves its scene: {@link LinkEnd#CANCEL} closes it (its
     * live members are cancelled and later ones with them), {@link LinkEnd#COMPLETE} completes its
     * members and then closes it (which cancels members that loop forever).
     *
     * @param group the group, open
     * @param node  the node its motions animate
     * @param end   cancel them, or complete them
     * @return {@code group}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code group} is closed
     * @throws IllegalStateException    if called from a thread other than the FX application thread
     */
    public static MotionGroup link(MotionGroup group, Node node, LinkEnd end) {
        Objects.requireNonNull(group, "group == null");
        Objects.requireNonNull(node, "node == null");
        Objects.requireNonNull(end, "end == null");
        requireFxThread("FxLinks.link");
        if (group.isClosed()) {
            throw new IllegalArgumentException("group is closed: " + group);
        }
        new SceneLink(node.sceneProperty(), new GroupTarget(group, end));
        return group;
    }

    static void requireFxThread(String operation) {
        if (!Platform.isFxApplicationThread()) {
            throw new IllegalStateException(operation + " must be called on the FX application thread,"
                    + " not '" + Thread.currentThread().getName() + "'; wrap the call in Platform.runLater");
        }
    }

    /** Ends a motion; gone once it has ended. */
    private record MotionTarget(MotionHandle motion, LinkEnd how) implements SceneLink.Target {
        @Override
        public boolean isGone() {
            return !motion.isActive();
        }

        @Override
        public void end() {
            if (how == LinkEnd.COMPLETE && motion.isPlaying() && Double.isFinite(motion.totalDuration())) {
                motion.tryComplete();
            } else {
                motion.tryCancel();
            }
        }
    }

    /** Ends a group; gone once it is closed. */
    private record GroupTarget(MotionGroup group, LinkEnd how) implements SceneLink.Target {
        @Override
        public boolean isGone() {
            return group.isClosed();
        }

        @Override
        public void end() {
            if (how == LinkEnd.COMPLETE) {
                group.complete();
            }
            group.close();
        }
    }
}
