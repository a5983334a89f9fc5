package dev.lilt.motion.swing;

import dev.lilt.motion.LinkEnd;
import dev.lilt.motion.MotionGroup;
import dev.lilt.motion.MotionHandle;
import java.awt.Component;
import java.awt.event.HierarchyEvent;
import java.awt.event.HierarchyListener;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import javax.swing.SwingUtilities;

/**
 * Links motions to the components they animate, so that they end when their component leaves its
 * window: LitMotion's {@code AddTo} and DOTween's {@code SetLink} for Swing.
 *
 * <pre>{@code
 * SwingLinks.link(Motion.create(0f, 1f, 0.4).withScheduler(swing).bind(panel, SwingBinders.alpha()),
 *         panel, LinkEnd.CANCEL);
 * }</pre>
 *
 * <p>A component is in a window while it has a {@link javax.swing.JRootPane} ancestor (the content of
 * every {@code JFrame}, {@code JDialog}, {@code JWindow} and {@code JInternalFrame}) or a
 * {@link java.awt.Window} ancestor. A link arms once its component is in one (at once if it already
 * is), so a motion may start on a component before it is added. It fires when an armed component
 * leaves it (is removed, or an ancestor is), or when its window is disposed (the component turns
 * undisplayable after having been displayable); it checks again after the events queued before it
 * have run ({@link SwingUtilities#invokeLater}), so a component moved to another parent in one go
 * keeps its motions.
 *
 * <p>Nothing is left behind: a motion's link removes its {@link HierarchyListener} when the motion
 * ends, whoever ends it, and a motion ended by its user first is never ended again. A group's link
 * removes it when it ends the group, or at the component's next hierarchy change after the group
 * was closed.
 *
 * <p>Threading: call on the event dispatch thread, with motions whose scheduler runs there
 * ({@link SwingMotionScheduler}); other threads get an {@link IllegalStateException}.
 */
public final class SwingLinks {
    private SwingLinks() {
    }

    /**
     * Ends {@code motion} as {@code end} says when {@code component} leaves its window.
     *
     * @param motion    a live motion (or a sequence's handle) on a scheduler of the EDT
     * @param component the component it animates
     * @param end       cancel it, or complete it
     * @return {@code motion}, to link a motion where it is made
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code motion} is {@link MotionHandle#NONE} or has ended
     * @throws IllegalStateException    if called from a thread other than the EDT or the motion's
     *                                  scheduler's
     */
    public static MotionHandle link(MotionHandle motion, Component component, LinkEnd end) {
        Objects.requireNonNull(motion, "motion == null");
        Objects.requireNonNull(component, "component == null");
        Objects.requireNonNull(end, "end == null");
        requireEdt();
        if (!motion.isActive()) {
            throw new IllegalArgumentException("motion has ended or is MotionHandle.NONE: " + motion);
        }
        WindowLink link = new WindowLink(component, () -> !motion.isActive(), () -> {
            if (end == LinkEnd.COMPLETE && motion.isPlaying() && Double.isFinite(motion.totalDuration())) {
                motion.tryComplete();
            } else {
                motion.tryCancel();
            }
        });
        motion.toCompletableFuture().whenComplete((v, e) -> link.unlink());
        return motion;
    }

    /**
     * Ends {@code group} when {@code component} leaves its window: {@link LinkEnd#CANCEL} closes
     * it, {@link LinkEnd#COMPLETE} completes its members and then closes it.
     *
     * @param group     the group, open
     * @param component the component its motions animate
     * @param end       cancel them, or complete them
     * @return {@code group}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code group} is closed
     * @throws IllegalStateException    if called from a thread other than the EDT
     */
    public static MotionGroup link(MotionGroup group, Component component, LinkEnd end) {
        Objects.requireNonNull(group, "group == null");
        Objects.requireNonNull(component, "component == null");
        Objects.requireNonNull(end, "end == null");
        requireEdt();
        if (group.isClosed()) {
            throw new IllegalArgumentException("group is closed: " + group);
        }
        new WindowLink(component, group::isClosed, () -> {
            if (end == LinkEnd.COMPLETE) {
                group.complete();
            }
            group.close();
        });
        return group;
    }

    private static void requireEdt() {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("SwingLinks.link must be called on the event dispatch thread, not '"
                    + Thread.currentThread().getName() + "'; wrap the call in SwingUtilities.invokeLater");
        }
    }

    /** One link: a hierarchy listener that ends its target when the component leaves its window. */
    private static final class WindowLink implements HierarchyListener {
        /*
         * Armed once the component is in a window; a hierarchy change that takes it out (or turns
         * it undisplayable after it was displayable: a disposed window) posts a check, which ends
         * the target only if the component is still out then. Every way out removes the listener;
         * unlink is idempotent. Threading: the EDT.
         */
        private final Component component;
        private final BooleanSupplier gone;
        private final Runnable end;
        private boolean armed;
        private boolean displayed;
        private boolean checkPending;
        private boolean unlinked;

        WindowLink(Component component, BooleanSupplier gone, Runnable end) {
            this.component = component;
            this.gone = gone;
            this.end = end;
            this.armed = inWindow();
            this.displayed = component.isDisplayable();
            component.addHierarchyListener(this);
        }

        private boolean inWindow() {
            return SwingUtilities.getRootPane(component) != null || SwingUtilities.getWindowAncestor(component) != null;
        }

        private boolean out() {
            return !inWindow() || (displayed && !component.isDisplayable());
        }

        @Override
        public void hierarchyChanged(HierarchyEvent e) {
            if (unlinked) {
                return;
            }
            if (gone.getAsBoolean()) {
                unlink();
                return;
            }
            if (out()) {
                if (armed && !checkPending) {
                    checkPending = true;
                    SwingUtilities.invokeLater(this::check);
                }
            } else {
                armed = true;
                displayed |= component.isDisplayable();
            }
        }

        private void check() {
            checkPending = false;
            if (unlinked) {
                return;
            }
            if (gone.getAsBoolean()) {
                unlink();
            } else if (out()) {
                unlink();
                end.run();
            }
        }

        void unlink() {
            if (!unlinked) {
                unlinked = true;
                component.removeHierarchyListener(this);
            }
        }
    }
}
