package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.value.FloatAccessor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Reduced motion ({@link Motion#setReducedMotion}): motions made while it is on jump to their end
 * at the next update, with every callback, future and sequence step still coming, in order.
 */
class ReducedMotionTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("reduced");

    @AfterEach
    void switchOff() {
        Motion.setReducedMotion(false);
    }

    @Test
    void reduced_motionWithDelayAndLoops_writesEndAndCompletesAtFirstUpdate() {
        Motion.setReducedMotion(true);
        float[] x = {-1};
        int[] loops = {0};
        boolean[] done = {false};
        MotionHandle h = Motion.create(0f, 100f, 2).withDelay(1).withLoops(3).withScheduler(frames)
                .withOnLoopComplete(n -> loops[0]++).withOnComplete(() -> done[0] = true)
                .bind(x, (v, s) -> s[0] = v);
        CompletableFuture<Void> end = h.toCompletableFuture();

        frames.update(1 / 60.0);

        assertThat(x[0]).isEqualTo(100f);
        assertThat(loops[0]).isEqualTo(3);
        assertThat(done[0]).isTrue();
        assertThat(end).isCompleted();
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void reduced_endlessMotion_playsOneLoopToItsEnd() {
        Motion.setReducedMotion(true);
        float[] x = {-1};
        MotionHandle h = Motion.create(0f, 360f, 1).withLoops(-1).withScheduler(frames).bind(x, (v, s) -> s[0] = v);

        frames.update(1 / 60.0);

        assertThat(x[0]).isEqualTo(360f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void reduced_playWhenReduced_playsAsBuilt() {
        Motion.setReducedMotion(true);
        float[] x = {-1};
        MotionHandle h = Motion.create(0f, 100f, 1).withPlayWhenReduced(true).withScheduler(frames)
                .bind(x, (v, s) -> s[0] = v);

        frames.update(0.5);

        assertThat(x[0]).isEqualTo(50f);
        assertThat(h.isPlaying()).isTrue();
        assertThat(h.duration()).isEqualTo(1.0);
    }

    @Test
    void reduced_speedBasedPropertyMotion_jumps() {
        Motion.setReducedMotion(true);
        float[] x = {0};
        FloatAccessor<float[]> first = FloatAccessor.of(s -> s[0], (v, s) -> s[0] = v);
        MotionHandle h = Motion.to(x, first, 500f).atSpeed(10).withScheduler(frames).start();

        frames.update(1 / 60.0);

        assertThat(x[0]).isEqualTo(500f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void reduced_switchedOff_laterMotionsPlayAgain_earlierOnesKeepTheirTiming() {
        Motion.setReducedMotion(true);
        assertThat(Motion.isReducedMotion()).isTrue();
        MotionHandle jumped = Motion.create(0f, 1f, 1).withScheduler(frames).run();
        Motion.setReducedMotion(false);
        MotionHandle played = Motion.create(0f, 1f, 1).withScheduler(frames).run();

        assertThat(jumped.duration()).isEqualTo(ReducedMotion.JUMP_SECONDS);
        assertThat(played.duration()).isEqualTo(1.0);
        assertThat(Motion.isReducedMotion()).isFalse();
    }

    @Test
    void reduced_badSettings_stillRefusedWithTheirValue() {
        Motion.setReducedMotion(true);
        assertThatThrownBy(() -> Motion.create(0f, 1f, 1e-9).withLoops(-1).withScheduler(frames).run())
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void reduced_awaitFromAnotherThread_returns() throws Exception {
        Motion.setReducedMotion(true);
        List<MotionHandle> handles = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            handles.add(Motion.create(0f, 1f, 1 + i).withDelay(i).withScheduler(frames).run());
        }
        CompletableFuture<Boolean> waited = CompletableFuture.supplyAsync(() -> {
            try {
                for (MotionHandle h : handles) {
                    if (!h.await(Duration.ofSeconds(30))) {
                        return false;
                    }
                }
                return true;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        });
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!waited.isDone() && System.nanoTime() < deadline) {
            frames.update(1 / 60.0);
            Thread.onSpinWait();
        }
        assertThat(waited.get()).isTrue();
    }

    @Test
    void reduced_creation_staysUnderTwoHundredBytesPerMotion_andFramesAllocateNothing() {
        Motion.setReducedMotion(true);
        float[] sink = new float[1];
        for (int round = 0; round < 30; round++) {
            createBatch(sink);
            frames.update(1);
        }
        long bytes = 0;
        for (int round = 0; round < 20; round++) {
            long before = Allocations.allocated();
            createBatch(sink);
            bytes += Allocations.allocated() - before;
            frames.update(1);
        }
        assertThat(bytes / (20L * 1_000)).as("bytes per create+bind with reduced motion on").isLessThan(200);
        for (int i = 0; i < 100; i++) {
            Motion.create(0f, 1f, 1).withPlayWhenReduced(true).withLoops(-1).withScheduler(frames)
                    .bind(sink, (v, s) -> s[0] = v);
        }
        assertThat(Allocations.perUpdates(frames, 2_000, 1 / 60.0)).isLessThan(Allocations.BOUND);
    }

    private void createBatch(float[] sink) {
        for (int i = 0; i < 1_000; i++) {
            Motion.create(0f, 1f, 0.5).withScheduler(frames).withEase(Ease.OUT_QUAD).bind(sink, (v, s) -> s[0] = v);
        }
    }

    /** A step of a random sequence: a child of {@code tenths} of a second (after a delay), or a callback. */
    record Step(boolean callback, int tenths, int delayTenths) {
    }

    @Provide
    Arbitrary<Step> steps() {
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.integers().between(1, 10),
                Arbitraries.integers().between(0, 3)).as(Step::new);
    }

    /**
     * With reduced motion, a random appended sequence of children and callbacks fires the same
     * events as without, in the order of the timeline: along the firing order, each event's place
     * on the timeline as built (a child's end, a callback's position) never decreases. Events at
     * one place are a tie, which the timeline may break either way. Every future completes.
     */
    @Property(tries = 60)
    void reduced_randomSequences_sameEventsInTimelineOrder_everyFutureCompletes(
            @ForAll @Size(min = 1, max = 8) List<@From("steps") Step> steps) {
        double[] place = new double[steps.size()];
        double end = 0;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            if (!step.callback()) {
                end += (step.tenths() + step.delayTenths()) / 10.0;
            }
            place[i] = end;
        }
        List<Integer> played = run(steps, false);
        List<Integer> reduced = run(steps, true);

        assertThat(reduced).containsExactlyInAnyOrderElementsOf(played).hasSize(steps.size() + 1);
        for (List<Integer> order : List.of(played, reduced)) {
            for (int k = 1; k < order.size(); k++) {
                assertThat(placeOf(order.get(k), place)).as("event %s after %s in %s", order.get(k),
                        order.get(k - 1), order).isGreaterThanOrEqualTo(placeOf(order.get(k - 1), place));
            }
        }
    }

    /** The place of event {@code e}: a step's, or the sequence's end (-1) after every step. */
    private static double placeOf(int e, double[] place) {
        return e < 0 ? Double.MAX_VALUE : place[e];
    }

    /** Runs the steps as a sequence to its end; returns the indices of the steps fired, -1 for the sequence's end. */
    private List<Integer> run(List<Step> steps, boolean reducedMotion) {
        Motion.setReducedMotion(reducedMotion);
        try {
            ManualMotionScheduler s = new ManualMotionScheduler("property");
            List<Integer> events = new ArrayList<>();
            List<CompletableFuture<Void>> futures = new ArrayList<>();
            SequenceBuilder b = Sequence.create();
            for (int i = 0; i < steps.size(); i++) {
                Step step = steps.get(i);
                Integer index = i;
                if (step.callback()) {
                    b.appendCallback(() -> events.add(index));
                } else {
                    MotionHandle child = Motion.create(0f, 1f, step.tenths() / 10.0)
                            .withDelay(step.delayTenths() / 10.0).withScheduler(s)
                            .withOnComplete(() -> events.add(index)).run();
                    futures.add(child.toCompletableFuture());
                    b.append(child);
                }
            }
            MotionHandle seq = b.run(clock -> clock.withScheduler(s).withOnComplete(() -> events.add(-1)));
            futures.add(seq.toCompletableFuture());
            CompletableFuture<Void> all = CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new));
            for (int f = 0; f < 10_000 && !all.isDone(); f++) {
                s.update(1 / 30.0);
            }
            assertThat(all).as("every child's and the sequence's future").isCompleted();
            return events;
        } finally {
            Motion.setReducedMotion(false);
        }
    }
}
