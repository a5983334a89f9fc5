package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.internal.MotionEngine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Ending motions between frames: complete() of a plain motion (its own short path) does what the
 * general seek to the end does, and what the frames after show depends on which motions were
 * ended, not on the order they were ended in, in the fused frame and the general passes alike.
 */
class EndBetweenFramesProperties {

    /** A float motion's recipe. */
    record Spec(double duration, int loops, LoopType loopType, double delay, int delayMode, int ease,
                boolean preserve) {
    }

    @Provide
    Arbitrary<Spec> spec() {
        return Combinators.combine(
                Arbitraries.of(0.05, 0.3, 1.0),
                Arbitraries.of(1, 1, 2, 3),
                Arbitraries.of(LoopType.class),
                Arbitraries.of(0.0, 0.0, 0.1, 0.45),
                Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 30),
                Arbitraries.of(false, true))
                .as(Spec::new);
    }

    @Provide
    Arbitrary<List<Spec>> specs() {
        return spec().list().ofMinSize(1).ofMaxSize(24);
    }

    @Provide
    Arbitrary<Double> before() {
        return Arbitraries.of(0.0, 0.016, 0.2, 0.35, 0.6, 1.2);
    }

    /** What the binder does when complete() binds the end value. */
    enum EndBind { BINDS, THROWS, THROWS_AND_CANCELS }

    @Property(tries = 400)
    void complete_plainMotion_equalsTheGeneralPath(@ForAll("spec") Spec spec, @ForAll("before") double before,
                                                   @ForAll EndBind endBind) {
        List<String> general = completeAndPlay(spec, before, endBind, "twin with extras");

        assertThat(completeAndPlay(spec, before, endBind, null)).isEqualTo(general);
    }

    /** Plays one motion {@code before} seconds, completes it, then reads, plays and seeks it. */
    private static List<String> completeAndPlay(Spec spec, double before, EndBind endBind, String debugName) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        List<String> log = new ArrayList<>();
        s.setUnhandledErrorHandler((name, e) -> log.add("error " + e.getMessage()));
        FloatMotionBuilder b = builder(s, spec).withCancelOnError(endBind == EndBind.THROWS_AND_CANCELS);
        if (debugName != null) {
            b.withDebugName(debugName); // a motion with extras takes the general path
        }
        boolean[] completing = {false};
        MotionHandle h = preserved(b.bind(log, (v, l) -> {
            l.add("bind " + v);
            if (completing[0] && endBind != EndBind.BINDS) {
                throw new IllegalStateException("binder fails at " + v);
            }
        }), spec);
        s.update(before);
        completing[0] = true;
        log.add("completed " + h.tryComplete());
        completing[0] = false;
        readOut(s, h, log);
        s.update(0.1);
        readOut(s, h, log);
        if (h.isActive()) {
            h.setTime(spec.duration() * 0.5);
            readOut(s, h, log);
            log.add("completed again " + h.tryComplete());
            readOut(s, h, log);
        }
        return log;
    }

    private static FloatMotionBuilder builder(ManualMotionScheduler s, Spec spec) {
        FloatMotionBuilder b = Motion.create(0f, 10f, spec.duration()).withScheduler(s)
                .withLoops(spec.loops(), spec.loopType()).withEase(Ease.values()[spec.ease()]);
        if (spec.delay() > 0) {
            DelayType type = spec.delayMode() < 2 ? DelayType.FIRST_LOOP : DelayType.EVERY_LOOP;
            b.withDelay(spec.delay(), type, spec.delayMode() % 2 == 1);
        }
        return b;
    }

    private static MotionHandle preserved(MotionHandle h, Spec spec) {
        return spec.preserve() ? h.preserve() : h;
    }

    private static void readOut(ManualMotionScheduler s, MotionHandle h, List<String> log) {
        log.add("active " + s.activeCount());
        if (!h.isActive()) {
            log.add("dead");
            return;
        }
        log.add("at " + h.time() + " playing " + h.isPlaying() + " loops " + h.completedLoops() + " progress "
                + h.easedProgress() + " value " + h.value());
    }

    @Property(tries = 200)
    void framesAfterEnds_dependOnWhichMotionsEnded_notTheOrder(@ForAll("specs") List<Spec> specs,
                                                               @ForAll long seed) {
        Random random = new Random(seed);
        List<Integer> ended = new ArrayList<>();
        for (int m = 0; m < specs.size(); m++) {
            if (random.nextInt(3) == 0) {
                ended.add(m);
            }
        }
        List<Integer> shuffled = new ArrayList<>(ended);
        Collections.shuffle(shuffled, random);

        List<String> general = endBetweenFrames(specs, ended, MotionEngine.FRAME_GENERAL);

        assertThat(endBetweenFrames(specs, shuffled, MotionEngine.FRAME_GENERAL)).isEqualTo(general);
        assertThat(endBetweenFrames(specs, shuffled, MotionEngine.FRAME_FUSED)).isEqualTo(general);
    }

    /**
     * Plays the motions, ends those in {@code order} between two frames (even ones cancelled, odd
     * ones completed), plays on; returns every binder call and callback, in order.
     */
    private static List<String> endBetweenFrames(List<Spec> specs, List<Integer> order, int frameMode) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.engine().setFrameMode(frameMode);
        List<String> log = new ArrayList<>();
        List<MotionHandle> handles = new ArrayList<>();
        for (int m = 0; m < specs.size(); m++) {
            String id = "m" + m;
            handles.add(preserved(builder(s, specs.get(m))
                    .withOnComplete(() -> log.add(id + " complete"))
                    .withOnCancel(() -> log.add(id + " cancel"))
                    .bind(log, (v, l) -> l.add(id + " " + v)), specs.get(m)));
        }
        s.update(0.2);
        log.clear(); // the order of the ends' own callbacks is the order of the calls
        for (int m : order) {
            if (m % 2 == 0) {
                handles.get(m).tryCancel();
            } else {
                handles.get(m).tryComplete();
            }
        }
        log.clear();
        for (double dt : new double[]{0.016, 0.3, 0.6, 1.5}) {
            s.update(dt);
            log.add("frame " + s.activeCount());
        }
        return log;
    }
}
