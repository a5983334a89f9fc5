package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.value.FloatBinder;
import org.junit.jupiter.api.Test;

class InitialCapacityTest {
    private static final FloatBinder<float[]> INTO = (v, a) -> a[0] = v;

    /** Bytes per create+bind, after the first motion has made the kind's storage. */
    private static long bytesPerCreate(ManualMotionScheduler scheduler, int motions) {
        float[] cell = new float[1];
        Motion.create(0f, 1f, 1).withScheduler(scheduler).bind(cell, INTO);
        long before = Allocations.allocated();
        for (int i = 1; i < motions; i++) {
            Motion.create(0f, 1f, 1).withScheduler(scheduler).bind(cell, INTO);
        }
        return (Allocations.allocated() - before) / motions;
    }

    @Test
    void presizedScheduler_createsWithoutGrowingArrays() {
        bytesPerCreate(new ManualMotionScheduler("warm-up", 20_000), 20_000);
        long presized = bytesPerCreate(new ManualMotionScheduler("presized", 20_000), 20_000);
        long growing = bytesPerCreate(new ManualMotionScheduler("growing"), 20_000);
        assertThat(presized).as("builder + handle only").isLessThan(160);
        assertThat(growing).as("growth copies every array").isGreaterThan(presized + 100);
    }

    @Test
    void presizedScheduler_stillGrowsPastItsCapacity() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler("small", 4);
        float[] cell = new float[1];
        for (int i = 0; i < 100; i++) {
            Motion.create(0f, 1f, 1).withScheduler(scheduler).bind(cell, INTO);
        }
        scheduler.update(0.5);
        assertThat(scheduler.activeCount()).isEqualTo(100);
        assertThat(cell[0]).isEqualTo(0.5f);
    }

    @Test
    void initialCapacity_outOfRange_throwsNamingIt() {
        assertThatThrownBy(() -> new ManualMotionScheduler("s", 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("initialCapacity")
                .hasMessageContaining("0");
        assertThatThrownBy(() -> new ManualMotionScheduler("s", (1 << 24) + 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("initialCapacity");
        assertThatThrownBy(() -> new ManualMotionScheduler(null, 16))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("name");
    }
}
