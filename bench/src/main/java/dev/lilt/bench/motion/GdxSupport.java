package dev.lilt.bench.motion;

import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.actions.TemporalAction;

/**
 * libGDX scene2d set up for {@link Target}: one Actor per motion, all children of one Group (what a
 * Stage's root is), each acting one {@link FieldAction}. No GL context is needed: {@code act} only
 * runs actions.
 */
final class GdxSupport {
    private GdxSupport() {
    }

    /** A TemporalAction that writes a lerp of its percent to {@code target.x}. */
    public static final class FieldAction extends TemporalAction {
        private Target target;
        private float start;
        private float end;

        /** For libGDX's pools. */
        public FieldAction() {
        }

        FieldAction set(Target target, float start, float end, float duration, Interpolation interpolation) {
            this.target = target;
            this.start = start;
            this.end = end;
            setDuration(duration);
            setInterpolation(interpolation);
            return this;
        }

        @Override
        protected void update(float percent) {
            target.x = start + (end - start) * percent;
        }
    }

    static Group groupOf(int n) {
        Group root = new Group();
        for (int i = 0; i < n; i++) {
            root.addActor(new Actor());
        }
        return root;
    }
}
