package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RoundingTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    /** Int values of 0 → {@code to} over 1 s at each time, each sought by setTime from its own motion. */
    private List<Integer> intValues(int to, RoundingMode mode, double... times) {
        List<Integer> out = new ArrayList<>();
        for (double t : times) {
            int[] box = {Integer.MIN_VALUE};
            MotionHandle h = Motion.create(0, to, 1).withScheduler(scheduler).withRoundingMode(mode)
                    .bind(box, (v, b) -> b[0] = v);
            h.setTime(t);
            out.add(box[0]);
            h.tryCancel();
        }
        return out;
    }

    private List<Long> longValues(long to, RoundingMode mode, double... times) {
        List<Long> out = new ArrayList<>();
        for (double t : times) {
            long[] box = {Long.MIN_VALUE};
            MotionHandle h = Motion.create(0L, to, 1).withScheduler(scheduler).withRoundingMode(mode)
                    .bind(box, (v, b) -> b[0] = v);
            h.setTime(t);
            out.add(box[0]);
            h.tryCancel();
        }
        return out;
    }

    @Test
    void toEven_isDefault() {
        int[] box = {-1};
        Motion.create(0, 5, 1).withScheduler(scheduler).bind(box, (v, b) -> b[0] = v);
        scheduler.update(0.5);
        assertThat(box[0]).isEqualTo(2);
    }

    @Test
    void toEven_halves_roundToEven() {
        assertThat(intValues(5, RoundingMode.TO_EVEN, 0.1, 0.3, 0.5)).containsExactly(0, 2, 2);
        assertThat(intValues(-5, RoundingMode.TO_EVEN, 0.1, 0.3, 0.5)).containsExactly(0, -2, -2);
    }

    @Test
    void awayFromZero_halves_roundAway() {
        assertThat(intValues(5, RoundingMode.AWAY_FROM_ZERO, 0.1, 0.3, 0.5)).containsExactly(1, 2, 3);
        assertThat(intValues(-5, RoundingMode.AWAY_FROM_ZERO, 0.1, 0.3, 0.5)).containsExactly(-1, -2, -3);
    }

    @Test
    void awayFromZero_justBelowHalf_roundsDown() {
        double belowHalf = Math.nextDown(0.5);
        assertThat(intValues(1, RoundingMode.AWAY_FROM_ZERO, belowHalf)).containsExactly(0);
        assertThat(intValues(-1, RoundingMode.AWAY_FROM_ZERO, belowHalf)).containsExactly(0);
        assertThat(intValues(-1, RoundingMode.AWAY_FROM_ZERO, Math.nextUp(0.5))).containsExactly(-1);
        assertThat(longValues(1, RoundingMode.AWAY_FROM_ZERO, belowHalf)).containsExactly(0L);
    }

    @Test
    void toZero_truncates() {
        assertThat(intValues(5, RoundingMode.TO_ZERO, 0.1, 0.3, 0.5, 0.38)).containsExactly(0, 1, 2, 1);
        assertThat(intValues(-5, RoundingMode.TO_ZERO, 0.1, 0.3, 0.5, 0.38)).containsExactly(0, -1, -2, -1);
    }

    @Test
    void toPositiveInfinity_ceils() {
        assertThat(intValues(5, RoundingMode.TO_POSITIVE_INFINITY, 0.1, 0.3, 0.5, 0.22)).containsExactly(1, 2, 3, 2);
        assertThat(intValues(-5, RoundingMode.TO_POSITIVE_INFINITY, 0.1, 0.3, 0.5, 0.38))
                .containsExactly(0, -1, -2, -1);
    }

    @Test
    void toNegativeInfinity_floors() {
        assertThat(intValues(5, RoundingMode.TO_NEGATIVE_INFINITY, 0.1, 0.3, 0.5, 0.38)).containsExactly(0, 1, 2, 1);
        assertThat(intValues(-5, RoundingMode.TO_NEGATIVE_INFINITY, 0.1, 0.3, 0.5, 0.22))
                .containsExactly(-1, -2, -3, -2);
    }

    @Test
    void nonHalves_roundToNearest_inNearestModes() {
        assertThat(intValues(10, RoundingMode.TO_EVEN, 0.14, 0.16, 0.96)).containsExactly(1, 2, 10);
        assertThat(intValues(10, RoundingMode.AWAY_FROM_ZERO, 0.14, 0.16, 0.96)).containsExactly(1, 2, 10);
    }

    @Test
    void long_everyMode_matchesInt() {
        for (RoundingMode mode : RoundingMode.values()) {
            List<Integer> ints = intValues(-5, mode, 0.1, 0.3, 0.5, 0.38);
            List<Long> longs = longValues(-5, mode, 0.1, 0.3, 0.5, 0.38);
            assertThat(longs).as(mode.name()).containsExactlyElementsOf(ints.stream().map(Integer::longValue).toList());
        }
    }

    @Test
    void long_largeValues_exactAtEnds() {
        long big = 1L << 52;
        assertThat(longValues(big, RoundingMode.TO_EVEN, 0.0, 0.5, 1.0)).containsExactly(0L, big / 2, big);
    }

    @Test
    void int_throughUpdate_halfValuesLandExactly() {
        int[] box = {-1};
        Motion.create(0, 5, 1).withScheduler(scheduler).withRoundingMode(RoundingMode.AWAY_FROM_ZERO)
                .bind(box, (v, b) -> b[0] = v);
        scheduler.update(0.1);
        assertThat(box[0]).isEqualTo(1);
    }

    @Test
    void int_pastTheIntRange_handleValueEqualsTheClampedBoundValue() {
        int[] box = {0};
        MotionHandle h = Motion.create(0, 2_000_000_000, 1).withScheduler(scheduler)
                .withLoops(2, LoopType.INCREMENTAL).bind(box, (v, b) -> b[0] = v);
        scheduler.update(1.5);
        assertThat(box[0]).isEqualTo(Integer.MAX_VALUE);
        assertThat(h.value()).isEqualTo(Integer.MAX_VALUE);
    }
}
