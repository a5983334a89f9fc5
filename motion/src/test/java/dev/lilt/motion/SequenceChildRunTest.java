package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Rgba;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sequence keeps its children's dense indices between frames and seeks each run of children of
 * one storage in one loop, and a storage whose motions all belong to sequences skips its own
 * passes. These tests move, kill and add motions around the children, inside and outside frames,
 * and check that every child still writes the value of its clock time and every free motion its own.
 */
class SequenceChildRunTest {
    private static final float FROM = 0f;
    private static final float TO = 10f;
    private static final double SECONDS = 1.0;

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler("child-run", 4);

    /** The value a float motion from FROM to TO over SECONDS writes at local time t, as the engine computes it. */
    private static float expected(double t) {
        double p = Math.min(t, SECONDS) / SECONDS;
        return (float) ((1 - p) * FROM + p * TO);
    }

    /** A float motion from FROM to TO over SECONDS writing cells[index]: free, or a child once joined. */
    private MotionHandle motion(float[] cells, int index) {
        return Motion.create(FROM, TO, SECONDS).withScheduler(scheduler).bind(cells, (v, c) -> c[index] = v);
    }

    @Test
    void freeMotionsRemovedAroundChildren_eachChildWritesItsClockTime() {
        // Free motions first, so that cancelling them moves children (the last rows) into the holes.
        float[] freeCells = new float[6];
        MotionHandle[] frees = new MotionHandle[6];
        for (int k = 0; k < frees.length; k++) {
            frees[k] = motion(freeCells, k);
        }
        float[] cells = new float[5];
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < cells.length; k++) {
            b.join(motion(cells, k));
        }
        MotionHandle seq = b.run(clock -> clock.withScheduler(scheduler));

        double t = 0;
        for (int frame = 0; frame < 6; frame++) {
            frees[frame].cancel(); // outside a frame: at the next frame's sweep the last rows move into the holes
            scheduler.update(0.1);
            t += 0.1;
            assertThat(seq.time()).isEqualTo(t);
            for (int k = 0; k < cells.length; k++) {
                assertThat(cells[k]).as("child %d after frame %d", k, frame).isEqualTo(expected(t));
            }
        }
        assertThat(scheduler.activeCount()).isEqualTo(cells.length + 1);
    }

    @Test
    void childBinderCancelsFreeMotionsAndCreatesMotions_everyChildStillWritesItsClockTime() {
        float[] freeCells = new float[3];
        MotionHandle[] frees = {motion(freeCells, 0), motion(freeCells, 1), motion(freeCells, 2)};
        float[] cells = new float[4];
        float[] created = new float[40];
        int[] frames = {-1}; // the frame in progress; -1 while run() writes the start values
        SequenceBuilder b = Sequence.create();
        b.join(Motion.create(FROM, TO, SECONDS).withScheduler(scheduler).bind(cells, (v, c) -> {
            c[0] = v;
            if (frames[0] >= 0 && frames[0] < frees.length) {
                // In the clock's frame: the removal waits for the sweep; the new motions grow the columns.
                frees[frames[0]].cancel();
                for (int k = 0; k < 10; k++) {
                    int index = frames[0] * 10 + k;
                    motion(created, index);
                }
            }
        }));
        for (int k = 1; k < cells.length; k++) {
            b.join(motion(cells, k));
        }
        MotionHandle seq = b.run(clock -> clock.withScheduler(scheduler));

        double t = 0;
        for (int frame = 0; frame < 5; frame++) {
            frames[0] = frame;
            scheduler.update(0.1);
            t += 0.1;
            for (int k = 0; k < cells.length; k++) {
                assertThat(cells[k]).as("child %d after frame %d", k, frame).isEqualTo(expected(t));
            }
        }
        assertThat(seq.time()).isEqualTo(t);
        // Motions created in frame f are first advanced in frame f + 1: 4 - f frames of 0.1 s by the end.
        for (int f = 0; f < frees.length; f++) {
            assertThat(created[f * 10]).as("a motion created in frame %d", f)
                    .isCloseTo(expected(0.1 * (4 - f)), within(1e-5f));
        }
        assertThat(frees).allMatch(h -> !h.isActive());
    }

    @Test
    void childWhoseBinderThrows_cancelOnError_isRemoved_theChildMovedIntoItsRowGoesOn() {
        List<String> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(e.getMessage()));
        float[] cells = new float[3];
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < cells.length; k++) {
            int index = k;
            // Children 0.05 s apart: a child sought at another child's local time shows.
            b.insert(0.05 * k, Motion.create(FROM, TO, SECONDS).withScheduler(scheduler).withCancelOnError(true)
                    .bind(cells, (v, c) -> {
                        if (index == 1 && v > 2) {
                            throw new IllegalStateException("child 1 failed at " + v);
                        }
                        c[index] = v;
                    }));
        }
        MotionHandle seq = b.run(clock -> clock.withScheduler(scheduler));
        double t = 0;
        for (int frame = 0; frame < 6; frame++) {
            scheduler.update(0.1);
            t += 0.1;
        }
        assertThat(errors).hasSize(1);
        assertThat(cells[0]).isEqualTo(expected(t));
        assertThat(cells[2]).as("the child moved into the failed one's row").isEqualTo(expected(t - 0.1));
        assertThat(cells[1]).as("the failed child's last value").isEqualTo(expected(0.1 + 0.1 - 0.05));
        assertThat(seq.isActive()).isTrue();
        assertThat(scheduler.activeCount()).isEqualTo(3); // the clock and the two children left
    }

    @Test
    void storageOfOnlyChildren_aFreeMotionAddedLater_advancesFromItsFirstFrame() {
        float[] cells = new float[2];
        MotionHandle seq = Sequence.create()
                .join(motion(cells, 0))
                .join(motion(cells, 1))
                .run(clock -> clock.withScheduler(scheduler));
        scheduler.update(0.25);
        float[] freeCell = new float[1];
        MotionHandle lone = motion(freeCell, 0);
        scheduler.update(0.25);
        assertThat(freeCell[0]).isEqualTo(expected(0.25));
        assertThat(lone.time()).isEqualTo(0.25);
        assertThat(cells[0]).isEqualTo(expected(0.5));
        assertThat(seq.time()).isEqualTo(0.5);
    }

    @Test
    void sequenceEndsAndItsChildrenAreRemoved_freeMotionsOfTheirStorageAdvanceAgain() {
        float[] cells = new float[2];
        Sequence.create()
                .join(motion(cells, 0))
                .join(motion(cells, 1))
                .run(clock -> clock.withScheduler(scheduler));
        scheduler.update(2);
        assertThat(scheduler.activeCount()).isZero();
        assertThat(cells).containsExactly(TO, TO);
        // As many free motions as there were children: the storage must count none of them as owned.
        float[] freeCells = new float[2];
        motion(freeCells, 0);
        motion(freeCells, 1);
        scheduler.update(0.5);
        assertThat(freeCells).containsExactly(expected(0.5), expected(0.5));
    }

    @Test
    void frames_ofJoinedChildrenOfTwoKinds_allocateNothing() {
        float[] cells = new float[200];
        double[] wide = new double[200];
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < 200; k++) {
            int index = k;
            b.join(Motion.create(FROM, TO, 1_000).withScheduler(scheduler).bind(cells, (v, c) -> c[index] = v));
            b.join(Motion.create(0.0, 1.0, 1_000).withScheduler(scheduler).bind(wide, (v, c) -> c[index] = v));
        }
        b.run(clock -> clock.withScheduler(scheduler));
        long bytes = Allocations.perUpdates(scheduler, 2_000, 0.016);
        assertThat(bytes).isLessThan(Allocations.BOUND);
        assertThat(cells[199]).isGreaterThan(0f);
        assertThat(wide[199]).isGreaterThan(0.0);
    }

    @Test
    void childDiesInASeek_aNewMotionTakesItsRow_theSequenceNeverWritesTheNewMotion() {
        scheduler.setUnhandledErrorHandler((name, e) -> { });
        float[] cells = new float[3];
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < cells.length; k++) {
            int index = k;
            b.join(Motion.create(FROM, TO, SECONDS).withScheduler(scheduler).withCancelOnError(true)
                    .bind(cells, (v, c) -> {
                        if (index == 1 && v > 2) {
                            throw new IllegalStateException("child 1 failed");
                        }
                        c[index] = v;
                    }));
        }
        MotionHandle seq = b.run(clock -> clock.withScheduler(scheduler)).preserve();
        seq.setTime(0.3); // outside a frame: child 1 dies, its row waits for the sweep
        float[] freeCell = {-1};
        MotionHandle lone = motion(freeCell, 0); // outside a frame: may take the dead child's row
        float created = freeCell[0];
        seq.setTime(0.6);
        seq.setTime(0.7);
        assertThat(lone.time()).as("the new motion's own time").isZero();
        assertThat(freeCell[0]).as("never bound by the sequence").isEqualTo(created);
        assertThat(cells[0]).isEqualTo(expected(0.7));
        assertThat(cells[2]).isEqualTo(expected(0.7));
        scheduler.update(0.25);
        assertThat(freeCell[0]).isEqualTo(expected(0.25));
    }

    @Test
    void childWithLifetimeHooks_startedOnceAfterItsDelay_aFutureTakenMidway_completesWithIt() {
        float[] cells = new float[3];
        int[] started = new int[1];
        MotionHandle delayed = Motion.create(FROM, TO, SECONDS).withScheduler(scheduler).withDelay(0.25)
                .withOnStart(() -> started[0]++).bind(cells, (v, c) -> c[0] = v);
        MotionHandle plain = motion(cells, 1);
        MotionHandle seq = Sequence.create().join(delayed).join(plain).join(motion(cells, 2))
                .run(clock -> clock.withScheduler(scheduler));
        scheduler.update(0.2);
        assertThat(started[0]).as("still in its delay").isZero();
        scheduler.update(0.1);
        assertThat(started[0]).isEqualTo(1);
        java.util.concurrent.CompletableFuture<Void> done = plain.toCompletableFuture(); // hooks on a playing child
        scheduler.update(0.2); // the future's hooks attach on this frame's posted task
        double t = 0.5;
        for (int frame = 0; frame < 4; frame++) {
            scheduler.update(0.1);
            t += 0.1;
            assertThat(cells[0]).isEqualTo(expected(t - 0.25));
            assertThat(cells[1]).isEqualTo(expected(t));
            assertThat(cells[2]).isEqualTo(expected(t));
        }
        assertThat(done).isNotDone();
        scheduler.update(0.2);
        assertThat(done).isDone();
        assertThat(cells[1]).isEqualTo(TO);
        assertThat(started[0]).isEqualTo(1);
        assertThat(seq.isActive()).isTrue();
    }

    @Test
    void doubleChildren_oneCreatingMotionsFromItsBinder_eachWritesItsClockTime() {
        double[] cells = new double[4];
        int[] frames = {-1};
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < cells.length; k++) {
            int index = k;
            // Staggered 0.1 s apart; child 0 grows the double columns (the clock's too) in frames 0-2.
            b.insert(0.1 * k, Motion.create(0.0, 10.0, SECONDS).withScheduler(scheduler).bind(cells, (v, c) -> {
                c[index] = v;
                if (index == 0 && frames[0] >= 0 && frames[0] < 3) {
                    for (int m = 0; m < 8; m++) {
                        Motion.create(0.0, 1.0, SECONDS).withScheduler(scheduler).run();
                    }
                }
            }));
        }
        MotionHandle seq = b.run(clock -> clock.withScheduler(scheduler));
        double t = 0;
        for (int frame = 0; frame < 6; frame++) {
            frames[0] = frame;
            scheduler.update(0.15);
            t += 0.15;
            for (int k = 0; k < cells.length; k++) {
                double local = Math.max(0, Math.min(t - 0.1 * k, SECONDS));
                assertThat(cells[k]).as("child %d after frame %d", k, frame).isCloseTo(10 * local, within(1e-9));
            }
        }
        assertThat(seq.time()).isEqualTo(t);
        assertThat(scheduler.activeCount()).isEqualTo(1 + cells.length + 24);
    }

    /** A vector or colour motion of kind {@code kind} (0-4) writing its components to {@code cells}. */
    private MotionHandle vectorMotion(int kind, float[] cells, Runnable afterBind) {
        return switch (kind) {
            case 0 -> Motion.create(Float2.of(0, 1), Float2.of(1, -3), 0.5).withEase(Ease.IN_OUT_QUAD)
                    .withScheduler(scheduler).bind((x, y) -> {
                        cells[0] = x;
                        cells[1] = y;
                        afterBind.run();
                    });
            case 1 -> Motion.create(Float3.of(0, 1, 2), Float3.of(1, -3, 7), 0.5)
                    .withScheduler(scheduler).bind((x, y, z) -> {
                        cells[0] = x;
                        cells[1] = y;
                        cells[2] = z;
                        afterBind.run();
                    });
            case 2 -> ((Float4Builder<?>) Motion.create(Float4.of(0, 1, 2, 3), Float4.of(1, -3, 7, 0.5f), 0.5)
                    .withEase(Ease.OUT_BOUNCE).withScheduler(scheduler)).bind((x, y, z, w) -> {
                        cells[0] = x;
                        cells[1] = y;
                        cells[2] = z;
                        cells[3] = w;
                        afterBind.run();
                    });
            default -> ((Float4Builder<?>) Motion.create(Rgba.of(0.1f, 0.9f, 0.2f, 1),
                    Rgba.of(0.8f, 0.1f, 0.6f, 0.3f), 0.5)
                    .withColorSpace(kind == 3 ? ColorSpace.SRGB : ColorSpace.LINEAR)
                    .withScheduler(scheduler)).bind((x, y, z, w) -> {
                        cells[0] = x;
                        cells[1] = y;
                        cells[2] = z;
                        cells[3] = w;
                        afterBind.run();
                    });
        };
    }

    @Test
    void vectorAndColourChildren_writeWhatFreeTwinsSoughtToTheirLocalTimesWrite() {
        int kinds = 5;
        int perKind = 3;
        float[][] childCells = new float[kinds * perKind][4];
        float[][] twinCells = new float[kinds * perKind][4];
        MotionHandle[] children = new MotionHandle[kinds * perKind];
        MotionHandle[] twins = new MotionHandle[kinds * perKind];
        double[] positions = new double[kinds * perKind];
        int[] binds = {0};
        SequenceBuilder b = Sequence.create();
        for (int m = 0; m < childCells.length; m++) {
            int kind = m / perKind;
            // The children of one kind lie next to each other in the sequence's order, so that each
            // storage's children are sought as one run; the first Float3 child grows the columns on
            // its fifth bind (a fast seek: it has started), so the rest of its run must restart
            // over the new arrays.
            positions[m] = 0.1 * kind + 0.02 * (m % perKind);
            Runnable grow = m == perKind ? () -> {
                if (++binds[0] == 5) {
                    for (int k = 0; k < 200; k++) {
                        vectorMotion(1, new float[4], () -> { }).cancel();
                    }
                }
            } : () -> { };
            children[m] = vectorMotion(kind, childCells[m], grow);
            b.insert(positions[m], children[m]);
            twins[m] = vectorMotion(kind, twinCells[m], () -> { }).preserve();
            twins[m].pause();
        }
        MotionHandle seq = b.run(clock -> clock.withScheduler(scheduler)).preserve(); // kept at its end
        seq.pause();

        for (double t : new double[] {0.05, 0.3, 0.45, 0.2, 0.7, 0.95, 0.35, 0.1, 0.6}) {
            seq.setTime(t);
            for (int m = 0; m < twins.length; m++) {
                twins[m].setTime(Math.max(0, Math.min(t - positions[m], 0.5)));
                assertThat(childCells[m]).as("child %d (kind %d) at clock time %s", m, m / perKind, t)
                        .isEqualTo(twinCells[m]);
                // Read from the columns: a run that went on over arrays its binder had replaced would
                // have left these behind. (The clock's time is its own lerp of t: an ulp off t.)
                assertThat(children[m].time()).as("child %d's time at %s", m, t)
                        .isCloseTo(twins[m].time(), within(1e-9));
                assertThat(children[m].easedProgress()).isCloseTo(twins[m].easedProgress(), within(1e-9));
            }
        }
        assertThat(binds[0]).isGreaterThanOrEqualTo(5);
    }
}
