package dev.lilt.motion.javafx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FxExecutorsTest {
    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @Test
    void fxThread_runsTasksOnTheFxThread_inTheOrderGiven() throws InterruptedException {
        Executor fx = FxExecutors.fxThread();
        List<Integer> order = new ArrayList<>();
        AtomicBoolean offFxThread = new AtomicBoolean();
        CountDownLatch done = new CountDownLatch(100);
        for (int i = 0; i < 100; i++) {
            int n = i;
            fx.execute(() -> {
                offFxThread.compareAndSet(false, !Platform.isFxApplicationThread());
                order.add(n);
                done.countDown();
            });
        }

        assertThat(done.await(FxToolkit.WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(offFxThread).isFalse();
        assertThat(FxToolkit.fromFx(() -> new ArrayList<>(order))).isSorted().hasSize(100);
    }

    @Test
    void fxThread_givenOnTheFxThread_runsLaterNotInline() {
        List<String> events = FxToolkit.fromFx(() -> {
            List<String> log = new ArrayList<>();
            FxExecutors.fxThread().execute(() -> log.add("task"));
            log.add("after execute");
            return log;
        });
        FxToolkit.waitOnFx("the task", () -> events.size() == 2);

        assertThat(FxToolkit.fromFx(() -> new ArrayList<>(events))).containsExactly("after execute", "task");
    }

    @Test
    void fxThread_isOneStatelessInstance_andRejectsANullTask() {
        assertThat(FxExecutors.fxThread()).isSameAs(FxExecutors.fxThread());
        assertThatThrownBy(() -> FxExecutors.fxThread().execute(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("command == null");
    }
}
