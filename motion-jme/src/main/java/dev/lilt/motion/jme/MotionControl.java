package dev.lilt.motion.jme;

import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Spatial;
import com.jme3.scene.control.AbstractControl;
import com.jme3.util.clone.Cloner;
import dev.lilt.motion.MotionHandle;
import java.util.Arrays;

/**
 * Ties motions to the spatial it is added to: when the spatial leaves the scene graph, or this
 * control is removed from it, the motions are cancelled ({@code onCancel} fires). Added by
 * {@link MotionAppState#cancelWhenDetached(Spatial, MotionHandle)} when the spatial has none;
 * find it with {@code spatial.getControl(MotionControl.class)}.
 *
 * <p>"In the scene graph" means that the spatial's topmost ancestor (or the spatial itself) is a
 * scene attached to a viewport of the application's {@code RenderManager}, as {@code rootNode} and
 * {@code guiNode} are. A spatial not yet in the scene graph when a motion is tied to it is watched
 * from the frame it is found there, so a motion may start before its spatial is attached.
 * Detachment is found at the {@link MotionAppState}'s next update, before the motions advance.
 *
 * <p>A clone of the spatial (or of this control) carries an empty control: motions belong to one
 * spatial. The control saves nothing of its motions with the scene ({@code write}); the public
 * constructor is there for jME's loader.
 *
 * <p>Threading: confined to the render thread, like the {@link MotionAppState} that owns its
 * motions.
 */
public final class MotionControl extends AbstractControl {
    /*
     * The motions, dense in [0, count). armed: the spatial has been seen in the scene graph since
     * the first motion was tied, so that "not in the scene graph" now means "removed". The owner
     * sweeps each registered control once per frame; a control whose motions have all ended leaves
     * the owner's list and stays on its spatial, empty, for the next tie.
     */
    private MotionHandle[] motions = new MotionHandle[4];
    private int count;
    private boolean armed;
    private MotionAppState owner;
    private boolean registered;

    /** Creates an empty control, tying no motion. */
    public MotionControl() {
    }

    /**
     * The number of tied motions still alive.
     *
     * @return the count, &gt;= 0
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public int motionCount() {
        int alive = 0;
        for (int i = 0; i < count; i++) {
            if (motions[i].isActive()) {
                alive++;
            }
        }
        return alive;
    }

    /**
     * Cancels every tied motion still alive and unties them.
     *
     * @return the number of motions cancelled
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public int cancelMotions() {
        int cancelled = 0;
        // the handles leave the arrays first: an onCancel that ties a new motion appends after them
        MotionHandle[] ending = Arrays.copyOf(motions, count);
        Arrays.fill(motions, 0, count, null);
        count = 0;
        armed = false;
        for (MotionHandle motion : ending) {
            if (motion.tryCancel()) {
                cancelled++;
            }
        }
        return cancelled;
    }

    /**
     * Sets the spatial, as {@code Spatial.addControl} and {@code removeControl} do; removing the
     * control ({@code null}) cancels its motions.
     *
     * @param spatial the spatial, or null when the control is removed
     * @throws IllegalStateException if the control is already on another spatial
     */
    @Override
    public void setSpatial(Spatial spatial) {
        Spatial previous = this.spatial;
        super.setSpatial(spatial);
        if (spatial == null && previous != null && count > 0) {
            cancelMotions();
        }
    }

    /** Does nothing: the {@link MotionAppState} advances the motions and watches the spatial. */
    @Override
    protected void controlUpdate(float tpf) {
        // the owner's sweep does the work, also for frames in which this spatial is not updated
    }

    /** Does nothing: the control draws nothing. */
    @Override
    protected void controlRender(RenderManager renderManager, ViewPort viewPort) {
        // nothing to draw
    }

    /**
     * Makes the clone empty: motions belong to the original's spatial.
     *
     * @param cloner   jME's cloner
     * @param original the control cloned
     */
    @Override
    public void cloneFields(Cloner cloner, Object original) {
        super.cloneFields(cloner, original);
        motions = new MotionHandle[4];
        count = 0;
        armed = false;
        owner = null;
        registered = false;
    }

    /** Ties {@code motion}; true when the owner must add this control to its sweep. */
    boolean tie(MotionAppState by, MotionHandle motion) {
        if (owner != null && owner != by) {
            throw new IllegalArgumentException("the spatial's motions belong to another MotionAppState: "
                    + owner.manual());
        }
        owner = by;
        if (count == motions.length) {
            motions = Arrays.copyOf(motions, count * 2);
        }
        motions[count++] = motion;
        boolean register = !registered;
        registered = true;
        return register;
    }

    /**
     * One frame's check, before the motions advance: drops ended motions, cancels them all if the
     * spatial has left the scene graph. Returns true when the control has nothing left to watch
     * (the owner then drops it from its sweep).
     */
    boolean sweep(MotionAppState by) {
        for (int i = count - 1; i >= 0; i--) {
            if (!motions[i].isActive()) {
                motions[i] = motions[--count];
                motions[count] = null;
            }
        }
        if (count > 0) {
            if (spatial == null) {
                cancelMotions();
            } else if (by.isInScene(spatial)) {
                armed = true;
            } else if (armed) {
                cancelMotions();
            }
        }
        if (count == 0) {
            armed = false;
            owner = null;
            registered = false;
            return true;
        }
        return false;
    }
}
