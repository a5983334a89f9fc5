package dev.lilt.motion.javafx;

import dev.lilt.motion.Ease;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;

/**
 * Animates a pane's layout changes (the FLIP technique: first, last, invert, play): when the
 * pane's children are added, removed, reordered or laid out again, each child that moved slides
 * from where it was to its new place, and one whose size changed scales from its old size, driven
 * by Lilt motions.
 *
 * <pre>{@code
 * FxFlip flip = FxFlip.attach(list, fx).withDuration(0.3).withEase(Ease.OUT_CUBIC);
 * list.getChildren().setAll(sorted);   // the rows slide to their new places
 * }</pre>
 *
 * <p>After every layout pass of the pane's scene (a post-layout pulse listener), the pane's
 * children are measured: layout position plus layout bounds. A child whose box changed gets a
 * translation (and a scale, about its centre) that puts it back where it was on screen, and a motion
 * takes them to none. A change while a child is moving starts from where it is: its motion is
 * replaced, without a jump. A child the pane just gained has no old place and appears where laid
 * out (show it with {@link FxPresence} to animate it in); a removed one leaves at once and gets its
 * translation and scale back to none. A child removed and added back between two layouts (as
 * {@code setAll} does) keeps its old place and slides from it.
 *
 * <p>While attached, the pane owns its children's {@code translateX/Y} and {@code scaleX/Y}.
 * Under reduced motion ({@link Motion#setReducedMotion}) the motions jump: children land at once.
 *
 * <p>Threading: the FX application thread, where the scheduler must run; other threads get an
 * {@link IllegalStateException}.
 */
public final class FxFlip implements AutoCloseable {
    /*
     * Design note. One Item per child, in an identity map, keeps the child's last measured box and
     * its running motion; the motion's progress (eased) goes through a static binder to the item,
     * which interpolates from its inverted translation and scale to none. A measure is one pass over
     * the children list by index and a map lookup per child: no allocation unless a box changed.
     * Removals only raise a flag (a child removed and re-added between layouts must keep its
     * item); the next measure drops the items whose node is no longer a child. The post-layout
     * listener follows the pane's scene: moved when the pane changes scene, dropped by close().
     */
    private static final ScalarBinder<Item> APPLY = (e, item) -> item.apply(e);

    private final Pane pane;
    private final Map<Node, Item> items = new IdentityHashMap<>();
    private final Runnable measure = this::measure;
    private final ChangeListener<Scene> sceneListener = this::sceneChanged;
    private final ListChangeListener<Node> childrenListener = this::childrenChanged;
    private MotionScheduler scheduler;
    private double seconds = 0.3;
    private Ease ease = Ease.OUT_CUBIC;
    private boolean removals;
    private boolean closed;

    private FxFlip(Pane pane, MotionScheduler scheduler) {
        this.pane = pane;
        this.scheduler = scheduler;
    }

    /**
     * Starts animating {@code pane}'s layout changes; the children's current places are the
     * starting ones (measured at the next layout).
     *
     * @param pane      the pane whose children move
     * @param scheduler the scheduler of the motions, running on the FX thread
     * @return the attachment, to {@link #close()} when done
     * @throws NullPointerException  if an argument is null
     * @throws IllegalStateException if called from a thread other than the FX application thread
     */
    public static FxFlip attach(Pane pane, MotionScheduler scheduler) {
        Objects.requireNonNull(pane, "pane == null");
        Objects.requireNonNull(scheduler, "scheduler == null");
        FxLinks.requireFxThread("FxFlip.attach");
        FxFlip flip = new FxFlip(pane, scheduler);
        pane.sceneProperty().addListener(flip.sceneListener);
        pane.getChildren().addListener(flip.childrenListener);
        flip.sceneChanged(null, null, pane.getScene());
        return flip;
    }

    /**
     * Sets how long a move takes, from its old place to its new one (default 0.3 s).
     *
     * @param durationSeconds seconds, &gt;= 0 and finite
     * @return this attachment
     * @throws IllegalArgumentException if {@code durationSeconds} is negative, NaN or infinite
     */
    public FxFlip withDuration(double durationSeconds) {
        if (!(durationSeconds >= 0) || durationSeconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("durationSeconds must be >= 0 and finite: " + durationSeconds);
        }
        this.seconds = durationSeconds;
        return this;
    }

    /**
     * Sets the ease of the moves (default {@link Ease#OUT_CUBIC}).
     *
     * @param ease the ease
     * @return this attachment
     * @throws NullPointerException if {@code ease} is null
     */
    public FxFlip withEase(Ease ease) {
        this.ease = Objects.requireNonNull(ease, "ease == null");
        return this;
    }

    /**
     * Stops animating the pane's layout: removes the listeners, cancels running moves and puts the
     * children's translation and scale back to none. Idempotent.
     *
     * @throws IllegalStateException if called from a thread other than the FX application thread
     */
    @Override
    public void close() {
        FxLinks.requireFxThread("FxFlip.close");
        if (closed) {
            return;
        }
        closed = true;
        pane.sceneProperty().removeListener(sceneListener);
        pane.getChildren().removeListener(childrenListener);
        Scene scene = pane.getScene();
        if (scene != null) {
            scene.removePostLayoutPulseListener(measure);
        }
        for (Item item : items.values()) {
            item.reset();
        }
        items.clear();
    }

    private void sceneChanged(ObservableValue<? extends Scene> o, Scene before, Scene after) {
        if (before != null) {
            before.removePostLayoutPulseListener(measure);
        }
        if (after != null) {
            after.addPostLayoutPulseListener(measure);
        }
    }

    private void childrenChanged(ListChangeListener.Change<? extends Node> change) {
        while (change.next()) {
            if (change.wasRemoved()) {
                removals = true;
            }
        }
    }

    /** After a layout pass: inverts and plays every child whose box changed. */
    void measure() {
        if (removals) {
            removals = false;
            for (Iterator<Item> it = items.values().iterator(); it.hasNext(); ) {
                Item item = it.next();
                if (item.node.getParent() != pane) {
                    item.reset();
                    it.remove();
                }
            }
        }
        var children = pane.getChildren();
        for (int i = 0, n = children.size(); i < n; i++) {
            Node child = children.get(i);
            Item item = items.get(child);
            Bounds b = child.getLayoutBounds();
            double x = child.getLayoutX() + b.getMinX();
            double y = child.getLayoutY() + b.getMinY();
            double w = b.getWidth();
            double h = b.getHeight();
            if (item == null) {
                items.put(child, new Item(child, x, y, w, h));
            } else if (x != item.x || y != item.y || w != item.w || h != item.h) {
                item.moveTo(x, y, w, h, this);
            }
        }
    }

    /** One child's last box and its move. */
    private static final class Item {
        final Node node;
        double x;
        double y;
        double w;
        double h;
        double tx0;
        double ty0;
        double sx0;
        double sy0;
        MotionHandle move = MotionHandle.NONE;

        Item(Node node, double x, double y, double w, double h) {
            this.node = node;
            this.x = x;
            this.y = y;
            this.w = w;
            this.h = h;
        }

        /** Inverts from where the child shows now (its old box under its current translation and scale). */
        void moveTo(double nx, double ny, double nw, double nh, FxFlip flip) {
            double oldCenterX = x + w / 2 + node.getTranslateX();
            double oldCenterY = y + h / 2 + node.getTranslateY();
            double oldWidth = w * node.getScaleX();
            double oldHeight = h * node.getScaleY();
            move.tryCancel();
            tx0 = oldCenterX - (nx + nw / 2);
            ty0 = oldCenterY - (ny + nh / 2);
            sx0 = nw > 0 ? oldWidth / nw : 1;
            sy0 = nh > 0 ? oldHeight / nh : 1;
            x = nx;
            y = ny;
            w = nw;
            h = nh;
            apply(0);
            move = Motion.create(0.0, 1.0, flip.seconds).withEase(flip.ease).withScheduler(flip.scheduler)
                    .bind(this, APPLY);
        }

        void apply(double e) {
            double k = 1 - e;
            node.setTranslateX(tx0 * k);
            node.setTranslateY(ty0 * k);
            node.setScaleX(1 + (sx0 - 1) * k);
            node.setScaleY(1 + (sy0 - 1) * k);
        }

        void reset() {
            move.tryCancel();
            move = MotionHandle.NONE;
            tx0 = 0;
            ty0 = 0;
            sx0 = 1;
            sy0 = 1;
            apply(1);
        }
    }
}
