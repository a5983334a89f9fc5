package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class AwaitTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private MotionHandle motion(double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(scheduler)
                .withOnComplete(() -> log.add("onComplete")).withOnCancel(() -> log.add("onCancel")).run();
    }

    @Test
    void future_completesNormally_afterOnComplete() {
        MotionHandle h = motion(1);
        CompletableFuture<Void> f = h.toCompletableFuture();
        f.thenRun(() -> log.add("future"));
        assertThat(h.toCompletableFuture()).isSameAs(f);
        scheduler.update(0.5);
        assertThat(f).isNotDone();
        scheduler.update(0.5);
        assertThat(f).isCompletedWithValue(null);
        assertThat(log).containsExactly("onComplete", "future");
    }

    @Test
    void future_cancelledMotion_completesWithCancellationException() {
        MotionHandle h = motion(1);
        CompletableFuture<Void> f = h.toCompletableFuture();
        h.cancel();
        assertThat(f).isCompletedExceptionally();
        assertThatThrownBy(f::join).isInstanceOf(CancellationException.class);
        assertThat(log).containsExactly("onCancel");
    }

    @Test
    void future_endedHandleAndNone_areAlreadyComplete() {
        MotionHandle h = motion(1);
        h.cancel();
        assertThat(h.toCompletableFuture()).isCompletedWithValue(null);
        assertThat(MotionHandle.NONE.toCompletableFuture()).isCompletedWithValue(null);
    }

    @Test
    void cancellingTheFuture_cancelsTheMotion_dependentStagesDoNot() {
        MotionHandle h = motion(1);
        CompletableFuture<Void> f = h.toCompletableFuture();
        f.thenRun(() -> { }).cancel(true);
        assertThat(h.isActive()).isTrue();
        assertThat(f.cancel(true)).isTrue();
        assertThat(h.isActive()).isFalse();
        assertThat(log).containsExactly("onCancel");
    }

    @Test
    void future_clearSequenceLoopsAndDelays() {
        MotionHandle looped = Motion.create(0f, 1f, 0.5).withLoops(3).withDelay(0.25, DelayType.EVERY_LOOP)
                .withScheduler(scheduler).run();
        MotionHandle child = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle seq = Sequence.create().append(child).run(c -> c.withScheduler(scheduler));
        CompletableFuture<Void> loops = looped.toCompletableFuture();
        CompletableFuture<Void> sequence = seq.toCompletableFuture();
        CompletableFuture<Void> ofChild = child.toCompletableFuture();
        scheduler.update(1.5);
        assertThat(loops).isNotDone();
        assertThat(sequence).isDone();
        assertThat(ofChild).isCompletedWithValue(null);
        scheduler.update(0.75);
        assertThat(loops).isCompletedWithValue(null);

        MotionHandle a = motion(1);
        MotionHandle b = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle s2 = Sequence.create().append(b).run(c -> c.withScheduler(scheduler));
        CompletableFuture<Void> fa = a.toCompletableFuture();
        CompletableFuture<Void> fb = b.toCompletableFuture();
        CompletableFuture<Void> fs = s2.toCompletableFuture();
        scheduler.clear();
        assertThat(fa).isCompletedExceptionally();
        assertThat(fs).isCompletedExceptionally();
        assertThat(fb).isCompletedExceptionally();
    }

    @Test
    void await_onSchedulerThread_refuses() {
        MotionHandle h = motion(1);
        assertThatThrownBy(h::await).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("scheduler's own thread");
        MotionGroup g = new MotionGroup();
        g.add(h);
        assertThatThrownBy(g::await).isInstanceOf(IllegalStateException.class);
        assertThat(h.isActive()).isTrue();
    }

    @Test
    void await_fromVirtualThreadsOrPlatformThreads_waitsForEachMotionInTurn() throws Exception {
        // a cutscene script: starts a motion through the scheduler's executor, waits, starts the next
        List<String> script = Collections.synchronizedList(new ArrayList<>());
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicReference<MotionHandle> toCancel = new AtomicReference<>();
        Thread thread = startScript(() -> {
            try {
                for (int k = 0; k < 3; k++) {
                    int n = k;
                    MotionHandle h = CompletableFuture.supplyAsync(
                            () -> Motion.create(0f, 1f, 0.1).withScheduler(scheduler).run(),
                                    scheduler.executor()).get();
                    h.await();
                    script.add("done " + n);
                }
                MotionHandle endless = CompletableFuture.supplyAsync(
                        () -> Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(scheduler).run(),
                        scheduler.executor()).get();
                toCancel.set(endless);
                try {
                    endless.await();
                } catch (CancellationException expected) {
                    script.add("cancelled");
                }
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        scheduler.update(0);
        while (thread.isAlive() && System.nanoTime() < deadline) {
            scheduler.update(0.02);
            MotionHandle endless = toCancel.get();
            // await posts its attachment before it parks; once parked, one more update attaches it
            if (endless != null && endless.isActive() && thread.getState() == Thread.State.WAITING) {
                scheduler.update(0.02);
                endless.cancel();
            }
            Thread.sleep(1);
        }
        thread.join(1000);
        assertThat(failure.get()).isNull();
        assertThat(script).containsExactly("done 0", "done 1", "done 2", "cancelled");
    }

    /** Starts {@code script} on a virtual thread where the JDK has them (21+), else on a platform thread. */
    private static Thread startScript(Runnable script) {
        try {
            Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
            return (Thread) Class.forName("java.lang.Thread$Builder").getMethod("start", Runnable.class)
                    .invoke(builder, script);
        } catch (ReflectiveOperationException onJava17) {
            Thread t = new Thread(script, "cutscene script");
            t.start();
            return t;
        }
    }

    @Test
    void groupFuture_completesWhenAllEnd_cancelledIfOneIs() {
        MotionGroup g = new MotionGroup();
        g.add(motion(1));
        MotionHandle longer = g.add(motion(2));
        CompletableFuture<Void> all = g.toCompletableFuture();
        scheduler.update(1);
        assertThat(all).isNotDone();
        scheduler.update(1);
        assertThat(all).isCompletedWithValue(null);
        assertThat(longer.isActive()).isFalse();

        MotionGroup h = new MotionGroup();
        h.add(motion(1));
        MotionHandle doomed = h.add(motion(5));
        CompletableFuture<Void> some = h.toCompletableFuture();
        scheduler.update(1);
        doomed.cancel();
        assertThatThrownBy(some::join).isInstanceOf(CancellationException.class);

        MotionGroup i = new MotionGroup();
        MotionHandle m = i.add(motion(1));
        i.toCompletableFuture().cancel(true);
        assertThat(m.isActive()).isFalse();
        assertThat(new MotionGroup().toCompletableFuture()).isCompletedWithValue(null);
    }

    @Test
    void await_fromAnotherThread_endsWhenTheSchedulerCloses() throws Exception {
        MotionHandle h = motion(10);
        scheduler.update(0.1);
        CompletableFuture<Void> fromOtherThread = CompletableFuture.supplyAsync(h::toCompletableFuture).join();
        assertThat(fromOtherThread).isNotDone();
        scheduler.close();
        assertThat(fromOtherThread).isCompletedExceptionally();
        assertThatThrownBy(fromOtherThread::join).isInstanceOf(CancellationException.class);
        assertThat(log).containsExactly("onCancel");
    }

    @Test
    void future_fromAnotherThread_afterClose_isCancelledNotPendingForever() {
        MotionHandle h = motion(10);
        scheduler.update(0.1);
        scheduler.close();
        CompletableFuture<Void> late = CompletableFuture.supplyAsync(h::toCompletableFuture).join();
        assertThat(late).isCompletedExceptionally();
        assertThatThrownBy(late::join).isInstanceOf(CancellationException.class);
    }
}
