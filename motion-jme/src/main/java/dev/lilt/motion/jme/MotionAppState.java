package dev.lilt.motion.jme;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Spatial;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A scheduler that jMonkeyEngine advances: attach it to the application's state manager and every
 * frame's {@link #update(float)} advances its motions by the frame's {@code tpf}.
 *
 * <pre>{@code
 * public void simpleInitApp() {
 *     motions = new MotionAppState();
 *     stateManager.attach(motions);
 *     Motion.create(Float3.of(0, 0, 0), Float3.of(0, 2, 0), 0.6).withEase(Ease.OUT_BACK)
 *             .withScheduler(motions).bind(box, JmeBinders.TRANSLATION);
 * }
 * }</pre>
 *
 * <p>Time: {@code tpf} is jME's frame time, already multiplied by {@code SimpleApplication}'s
 * speed; {@link #setTimeScale(double)} scales it again for this state's motions only. A frame's
 * delta is capped at {@linkplain #maxDeltaSeconds() 0.25 s} so that a stall (loading, a window
 * drag, a breakpoint) does not jump every motion ahead. While the state is disabled
 * ({@code setEnabled(false)}) jME does not call its update, so its motions hold still and resume
 * where they were when it is enabled again. Detaching the state cancels its motions.
 *
 * <p>Each frame first cancels the motions {@linkplain #cancelWhenDetached tied} to a spatial that
 * has left the scene graph, then advances the motions.
 *
 * <p>Threading: confined to jME's render thread, the thread that runs {@code simpleInitApp},
 * {@code simpleUpdate}, app states and controls. Calls from another thread throw
 * {@link IllegalStateException} naming both threads; from another thread, hand work over with
 * {@code app.enqueue(...)}. The scheduler belongs to the first thread that uses it (creates or binds
 * a motion on it, or updates it), so construct the state anywhere, but make its first motion on the
 * render thread.
 */
public final class MotionAppState extends BaseAppState implements MotionScheduler {
    /** The default cap on a frame's delta: 0.25 s. */
    public static final float DEFAULT_MAX_DELTA_SECONDS = 0.25f;

    private final ManualMotionScheduler manual;
    private float maxDeltaSeconds = DEFAULT_MAX_DELTA_SECONDS;
    private MotionControl[] watched = new MotionControl[8];
    private int watchedCount;
    private List<ViewPort> preViews = List.of();
    private List<ViewPort> mainViews = List.of();
    private List<ViewPort> postViews = List.of();

    /** Creates a state whose scheduler is at time 0. */
    public MotionAppState() {
        this.manual = new ManualMotionScheduler("MotionAppState");
    }

    /**
     * Creates a state with a named scheduler whose storage for each value kind starts with room for
     * {@code initialCapacity} motions, so that a game pays for its storage at load time.
     *
     * @param name            the scheduler's name, shown in error messages
     * @param initialCapacity motions per value kind before any array grows, 1 to 16,777,216
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if {@code initialCapacity} is out of range
     */
    public MotionAppState(String name, int initialCapacity) {
        this.manual = new ManualMotionScheduler(name, initialCapacity);
    }

    /**
     * Cancels the tied motions whose spatial has left the scene graph, then advances every motion by
     * {@code tpf} capped at {@link #maxDeltaSeconds()}, times the {@linkplain #timeScale() time
     * scale}; binds the new values and fires the callbacks due. jME calls it once per frame while
     * the state is attached and enabled.
     *
     * @param tpf seconds since the last frame, &gt;= 0 and finite
     * @throws IllegalArgumentException if {@code tpf} is negative, NaN or infinite
     * @throws IllegalStateException    if called from a thread other than the scheduler's, or from
     *                                  a motion's binder or callback
     */
    @Override
    public void update(float tpf) {
        if (!(tpf >= 0) || tpf == Float.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("tpf must be >= 0 and finite: " + tpf);
        }
        manual.activeCount(); // the thread check, before the sweep touches any handle
        sweep();
        manual.update(Math.min(tpf, maxDeltaSeconds));
    }

    /**
     * Cancels {@code motion} when {@code spatial} leaves the scene graph (found at the next frame)
     * or when the spatial's {@link MotionControl} is removed; the spatial gets a
     * {@code MotionControl} if it has none. A spatial not yet in the scene graph is watched from the
     * frame it is found there. The tie ends by itself when the motion ends.
     *
     * @param spatial the spatial whose removal ends the motion
     * @param motion  a live motion on this state's scheduler
     * @throws NullPointerException     if {@code spatial} or {@code motion} is null
     * @throws IllegalArgumentException if {@code motion} is not active (dead or
     *                                  {@link MotionHandle#NONE}), or if the spatial's motions are
     *                                  tied to another {@code MotionAppState}
     * @throws IllegalStateException    if called from a thread other than the scheduler's
     */
    public void cancelWhenDetached(Spatial spatial, MotionHandle motion) {
        Objects.requireNonNull(spatial, "spatial == null");
        Objects.requireNonNull(motion, "motion == null");
        manual.activeCount(); // the thread check, before the spatial is touched
        if (!motion.isActive()) {
            throw new IllegalArgumentException("motion must be active: " + motion);
        }
        MotionControl control = spatial.getControl(MotionControl.class);
        if (control == null) {
            control = new MotionControl();
            spatial.addControl(control);
        }
        if (control.tie(this, motion)) {
            if (watchedCount == watched.length) {
                watched = Arrays.copyOf(watched, watchedCount * 2);
            }
            watched[watchedCount++] = control;
        }
    }

    /**
     * The cap on a frame's delta.
     *
     * @return seconds, &gt; 0
     */
    public float maxDeltaSeconds() {
        return maxDeltaSeconds;
    }

    /**
     * Sets the cap on a frame's delta.
     *
     * @param seconds the longest frame the motions advance by, &gt; 0 and finite
     * @throws IllegalArgumentException if {@code seconds} is not positive, or is NaN or infinite
     */
    public void setMaxDeltaSeconds(float seconds) {
        if (!(seconds > 0) || seconds == Float.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("maxDeltaSeconds must be > 0 and finite: " + seconds);
        }
        this.maxDeltaSeconds = seconds;
    }

    /**
     * The manual scheduler that holds this state's motions; {@link #update(float)} calls its
     * {@code update}.
     *
     * @return the manual scheduler, never null
     */
    @Override
    public ManualMotionScheduler manual() {
        return manual;
    }

    /**
     * Reads the application's viewports, where {@link MotionControl} looks for its spatial's scene.
     *
     * @param app the application
     */
    @Override
    protected void initialize(Application app) {
        RenderManager renderManager = app.getRenderManager();
        if (renderManager != null) {
            // unmodifiable views of the live lists, read once so the sweep allocates nothing
            preViews = renderManager.getPreViews();
            mainViews = renderManager.getMainViews();
            postViews = renderManager.getPostViews();
        }
    }

    /**
     * Cancels every motion of this state: detached, nothing would advance them again.
     *
     * @param app the application
     */
    @Override
    protected void cleanup(Application app) {
        manual.clear();
        for (int i = 0; i < watchedCount; i++) {
            watched[i].sweep(this);
            watched[i] = null;
        }
        watchedCount = 0;
        preViews = List.of();
        mainViews = List.of();
        postViews = List.of();
    }

    /** Nothing to do: jME resumes calling {@link #update(float)}. */
    @Override
    protected void onEnable() {
        // the state manager calls update only while enabled: the motions resume by themselves
    }

    /** Nothing to do: jME stops calling {@link #update(float)}, which holds the motions still. */
    @Override
    protected void onDisable() {
        // the state manager skips a disabled state's update: the motions hold still by themselves
    }

    private void sweep() {
        for (int i = watchedCount - 1; i >= 0; i--) {
            if (watched[i].sweep(this)) {
                // a cancel above may have appended controls: the last is moved in, already swept or new
                watched[i] = watched[--watchedCount];
                watched[watchedCount] = null;
            }
        }
    }

    /** True when {@code spatial}'s topmost ancestor is a scene of one of the application's viewports. */
    boolean isInScene(Spatial spatial) {
        Spatial top = spatial;
        for (Spatial parent = top.getParent(); parent != null; parent = parent.getParent()) {
            top = parent;
        }
        return hasScene(preViews, top) || hasScene(mainViews, top) || hasScene(postViews, top);
    }

    private static boolean hasScene(List<ViewPort> views, Spatial top) {
        for (int v = 0, n = views.size(); v < n; v++) {
            List<Spatial> scenes = views.get(v).getScenes();
            for (int s = 0, m = scenes.size(); s < m; s++) {
                if (scenes.get(s) == top) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "MotionAppState(" + manual + ", " + watchedCount + " spatials watched)";
    }
}
