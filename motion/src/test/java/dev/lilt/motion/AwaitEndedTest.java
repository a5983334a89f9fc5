package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code await()} on an ended handle returns at once from any thread, without waiting for the
 * scheduler's next update; {@code await(Duration)} bounds the wait.
 */
class AwaitEndedTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler("owner");

    /** Starts {@code call} on a daemon thread (one that blocks forever must not hold the JVM). */
    private static <T> CompletableFuture<T> onOtherThread(Callable<T> call) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                result.complete(call.call());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        }, "waiter");
        t.setDaemon(true);
        t.start();
        return result;
    }

    @Test
    void await_onAMotionThatCompletedInAnUpdate_returnsWithoutAnotherUpdate() throws Exception {
        MotionHandle h = Motion.create(0f, 1f, 0.5).withScheduler(scheduler).run();
        scheduler.update(1);
        assertThat(h.isActive()).isFalse();

        CompletableFuture<String> waited = onOtherThread(() -> {
            h.await();
            return "returned";
        });

        assertThat(waited.get(10, TimeUnit.SECONDS)).isEqualTo("returned"); // no update runs meanwhile
    }

    @Test
    void await_onAMotionCancelledBetweenUpdates_returnsAtOnce() throws Exception {
        MotionHandle h = Motion.create(0f, 1f, 5).withScheduler(scheduler).run();
        scheduler.update(0.1);
        h.cancel();

        assertThat(onOtherThread(() -> h.await(Duration.ofDays(1))).get(10, TimeUnit.SECONDS)).isTrue();
        assertThat(onOtherThread(() -> h.toCompletableFuture().isDone()).get(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void await_onTheOwnerThread_endedReturns_liveThrows() throws InterruptedException {
        MotionHandle ended = Motion.create(0f, 1f, 0.5).withScheduler(scheduler).run();
        MotionHandle live = Motion.create(0f, 1f, 5).withScheduler(scheduler).run();
        scheduler.update(1);

        ended.await();
        assertThat(ended.await(Duration.ZERO)).isTrue();
        assertThatThrownBy(live::await).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("scheduler's own thread");
        assertThatThrownBy(() -> live.await(Duration.ofSeconds(1))).isExactlyInstanceOf(IllegalStateException.class);
        assertThat(live.isPlaying()).isTrue();
    }

    @Test
    void awaitDuration_timeoutPasses_returnsFalse_motionRunsOn() throws Exception {
        MotionHandle h = Motion.create(0f, 1f, 5).withScheduler(scheduler).run();
        scheduler.update(0.1);

        assertThat(onOtherThread(() -> h.await(Duration.ofMillis(50))).get(10, TimeUnit.SECONDS)).isFalse();
        assertThat(onOtherThread(() -> h.await(Duration.ZERO)).get(10, TimeUnit.SECONDS)).isFalse();

        assertThat(h.isPlaying()).isTrue();
        scheduler.update(0.1);
        assertThat(h.time()).isEqualTo(0.2, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void awaitDuration_motionCompletesWhileWaiting_returnsTrue() throws Exception {
        MotionHandle h = Motion.create(0f, 1f, 0.05).withScheduler(scheduler).run();
        CompletableFuture<Boolean> waited = onOtherThread(() -> h.await(Duration.ofSeconds(30)));
        for (int frames = 0; !waited.isDone() && frames < 10_000; frames++) {
            scheduler.update(0.01);
            Thread.sleep(1);
        }
        assertThat(waited.get(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void awaitDuration_motionCancelledWhileWaiting_throwsCancellation() throws Exception {
        MotionHandle h = Motion.create(0f, 1f, 5).withScheduler(scheduler).run();
        Thread[] waiter = new Thread[1];
        CompletableFuture<Boolean> waited = onOtherThread(() -> {
            waiter[0] = Thread.currentThread();
            return h.await(Duration.ofSeconds(30));
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while ((waiter[0] == null || waiter[0].getState() != Thread.State.TIMED_WAITING)
                && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        scheduler.update(0); // attaches the waiter's future
        h.cancel();

        // JDK 25's CompletableFuture.get wraps a CancellationException in a new one ("get"), its cause the original
        assertThatThrownBy(() -> waited.get(10, TimeUnit.SECONDS)).isInstanceOf(CancellationException.class)
                .satisfies(e -> {
                    StringBuilder messages = new StringBuilder();
                    for (Throwable t = e; t != null; t = t.getCause()) {
                        messages.append(t.getMessage()).append('|');
                    }
                    assertThat(messages.toString()).contains("the motion was cancelled");
                });
    }

    @Test
    void awaitDuration_badTimeout_throwsNamingIt_beforeWaiting() {
        MotionHandle h = Motion.create(0f, 1f, 5).withScheduler(scheduler).run();
        assertThatThrownBy(() -> h.await(null)).isExactlyInstanceOf(NullPointerException.class)
                .hasMessage("timeout == null");
        assertThatThrownBy(() -> h.await(Duration.ofMillis(-1))).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("timeout must be >= 0: PT-0.001S");
        assertThatThrownBy(() -> new MotionGroup().await(Duration.ofSeconds(-2)))
                .isExactlyInstanceOf(IllegalArgumentException.class).hasMessageContaining("PT-2S");
    }

    @Test
    void none_awaitsReturnAtOnce() throws InterruptedException {
        MotionHandle.NONE.await();
        assertThat(MotionHandle.NONE.await(Duration.ZERO)).isTrue();
    }

    @Test
    void group_awaitDuration_endedMembersAtOnce_liveOnesTimeOut() throws Exception {
        MotionGroup group = new MotionGroup();
        MotionHandle shortOne = group.add(Motion.create(0f, 1f, 0.5).withScheduler(scheduler).run());
        MotionHandle longOne = group.add(Motion.create(0f, 1f, 5).withScheduler(scheduler).run());
        scheduler.update(1);
        assertThat(shortOne.isActive()).isFalse();

        assertThat(onOtherThread(() -> group.await(Duration.ofMillis(50))).get(10, TimeUnit.SECONDS)).isFalse();
        longOne.cancel();
        assertThat(onOtherThread(() -> {
            group.await();
            return true;
        }).get(10, TimeUnit.SECONDS)).isTrue();
    }
}
