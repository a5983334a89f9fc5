package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CallbackOrderTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();
    private final MotionHandle[] handles = new MotionHandle[4];
    private final List<Throwable> thrown = new ArrayList<>();

    private DoubleMotionBuilder logged(String name, double seconds) {
        return Motion.create(0.0, 10.0, seconds).withScheduler(scheduler).withDebugName(name)
                .withOnLoopComplete(n -> log.add(name + ".loop" + n))
                .withOnComplete(() -> log.add(name + ".complete"))
                .withOnCancel(() -> log.add(name + ".cancel"));
    }

    private MotionHandle bindLogged(String name, double seconds) {
        return logged(name, seconds).bind(log, (v, l) -> l.add(name + "=" + v));
    }

    @Test
    void frame_bindThenLoopCompleteThenComplete() {
        MotionHandle h = logged("a", 1).withLoops(2).bind(log, (v, l) -> l.add("a=" + v));
        log.clear();
        scheduler.update(2);
        assertThat(log).containsExactly("a=10.0", "a.loop1", "a.loop2", "a.complete");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void frame_allBindsBeforeAnyCallback() {
        bindLogged("a", 1);
        bindLogged("b", 1);
        log.clear();
        scheduler.update(1);
        assertThat(log).containsExactly("a=10.0", "b=10.0", "a.loop1", "a.complete", "b.loop1", "b.complete");
    }

    @Test
    void onComplete_motionAlreadyInactive() {
        handles[0] = Motion.create(0f, 1f, 1).withScheduler(scheduler)
                .withOnComplete(() -> log.add("active=" + handles[0].isActive() + " playing=" + handles[0].isPlaying()))
                .run();
        scheduler.update(1);
        assertThat(log).containsExactly("active=false playing=false");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void onComplete_preservedMotionStaysActive() {
        handles[0] = Motion.create(0f, 1f, 1).withScheduler(scheduler)
                .withOnComplete(() -> log.add("active=" + handles[0].isActive() + " playing=" + handles[0].isPlaying()))
                .run().preserve();
        scheduler.update(1);
        assertThat(log).containsExactly("active=true playing=false");
        assertThat(scheduler.activeCount()).isEqualTo(1);
    }

    @Test
    void onLoopComplete_eachLoopOnceEvenAcrossFrames() {
        logged("a", 0.5).withLoops(4).run();
        for (int i = 0; i < 9; i++) {
            scheduler.update(0.25);
        }
        assertThat(log).containsExactly("a.loop1", "a.loop2", "a.loop3", "a.loop4", "a.complete");
    }

    @Test
    void onComplete_cancelsOtherMotion_otherGetsOnCancelAndDies() {
        MotionHandle b = bindLogged("b", 5);
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnComplete(b::cancel).run();
        MotionHandle c = bindLogged("c", 5);
        log.clear();
        scheduler.update(1);
        assertThat(log).containsExactly("b=2.0", "c=2.0", "b.cancel");
        assertThat(b.isActive()).isFalse();
        assertThat(c.isActive()).isTrue();
        scheduler.update(1);
        assertThat(log).endsWith("c=4.0").doesNotContain("b=4.0");
        assertThat(scheduler.activeCount()).isEqualTo(1);
    }

    @Test
    void binder_cancelsLaterMotion_laterIsNotBoundThatFrame() {
        handles[1] = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withImmediateBind(false)
                .bind(log, (v, l) -> l.add("b=" + v));
        Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withImmediateBind(false)
                .bind(log, (v, l) -> {
                    l.add("a=" + v);
                    handles[1].tryCancel();
                });
        scheduler.update(0.5);
        assertThat(log).containsExactly("b=5.0", "a=5.0");
        log.clear();
        handles[1] = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withImmediateBind(false)
                .bind(log, (v, l) -> l.add("c=" + v));
        scheduler.update(0.25);
        assertThat(log).containsExactly("a=7.5");
    }

    @Test
    void binder_cancelsEarlierCreatedButLaterIndexedMotion_notBoundAfterCancel() {
        Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withImmediateBind(false)
                .bind(log, (v, l) -> {
                    l.add("a=" + v);
                    if (handles[1] != null) {
                        handles[1].tryCancel();
                    }
                });
        handles[1] = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withImmediateBind(false)
                .withOnCancel(() -> log.add("b.cancel"))
                .bind(log, (v, l) -> l.add("b=" + v));
        scheduler.update(0.5);
        assertThat(log).containsExactly("a=5.0", "b.cancel");
    }

    @Test
    void onComplete_completesOtherMotion() {
        MotionHandle b = logged("b", 5).withLoops(2).run();
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnComplete(b::complete).run();
        scheduler.update(1);
        assertThat(log).containsExactly("b.loop1", "b.loop2", "b.complete");
        assertThat(b.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void onComplete_createsMotion_firstAdvancedByNextUpdate() {
        Motion.create(0f, 1f, 1).withScheduler(scheduler)
                .withOnComplete(() -> handles[0] = bindLogged("new", 1)).run();
        scheduler.update(1);
        assertThat(handles[0].time()).isZero();
        assertThat(log).containsExactly("new=0.0");
        scheduler.update(0.5);
        assertThat(handles[0].time()).isEqualTo(0.5);
        assertThat(log).containsExactly("new=0.0", "new=5.0");
    }

    @Test
    void onComplete_createsMotionOfKindUpdatedLater_firstAdvancedByNextUpdate() {
        Motion.create(0f, 1f, 1).withScheduler(scheduler)
                .withOnComplete(() -> handles[0] = Motion.create(0, 100, 1).withScheduler(scheduler).run()).run();
        Motion.create(0, 1, 10).withScheduler(scheduler).run();
        scheduler.update(1);
        assertThat(handles[0].time()).isZero();
        assertThat(handles[0].value()).isZero();
        scheduler.update(0.25);
        assertThat(handles[0].time()).isEqualTo(0.25);
        assertThat(handles[0].value()).isEqualTo(25.0);
    }

    @Test
    void binder_createsMotion_firstAdvancedByNextUpdate() {
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withImmediateBind(false).bind(handles, (v, h) -> {
            if (h[0] == null) {
                h[0] = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
            }
        });
        scheduler.update(0.5);
        assertThat(handles[0].time()).isZero();
    }

    @Test
    void callbacks_createManyMotionsDuringUpdate_arraysGrowSafely() {
        List<MotionHandle> created = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Motion.create(0.0, 1.0, 1).withScheduler(scheduler).withOnComplete(() -> {
                for (int k = 0; k < 100; k++) {
                    created.add(Motion.create(0.0, 1.0, 1).withScheduler(scheduler).run());
                }
            }).run();
        }
        scheduler.update(1);
        assertThat(created).hasSize(800).allSatisfy(h -> assertThat(h.time()).isZero());
        assertThat(scheduler.activeCount()).isEqualTo(800);
        scheduler.update(0.5);
        assertThat(created).allSatisfy(h -> assertThat(h.value()).isEqualTo(0.5));
    }

    @Test
    void onCancel_ofOtherMotion_firesDuringUpdateWithoutCorruptingFrame() {
        MotionHandle victim = bindLogged("victim", 1);
        MotionHandle survivor = bindLogged("survivor", 4);
        Motion.create(0f, 1f, 0.5).withScheduler(scheduler).withOnComplete(victim::cancel).run();
        log.clear();
        scheduler.update(0.5);
        scheduler.update(0.5);
        assertThat(log).containsExactly("victim=5.0", "survivor=1.25", "victim.cancel", "survivor=2.5");
        assertThat(survivor.value()).isEqualTo(2.5);
    }

    @Test
    void update_fromCallback_throwsIllegalState() {
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnComplete(this::tryUpdate)
                .withOnLoopComplete(n -> tryUpdate())
                .bind(log, (v, l) -> tryUpdate());
        scheduler.update(1);
        assertThat(thrown).hasSize(4).allSatisfy(e -> assertThat(e).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("update"));
    }

    @Test
    void update_fromOnCancelOutsideUpdate_throwsIllegalState() {
        MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnCancel(this::tryUpdate).run();
        h.cancel();
        assertThat(thrown).singleElement().isInstanceOf(IllegalStateException.class);
        assertThat(scheduler.time()).isZero();
    }

    private void tryUpdate() {
        try {
            scheduler.update(0.1);
        } catch (RuntimeException e) {
            thrown.add(e);
        }
    }

    @Test
    void clear_cancelsEveryMotionFiringOnCancelOfUnfinished() {
        bindLogged("a", 1);
        MotionHandle b = logged("b", 1).run().preserve();
        Motion.create(0, 5, 1).withScheduler(scheduler).withOnCancel(() -> log.add("int.cancel")).run();
        b.setTime(1);
        log.clear();
        scheduler.clear();
        assertThat(log).containsExactlyInAnyOrder("a.cancel", "int.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void clear_motionCreatedByOnCancel_survivesAndClearTerminates() {
        int[] cancels = {0};
        Runnable[] restart = new Runnable[1];
        restart[0] = () -> {
            cancels[0]++;
            if (cancels[0] < 1000) {
                handles[0] = Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnCancel(restart[0]).run();
            }
        };
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnCancel(restart[0]).run();
        scheduler.clear();
        assertThat(cancels[0]).isEqualTo(1);
        assertThat(handles[0].isActive()).isTrue();
        assertThat(scheduler.activeCount()).isEqualTo(1);
    }

    @Test
    void onComplete_preservedMotionSeeksItselfBack_replays() {
        int[] completions = {0};
        handles[0] = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withOnComplete(() -> {
            if (++completions[0] < 3) {
                handles[0].setTime(0);
            }
        }).run().preserve();
        scheduler.update(1);
        assertThat(handles[0].isPlaying()).isTrue();
        assertThat(handles[0].time()).isZero();
        scheduler.update(0.5);
        assertThat(handles[0].value()).isEqualTo(5.0);
        scheduler.update(0.5);
        scheduler.update(1);
        assertThat(completions[0]).isEqualTo(3);
        assertThat(handles[0].isPlaying()).isFalse();
    }

    @Test
    void onLoopComplete_completesItself_remainingCallbacksFireOnce() {
        handles[0] = logged("a", 1).withLoops(4).withOnLoopComplete(n -> {
            log.add("a.loop" + n);
            handles[0].tryComplete();
        }).run();
        scheduler.update(1);
        assertThat(log).containsExactly("a.loop1", "a.loop2", "a.loop3", "a.loop4", "a.complete");
        assertThat(handles[0].isActive()).isFalse();
    }

    @Test
    void binder_cancelsItself_noMoreWritesOrCallbacks() {
        handles[0] = logged("a", 1).withLoops(2).withImmediateBind(false).bind(log, (v, l) -> {
            l.add("a=" + v);
            handles[0].cancel();
        });
        scheduler.update(1.5);
        scheduler.update(1);
        assertThat(log).containsExactly("a=5.0", "a.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }
}
