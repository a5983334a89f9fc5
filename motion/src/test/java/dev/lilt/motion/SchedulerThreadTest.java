package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SchedulerThreadTest {
    private final MotionScheduler originalDefault = Motion.defaultScheduler();
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler("test scheduler");

    @AfterEach
    void restoreDefault() {
        Motion.setDefaultScheduler(originalDefault);
    }

    /** Runs {@code action} on a new thread named "other" and returns what it threw (or null). */
    private static Throwable onOtherThread(Runnable action) throws Exception {
        Supplier<Throwable> call = () -> {
            try {
                action.run();
                return null;
            } catch (Throwable t) {
                return t;
            }
        };
        CompletableFuture<Throwable> f = new CompletableFuture<>();
        Thread t = new Thread(() -> f.complete(call.get()), "other");
        t.start();
        try {
            return f.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new AssertionError(e);
        }
    }

    private MotionHandle ownedHere() {
        return Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
    }

    @Test
    void update_fromOtherThread_throwsNamingBothThreads() throws Exception {
        ownedHere();
        Throwable e = onOtherThread(() -> scheduler.update(0.1));
        assertThat(e).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContainingAll("test scheduler", "confined", Thread.currentThread().getName(), "other");
        assertThat(scheduler.time()).isZero();
    }

    @Test
    void bind_fromOtherThread_throws_builderStaysUsableOnOwner() throws Exception {
        ownedHere();
        FloatMotionBuilder b = Motion.create(0f, 1f, 1).withScheduler(scheduler);
        Throwable e = onOtherThread(() -> b.bind(v -> { }));
        assertThat(e).isExactlyInstanceOf(IllegalStateException.class).hasMessageContaining("confined");
        assertThat(scheduler.activeCount()).isEqualTo(1);
        assertThat(b.run().isActive()).isTrue();
    }

    @Test
    void handleOperations_fromOtherThread_throw() throws Exception {
        MotionHandle h = ownedHere();
        Runnable[] operations = {h::isActive, h::isPlaying, h::cancel, h::tryCancel, h::complete, h::time,
            () -> h.setTime(0.5), () -> h.setPlaybackSpeed(2), h::value, scheduler::clear, scheduler::activeCount};
        for (Runnable op : operations) {
            assertThat(onOtherThread(op)).isExactlyInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("confined");
        }
        assertThat(h.isPlaying()).isTrue();
        assertThat(h.playbackSpeed()).isEqualTo(1.0);
    }

    @Test
    void firstThreadToUse_becomesOwner() throws Exception {
        ManualMotionScheduler fresh = new ManualMotionScheduler();
        Throwable onOther = onOtherThread(() -> {
            Motion.create(0f, 1f, 1).withScheduler(fresh).run();
            fresh.update(0.5);
        });
        assertThat(onOther).isNull();
        assertThatThrownBy(() -> fresh.update(0.1)).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'other'");
        assertThat(fresh.time()).isEqualTo(0.5);
    }

    @Test
    void construction_onAnyThread_ownerIsFirstUser() throws Exception {
        ManualMotionScheduler[] made = new ManualMotionScheduler[1];
        assertThat(onOtherThread(() -> made[0] = new ManualMotionScheduler())).isNull();
        made[0].update(0.25);
        assertThat(made[0].time()).isEqualTo(0.25);
    }

    @Test
    void noneHandle_fromOtherThread_isInactive() throws Exception {
        ownedHere();
        assertThat(onOtherThread(() -> {
            if (MotionHandle.NONE.isActive()) {
                throw new AssertionError("NONE active");
            }
        })).isNull();
    }

    @Test
    void defaultScheduler_isManualOutOfTheBox() {
        MotionScheduler d = Motion.defaultScheduler();
        assertThat(d).isInstanceOf(ManualMotionScheduler.class);
        assertThat(d.manual()).isSameAs(d);
        assertThat(Motion.defaultScheduler()).isSameAs(d);
    }

    @Test
    void setDefaultScheduler_newMotionsUseIt() {
        Motion.setDefaultScheduler(scheduler);
        MotionHandle h = Motion.create(0.0, 4.0, 1).run();
        assertThat(Motion.defaultScheduler()).isSameAs(scheduler);
        assertThat(scheduler.activeCount()).isEqualTo(1);
        scheduler.update(0.5);
        assertThat(h.value()).isEqualTo(2.0);
    }

    @Test
    void setDefaultScheduler_existingMotionsStay() {
        ManualMotionScheduler first = new ManualMotionScheduler();
        Motion.setDefaultScheduler(first);
        MotionHandle h = Motion.create(0.0, 4.0, 1).run();
        Motion.setDefaultScheduler(scheduler);
        scheduler.update(0.5);
        assertThat(h.time()).isZero();
        first.update(0.25);
        assertThat(h.time()).isEqualTo(0.25);
    }

    @Test
    void customScheduler_delegatingToManual_runsMotions() {
        MotionScheduler wrapper = () -> scheduler;
        MotionHandle h = Motion.create(0.0, 4.0, 1).withScheduler(wrapper).run();
        scheduler.update(0.25);
        assertThat(h.value()).isEqualTo(1.0);
        assertThat(wrapper.activeCount()).isEqualTo(1);
        assertThat(wrapper.time()).isEqualTo(0.25);
        wrapper.clear();
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void time_andActiveCount_trackUpdates() {
        ownedHere();
        Motion.create(0, 1, 2).withScheduler(scheduler).run();
        scheduler.update(0.5);
        scheduler.update(0.75);
        assertThat(scheduler.time()).isEqualTo(1.25);
        assertThat(scheduler.activeCount()).isEqualTo(1);
        assertThat(scheduler.manual()).isSameAs(scheduler);
        assertThat(scheduler).hasToString("test scheduler");
    }
}
