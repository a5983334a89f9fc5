package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every public call of groups, handles, schedulers and sequences checks the thread before it
 * changes anything: from the wrong thread it throws {@link IllegalStateException} and the state
 * is as it was.
 */
class WrongThreadTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler("owned");

    /** Runs {@code call} on a new thread named "other"; returns what it threw, or null. */
    private static Throwable onOtherThread(Runnable call) throws Exception {
        CompletableFuture<Throwable> result = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                call.run();
                result.complete(null);
            } catch (Throwable e) {
                result.complete(e);
            }
        }, "other");
        t.start();
        return result.get(30, TimeUnit.SECONDS);
    }

    private static void assertAllRefused(Map<String, Runnable> calls) throws Exception {
        for (Map.Entry<String, Runnable> call : calls.entrySet()) {
            assertThat(onOtherThread(call.getValue())).as(call.getKey())
                    .isExactlyInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("called from thread 'other'");
        }
    }

    private MotionHandle motion(int[] cancels) {
        return Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnCancel(() -> cancels[0]++).run();
    }

    @Test
    void group_everyCall_fromOtherThread_leavesGroupAndMembersAsTheyWere() throws Exception {
        int[] cancels = {0};
        MotionGroup group = new MotionGroup();
        MotionHandle a = group.add(motion(cancels));
        MotionHandle b = group.add(motion(cancels));
        MotionHandle extra = motion(cancels);
        scheduler.update(0.1);

        Map<String, Runnable> calls = new LinkedHashMap<>();
        calls.put("cancel", group::cancel);
        calls.put("close", group::close);
        calls.put("complete", group::complete);
        calls.put("pause", group::pause);
        calls.put("resume", group::resume);
        calls.put("setPlaybackSpeed", () -> group.setPlaybackSpeed(3));
        calls.put("add", () -> group.add(extra));
        calls.put("size", group::size);
        calls.put("toCompletableFuture", group::toCompletableFuture);
        assertAllRefused(calls);

        assertThat(group.isClosed()).isFalse();
        assertThat(group.isPaused()).isFalse();
        assertThat(group.size()).isEqualTo(2);
        assertThat(cancels[0]).isZero();
        for (MotionHandle h : new MotionHandle[] {a, b}) {
            assertThat(h.isPlaying()).isTrue();
            assertThat(h.playbackSpeed()).isEqualTo(1.0);
            assertThat(h.isPaused()).isFalse();
        }
        scheduler.update(0.1);
        assertThat(a.time()).isEqualTo(0.2, org.assertj.core.api.Assertions.within(1e-12));

        group.close(); // still stops them: nothing was dropped by the refused calls
        assertThat(a.isActive()).isFalse();
        assertThat(b.isActive()).isFalse();
        assertThat(extra.isActive()).isTrue();
        assertThat(cancels[0]).isEqualTo(2);
    }

    @Test
    void handle_everyControl_fromOtherThread_leavesTheMotionAsItWas() throws Exception {
        int[] cancels = {0};
        MotionHandle h = motion(cancels);
        scheduler.update(0.25);

        Map<String, Runnable> calls = new LinkedHashMap<>();
        calls.put("cancel", h::cancel);
        calls.put("tryCancel", h::tryCancel);
        calls.put("close", h::close);
        calls.put("complete", h::complete);
        calls.put("tryComplete", h::tryComplete);
        calls.put("preserve", h::preserve);
        calls.put("setTime", () -> h.setTime(0.75));
        calls.put("setPlaybackSpeed", () -> h.setPlaybackSpeed(2));
        calls.put("pause", h::pause);
        calls.put("resume", h::resume);
        assertAllRefused(calls);

        assertThat(h.isPlaying()).isTrue();
        assertThat(h.time()).isEqualTo(0.25);
        assertThat(h.playbackSpeed()).isEqualTo(1.0);
        assertThat(h.isPaused()).isFalse();
        assertThat(cancels[0]).isZero();
        h.complete();
        assertThat(h.isActive()).as("not preserved by the refused call").isFalse();
    }

    @Test
    void scheduler_everyConfinedCall_fromOtherThread_leavesItAsItWas() throws Exception {
        Object target = new Object();
        MotionHandle tagged = Motion.create(0f, 1f, 1).withScheduler(scheduler).withTarget(target, "x").run();
        scheduler.update(0.5);

        Map<String, Runnable> calls = new LinkedHashMap<>();
        calls.put("update", () -> scheduler.update(0.1));
        calls.put("setTimeScale", () -> scheduler.setTimeScale(2));
        calls.put("setParallelism", () -> scheduler.setParallelism(2));
        calls.put("clear", scheduler::clear);
        calls.put("trimToSize", scheduler::trimToSize);
        calls.put("cancelTarget", () -> scheduler.cancelTarget(target));
        calls.put("completeTarget", () -> scheduler.completeTarget(target));
        calls.put("close", scheduler::close);
        calls.put("activeCount", scheduler::activeCount);
        calls.put("liveMotions", scheduler::liveMotions);
        calls.put("create", () -> Motion.create(0f, 1f, 1).withScheduler(scheduler).run());
        assertAllRefused(calls);

        assertThat(scheduler.isClosed()).isFalse();
        assertThat(scheduler.time()).isEqualTo(0.5);
        assertThat(scheduler.timeScale()).isEqualTo(1.0);
        assertThat(scheduler.parallelism()).isEqualTo(1);
        assertThat(scheduler.activeCount()).isEqualTo(1);
        assertThat(tagged.isPlaying()).isTrue();
        assertThat(scheduler.cancelTarget(target)).isEqualTo(1);
    }

    @Test
    void sequenceBuilder_fromOtherThread_leavesBuilderAndChildrenAsTheyWere() throws Exception {
        int[] cancels = {0};
        MotionHandle first = motion(cancels);
        MotionHandle second = motion(cancels);
        SequenceBuilder b = Sequence.create().append(first);

        Map<String, Runnable> calls = new LinkedHashMap<>();
        calls.put("append", () -> b.append(second));
        calls.put("join", () -> b.join(second));
        calls.put("insert", () -> b.insert(0.5, second));
        calls.put("run", b::run);
        calls.put("run(configure)", () -> b.run(clock -> clock.withDebugName("intro")));
        assertAllRefused(calls);

        assertThat(b.duration()).isEqualTo(1.0);
        assertThat(cancels[0]).isZero();
        assertThat(first.isPlaying()).isTrue();
        MotionHandle seq = b.append(second).run();
        assertThat(seq.duration()).isEqualTo(2.0);
        assertThat(second.isActive()).isTrue();
        assertThat(onOtherThread(seq::cancel)).isExactlyInstanceOf(IllegalStateException.class);
        assertThat(seq.isPlaying()).isTrue();
    }

    @Test
    void sequenceTemplate_runFromOtherThread_createsNothing() throws Exception {
        motion(new int[1]);
        SequenceTemplate t = Sequence.template()
                .append(() -> Motion.create(0f, 1f, 1).withScheduler(scheduler).run())
                .build();

        assertThat(onOtherThread(t::run)).isExactlyInstanceOf(IllegalStateException.class);

        assertThat(scheduler.activeCount()).isEqualTo(1);
        assertThat(t.run().duration()).isEqualTo(1.0);
    }
}
