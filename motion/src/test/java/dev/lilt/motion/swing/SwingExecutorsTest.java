package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

class SwingExecutorsTest {
    @Test
    void edt_runsTasksOnTheEdt_inTheOrderGiven() throws InterruptedException {
        Executor edt = SwingExecutors.edt();
        List<Integer> order = new ArrayList<>();
        AtomicBoolean offEdt = new AtomicBoolean();
        CountDownLatch done = new CountDownLatch(100);
        for (int i = 0; i < 100; i++) {
            int n = i;
            edt.execute(() -> {
                offEdt.compareAndSet(false, !SwingUtilities.isEventDispatchThread());
                order.add(n);
                done.countDown();
            });
        }

        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        assertThat(offEdt).isFalse();
        assertThat(Edt.get(() -> new ArrayList<>(order))).isSorted().hasSize(100);
    }

    @Test
    void edt_givenOnTheEdt_runsLaterNotInline() {
        List<String> log = Edt.get(() -> {
            List<String> events = new ArrayList<>();
            SwingExecutors.edt().execute(() -> events.add("task"));
            events.add("after execute");
            return events;
        });
        Edt.run(() -> { });   // the task was queued before this one

        assertThat(Edt.get(() -> new ArrayList<>(log))).containsExactly("after execute", "task");
    }

    @Test
    void edt_isOneStatelessInstance_andRejectsANullTask() {
        assertThat(SwingExecutors.edt()).isSameAs(SwingExecutors.edt());
        assertThatThrownBy(() -> SwingExecutors.edt().execute(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("command == null");
    }
}
