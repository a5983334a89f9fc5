package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** One contract over the four scalar kinds: both bind forms, run(), uneven frames, loops, callbacks. */
class ValueKindTest {
    /** Creates a -20 → 60 motion of one kind over 2 s whose every written value is added to the list. */
    enum Kind {
        FLOAT((s, out) -> Motion.create(-20f, 60f, 2).withScheduler(s).bind(out, (v, o) -> o.add((double) v)),
                (s, out) -> Motion.create(-20f, 60f, 2).withScheduler(s).bind(v -> out.add((double) v))),
        DOUBLE((s, out) -> Motion.create(-20.0, 60.0, 2).withScheduler(s).bind(out, (v, o) -> o.add(v)),
                (s, out) -> Motion.create(-20.0, 60.0, 2).withScheduler(s).bind(v -> out.add(v))),
        INT((s, out) -> Motion.create(-20, 60, 2).withScheduler(s).bind(out, (v, o) -> o.add((double) v)),
                (s, out) -> Motion.create(-20, 60, 2).withScheduler(s).bind(v -> out.add((double) v))),
        LONG((s, out) -> Motion.create(-20L, 60L, 2).withScheduler(s).bind(out, (v, o) -> o.add((double) v)),
                (s, out) -> Motion.create(-20L, 60L, 2).withScheduler(s).bind(v -> out.add((double) v)));

        final BiFunction<ManualMotionScheduler, List<Double>, MotionHandle> withBinder;
        final BiFunction<ManualMotionScheduler, List<Double>, MotionHandle> withConsumer;

        Kind(BiFunction<ManualMotionScheduler, List<Double>, MotionHandle> withBinder,
             BiFunction<ManualMotionScheduler, List<Double>, MotionHandle> withConsumer) {
            this.withBinder = withBinder;
            this.withConsumer = withConsumer;
        }
    }

    private static final double[] UNEVEN = {0.016, 0.3, 0.001, 0.0, 0.5, 0.033, 0.25, 0.4};

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    private static double expected(Kind kind, double t) {
        double v = -20 + 80 * Math.min(t, 2) / 2;
        return kind == Kind.INT || kind == Kind.LONG ? Math.rint(v) : v;
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void bothBindForms_unevenFrames_writeTheSameValues(Kind kind) {
        List<Double> viaBinder = new ArrayList<>();
        List<Double> viaConsumer = new ArrayList<>();
        MotionHandle a = kind.withBinder.apply(scheduler, viaBinder);
        kind.withConsumer.apply(scheduler, viaConsumer);
        double t = 0;
        for (double dt : UNEVEN) {
            scheduler.update(dt);
            t += dt;
            assertThat(a.time()).isCloseTo(t, within(1e-12));
            assertThat(viaBinder.get(viaBinder.size() - 1)).as("at %s", t).isCloseTo(expected(kind, t), within(1e-4));
        }
        assertThat(viaConsumer).isEqualTo(viaBinder);
        assertThat(viaBinder).hasSize(UNEVEN.length + 1).startsWith(-20.0);
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void reachesEndValueExactly_thenDies(Kind kind) {
        List<Double> out = new ArrayList<>();
        MotionHandle h = kind.withBinder.apply(scheduler, out);
        for (int i = 0; i < 7; i++) {
            scheduler.update(0.3);
        }
        assertThat(out).endsWith(60.0);
        assertThat(h.isActive()).isFalse();
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void value_matchesLastWrite(Kind kind) {
        List<Double> out = new ArrayList<>();
        MotionHandle h = kind.withBinder.apply(scheduler, out);
        scheduler.update(0.77);
        assertThat(h.value()).isEqualTo(out.get(out.size() - 1));
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void manyFramesOfOneKind_accumulateTimeWithoutDrift(Kind kind) {
        List<Double> out = new ArrayList<>();
        MotionHandle h = kind.withBinder.apply(scheduler, out).preserve();
        for (int i = 0; i < 90; i++) {
            scheduler.update(1.0 / 60);
        }
        assertThat(h.time()).isCloseTo(1.5, within(1e-9));
        assertThat(h.value()).isCloseTo(expected(kind, 1.5), within(1e-4));
    }
}
