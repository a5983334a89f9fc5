package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Dense storage, swap-remove, growth and generational handles, seen through the public API. */
class StorageTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    @Test
    void tenThousandMotions_cancelRandomHalf_restKeepTheirValues() {
        int n = 10_000;
        float[] values = new float[n];
        List<MotionHandle> handles = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int index = i;
            handles.add(Motion.create(i, i + 100f, 1 + i % 7).withScheduler(scheduler)
                    .bind(values, (v, a) -> a[index] = v));
        }
        Random random = new Random(42);
        boolean[] cancelled = new boolean[n];
        for (int i = 0; i < n / 2; i++) {
            int k = random.nextInt(n);
            cancelled[k] |= handles.get(k).tryCancel();
        }
        scheduler.update(0.5);
        int alive = 0;
        for (int i = 0; i < n; i++) {
            MotionHandle h = handles.get(i);
            if (cancelled[i]) {
                assertThat(h.isActive()).isFalse();
                assertThat(values[i]).isEqualTo((float) i);
            } else {
                alive++;
                float expected = (float) (i + 100 * (0.5 / (1 + i % 7)));
                assertThat(values[i]).as("motion %d", i).isEqualTo(expected);
                assertThat(h.value()).isEqualTo(expected);
                assertThat(h.duration()).isEqualTo(1 + i % 7);
            }
        }
        assertThat(scheduler.activeCount()).isEqualTo(alive);
    }

    @Test
    void swapRemove_movedMotionKeepsItsHandle() {
        MotionHandle a = Motion.create(0.0, 1.0, 1).withScheduler(scheduler).run();
        MotionHandle b = Motion.create(0.0, 2.0, 1).withScheduler(scheduler).run();
        MotionHandle c = Motion.create(0.0, 3.0, 1).withScheduler(scheduler).run();
        a.cancel();
        scheduler.update(0.5);
        assertThat(c.value()).isEqualTo(1.5);
        assertThat(b.value()).isEqualTo(1.0);
        c.setTime(1.0);
        assertThat(b.isActive()).isTrue();
        assertThat(c.isActive()).isFalse();
    }

    @Test
    void reusedSlot_oldHandleNeverReachesNewMotion() {
        MotionHandle old = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        old.cancel();
        MotionHandle fresh = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        assertThat(old).isNotEqualTo(fresh);
        assertThat(old.isActive()).isFalse();
        assertThatThrownBy(old::cancel).isInstanceOf(IllegalStateException.class);
        assertThat(old.tryCancel()).isFalse();
        assertThat(fresh.isActive()).isTrue();
    }

    @Test
    void shortMotionsRepeatedly_everyHandleDistinct_onlyLatestActive() {
        Set<MotionHandle> seen = new HashSet<>();
        MotionHandle previous = MotionHandle.NONE;
        for (int i = 0; i < 1_000; i++) {
            MotionHandle h = Motion.create(0f, 1f, 0.01).withScheduler(scheduler).run();
            assertThat(seen.add(h)).isTrue();
            assertThat(previous.isActive()).isFalse();
            scheduler.update(0.02);
            previous = h;
        }
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void clear_oldHandlesDeadForGood_evenForMotionsInSameSlots() {
        List<MotionHandle> before = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            before.add(Motion.create(0f, 1f, 1).withScheduler(scheduler).run());
        }
        scheduler.clear();
        List<MotionHandle> after = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            after.add(Motion.create(0f, 1f, 1).withScheduler(scheduler).run());
        }
        for (MotionHandle old : before) {
            assertThat(old.isActive()).isFalse();
            assertThat(old.tryCancel()).isFalse();
            assertThat(after).doesNotContain(old);
        }
        assertThat(after).allSatisfy(h -> assertThat(h.isActive()).isTrue());
        assertThat(scheduler.activeCount()).isEqualTo(50);
    }

    @Test
    void clear_repeated_versionsNeverRewind() {
        MotionHandle first = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        for (int i = 0; i < 20; i++) {
            scheduler.clear();
            MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
            assertThat(h).isNotEqualTo(first);
            assertThat(first.isActive()).isFalse();
        }
    }

    @Test
    void handlesOfDifferentSchedulers_neverEqual() {
        ManualMotionScheduler other = new ManualMotionScheduler();
        MotionHandle a = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle b = Motion.create(0f, 1f, 1).withScheduler(other).run();
        assertThat(a).isNotEqualTo(b);
        a.cancel();
        assertThat(b.isActive()).isTrue();
    }

    @Test
    void handlesOfDifferentKinds_independent() {
        MotionHandle f = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle d = Motion.create(0.0, 1.0, 1).withScheduler(scheduler).run();
        assertThat(f).isNotEqualTo(d);
        f.cancel();
        assertThat(d.isActive()).isTrue();
    }

    @Test
    void none_neverMatchesAMotion() {
        for (int i = 0; i < 10; i++) {
            assertThat(Motion.create(0f, 1f, 1).withScheduler(scheduler).run()).isNotEqualTo(MotionHandle.NONE);
        }
        assertThat(MotionHandle.NONE.isActive()).isFalse();
        assertThat(MotionHandle.NONE).hasToString("MotionHandle.NONE");
    }

    @Test
    void growth_afterManyCreatesAndRemovals_valuesStayCorrect() {
        List<MotionHandle> live = new ArrayList<>();
        Random random = new Random(7);
        for (int round = 0; round < 20; round++) {
            for (int i = 0; i < 200; i++) {
                live.add(Motion.create(0.0, 100.0, 10).withScheduler(scheduler).run());
            }
            for (int i = 0; i < 100; i++) {
                live.remove(random.nextInt(live.size())).cancel();
            }
        }
        scheduler.update(1);
        assertThat(live).hasSize(2_000).allSatisfy(h -> assertThat(h.value()).isEqualTo(10.0));
        assertThat(scheduler.activeCount()).isEqualTo(2_000);
    }
}
