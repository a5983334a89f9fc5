package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.value.FloatBinder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class ParallelUpdateTest {
    /** Above the parallel threshold (32,768 motions per kind). */
    private static final int MOTIONS = 40_000;

    static final class Cell {
        float value;
        int binds;
    }

    private static final FloatBinder<Cell> BIND = (v, c) -> {
        c.value = v;
        c.binds++;
    };

    /** The same motions on one scheduler: eases, loops, delays, speeds, custom eases and completions. */
    private static Cell[] populate(ManualMotionScheduler s, List<Integer> completions) {
        Cell[] cells = new Cell[MOTIONS];
        Ease[] eases = Ease.values();
        for (int i = 0; i < MOTIONS; i++) {
            cells[i] = new Cell();
            int id = i;
            FloatMotionBuilder b = Motion.create(i % 5, 10f + i % 3, 0.5 + (i % 11) * 0.25)
                    .withScheduler(s)
                    .withEase(eases[i % eases.length])
                    .withOnComplete(() -> completions.add(id));
            if (i % 7 == 0) {
                b.withLoops(3, LoopType.values()[i % 4]);
            }
            if (i % 5 == 0) {
                b.withDelay(0.1 * (i % 4), i % 10 == 0 ? DelayType.EVERY_LOOP : DelayType.FIRST_LOOP);
            }
            if (i % 97 == 0) {
                b.withEase(t -> t * t * t);
            }
            MotionHandle h = b.bind(cells[i], BIND);
            if (i % 13 == 0) {
                h.setPlaybackSpeed(1.5);
            }
        }
        return cells;
    }

    @Test
    void parallelFrames_matchSerialFrames_valuesBindsAndCompletionOrder() {
        ManualMotionScheduler serial = new ManualMotionScheduler();
        ManualMotionScheduler parallel = new ManualMotionScheduler();
        parallel.setParallelism(2);
        List<Integer> serialDone = new ArrayList<>();
        List<Integer> parallelDone = new ArrayList<>();
        Cell[] a = populate(serial, serialDone);
        Cell[] b = populate(parallel, parallelDone);
        try {
            for (int frame = 0; frame < 150; frame++) {
                double dt = frame % 3 == 0 ? 1 / 30.0 : 1 / 60.0;
                serial.update(dt);
                parallel.update(dt);
                for (int i = 0; i < MOTIONS; i++) {
                    if (a[i].value != b[i].value || a[i].binds != b[i].binds) {
                        throw new AssertionError("frame " + frame + ", motion " + i + ": serial " + a[i].value + " ("
                                + a[i].binds + " binds), parallel " + b[i].value + " (" + b[i].binds + " binds)");
                    }
                }
            }
            assertThat(parallelDone).isNotEmpty().isEqualTo(serialDone);
            assertThat(parallel.activeCount()).isEqualTo(serial.activeCount());
        } finally {
            parallel.setParallelism(1);
        }
    }

    @Test
    void setParallelism_roundTrips() {
        ManualMotionScheduler s = new ManualMotionScheduler();

        s.setParallelism(3);
        int three = s.parallelism();
        s.setParallelism(1);

        assertThat(three).isEqualTo(3);
        assertThat(s.parallelism()).isEqualTo(1);
    }

    @Test
    void setParallelism_zero_throwsNamingIt() {
        ManualMotionScheduler s = new ManualMotionScheduler();

        assertThatThrownBy(() -> s.setParallelism(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads must be in [1, 64]: 0");
        assertThat(s.parallelism()).isEqualTo(1);
    }

    @Test
    void setParallelism_fromAnotherThread_throws() throws InterruptedException {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.update(0);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread other = new Thread(() -> {
            try {
                s.setParallelism(2);
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        other.start();
        other.join();

        assertThat(thrown.get()).isInstanceOf(IllegalStateException.class);
        assertThat(s.parallelism()).isEqualTo(1);
    }
}
