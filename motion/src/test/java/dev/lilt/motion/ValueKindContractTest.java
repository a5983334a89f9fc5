package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One contract over the kinds beyond plain numbers: the start value at bind, the end value (or, for
 * punch and shake, the origin) exactly at completion, loops, no writes before an immediate-bind-less
 * first update, seeks that reproduce, and nothing written after cancel.
 */
class ValueKindContractTest {
    /** Creates a 1 s motion of one kind whose every written value is added to the list as text. */
    enum Kind {
        FLOAT2("Float2(0.0, 1.0)", "Float2(2.0, -3.0)",
                (b, out) -> configure(Motion.create(Float2.of(0, 1), Float2.of(2, -3), 1), b)
                        .bind(out, (x, y, o) -> o.add(Float2.of(x, y).toString()))),
        FLOAT3("Float3(0.0, 1.0, 2.0)", "Float3(3.0, 4.0, 5.0)",
                (b, out) -> configure(Motion.create(Float3.of(0, 1, 2), Float3.of(3, 4, 5), 1), b)
                        .bind(out, (x, y, z, o) -> o.add(Float3.of(x, y, z).toString()))),
        FLOAT4("Float4(0.0, 1.0, 2.0, 3.0)", "Float4(4.0, 5.0, 6.0, 7.0)",
                (b, out) -> configure(Motion.create(Float4.of(0, 1, 2, 3), Float4.of(4, 5, 6, 7), 1), b)
                        .bind(out, (x, y, z, w, o) -> o.add(Float4.of(x, y, z, w).toString()))),
        COLOR_LINEAR("Rgba(0.2, 0.4, 0.6, 1.0)", "Rgba(1.0, 0.5, 0.0, 0.5)",
                (b, out) -> configure(Motion.create(Rgba.of(0.2f, 0.4f, 0.6f, 1), Rgba.of(1, 0.5f, 0, 0.5f), 1)
                        .withColorSpace(ColorSpace.LINEAR), b)
                        .bind(out, (r, g, bl, a, o) -> o.add(Rgba.of(r, g, bl, a).toString()))),
        ROTATION("Quaternion(0.0, 0.0, 0.0, 1.0)", "Quaternion(0.0, 1.0, 0.0, 0.0)",
                (b, out) -> configure(Motion.create(Quaternion.IDENTITY, Quaternion.of(0, 1, 0, 0), 1), b)
                        .bind(out, (x, y, z, w, o) -> o.add(Quaternion.of(x, y, z, w).toString()))),
        FLOAT_KEYFRAMES("1.0", "-2.0",
                (b, out) -> configure(Motion.keyframes(FloatKeyframes.at(0, 1f).then(0.3, 5f, Ease.OUT_BACK)
                        .then(1, -2f)), b).bind(out, (v, o) -> o.add(Float.toString(v)))),
        COLOR_KEYFRAMES("Rgba(0.2, 0.4, 0.6, 1.0)", "Rgba(1.0, 0.5, 0.0, 0.5)",
                (b, out) -> configure(Motion.keyframes(ColorKeyframes.fractions(1, Rgba.of(0.2f, 0.4f, 0.6f, 1))
                        .then(0.5, Rgba.WHITE, Ease.IN_SINE).then(1, Rgba.of(1, 0.5f, 0, 0.5f)))
                        .withColorSpace(ColorSpace.LINEAR), b)
                        .bind(out, (r, g, bl, a, o) -> o.add(Rgba.of(r, g, bl, a).toString()))),
        ROTATION_KEYFRAMES("Quaternion(0.0, 0.0, 0.0, 1.0)", "Quaternion(0.0, 1.0, 0.0, 0.0)",
                (b, out) -> configure(Motion.keyframes(RotationKeyframes.at(0, Quaternion.IDENTITY)
                        .then(0.5, Quaternion.of(1, 0, 0, 1), Ease.IN_OUT_QUAD).then(1, Quaternion.of(0, 1, 0, 0))), b)
                        .bind(out, (x, y, z, w, o) -> o.add(Quaternion.of(x, y, z, w).toString()))),
        PUNCH("3.0", "3.0",
                (b, out) -> configure(Motion.punch(3f, 1f, 1), b).bind(out, (v, o) -> o.add(Float.toString(v)))),
        SHAKE("Float2(1.0, 2.0)", "Float2(1.0, 2.0)",
                (b, out) -> configure(Motion.shake(Float2.of(1, 2), Float2.of(1, 1), 1).withRandomSeed(5), b)
                        .bind(out, (x, y, o) -> o.add(Float2.of(x, y).toString()))),
        TEXT("start", "the end",
                (b, out) -> configure(Motion.text("start", "the end", 1).withScramble(ScrambleMode.ALL)
                        .withRandomSeed(1)
                        , b).bind(out, (t, o) -> o.add(t.toString()))),
        SPRING("0.0", "10.0",
                (b, out) -> configure(Motion.spring(0f, 10f), b).bind(out, (v, o) -> o.add(Float.toString(v)))),
        CUSTOM("0.0", "8.0",
                (b, out) -> configure(Motion.create(0.0, 8.0, 1,
                        (MotionAdapter<Double, Void>) (s, e, o, t, r) -> s + (e - s) * t)
                        , b).bind(out, (v, o) -> o.add(Double.toString(v))));

        final String start;
        final String end;
        final BiFunction<Settings, List<String>, MotionHandle> create;

        Kind(String start, String end, BiFunction<Settings, List<String>, MotionHandle> create) {
            this.start = start;
            this.end = end;
            this.create = create;
        }
    }

    /** Common settings applied to each kind's builder. */
    static final class Settings {
        final ManualMotionScheduler scheduler;
        final boolean immediateBind;
        final int loops;

        Settings(ManualMotionScheduler scheduler, boolean immediateBind, int loops) {
            this.scheduler = scheduler;
            this.immediateBind = immediateBind;
            this.loops = loops;
        }
    }

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    static <B extends MotionBuilder<B>> B configure(B builder, Settings s) {
        return builder.withScheduler(s.scheduler).withImmediateBind(s.immediateBind).withLoops(s.loops, LoopType.YOYO);
    }

    private MotionHandle create(Kind kind, List<String> out, boolean immediateBind, int loops) {
        return kind.create.apply(new Settings(scheduler, immediateBind, loops), out);
    }

    private static String last(List<String> out) {
        return out.get(out.size() - 1);
    }

    /** Runs the motion to its end in uneven frames. */
    private void finish(MotionHandle h) {
        double[] uneven = {0.016, 0.3, 0.001, 0.2, 0.033};
        for (int k = 0; h.isPlaying(); k++) {
            scheduler.update(uneven[k % uneven.length]);
        }
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void bind_writesTheStartAtOnce_andTheEndExactlyAtCompletion(Kind kind) {
        List<String> out = new ArrayList<>();
        MotionHandle h = create(kind, out, true, 1);
        assertThat(out).containsExactly(kind.start);
        finish(h);
        assertThat(last(out)).isEqualTo(kind.end);
        assertThat(h.isActive()).isFalse();
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void immediateBindOff_writesNothingUntilTheFirstUpdate(Kind kind) {
        List<String> out = new ArrayList<>();
        create(kind, out, false, 1);
        assertThat(out).isEmpty();
        scheduler.update(0.01);
        assertThat(out).hasSize(1);
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void yoyoLoops_endWhereTheyStarted(Kind kind) {
        List<String> out = new ArrayList<>();
        MotionHandle h = create(kind, out, true, 2);
        finish(h);
        assertThat(last(out)).isEqualTo(kind.start);
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void seek_reproducesTheValueOfAFrame(Kind kind) {
        List<String> out = new ArrayList<>();
        MotionHandle h = create(kind, out, true, 1).preserve();
        scheduler.update(0.137);
        String atFrame = last(out);
        scheduler.update(0.2);
        h.setTime(0.137);
        assertThat(last(out)).isEqualTo(atFrame);
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void cancel_stopsWriting(Kind kind) {
        List<String> out = new ArrayList<>();
        MotionHandle h = create(kind, out, true, 1);
        scheduler.update(0.1);
        int written = out.size();
        h.cancel();
        scheduler.update(0.1);
        assertThat(out).hasSize(written);
        assertThat(scheduler.activeCount()).isZero();
    }
}
