package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random walks of watches, stage changes, cancels and frames on a real stage, checked against a
 * model of {@link GdxMotionScheduler#cancelWhenRemoved}: a watch arms when its actor is found on a
 * stage (when watched, or at a frame) and cancels its motion at the first frame that finds an
 * armed actor off the stage; nothing else is ever cancelled by it.
 */
class StageWatchModelTest {
    private static final int ACTORS = 6;
    private static final int STEPS = 3_000;

    /** The model's view of one watch. */
    private static final class Watch {
        final int actor;
        final MotionHandle motion;
        final int[] cancels;
        boolean armed;
        boolean expectCancelled;

        Watch(int actor, MotionHandle motion, int[] cancels, boolean armed) {
            this.actor = actor;
            this.motion = motion;
            this.cancels = cancels;
            this.armed = armed;
        }
    }

    @Test
    void randomWalks_cancelExactlyTheMotionsOfArmedActorsOffStage() {
        for (long seed = 1; seed <= 4; seed++) {
            walk(seed);
        }
    }

    private static void walk(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor[] actors = new Actor[ACTORS];
        List<Watch> watches = new ArrayList<>();
        int[] cancelledByWatch = {0};
        HeadlessGdx.run(frame -> {
            Stage stage = HeadlessGdx.newStage();
            for (int i = 0; i < ACTORS; i++) {
                actors[i] = new Actor();
            }
            for (int step = 0; step < STEPS; step++) {
                int actor = random.nextInt(ACTORS);
                switch (random.nextInt(5)) {
                    case 0: {
                        int[] cancels = {0};
                        MotionHandle motion = Motion.create(0f, 1f, 0.05 + random.nextDouble())
                                .withScheduler(motions).withOnCancel(() -> cancels[0]++)
                                .bind(actors[actor], GdxBinders.ACTOR_X);
                        motions.cancelWhenRemoved(actors[actor], motion);
                        watches.add(new Watch(actor, motion, cancels, actors[actor].getStage() != null));
                        break;
                    }
                    case 1:
                        stage.addActor(actors[actor]);
                        break;
                    case 2:
                        actors[actor].remove();
                        break;
                    case 3:
                        if (!watches.isEmpty()) {
                            watches.get(random.nextInt(watches.size())).motion.tryCancel();
                        }
                        break;
                    default:
                        cancelledByWatch[0] += frame(motions, actors, watches, random.nextDouble() * 0.2);
                        break;
                }
            }
            return true;
        });
        assertThat(cancelledByWatch[0]).as("the walk removed watched actors from the stage").isGreaterThan(10);
    }

    /** Runs one frame and checks it against the model; returns the cancels the watch made. */
    private static int frame(GdxMotionScheduler motions, Actor[] actors, List<Watch> watches, double dt) {
        int cancelledByWatch = 0;
        for (Watch watch : watches) {
            if (watch.motion.isActive()) {
                boolean onStage = actors[watch.actor].getStage() != null;
                watch.armed |= onStage;
                watch.expectCancelled = watch.armed && !onStage;
            }
        }
        // the frame's sweep keeps the watches of motions alive before it that it does not cancel
        // (motions that complete during the frame are dropped at the next one)
        long kept = watches.stream().filter(watch -> watch.motion.isActive() && !watch.expectCancelled).count();
        int[] before = new int[watches.size()];
        for (int i = 0; i < before.length; i++) {
            before[i] = watches.get(i).cancels[0];
        }
        motions.update((float) dt);
        for (int i = 0; i < before.length; i++) {
            Watch watch = watches.get(i);
            if (watch.expectCancelled) {
                assertThat(watch.motion.isActive()).isFalse();
                assertThat(watch.cancels[0]).isEqualTo(before[i] + 1);
                watch.expectCancelled = false;
                cancelledByWatch++;
            } else {
                assertThat(watch.cancels[0]).as("no cancel by the watch").isEqualTo(before[i]);
            }
        }
        assertThat(motions.toString()).endsWith(" " + kept + " watched)");
        watches.removeIf(watch -> !watch.motion.isActive());
        return cancelledByWatch;
    }
}
