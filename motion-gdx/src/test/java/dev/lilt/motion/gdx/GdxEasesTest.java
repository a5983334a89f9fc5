package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import dev.lilt.motion.Ease;
import dev.lilt.motion.EaseCurve;
import dev.lilt.motion.EaseFunction;
import dev.lilt.motion.Motion;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GdxEasesTest {
    private static final int SAMPLES = 512;

    @Test
    void ease_ofEveryLibGdxInterpolation_matchesApplyAtEverySample() throws IllegalAccessException {
        List<Interpolation> all = libGdxInterpolations();
        assertThat(all).hasSizeGreaterThan(40);
        for (Interpolation interpolation : all) {
            EaseFunction ease = GdxEases.ease(interpolation);
            for (int i = 0; i <= SAMPLES; i++) {
                float t = i / (float) SAMPLES;
                assertThat(ease.evaluate(t)).isEqualTo(interpolation.apply(t));
            }
        }
    }

    @Test
    void interpolation_ofEveryLiltEase_matchesEvaluateAtEverySample() {
        List<EaseFunction> eases = new ArrayList<>(List.of(Ease.values()));
        eases.add(EaseCurve.of(0f, 0f, 0.3f, 0.8f, 1f, 1f));
        for (EaseFunction ease : eases) {
            Interpolation interpolation = GdxEases.interpolation(ease);
            for (int i = 0; i <= SAMPLES; i++) {
                float t = i / (float) SAMPLES;
                assertThat(interpolation.apply(t)).isEqualTo(ease.evaluate(t));
                assertThat(interpolation.apply(-20f, 20f, t)).isEqualTo(-20f + 40f * ease.evaluate(t));
            }
        }
    }

    @Test
    void namesakeCurves_agreeAcrossTheLibraries() {
        assertSameCurve(Interpolation.linear, Ease.LINEAR);
        assertSameCurve(Interpolation.pow2In, Ease.IN_QUAD);
        assertSameCurve(Interpolation.pow3Out, Ease.OUT_CUBIC);
        assertSameCurve(Interpolation.pow2Out, Ease.OUT_QUAD);
        assertSameCurve(Interpolation.circleIn, Ease.IN_CIRC);
    }

    private static void assertSameCurve(Interpolation interpolation, Ease ease) {
        for (int i = 0; i <= SAMPLES; i++) {
            float t = i / (float) SAMPLES;
            assertThat(GdxEases.ease(interpolation).evaluate(t)).as("%s at %s", ease, t)
                    .isCloseTo(ease.evaluate(t), within(1e-5f));
        }
    }

    @Test
    void wrappingAnAdapter_unwrapsIt() {
        assertThat(GdxEases.ease(GdxEases.interpolation(Ease.OUT_BACK))).isSameAs(Ease.OUT_BACK);
        assertThat(GdxEases.interpolation(GdxEases.ease(Interpolation.bounceOut))).isSameAs(Interpolation.bounceOut);
        assertThat(GdxEases.interpolation(Ease.OUT_BACK)).hasToString("GdxEases.interpolation(OUT_BACK)");
    }

    @Test
    void nulls_throwNamingTheArgument() {
        assertThatThrownBy(() -> GdxEases.ease(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("interpolation == null");
        assertThatThrownBy(() -> GdxEases.interpolation(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("ease == null");
    }

    @Test
    void bothDirections_driveRealAnimationsToTheSameValues() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor byLilt = new Actor();
        Actor byScene2d = new Actor();
        HeadlessGdx.run(frame -> {
            Stage stage = HeadlessGdx.newStage();
            stage.addActor(byScene2d);
            Motion.create(0f, 100f, 1).withEase(GdxEases.ease(Interpolation.swingOut)).withScheduler(motions)
                    .bind(byLilt, GdxBinders.ACTOR_X);
            byScene2d.addAction(Actions.moveTo(100f, 0f, 1f,
                    GdxEases.interpolation(GdxEases.ease(Interpolation.swingOut))));
            for (int i = 0; i < 4; i++) {
                motions.update(0.125f);
                stage.act(0.125f);
                float expected = 100f * Interpolation.swingOut.apply((i + 1) * 0.125f);
                assertThat(byLilt.getX()).isCloseTo(expected, within(1e-3f));
                assertThat(byScene2d.getX()).isCloseTo(expected, within(1e-3f));
            }
            return true;
        });
    }

    private static List<Interpolation> libGdxInterpolations() throws IllegalAccessException {
        List<Interpolation> all = new ArrayList<>();
        for (Field field : Interpolation.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && Interpolation.class.isAssignableFrom(field.getType())) {
                all.add((Interpolation) field.get(null));
            }
        }
        return all;
    }
}
