package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class StateCallbackTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    @Test
    void stateCallbacks_receiveTheState_inTheUsualOrder() {
        Motion.create(0f, 1f, 1).withLoops(2).withScheduler(scheduler)
                .withOnStart(log, l -> l.add("start"))
                .withOnLoopComplete(log, (l, n) -> l.add("loop" + n))
                .withOnComplete(log, l -> l.add("complete"))
                .withOnCancel(log, l -> l.add("cancel"))
                .run();
        scheduler.update(0.5);
        scheduler.update(1.5);
        assertThat(log).containsExactly("start", "loop1", "loop2", "complete");
    }

    @Test
    void onCancelWithState_firesOnCancelAndClear_andMixesWithPlainCallbacks() {
        MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(scheduler)
                .withOnComplete(() -> log.add("plain complete"))
                .withOnCancel(log, l -> l.add("cancel")).run();
        h.cancel();
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnCancel(log, l -> l.add("cleared")).run();
        scheduler.clear();
        assertThat(log).containsExactly("cancel", "cleared");
    }

    @Test
    void sequenceChildrenAndDelays_withStateCallbacks() {
        MotionHandle child = Motion.create(0f, 1f, 1).withDelay(0.5).withScheduler(scheduler)
                .withOnStart(log, l -> l.add("child start")).withOnComplete(log, l -> l.add("child complete")).run();
        Sequence.create().append(child)
                .run(c -> c.withScheduler(scheduler).withOnComplete(log, l -> l.add("sequence complete")));
        scheduler.update(0.25);
        assertThat(log).isEmpty();
        scheduler.update(1.25);
        assertThat(log).containsExactly("child start", "child complete", "sequence complete");
    }

    @Test
    void differentStates_onOneMotion_areRefused() {
        FloatMotionBuilder b = Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnComplete(log, l -> { });
        assertThatThrownBy(() -> b.withOnCancel("other", s -> { })).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("share one state object")
                .hasMessageContaining("java.lang.String");
        assertThatThrownBy(() -> b.withOnComplete(log, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("action == null");
        b.withOnCancel(log, l -> l.add("same state is fine"));
        b.run().cancel();
        assertThat(log).containsExactly("same state is fine");
    }

    @Test
    void aConsumerThatIsAlsoARunnable_isCalledAsAConsumer() {
        class Both implements Runnable, Consumer<List<String>> {
            @Override
            public void run() {
                log.add("run");
            }

            @Override
            public void accept(List<String> l) {
                l.add("accept");
            }
        }
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnComplete(log, new Both()).run();
        scheduler.update(1);
        assertThat(log).containsExactly("accept");
    }

    private static final Consumer<int[]> COUNT = c -> c[0]++;
    private static final Runnable NOTHING = () -> { };

    /** How a test motion gets its callbacks. */
    private enum Callbacks { STATIC_RUNNABLE, STATE_TAKING, CAPTURING }

    @Test
    void nonCapturingStateCallbacks_costNoMoreThanAStaticRunnable_lessThanACapturingOne() {
        int[] counter = {0};
        for (int i = 0; i < 20_000; i++) {
            for (Callbacks c : Callbacks.values()) {
                create(counter, c);
            }
            scheduler.update(1);
        }
        // the motion's callback record is the same for every kind of callback: the state adds nothing
        long staticRunnable = allocatedFor(counter, Callbacks.STATIC_RUNNABLE);
        long stateTaking = allocatedFor(counter, Callbacks.STATE_TAKING);
        long capturing = allocatedFor(counter, Callbacks.CAPTURING);
        assertThat(stateTaking - staticRunnable).as("bytes per 1,000 motions: %s vs %s", stateTaking, staticRunnable)
                .isLessThan(8 * 1000);
        assertThat(capturing - stateTaking).as("a capturing lambda per motion").isGreaterThanOrEqualTo(16 * 1000);
        assertThat(counter[0]).isGreaterThan(0);
    }

    private long allocatedFor(int[] counter, Callbacks callbacks) {
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long before = Allocations.allocated();
            for (int i = 0; i < 1000; i++) {
                create(counter, callbacks);
            }
            best = Math.min(best, Allocations.allocated() - before);
            scheduler.update(1);
        }
        return best;
    }

    private void create(int[] counter, Callbacks callbacks) {
        FloatMotionBuilder b = Motion.create(0f, 1f, 0.5).withScheduler(scheduler);
        switch (callbacks) {
            case STATIC_RUNNABLE:
                b.withOnComplete(NOTHING).withOnCancel(NOTHING);
                break;
            case STATE_TAKING:
                b.withOnComplete(counter, COUNT).withOnCancel(counter, COUNT);
                break;
            default:
                b.withOnComplete(() -> counter[0]++).withOnCancel(NOTHING);
                break;
        }
        b.run();
    }
}
