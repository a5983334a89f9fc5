package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One confinement rule: settings ({@code setTimeScale}, {@code setParallelism}) never claim a
 * scheduler; the first call that uses its motions or clock does, and a refusal names that call.
 */
class SchedulerClaimTest {

    /** Runs {@code call} on a new thread with the given name; returns what it threw, or null. */
    private static Throwable on(String threadName, Runnable call) throws Exception {
        CompletableFuture<Throwable> result = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                call.run();
                result.complete(null);
            } catch (Throwable e) {
                result.complete(e);
            }
        }, threadName);
        t.start();
        return result.get(30, TimeUnit.SECONDS);
    }

    @Test
    void settingsOnMain_thenCreateAndUpdateOnGameLoop_works() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("game");
        try {
            s.setTimeScale(0.5);
            s.setParallelism(2);
            double[] value = new double[1];
            Throwable onLoop = on("game-loop", () -> {
                Motion.create(0.0, 1.0, 1).withScheduler(s).bind(v -> value[0] = v);
                s.update(1);
            });

            assertThat(onLoop).isNull();
            assertThat(s.time()).isEqualTo(0.5);
            assertThat(value[0]).isEqualTo(0.5);
            assertThat(s.parallelism()).isEqualTo(2);
        } finally {
            on("closer", s::close); // the game-loop thread has ended: any thread may close
        }
    }

    @Test
    void settingAfterTheClaim_fromAnotherThread_isRefusedNamingTheClaimingCallAndThread() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("game");
        s.update(0.25); // claims it here

        Throwable scale = on("ui", () -> s.setTimeScale(2));
        Throwable parallel = on("ui", () -> s.setParallelism(2));

        String owner = Thread.currentThread().getName();
        for (Throwable e : new Throwable[] {scale, parallel}) {
            assertThat(e).isExactlyInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("confined to thread '" + owner + "', which claimed it with update")
                    .hasMessageContaining("was called from thread 'ui'");
        }
        assertThat(scale).hasMessageContaining("but setTimeScale was called");
        assertThat(parallel).hasMessageContaining("but setParallelism was called");
        assertThat(s.timeScale()).isEqualTo(1.0);
        assertThat(s.parallelism()).isEqualTo(1);
    }

    @Test
    void refusal_namesTheCreationThatClaimedTheScheduler() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("hud");
        Motion.create(0f, 1f, 1).withScheduler(s).run();

        Throwable e = on("game-loop", () -> s.update(0.1));

        assertThat(e).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("which claimed it with a motion's creation (bind or run)")
                .hasMessageContaining("but update was called from thread 'game-loop'");
        assertThat(s.time()).isZero();
    }

    @Test
    void settingsOnAFreeScheduler_doNotClaimIt() throws Exception {
        ManualMotionScheduler s = new ManualMotionScheduler("free");
        s.setTimeScale(3);
        Throwable first = on("first", () -> s.setTimeScale(2));
        Throwable claim = on("owner", () -> s.update(1));

        assertThat(first).isNull();
        assertThat(claim).isNull();
        assertThat(s.time()).isEqualTo(2.0);
    }
}
