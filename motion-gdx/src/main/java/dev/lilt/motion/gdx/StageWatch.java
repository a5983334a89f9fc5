package dev.lilt.motion.gdx;

import com.badlogic.gdx.scenes.scene2d.Actor;
import dev.lilt.motion.MotionHandle;
import java.util.Arrays;

/**
 * Cancels motions whose actor has left its stage.
 */
final class StageWatch {
    /*
     * Layout: three parallel arrays, dense in [0, count): the actor, the motion, and whether the
     * actor has been seen on a stage since the watch began. An actor that has never been on a
     * stage is not "removed" (a motion may animate an actor before it is added, or one acted by
     * hand), so a watch arms only once its actor has a stage and fires when the stage is gone.
     *
     * sweep() runs once per frame before the motions advance: entries whose motion has ended are
     * dropped, armed entries whose actor has no stage cancel their motion and are dropped. Removal
     * swaps the last entry in, so a sweep is one pass and allocates nothing; arrays double when
     * full and never shrink (a game's working set of watched motions is steady).
     *
     * Threading: confined to the render thread, like the scheduler that owns it. Cancelling runs
     * the motion's onCancel callback; a callback that watches another motion appends to the
     * arrays, which the backwards pass never reaches in the same sweep.
     */
    private Actor[] actors = new Actor[8];
    private MotionHandle[] motions = new MotionHandle[8];
    private boolean[] armed = new boolean[8];
    private int count;

    void add(Actor actor, MotionHandle motion) {
        if (count == actors.length) {
            int capacity = count * 2;
            actors = Arrays.copyOf(actors, capacity);
            motions = Arrays.copyOf(motions, capacity);
            armed = Arrays.copyOf(armed, capacity);
        }
        actors[count] = actor;
        motions[count] = motion;
        armed[count] = actor.getStage() != null;
        count++;
    }

    void sweep() {
        for (int i = count - 1; i >= 0; i--) {
            MotionHandle motion = motions[i];
            if (!motion.isActive()) {
                remove(i);
            } else if (actors[i].getStage() != null) {
                armed[i] = true;
            } else if (armed[i]) {
                remove(i);
                motion.tryCancel();
            }
        }
    }

    int size() {
        return count;
    }

    private void remove(int i) {
        int last = --count;
        actors[i] = actors[last];
        motions[i] = motions[last];
        armed[i] = armed[last];
        actors[last] = null;
        motions[last] = null;
    }
}
