package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyframesTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] out = new float[4];

    private MotionHandle bind(FloatKeyframesBuilder b) {
        return b.withScheduler(scheduler).bind(out, (v, o) -> o[0] = v);
    }

    private MotionHandle bind4(Float4Builder<?> b) {
        return b.withScheduler(scheduler).bind(out, KeyframesProperties::write4);
    }

    @Test
    void floatKeys_followEachSegmentsEase() {
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(0.4, 10f, Ease.OUT_QUAD).then(1.0, 3f);
        MotionHandle h = bind(Motion.keyframes(keys));
        assertThat(h.duration()).isEqualTo(1.0);
        scheduler.update(0.2);
        assertThat(out[0]).isCloseTo(10f * (1 - 0.25f), within(1e-5f)); // OUT_QUAD(0.5) = 0.75
        scheduler.update(0.2);
        assertThat(out[0]).isEqualTo(10f);
        scheduler.update(0.3);
        assertThat(out[0]).isCloseTo(6.5f, within(1e-5f)); // linear, half way from 10 to 3
        scheduler.update(0.3);
        assertThat(out[0]).isEqualTo(3f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void fractions_scaleToTheTotal() {
        FloatKeyframes keys = FloatKeyframes.fractions(2.0, 0f).then(0.25, 8f).then(1, 0f);
        MotionHandle h = bind(Motion.keyframes(keys)).preserve();
        assertThat(h.duration()).isEqualTo(2.0);
        h.setTime(0.5);
        assertThat(out[0]).isEqualTo(8f);
        h.setTime(0.25);
        assertThat(out[0]).isCloseTo(4f, within(1e-5f));
        h.setTime(1.25);
        assertThat(out[0]).isCloseTo(4f, within(1e-5f));
    }

    @Test
    void beforeTheFirstKey_holdsIt_andAJumpBindsTheLaterKey() {
        FloatKeyframes keys = FloatKeyframes.at(0.5, 2f).then(1, 4f).then(1, 9f).then(2, 9f);
        MotionHandle h = bind(Motion.keyframes(keys)).preserve();
        assertThat(out[0]).isEqualTo(2f);
        h.setTime(0.25);
        assertThat(out[0]).isEqualTo(2f);
        h.setTime(0.999);
        assertThat(out[0]).isCloseTo(4f, within(0.01f));
        h.setTime(1);
        assertThat(out[0]).isEqualTo(9f);
    }

    @Test
    void twoLinearKeys_bindWhatAPlainMotionBinds_colourBitForBit_rotationWithinRounding() {
        float[] plain = new float[4];
        Rgba a = Rgba.of(0.1f, 0.9f, 0.3f, 1);
        Rgba b = Rgba.of(0.8f, 0.2f, 0.6f, 0.4f);
        Quaternion q0 = Quaternion.ofAxisAngle(0, 0, 1, 0.3);
        Quaternion q1 = Quaternion.of(-0.2f, 0.1f, -0.9f, -0.3f); // faces away: the short way flips it
        for (boolean shortest : new boolean[] {true, false}) {
            for (ColorSpace space : ColorSpace.values()) {
                ManualMotionScheduler s = new ManualMotionScheduler();
                Motion.keyframes(ColorKeyframes.at(0, a).then(1, b)).withColorSpace(space).withScheduler(s)
                        .withEase(Ease.IN_OUT_SINE).bind(out, KeyframesProperties::write4);
                Motion.create(a, b, 1).withColorSpace(space).withScheduler(s).withEase(Ease.IN_OUT_SINE)
                        .bind(plain, KeyframesProperties::write4);
                for (int i = 0; i < 8; i++) {
                    s.update(0.125);
                    assertThat(out).as("%s, frame %d", space, i).containsExactly(plain);
                }
            }
            ManualMotionScheduler s = new ManualMotionScheduler();
            Motion.keyframes(RotationKeyframes.at(0, q0).then(1, q1)).withShortestPath(shortest).withScheduler(s)
                    .bind(out, KeyframesProperties::write4);
            Motion.create(q0, q1, 1).withShortestPath(shortest).withScheduler(s)
                    .bind(plain, KeyframesProperties::write4);
            for (int i = 0; i < 8; i++) {
                s.update(0.125);
                assertThat(out).as("shortest %s, frame %d", shortest, i).containsExactly(plain, within(1e-6f));
            }
        }
    }

    @Test
    void rotation_shortestPath_turnsTheShortWayInEverySegment() {
        Quaternion half = Quaternion.ofAxisAngle(0, 0, 1, Math.toRadians(100));
        Quaternion back = Quaternion.ofAxisAngle(0, 0, 1, Math.toRadians(300)); // 200° more: -160°
        RotationKeyframes keys = RotationKeyframes.at(0, Quaternion.IDENTITY).then(1, half).then(2, back);
        MotionHandle h = bind4(Motion.keyframes(keys)).preserve();
        h.setTime(1.5);
        Quaternion mid = Quaternion.of(out[0], out[1], out[2], out[3]);
        assertThat(Math.toDegrees(mid.angleTo(half))).isCloseTo(80, within(1e-3));
        h.setTime(2);
        assertThat(Math.toDegrees(Quaternion.of(out[0], out[1], out[2], out[3]).angleTo(back)))
                .isCloseTo(0, within(1e-3));
        MotionHandle longWay = bind4(Motion.keyframes(keys).withShortestPath(false)).preserve();
        longWay.setTime(1.5);
        Quaternion midLong = Quaternion.of(out[0], out[1], out[2], out[3]);
        assertThat(Math.toDegrees(midLong.angleTo(half))).isCloseTo(100, within(1e-3));
    }

    @Test
    void insideASequence_seekAndPlayAgree_andKeysAreExact() {
        float[] played = new float[1];
        float[] seeked = new float[1];
        FloatKeyframes keys = FloatKeyframes.at(0, 1f).then(0.25, 5f, Ease.IN_CUBIC).then(0.75, -2f, Ease.OUT_BACK);
        List<MotionHandle> seqs = new ArrayList<>();
        for (float[] cell : new float[][] {played, seeked}) {
            MotionHandle pad = Motion.create(0f, 1f, 0.5).withScheduler(scheduler).run();
            MotionHandle kf = Motion.keyframes(keys).withScheduler(scheduler).withLoops(2, LoopType.YOYO)
                    .bind(cell, (v, c) -> c[0] = v);
            seqs.add(Sequence.create().append(pad).append(kf).run(c -> c.withScheduler(scheduler)).preserve());
        }
        assertThat(seqs.get(0).duration()).isEqualTo(2.0);
        for (int i = 0; i < 30; i++) {
            scheduler.update(1 / 16.0);
            seqs.get(1).setTime(seqs.get(0).time());
            assertThat(seeked[0]).as("at %s", seqs.get(0).time()).isEqualTo(played[0]);
        }
        seqs.get(1).setTime(0.75);
        assertThat(seeked[0]).isEqualTo(5f);
        seqs.get(1).setTime(1.25);
        assertThat(seeked[0]).isEqualTo(-2f);
        seqs.get(1).setTime(1.75); // the yoyo's way back passes the middle key again
        assertThat(seeked[0]).isEqualTo(5f);
    }

    @Test
    void callbacksDelayAndTags_workAsForAnyMotion() {
        List<String> log = new ArrayList<>();
        Object target = new Object();
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(1, 1f);
        MotionHandle first = bind(Motion.keyframes(keys).withTarget(target, "x"));
        MotionHandle h = bind(Motion.keyframes(keys).withTarget(target, "x").withDelay(0.5).withLoops(2)
                .withOnStart(() -> log.add("start")).withOnLoopComplete(n -> log.add("loop " + n))
                .withOnComplete(() -> log.add("complete")));
        assertThat(first.isActive()).isFalse();
        scheduler.update(0.25);
        assertThat(log).isEmpty();
        scheduler.update(1.5);
        assertThat(log).containsExactly("start", "loop 1");
        scheduler.update(1);
        assertThat(log).containsExactly("start", "loop 1", "loop 2", "complete");
        assertThat(out[0]).isEqualTo(1f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void run_readsTheValueThroughTheHandle() {
        MotionHandle f = Motion.keyframes(FloatKeyframes.at(0, 0f).then(1, 4f)).withScheduler(scheduler).run();
        MotionHandle d = Motion.keyframes(DoubleKeyframes.at(0, 0.0).then(1, 4.0)).withScheduler(scheduler).run();
        scheduler.update(0.25);
        assertThat(f.value()).isEqualTo(1.0);
        assertThat(d.value()).isEqualTo(1.0);
    }

    @Test
    void wholeMotionEase_warpsTheTimeTheKeysAreReadAt() {
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(0.5, 10f).then(1, 0f);
        MotionHandle h = bind(Motion.keyframes(keys).withEase(Ease.IN_QUAD)).preserve();
        h.setTime(Math.sqrt(0.5)); // IN_QUAD reaches progress 0.5 there: the middle key
        assertThat(out[0]).isCloseTo(10f, within(1e-4f));
        h.setTime(0.5); // progress 0.25
        assertThat(out[0]).isCloseTo(5f, within(1e-4f));
    }

    @Test
    void builder_isSingleUse_andAKeyListIsShared() {
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(1, 1f);
        FloatKeyframesBuilder b = Motion.keyframes(keys).withScheduler(scheduler);
        b.run();
        assertThatThrownBy(b::run).isInstanceOf(IllegalStateException.class);
        FloatKeyframes longer = keys.then(2, 5f);
        assertThat(keys.size()).isEqualTo(2);
        assertThat(longer.size()).isEqualTo(3);
        assertThat(longer.durationSeconds()).isEqualTo(2.0);
    }

    // ------------------------------------------------------------------ bad input

    @Test
    void keysOutOfOrder_nameBothKeys() {
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(0.4, 1f);
        assertThatThrownBy(() -> keys.then(0.3, 2f)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("keys must be in time order: key 2 at 0.3 is before key 1 at 0.4");
        assertThatThrownBy(() -> ColorKeyframes.at(1, Rgba.BLACK).then(0.5, Rgba.WHITE))
                .hasMessage("keys must be in time order: key 1 at 0.5 is before key 0 at 1.0");
    }

    @Test
    void fewerThanTwoKeys_refusedByKeyframes() {
        assertThatThrownBy(() -> Motion.keyframes(FloatKeyframes.at(0, 1f)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("keyframes need at least 2 keys: 1");
        assertThatThrownBy(() -> Motion.keyframes(RotationKeyframes.at(0, Quaternion.IDENTITY)))
                .hasMessage("keyframes need at least 2 keys: 1");
    }

    @Test
    void badTimes_refusedWithTheValue() {
        assertThatThrownBy(() -> FloatKeyframes.at(-1, 0f)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("seconds must be >= 0 and finite: -1.0");
        assertThatThrownBy(() -> Float2Keyframes.at(0, Float2.of(0, 0)).then(Double.NaN, Float2.of(1, 1)))
                .hasMessage("time must be >= 0 and finite: NaN");
        assertThatThrownBy(() -> DoubleKeyframes.at(0, 0.0).then(Double.POSITIVE_INFINITY, 1.0))
                .hasMessage("time must be >= 0 and finite: Infinity");
        assertThatThrownBy(() -> FloatKeyframes.fractions(-2, 0f))
                .hasMessage("totalSeconds must be >= 0 and finite: -2.0");
    }

    @Test
    void fractions_outsideZeroToOne_orNotEndingAtOne_refused() {
        assertThatThrownBy(() -> Float3Keyframes.fractions(1, Float3.of(0, 0, 0)).then(1.5, Float3.of(1, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("time (a fraction of the total) must be in [0, 1]: 1.5");
        Float4Keyframes unfinished = Float4Keyframes.fractions(1, Float4.of(0, 0, 0, 0))
                .then(0.8, Float4.of(1, 1, 1, 1));
        assertThatThrownBy(() -> Motion.keyframes(unfinished)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the last key of a fractions list must be at 1: 0.8");
    }

    @Test
    void nullsAndNaNValues_refused() {
        assertThatThrownBy(() -> FloatKeyframes.at(0, Float.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("value must be finite: NaN");
        assertThatThrownBy(() -> DoubleKeyframes.at(0, 0.0).then(1, Double.NEGATIVE_INFINITY))
                .hasMessage("value must be finite: -Infinity");
        assertThatThrownBy(() -> FloatKeyframes.at(0, 0f).then(1, 1f, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("ease == null");
        assertThatThrownBy(() -> Float2Keyframes.at(0, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("value == null");
        assertThatThrownBy(() -> RotationKeyframes.at(0, Quaternion.IDENTITY).then(1, null))
                .hasMessage("value == null");
        assertThatThrownBy(() -> Motion.keyframes((ColorKeyframes) null)).isInstanceOf(NullPointerException.class)
                .hasMessage("keys == null");
        assertThatThrownBy(() -> Motion.keyframes(ColorKeyframes.at(0, Rgba.BLACK).then(1, Rgba.WHITE))
                .withColorSpace(null)).hasMessage("space == null");
    }

    @Test
    void rotationBeyondTheTrack_turnsOnAsARotationMotionDoes_incrementalAndOvershoot() {
        float[] plain = new float[4];
        Quaternion q0 = Quaternion.ofAxisAngle(1, 0, 0, 0.4);
        Quaternion q1 = Quaternion.ofAxisAngle(0, 1, 1, 1.9);
        for (boolean incremental : new boolean[] {true, false}) {
            ManualMotionScheduler s = new ManualMotionScheduler();
            RotationKeyframesBuilder kb = Motion.keyframes(RotationKeyframes.at(0, q0).then(1, q1));
            RotationMotionBuilder pb = Motion.create(q0, q1, 1);
            if (incremental) {
                kb.withLoops(3, LoopType.INCREMENTAL);
                pb.withLoops(3, LoopType.INCREMENTAL);
            } else {
                kb.withEase(Ease.IN_OUT_BACK);
                pb.withEase(Ease.IN_OUT_BACK);
            }
            kb.withScheduler(s).bind(out, KeyframesProperties::write4);
            pb.withScheduler(s).bind(plain, KeyframesProperties::write4);
            for (int i = 0; i < 24; i++) {
                s.update(0.125);
                assertThat(out).as("incremental %s, frame %d", incremental, i).containsExactly(plain, within(1e-5f));
            }
        }
    }

    @Test
    void incrementalRotationLoops_startWhereTheLastEnded() {
        RotationKeyframes keys = RotationKeyframes.at(0, Quaternion.ofAxisAngle(0, 0, 1, 0.2))
                .then(0.5, Quaternion.ofAxisAngle(1, 0, 0, 1), Ease.OUT_QUAD)
                .then(1, Quaternion.ofAxisAngle(0, 1, 0, 2.5), Ease.IN_SINE);
        MotionHandle h = bind4(Motion.keyframes(keys).withLoops(4, LoopType.INCREMENTAL)).preserve();
        for (int k = 1; k < 4; k++) {
            h.setTime(k - 1e-9);
            Quaternion end = Quaternion.of(out[0], out[1], out[2], out[3]);
            h.setTime(k + 1e-9);
            Quaternion start = Quaternion.of(out[0], out[1], out[2], out[3]);
            assertThat(Math.toDegrees(end.angleTo(start))).as("loop %d", k).isCloseTo(0, within(1e-3));
            assertThat(out[0] * end.x() + out[1] * end.y() + out[2] * end.z() + out[3] * end.w())
                    .as("components continuous").isPositive();
        }
    }

    @Test
    void aFailedThen_leavesTheListAsItWas() {
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(1, 1f);
        assertThatThrownBy(() -> keys.then(0.5, 2f)).isInstanceOf(IllegalArgumentException.class);
        assertThat(keys.size()).isEqualTo(2);
        assertThat(keys.then(1.5, 2f).size()).isEqualTo(3);
    }
}
