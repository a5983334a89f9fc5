package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import org.junit.jupiter.api.Test;

/** The action's lifecycle on a real stage, acted by a headless application's render loop. */
class MotionActionTest {
    private final GdxMotionScheduler motions = new GdxMotionScheduler();
    private final Actor actor = new Actor();
    private int completed;
    private int cancelled;

    private MotionAction slideTo100() {
        return MotionAction.motion(motions, a -> Motion.create(0f, 100f, 1).withScheduler(motions)
                .withOnComplete(() -> completed++).withOnCancel(() -> cancelled++).bind(a, GdxBinders.ACTOR_X));
    }

    /** One frame the way a game renders: motions first, then the stage's actions. */
    private static void frame(GdxMotionScheduler motions, Stage stage) {
        motions.update(0.25f);
        stage.act(0.25f);
    }

    @Test
    void motionDone_actionDone_andTheActorDropsIt() {
        MotionAction action = slideTo100();
        HeadlessGdx.run(frame -> {
            Stage stage = HeadlessGdx.newStage();
            stage.addActor(actor);
            actor.addAction(action);
            assertThat(action.motion()).as("not started before it acts").isEqualTo(MotionHandle.NONE);
            stage.act(0f);
            assertThat(action.motion().isActive()).isTrue();
            for (int i = 0; i < 3; i++) {
                frame(motions, stage);
                assertThat(actor.getActions()).containsExactly(action);
            }
            frame(motions, stage);
            assertThat(actor.getX()).isEqualTo(100f);
            assertThat(actor.getActions()).isEmpty();
            assertThat(action.getActor()).isNull();
            return true;
        });
        assertThat(completed).isEqualTo(1);
        assertThat(cancelled).isZero();
    }

    @Test
    void actionRemovedMidway_cancelsTheMotion() {
        MotionAction action = slideTo100();
        HeadlessGdx.run(frame -> {
            Stage stage = HeadlessGdx.newStage();
            stage.addActor(actor);
            actor.addAction(action);
            stage.act(0f);
            MotionHandle motion = action.motion();
            frame(motions, stage);
            actor.removeAction(action);
            assertThat(motion.isActive()).isFalse();
            assertThat(action.motion()).isEqualTo(MotionHandle.NONE);
            frame(motions, stage);
            assertThat(actor.getX()).as("nothing written after removal").isEqualTo(25f);
            return true;
        });
        assertThat(cancelled).isEqualTo(1);
        assertThat(completed).isZero();
    }

    @Test
    void clearActions_cancelsTheMotion() {
        MotionAction action = slideTo100();
        HeadlessGdx.run(frame -> {
            Stage stage = HeadlessGdx.newStage();
            stage.addActor(actor);
            actor.addAction(action);
            frame(motions, stage);
            actor.clearActions();
            frame(motions, stage);
            return true;
        });
        assertThat(cancelled).isEqualTo(1);
        assertThat(actor.getX()).isZero();
    }

    @Test
    void actorRemovedFromStage_cancelsTheMotion_andTheActionEndsWhenReAdded() {
        MotionAction action = slideTo100();
        HeadlessGdx.run(frame -> {
            Stage stage = HeadlessGdx.newStage();
            stage.addActor(actor);
            actor.addAction(action);
            stage.act(0f);
            frame(motions, stage);
            actor.remove();
            frame(motions, stage);
            assertThat(cancelled).isEqualTo(1);
            assertThat(actor.getX()).isEqualTo(25f);
            stage.addActor(actor);
            stage.act(0f);
            assertThat(actor.getActions()).isEmpty();
            return true;
        });
        assertThat(completed).isZero();
    }

    @Test
    void inSequenceAndRepeat_runsToCompletionBeforeTheNextAction_andRestartsEachRepeat() {
        MotionAction action = slideTo100();
        boolean[] after = {false};
        int[] frames = {0};
        HeadlessGdx.run(frame -> {
            Stage stage = HeadlessGdx.newStage();
            stage.addActor(actor);
            actor.addAction(Actions.sequence(Actions.repeat(2, action), Actions.run(() -> after[0] = true)));
            stage.act(0f);
            while (!after[0] && frames[0] < 100) {
                frame(motions, stage);
                frames[0]++;
            }
            return true;
        });
        assertThat(completed).isEqualTo(2);
        assertThat(cancelled).isZero();
        assertThat(actor.getX()).isEqualTo(100f);
        // 4 frames per run, plus scene2d's own steps: one act for the repeat to restart the action
        // and one for the sequence to move on to the next action
        assertThat(frames[0]).isEqualTo(10);
    }

    @Test
    void badArguments_throwAtTheCall() {
        assertThatThrownBy(() -> MotionAction.motion(null, a -> MotionHandle.NONE))
                .isInstanceOf(NullPointerException.class).hasMessage("motions == null");
        assertThatThrownBy(() -> MotionAction.motion(motions, null))
                .isInstanceOf(NullPointerException.class).hasMessage("start == null");
        assertThatThrownBy(() -> MotionAction.motion(motions, a -> MotionHandle.NONE).act(0f))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no target");
    }

    @Test
    void startReturningNoLiveMotion_throwsOnFirstAct() {
        HeadlessGdx.run(frame -> {
            MotionAction none = MotionAction.motion(motions, a -> null);
            none.setActor(actor);
            assertThatThrownBy(() -> none.act(0f)).isInstanceOf(IllegalStateException.class)
                    .hasMessage("MotionAction start must return an active motion, got null");
            MotionAction dead = MotionAction.motion(motions, a -> MotionHandle.NONE);
            dead.setActor(actor);
            assertThatThrownBy(() -> dead.act(0f)).isInstanceOf(IllegalStateException.class)
                    .hasMessage("MotionAction start must return an active motion, got MotionHandle.NONE");
            assertThat(motions.toString()).endsWith("0 watched)");
            return true;
        });
    }
}
