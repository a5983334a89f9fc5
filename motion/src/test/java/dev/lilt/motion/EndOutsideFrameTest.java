package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.diagnostics.LiveMotion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * cancel() and complete() between frames end the motion at the call — callbacks, value, handle,
 * counts — while its row waits for the next frame's sweep: nothing of that wait shows.
 */
class EndOutsideFrameTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private MotionHandle motion(String id, float[] sink) {
        return Motion.create(0f, 10f, 1).withScheduler(scheduler).withDebugName(id)
                .withOnComplete(() -> log.add(id + " complete"))
                .withOnCancel(() -> log.add(id + " cancel"))
                .bind(sink, (v, s) -> {
                    s[0] = v;
                    log.add(id + " bind");
                });
    }

    @Test
    void cancel_betweenFrames_endsAtTheCall_andTheNextFrameNeverBindsIt() {
        float[] a = new float[1];
        float[] b = new float[1];
        MotionHandle ha = motion("a", a);
        MotionHandle hb = motion("b", b);
        scheduler.update(0.25);
        log.clear();

        ha.cancel();

        assertThat(log).containsExactly("a cancel");
        assertThat(ha.isActive()).isFalse();
        assertThat(ha.tryCancel()).isFalse();
        assertThatThrownBy(ha::cancel).isExactlyInstanceOf(IllegalStateException.class);
        assertThatThrownBy(ha::value).isExactlyInstanceOf(IllegalStateException.class);
        assertThat(scheduler.activeCount()).isEqualTo(1);
        assertThat(scheduler.liveMotions().motions()).extracting(LiveMotion::debugName).containsExactly("b");

        log.clear();
        scheduler.update(0.25);

        assertThat(log).containsExactly("b bind");
        assertThat(a[0]).isEqualTo(2.5f);
        assertThat(b[0]).isEqualTo(5f);
        assertThat(hb.isActive()).isTrue();
        assertThat(scheduler.activeCount()).isEqualTo(1);
    }

    @Test
    void complete_betweenFrames_bindsTheEndAndFiresOnCompleteAtTheCall_thenTheMotionIsGone() {
        float[] a = new float[1];
        MotionHandle ha = motion("a", a);
        scheduler.update(0.25);
        log.clear();

        ha.complete();

        assertThat(log).containsExactly("a bind", "a complete");
        assertThat(a[0]).isEqualTo(10f);
        assertThat(ha.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
        assertThatThrownBy(ha::complete).isExactlyInstanceOf(IllegalStateException.class);
        assertThat(ha.tryCancel()).as("a completed motion ends once").isFalse();

        scheduler.update(0.25);

        assertThat(log).containsExactly("a bind", "a complete");
        assertThat(scheduler.liveMotions().motions()).isEmpty();
    }

    @Test
    void complete_betweenFrames_preserved_staysAliveAndSeekable_untilCancelled() {
        float[] a = new float[1];
        MotionHandle ha = motion("a", a).preserve();
        scheduler.update(0.25);
        ha.complete();
        log.clear();

        scheduler.update(0.25);

        assertThat(log).as("a completed motion is not bound again by a frame").isEmpty();
        assertThat(ha.isActive()).isTrue();
        assertThat(ha.isPlaying()).isFalse();
        ha.setTime(0.5);
        assertThat(a[0]).isEqualTo(5f);
        assertThat(scheduler.activeCount()).isEqualTo(1);

        ha.cancel();
        scheduler.update(0.25);

        assertThat(log).as("sought back, it plays again: cancelling it ends it").containsExactly("a bind", "a cancel");
        assertThat(ha.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void manyEndsBetweenFrames_leaveTheOthersPlayingWithTheirOwnValues() {
        float[][] sinks = new float[200][1];
        MotionHandle[] handles = new MotionHandle[200];
        for (int m = 0; m < handles.length; m++) {
            float end = m;
            handles[m] = Motion.create(0f, end, 1).withScheduler(scheduler).bind(sinks[m], (v, s) -> s[0] = v);
        }
        scheduler.update(0.5);
        for (int m = 0; m < handles.length; m += 3) {
            handles[m].cancel();
        }
        int ended = (handles.length + 2) / 3;
        for (int m = 1; m < handles.length; m += 7) {
            boolean live = m % 3 != 0;
            assertThat(handles[m].tryComplete()).as("tryComplete of motion %d", m).isEqualTo(live);
            ended += live ? 1 : 0;
        }

        scheduler.update(0.25);

        for (int m = 0; m < handles.length; m++) {
            boolean cancelled = m % 3 == 0;
            boolean completed = !cancelled && m % 7 == 1;
            assertThat(handles[m].isActive()).as("motion %d", m).isEqualTo(!cancelled && !completed);
            float expected = cancelled ? m * 0.5f : completed ? m : m * 0.75f;
            assertThat(sinks[m][0]).as("value of motion %d", m).isEqualTo(expected);
        }
        assertThat(scheduler.activeCount()).isEqualTo(handles.length - ended);
    }

    @Test
    void endsBetweenFrames_thenCreations_withoutAFrame_keepEveryHandleDistinctAndRight() {
        ManualMotionScheduler presized = new ManualMotionScheduler("presized", 64);
        float[] sink = new float[1];
        List<MotionHandle> live = new ArrayList<>();
        for (int m = 0; m < 64; m++) {
            live.add(Motion.create(0f, 1f, 1).withScheduler(presized).bind(sink, (v, s) -> s[0] = v));
        }
        List<MotionHandle> ended = new ArrayList<>();
        for (int round = 0; round < 50; round++) {
            for (int k = 0; k < 8; k++) {
                MotionHandle h = live.remove((round * 5 + k * 7) % live.size());
                h.cancel();
                ended.add(h);
            }
            for (int k = 0; k < 8; k++) {
                live.add(Motion.create(0f, 1f, 1).withScheduler(presized).bind(sink, (v, s) -> s[0] = v));
            }
        }

        assertThat(presized.activeCount()).isEqualTo(64);
        assertThat(ended).noneMatch(MotionHandle::isActive);
        assertThat(live).allMatch(MotionHandle::isActive).doesNotHaveDuplicates();
        presized.update(0.5);
        assertThat(live).allMatch(h -> h.value() == 0.5f);
        presized.close();
    }

    @Test
    void clearTrimAndClose_afterEndsBetweenFrames_countNoDeadMotion() {
        float[] sink = new float[1];
        MotionHandle kept = Motion.create(0f, 1f, 1).withScheduler(scheduler).bind(sink, (v, s) -> s[0] = v);
        for (int m = 0; m < 100; m++) {
            Motion.create(0f, 1f, 1).withScheduler(scheduler).run().cancel();
        }
        scheduler.trimToSize();
        assertThat(scheduler.activeCount()).isEqualTo(1);
        assertThat(kept.isActive()).isTrue();

        MotionHandle cancelled = motion("c", sink);
        cancelled.cancel();
        scheduler.clear();

        assertThat(scheduler.activeCount()).isZero();
        assertThat(log).containsExactly("c bind", "c cancel");
        scheduler.close();
        assertThat(kept.isActive()).isFalse();
    }

    @Test
    void sequence_cancelledBetweenFrames_itsChildrenDieAtTheCall() {
        float[] sink = new float[1];
        MotionHandle a = motion("a", sink);
        MotionHandle b = motion("b", sink);
        MotionHandle seq = Sequence.create().append(a).append(b).run(c -> c.withScheduler(scheduler));
        scheduler.update(0.5);
        assertThatThrownBy(a::cancel).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("sequence");
        log.clear();

        seq.cancel();

        assertThat(log).containsExactly("a cancel", "b cancel");
        assertThat(seq.isActive()).isFalse();
        assertThat(a.isActive()).isFalse();
        assertThat(b.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
        scheduler.update(1);
        assertThat(log).containsExactly("a cancel", "b cancel");
    }

    @Test
    void sequence_completedBetweenFrames_childrenEndAtTheirEnds_andDieWithIt() {
        float[] sa = new float[1];
        float[] sb = new float[1];
        MotionHandle a = motion("a", sa);
        MotionHandle b = motion("b", sb);
        MotionHandle seq = Sequence.create().append(a).append(b).run(c -> c.withScheduler(scheduler));
        scheduler.update(0.5);
        log.clear();

        seq.complete();

        assertThat(sa[0]).isEqualTo(10f);
        assertThat(sb[0]).isEqualTo(10f);
        assertThat(log).containsOnlyOnce("a complete", "b complete").doesNotContain("a cancel", "b cancel");
        assertThat(seq.isActive()).isFalse();
        assertThat(a.isActive()).isFalse();
        assertThat(b.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void frameAfterEnds_parallel_equalsSerial() {
        float[] serial = framesWithEnds(1);
        float[] parallel = framesWithEnds(2);

        assertThat(parallel).containsExactly(serial);
    }

    /** 40,000 float motions (above the parallel threshold), a fifth ended between frames. */
    private static float[] framesWithEnds(int threads) {
        ManualMotionScheduler s = new ManualMotionScheduler("ends " + threads, 40_000);
        s.setParallelism(threads);
        float[] values = new float[40_000];
        MotionHandle[] handles = new MotionHandle[values.length];
        for (int m = 0; m < handles.length; m++) {
            int at = m;
            handles[m] = Motion.create(0f, m, 1 + m % 5).withEase(Ease.values()[m % 31]).withScheduler(s)
                    .bind(values, (v, a) -> a[at] = v);
        }
        s.update(0.1);
        for (int m = 0; m < handles.length; m += 5) {
            if (m % 2 == 0) {
                handles[m].cancel();
            } else {
                handles[m].complete();
            }
        }
        s.update(0.1);
        s.update(0.3);
        s.close();
        return values;
    }

    @Test
    void framesAfterEndsBetweenFrames_presized_allocateNothing() {
        ManualMotionScheduler presized = new ManualMotionScheduler("presized frames", 4_096);
        float[] sink = new float[1];
        MotionHandle[] handles = new MotionHandle[3_000];
        for (int m = 0; m < handles.length; m++) {
            handles[m] = Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(presized).bind(sink, (v, s) -> s[0] = v);
        }
        long frameBytes = 0;
        for (int round = 0; round < 3_000; round++) {
            int first = round % 30;
            for (int m = first; m < handles.length; m += 30) {
                handles[m].cancel();
            }
            long before = Allocations.allocated();
            presized.update(0.016); // sweeps the 100 rows
            long after = Allocations.allocated();
            for (int m = first; m < handles.length; m += 30) {
                handles[m] = Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(presized)
                        .bind(sink, (v, s) -> s[0] = v);
            }
            if (round >= 2_000) {
                frameBytes += after - before;
            }
        }

        assertThat(frameBytes).as("bytes allocated by 1,000 frames that each sweep 100 rows")
                .isLessThan(Allocations.BOUND);
        assertThat(presized.activeCount()).isEqualTo(handles.length);
        presized.close();
    }
}
