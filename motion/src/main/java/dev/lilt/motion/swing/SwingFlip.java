package dev.lilt.motion.swing;

import dev.lilt.motion.Ease;
import dev.lilt.motion.value.FloatBinder;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.LayoutManager2;
import java.awt.Rectangle;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Animates a container's layout changes (the FLIP technique): a layout manager that wraps the
 * container's own and, each time it lays the container out, moves every child whose bounds changed
 * from where it shows to its new bounds with a Lilt motion, instead of at once. Children added,
 * removed, reordered or resized by the wrapped layout slide (and resize) into place.
 *
 * <pre>{@code
 * JPanel list = new JPanel(new GridLayout(0, 1));
 * SwingFlip.install(list, swing).withDuration(0.3);
 * list.add(row, 0);
 * list.revalidate();            // the rows below slide down
 * }</pre>
 *
 * <p>A change while a child is moving starts from where it shows (no jump). A child laid out for
 * the first time appears at its bounds; a removed one is forgotten. Sizes and every other question
 * ({@code preferredLayoutSize}, constraints) go to the wrapped layout. Under reduced motion
 * ({@link Motion#setReducedMotion}) the moves jump: children land at once.
 *
 * <p>Threading: the container must be laid out on its scheduler's thread: the event dispatch
 * thread with a {@link SwingMotionScheduler} (a container not yet shown may be built and laid out
 * by another thread that runs a manual scheduler, as Swing allows). A move started by a layout on
 * another thread throws the scheduler's {@link IllegalStateException}.
 */
public final class SwingFlip implements LayoutManager2 {
    /*
     * Design note. One Item per child in an identity map: the bounds the wrapped layout last gave
     * (target), where the child showed when the move began (from) and the move's handle. Swing
     * calls layoutContainer whenever the container is validated; the wrapped layout then sets the
     * children's bounds to their targets, so after it this layout puts each moving child back where
     * its motion has it. The motion's eased progress goes through a static binder to the item.
     */
    private static final FloatBinder<Item> APPLY = (e, item) -> item.apply(e);

    private final LayoutManager layout;
    private final MotionScheduler scheduler;
    private final Map<Component, Item> items = new IdentityHashMap<>();
    private double seconds = 0.3;
    private Ease ease = Ease.OUT_CUBIC;

    private SwingFlip(LayoutManager layout, MotionScheduler scheduler) {
        this.layout = layout;
        this.scheduler = scheduler;
    }

    /**
     * Wraps {@code container}'s layout manager in a {@code SwingFlip} and sets it as the layout.
     *
     * @param container a container with a layout manager
     * @param scheduler the scheduler of the moves, running on the EDT
     * @return the installed layout, for its settings
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code container} has no layout manager
     */
    public static SwingFlip install(Container container, MotionScheduler scheduler) {
        Objects.requireNonNull(container, "container == null");
        Objects.requireNonNull(scheduler, "scheduler == null");
        LayoutManager current = container.getLayout();
        if (current == null) {
            throw new IllegalArgumentException("the container has no layout manager to animate: "
                    + container.getName());
        }
        SwingFlip flip = current instanceof SwingFlip f ? f : new SwingFlip(current, scheduler);
        container.setLayout(flip);
        return flip;
    }

    /**
     * Sets how long a move takes (default 0.3 s).
     *
     * @param durationSeconds seconds, &gt;= 0 and finite
     * @return this layout
     * @throws IllegalArgumentException if {@code durationSeconds} is negative, NaN or infinite
     */
    public SwingFlip withDuration(double durationSeconds) {
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
     * @return this layout
     * @throws NullPointerException if {@code ease} is null
     */
    public SwingFlip withEase(Ease ease) {
        this.ease = Objects.requireNonNull(ease, "ease == null");
        return this;
    }

    /**
     * {@return the layout manager this one wraps}
     */
    public LayoutManager wrapped() {
        return layout;
    }

    /**
     * Lets the wrapped layout lay the container out, then starts a move for every child whose
     * bounds changed and puts moving children back where their motions have them.
     *
     * @param parent the container
     * @throws IllegalStateException if a move starts on a thread other than the scheduler's
     */
    @Override
    public void layoutContainer(Container parent) {
        layout.layoutContainer(parent);
        int n = parent.getComponentCount();
        for (int i = 0; i < n; i++) {
            Component c = parent.getComponent(i);
            Item item = items.get(c);
            if (item == null) {
                items.put(c, new Item(c, c.getBounds()));
            } else if (!item.target.equals(c.getBounds())) {
                item.moveTo(c.getBounds(), this);
            } else if (item.move.isPlaying()) {
                item.show();
            }
        }
        if (items.size() > n) {
            items.values().removeIf(item -> item.component.getParent() != parent);
        }
    }

    /** {@inheritDoc} Forwarded to the wrapped layout. */
    @Override
    public void addLayoutComponent(String name, Component comp) {
        layout.addLayoutComponent(name, comp);
    }

    /** {@inheritDoc} Forwarded to the wrapped layout. */
    @Override
    public void addLayoutComponent(Component comp, Object constraints) {
        if (layout instanceof LayoutManager2 l2) {
            l2.addLayoutComponent(comp, constraints);
        } else if (constraints == null || constraints instanceof String) {
            layout.addLayoutComponent((String) constraints, comp);
        } else {
            throw new IllegalArgumentException("the wrapped layout takes no constraints: " + constraints);
        }
    }

    /** {@inheritDoc} Forwarded to the wrapped layout; the next layout forgets the component. */
    @Override
    public void removeLayoutComponent(Component comp) {
        layout.removeLayoutComponent(comp);
    }

    /** {@inheritDoc} The wrapped layout's. */
    @Override
    public Dimension preferredLayoutSize(Container parent) {
        return layout.preferredLayoutSize(parent);
    }

    /** {@inheritDoc} The wrapped layout's. */
    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return layout.minimumLayoutSize(parent);
    }

    /** {@inheritDoc} The wrapped layout's, or no limit. */
    @Override
    public Dimension maximumLayoutSize(Container target) {
        return layout instanceof LayoutManager2 l2 ? l2.maximumLayoutSize(target)
                : new Dimension(Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    /** {@inheritDoc} The wrapped layout's, or centred. */
    @Override
    public float getLayoutAlignmentX(Container target) {
        return layout instanceof LayoutManager2 l2 ? l2.getLayoutAlignmentX(target) : 0.5f;
    }

    /** {@inheritDoc} The wrapped layout's, or centred. */
    @Override
    public float getLayoutAlignmentY(Container target) {
        return layout instanceof LayoutManager2 l2 ? l2.getLayoutAlignmentY(target) : 0.5f;
    }

    /** {@inheritDoc} Forwarded to the wrapped layout. */
    @Override
    public void invalidateLayout(Container target) {
        if (layout instanceof LayoutManager2 l2) {
            l2.invalidateLayout(target);
        }
    }

    /** One child: its target bounds, where its move began, where it shows, and the move. */
    private static final class Item {
        final Component component;
        Rectangle target;
        float fromX;
        float fromY;
        float fromW;
        float fromH;
        float x;
        float y;
        float w;
        float h;
        MotionHandle move = MotionHandle.NONE;

        Item(Component component, Rectangle target) {
            this.component = component;
            this.target = target;
            x = target.x;
            y = target.y;
            w = target.width;
            h = target.height;
        }

        void moveTo(Rectangle bounds, SwingFlip flip) {
            move.tryCancel();
            fromX = x;
            fromY = y;
            fromW = w;
            fromH = h;
            target = bounds;
            show();
            move = Motion.create(0f, 1f, flip.seconds).withEase(flip.ease).withScheduler(flip.scheduler)
                    .bind(this, APPLY);
        }

        void apply(float e) {
            x = fromX + (target.x - fromX) * e;
            y = fromY + (target.y - fromY) * e;
            w = fromW + (target.width - fromW) * e;
            h = fromH + (target.height - fromH) * e;
            show();
        }

        void show() {
            component.setBounds(Math.round(x), Math.round(y), Math.round(w), Math.round(h));
        }
    }
}
