package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.FloatAccessor;
import dev.lilt.motion.value.Quaternion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code atSpeed}: the duration is distance / speed, for every kind that has it, and when it is computed. */
class SpeedBasedMotionTest {
    static final class Sprite {
        float x;
    }

    static final FloatAccessor<Sprite> X = FloatAccessor.of(s -> s.x, (v, s) -> s.x = v);

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final Sprite sprite = new Sprite();

    @Test
    void atSpeed_float_durationIsDistanceOverSpeed() {
        MotionHandle h = Motion.create(10f, -20f).atSpeed(6).withScheduler(scheduler).run();
        assertThat(h.duration()).isEqualTo(5.0);
        scheduler.update(2.5);
        assertThat(h.value()).isCloseTo(-5, within(1e-6));
    }

    @Test
    void atSpeed_onABuilderWithADuration_replacesIt() {
        MotionHandle h = Motion.create(0.0, 100.0, 9).atSpeed(50).withScheduler(scheduler).run();
        assertThat(h.duration()).isEqualTo(2.0);
    }

    @Test
    void atSpeed_intAndLong_useTheDifference() {
        assertThat(Motion.create(3, -7).atSpeed(4).withScheduler(scheduler).run().duration()).isEqualTo(2.5);
        assertThat(Motion.create(Long.MIN_VALUE, Long.MAX_VALUE).atSpeed(0x1p64).withScheduler(scheduler).run()
                .duration()).isEqualTo(1.0);
    }

    @Test
    void atSpeed_vectors_useTheEuclideanLength() {
        assertThat(Motion.create(Float2.of(1, 1), Float2.of(4, 5)).atSpeed(2.5).withScheduler(scheduler).run()
                .duration()).isEqualTo(2.0);
        assertThat(Motion.create(Float3.of(0, 0, 0), Float3.of(2, 3, 6)).atSpeed(7).withScheduler(scheduler).run()
                .duration()).isEqualTo(1.0);
        assertThat(Motion.create(Float4.of(1, 1, 1, 1), Float4.of(2, 2, 2, 2)).atSpeed(1).withScheduler(scheduler)
                .run().duration()).isEqualTo(2.0);
    }

    @Test
    void atAngularSpeed_rotation_usesTheAngleTurned() {
        Quaternion from = Quaternion.IDENTITY;
        Quaternion quarter = Quaternion.ofAxisAngle(0, 0, 1, Math.PI / 2);
        MotionHandle h = Motion.create(from, quarter).atAngularSpeed(Math.PI).withScheduler(scheduler).run();
        assertThat(h.duration()).isCloseTo(0.5, within(1e-6));
    }

    @Test
    void atAngularSpeed_longWayRound_usesTheLongArc_evenWhenSetAfterwards() {
        // -identity is the same orientation: the short arc is 0, the arc as given a full turn.
        Quaternion negated = Quaternion.of(0, 0, 0, -1);
        MotionHandle shortArc = Motion.create(Quaternion.IDENTITY, negated).atAngularSpeed(Math.PI)
                .withScheduler(scheduler).run();
        MotionHandle longArc = Motion.create(Quaternion.IDENTITY, negated).atAngularSpeed(Math.PI)
                .withShortestPath(false).withScheduler(scheduler).run();
        assertThat(shortArc.duration()).isEqualTo(0.0);
        assertThat(longArc.duration()).isCloseTo(2.0, within(1e-9));
    }

    @Test
    void atSpeed_path_usesThePathLength() {
        // A straight Catmull-Rom path through collinear points: its length is the segment's, 10.
        Path2 path = Path2.catmullRom(Float2.of(0, 0), Float2.of(5, 0), Float2.of(10, 0));
        MotionHandle h = Motion.path(path, 99).atSpeed(4).withScheduler(scheduler).run();
        assertThat(path.length()).isCloseTo(10, within(1e-3));
        assertThat(h.duration()).isEqualTo(path.length() / 4);
    }

    @Test
    void zeroDistance_givesDurationZero_andCompletesOnTheFirstFrame() {
        List<String> log = new ArrayList<>();
        MotionHandle h = Motion.create(5f, 5f).atSpeed(3).withScheduler(scheduler)
                .withOnComplete(() -> log.add("complete")).run();
        assertThat(h.duration()).isEqualTo(0.0);
        scheduler.update(1e-3);
        assertThat(log).containsExactly("complete");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void loopsYoyoAndDelay_eachLoopLastsTheSpeedDuration_theDelayIsNotSpeedBased() {
        MotionHandle h = Motion.create(0.0, 10.0).atSpeed(5).withLoops(3, LoopType.YOYO).withDelay(1)
                .withScheduler(scheduler).run();
        assertThat(h.duration()).isEqualTo(2.0);
        assertThat(h.totalDuration()).isEqualTo(7.0);
        scheduler.update(1 + 2 + 0.5); // in loop 1, played backwards: 10 - 0.5 * 5
        assertThat(h.value()).isCloseTo(7.5, within(1e-9));
    }

    @Test
    void endlessLoops_needAtLeastOneMicrosecond_whicheverComesFirst() {
        assertThatThrownBy(() -> Motion.create(0f, 0f).atSpeed(1).withLoops(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("count -1 (forever)");
        assertThatThrownBy(() -> Motion.create(0f, 0f).withLoops(-1).atSpeed(1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("count -1 (forever) needs a duration >= 1.0E-6 s")
                .hasMessageContaining("0.0 / 1.0");
    }

    @Test
    void noDuration_andNoSpeed_terminalCallThrows_andTheBuilderStaysUsable() {
        FloatMotionBuilder b = Motion.create(0f, 1f).withScheduler(scheduler);
        assertThatThrownBy(b::run).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no duration").hasMessageContaining("atSpeed");
        assertThatThrownBy(() -> Motion.to(sprite, X, 3f).withScheduler(scheduler).start())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no duration");
        assertThat(scheduler.activeCount()).isZero();
        assertThat(b.atSpeed(1).run().duration()).isEqualTo(1.0);
    }

    @Test
    void badSpeeds_throwNamingTheValue() {
        for (double bad : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertThatThrownBy(() -> Motion.create(0f, 1f).atSpeed(bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("unitsPerSecond must be > 0 and finite: " + bad);
            assertThatThrownBy(() -> Motion.create(Quaternion.IDENTITY, Quaternion.IDENTITY).atAngularSpeed(bad))
                    .hasMessage("radiansPerSecond must be > 0 and finite: " + bad);
            assertThatThrownBy(() -> Motion.to(sprite, X, 1f).atSpeed(bad))
                    .hasMessage("unitsPerSecond must be > 0 and finite: " + bad);
            assertThatThrownBy(() -> Motion.create(Float2.of(0, 0), Float2.of(1, 1)).atSpeed(bad))
                    .hasMessage("unitsPerSecond must be > 0 and finite: " + bad);
        }
    }

    @Test
    void durationFreeFactories_checkTheirArguments() {
        assertThatThrownBy(() -> Motion.create(Float.NaN, 1f)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from must be finite: NaN");
        assertThatThrownBy(() -> Motion.create(0.0, Double.POSITIVE_INFINITY))
                .hasMessage("to must be finite: Infinity");
        assertThatThrownBy(() -> Motion.create((Float2) null, Float2.of(0, 0))).isInstanceOf(NullPointerException.class)
                .hasMessage("from == null");
        assertThatThrownBy(() -> Motion.create(Quaternion.IDENTITY, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("to == null");
        assertThatThrownBy(() -> Motion.to(sprite, X, Float.NaN)).hasMessage("end must be finite: NaN");
        assertThatThrownBy(() -> Motion.by(sprite, null, 1f)).hasMessage("accessor == null");
    }

    @Test
    void durationOverflowingToInfinity_throwsNamingBoth() {
        assertThatThrownBy(() -> Motion.create(-Float.MAX_VALUE, Float.MAX_VALUE).atSpeed(Double.MIN_VALUE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("distance / unitsPerSecond overflows to an infinite duration: "
                        + (2.0 * Float.MAX_VALUE) + " / " + Double.MIN_VALUE);
        assertThatThrownBy(() -> Motion.create(-Double.MAX_VALUE, Double.MAX_VALUE).atSpeed(1))
                .hasMessageContaining("overflows to an infinite duration: Infinity / 1.0");
        assertThatThrownBy(() -> Motion.by(sprite, X, 1e30f).atSpeed(1e-300))
                .hasMessageContaining("overflows to an infinite duration");
        // Finite alone, infinite with the loops: the creation refuses the total, as for any duration.
        assertThatThrownBy(() -> Motion.create(0.0, Double.MAX_VALUE).atSpeed(1).withLoops(3)
                .withScheduler(scheduler).run()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("total duration must be finite");
    }

    @Test
    void to_durationIsComputedFromTheValueAtStart_afterTheDelay() {
        sprite.x = 0;
        MotionHandle h = Motion.to(sprite, X, 100f).atSpeed(20).withDelay(1).withScheduler(scheduler).start();
        assertThat(h.duration()).isNaN();
        assertThat(h.totalDuration()).isNaN();
        scheduler.update(0.5);
        sprite.x = 60; // moved by someone else during the delay: 40 units left, 2 s at 20/s
        scheduler.update(0.5);
        assertThat(h.duration()).isEqualTo(2.0);
        assertThat(h.totalDuration()).isEqualTo(3.0);
        assertThat(sprite.x).isEqualTo(60f);
        scheduler.update(1);
        assertThat(sprite.x).isCloseTo(80f, within(1e-4f));
        scheduler.update(1);
        assertThat(sprite.x).isEqualTo(100f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void to_aFrameThatOvershootsTheComputedDuration_completesInThatFrame() {
        sprite.x = 90;
        List<String> log = new ArrayList<>();
        Motion.to(sprite, X, 100f).atSpeed(100).withDelay(0.5).withScheduler(scheduler)
                .withOnLoopComplete(n -> log.add("loop " + n)).withOnComplete(() -> log.add("complete"))
                .withLoops(2).start();
        scheduler.update(0.5 + 0.05); // in loop 0, halfway
        assertThat(sprite.x).isCloseTo(95f, within(1e-4f));
        assertThat(log).isEmpty();
        scheduler.update(1); // past both loops of 0.1 s
        assertThat(sprite.x).isEqualTo(100f);
        assertThat(log).containsExactly("loop 1", "loop 2", "complete");
    }

    @Test
    void to_jumpingOverTheWholeMotionInItsFirstFrame_completesWithTheEndValue() {
        sprite.x = 0;
        List<String> log = new ArrayList<>();
        MotionHandle h = Motion.to(sprite, X, 10f).atSpeed(10).withDelay(0.2).withScheduler(scheduler)
                .withOnStart(() -> log.add("start")).withOnComplete(() -> log.add("complete")).start();
        scheduler.update(5);
        assertThat(sprite.x).isEqualTo(10f);
        assertThat(log).containsExactly("start", "complete");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void to_withImmediateBindAndNoDelay_readsAtStart_soItsDurationIsKnownAtOnce() {
        sprite.x = 30;
        MotionHandle h = Motion.to(sprite, X, 0f).atSpeed(10).withScheduler(scheduler).start();
        assertThat(h.duration()).isEqualTo(3.0);
        assertThat(sprite.x).isEqualTo(30f);
        scheduler.update(1.5);
        assertThat(sprite.x).isCloseTo(15f, within(1e-4f));
    }

    @Test
    void to_alreadyAtTheEnd_durationZero() {
        sprite.x = 4;
        MotionHandle h = Motion.to(sprite, X, 4f).atSpeed(10).withDelay(0.1).withScheduler(scheduler).start();
        scheduler.update(0.2);
        assertThat(sprite.x).isEqualTo(4f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void to_endless_loopsAtTheComputedDuration() {
        sprite.x = 0;
        MotionHandle h = Motion.to(sprite, X, 10f).atSpeed(10).withLoops(-1, LoopType.YOYO).withDelay(0.5)
                .withScheduler(scheduler).start();
        scheduler.update(0.5 + 1.25); // loop 1 backwards, a quarter in
        assertThat(h.duration()).isEqualTo(1.0);
        assertThat(sprite.x).isCloseTo(7.5f, within(1e-4f));
    }

    @Test
    void to_durationOverflowingWhenComputed_cancelsAndReports() {
        List<Throwable> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(e));
        sprite.x = -Float.MAX_VALUE;
        List<String> log = new ArrayList<>();
        MotionHandle h = Motion.to(sprite, X, Float.MAX_VALUE).atSpeed(Double.MIN_VALUE).withDelay(0.1)
                .withOnCancel(() -> log.add("cancel")).withScheduler(scheduler).start();
        scheduler.update(0.2);
        assertThat(h.isActive()).isFalse();
        assertThat(log).containsExactly("cancel");
        assertThat(errors).singleElement().isInstanceOf(IllegalArgumentException.class)
                .extracting(Throwable::getMessage).asString()
                .startsWith("distance / unitsPerSecond overflows to an infinite duration: " + (2.0 * Float.MAX_VALUE));
    }

    @Test
    void to_aReadThatThrows_isReported_andTheDurationComesFromTheReadThatWorks() {
        List<Throwable> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(e));
        int[] reads = {0};
        FloatAccessor<Sprite> flaky = FloatAccessor.of(s -> {
            if (reads[0]++ == 0) {
                throw new IllegalStateException("not ready");
            }
            return s.x;
        }, (v, s) -> s.x = v);
        sprite.x = 0;
        MotionHandle h = Motion.to(sprite, flaky, 10f).atSpeed(5).withDelay(0.5).withScheduler(scheduler).start();
        scheduler.update(0.5);
        assertThat(errors).singleElement().extracting(Throwable::getMessage).isEqualTo("not ready");
        assertThat(h.duration()).isNaN();
        sprite.x = 5; // read at the next write: 5 units at 5/s
        scheduler.update(0.5);
        assertThat(h.duration()).isEqualTo(1.0);
        assertThat(sprite.x).isCloseTo(7.5f, within(1e-4f));
        scheduler.update(0.5);
        assertThat(sprite.x).isEqualTo(10f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void to_completeBeforeItStarted_writesTheEndOnce_andFiresOnCompleteOnce() {
        sprite.x = 3;
        List<String> log = new ArrayList<>();
        MotionHandle h = Motion.to(sprite, X, 9f).atSpeed(2).withDelay(1).withScheduler(scheduler)
                .withOnComplete(() -> log.add("complete")).start();
        h.complete();
        assertThat(sprite.x).isEqualTo(9f);
        assertThat(log).containsExactly("complete");
        assertThat(h.isActive()).isFalse();
        scheduler.update(5);
        assertThat(log).containsExactly("complete");
    }

    @Test
    void to_preservedAndReplayed_keepsTheDurationOfItsFirstRead() {
        sprite.x = 0;
        MotionHandle h = Motion.to(sprite, X, 8f).atSpeed(4).withDelay(0.5).withScheduler(scheduler).start();
        h.preserve();
        scheduler.update(3);
        assertThat(sprite.x).isEqualTo(8f);
        assertThat(h.duration()).isEqualTo(2.0);
        h.setTime(1.5); // halfway through the 2 s, from the value first read
        assertThat(sprite.x).isCloseTo(4f, within(1e-4f));
        assertThat(h.duration()).isEqualTo(2.0);
    }

    @Test
    void by_distanceIsTheDelta_knownAtCreation() {
        sprite.x = 7;
        MotionHandle h = Motion.by(sprite, X, -12f).atSpeed(4).withDelay(1).withScheduler(scheduler).start();
        assertThat(h.duration()).isEqualTo(3.0);
        sprite.x = 100;
        scheduler.update(2.5);
        assertThat(sprite.x).isCloseTo(94f, within(1e-4f));
    }

    @Test
    void sequence_plainSpeedBasedChild_isPlacedByItsDuration() {
        double[] a = new double[1];
        double[] b = new double[1];
        MotionHandle first = Motion.create(0.0, 10.0).atSpeed(10).withScheduler(scheduler).bind(a, (v, s) -> s[0] = v);
        MotionHandle second = Motion.create(0.0, 1.0, 1).withScheduler(scheduler).bind(b, (v, s) -> s[0] = v);
        MotionHandle seq = Sequence.create().append(first).append(second).run();
        assertThat(seq.duration()).isEqualTo(2.0);
        scheduler.update(1.5);
        assertThat(a[0]).isEqualTo(10.0);
        assertThat(b[0]).isCloseTo(0.5, within(1e-9));
    }

    @Test
    void sequence_refusesAFromCurrentChildWhoseDurationIsNotKnown() {
        MotionHandle pending = Motion.to(sprite, X, 5f).atSpeed(1).withDelay(0.5).withScheduler(scheduler).start();
        SequenceBuilder seq = Sequence.create();
        assertThatThrownBy(() -> seq.append(pending)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("speed-based property motion").hasMessageContaining("give it a duration");
        assertThat(pending.isActive()).isTrue();
        sprite.x = 2;
        MotionHandle known = Motion.to(sprite, X, 5f).atSpeed(1).withScheduler(scheduler).start();
        assertThat(Sequence.create().append(known).run().duration()).isEqualTo(3.0);
    }

    @Test
    void sequence_clockRefusesAtSpeed() {
        MotionHandle child = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        assertThatThrownBy(() -> Sequence.create().append(child).run(c -> c.atSpeed(2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("atSpeed");
        assertThat(child.isActive()).isFalse();
    }

    @Test
    void seek_ofAFromCurrentMotion_readsThenAndMatchesPlaying() {
        Sprite played = new Sprite();
        played.x = 20;
        sprite.x = 20;
        MotionHandle seeking = Motion.to(sprite, X, 0f).atSpeed(8).withDelay(0.5).withScheduler(scheduler).start();
        ManualMotionScheduler other = new ManualMotionScheduler();
        Motion.to(played, X, 0f).atSpeed(8).withDelay(0.5).withScheduler(other).start();
        seeking.preserve();
        seeking.setTime(1.75);
        other.update(1.75);
        assertThat(seeking.duration()).isEqualTo(2.5);
        assertThat(sprite.x).isEqualTo(played.x);
        assertThat(sprite.x).isCloseTo(10f, within(1e-4f));
    }
}
