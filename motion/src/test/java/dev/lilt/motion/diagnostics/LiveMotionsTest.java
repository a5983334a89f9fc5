package dev.lilt.motion.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Sequence;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LiveMotionsTest {
    private final ManualMotionScheduler untracked = new ManualMotionScheduler("untracked");
    private final ManualMotionScheduler tracked = ManualMotionScheduler.builder().name("tracked")
            .trackCreationSites(true).build();
    private final float[] sink = new float[4];

    @AfterEach
    void close() {
        untracked.close();
        tracked.close();
    }

    private static void store(float v, float[] s) {
        s[0] = v;
    }

    @Test
    void liveMotions_listsEachMotionsFigures() {
        Motion.create(0f, 1f, 0.5).withScheduler(untracked).withDebugName("fade").withLoops(3, LoopType.YOYO)
                .bind(sink, LiveMotionsTest::store);
        MotionHandle slow = Motion.create(Float2.of(0, 0), Float2.of(1, 1), 2).withScheduler(untracked)
                .withDelay(1).bind(sink, (x, y, s) -> s[1] = x);
        slow.setPlaybackSpeed(0.5);
        untracked.update(0.75);

        LiveMotions live = untracked.liveMotions();

        assertThat(live.scheduler()).isEqualTo("untracked");
        assertThat(live.timeSeconds()).isEqualTo(0.75);
        assertThat(live.motions()).hasSize(2);
        LiveMotion fade = live.motions().get(0);
        assertThat(fade.debugName()).isEqualTo("fade");
        assertThat(fade.kind()).isEqualTo("float");
        assertThat(fade.state()).isEqualTo(LiveMotion.State.PLAYING);
        assertThat(fade.timeSeconds()).isEqualTo(0.75);
        assertThat(fade.durationSeconds()).isEqualTo(0.5);
        assertThat(fade.completedLoops()).isEqualTo(1);
        assertThat(fade.loops()).isEqualTo(3);
        assertThat(fade.playbackSpeed()).isEqualTo(1);
        assertThat(fade.sequence()).isNull();
        assertThat(fade.creationSite()).isEmpty();
        LiveMotion delayed = live.motions().get(1);
        assertThat(delayed.debugName()).startsWith("Float2 motion #");
        assertThat(delayed.state()).isEqualTo(LiveMotion.State.DELAYED);
        assertThat(delayed.timeSeconds()).isEqualTo(0.375);
        assertThat(delayed.delaySeconds()).isEqualTo(1);
        assertThat(fade.delaySeconds()).isZero();
        assertThat(delayed.playbackSpeed()).isEqualTo(0.5);
        assertThat(live.countByKind()).containsExactly(
                java.util.Map.entry("Float2", 1), java.util.Map.entry("float", 1));
    }

    @Test
    void liveMotions_omitsEndedMotions_keepsPreservedOnesAsCompleted() {
        Motion.create(0f, 1f, 0.1).withScheduler(untracked).withDebugName("gone").bind(sink, LiveMotionsTest::store);
        MotionHandle kept = Motion.create(0f, 1f, 0.1).withScheduler(untracked).withDebugName("kept")
                .bind(sink, LiveMotionsTest::store);
        kept.preserve();
        MotionHandle cancelled = Motion.create(0f, 1f, 5).withScheduler(untracked).withDebugName("cancelled")
                .bind(sink, LiveMotionsTest::store);
        cancelled.cancel();
        untracked.update(0.2);

        assertThat(untracked.liveMotions().motions()).singleElement().satisfies(m -> {
            assertThat(m.debugName()).isEqualTo("kept");
            assertThat(m.state()).isEqualTo(LiveMotion.State.COMPLETED);
        });
    }

    @Test
    void liveMotions_namesTheOwningSequence() {
        MotionHandle a = Motion.create(0f, 1f, 0.5).withScheduler(untracked).withDebugName("a")
                .bind(sink, LiveMotionsTest::store);
        MotionHandle b = Motion.create(0f, 1f, 0.5).withScheduler(untracked).withDebugName("b")
                .bind(sink, (v, s) -> s[1] = v);
        Motion.create(0f, 1f, 9).withScheduler(untracked).withDebugName("free").bind(sink, (v, s) -> s[2] = v);
        Sequence.create().append(a).append(b).run(clock -> clock.withScheduler(untracked).withDebugName("intro"));
        untracked.update(0.25);

        LiveMotions live = untracked.liveMotions();

        assertThat(live.motions()).extracting(LiveMotion::debugName, LiveMotion::sequence).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("a", "intro"),
                org.assertj.core.groups.Tuple.tuple("b", "intro"),
                org.assertj.core.groups.Tuple.tuple("free", null),
                org.assertj.core.groups.Tuple.tuple("intro", null));
    }

    @Test
    void trackedScheduler_recordsTheCallersFrameFirst() {
        Motion.create(0f, 1f, 1).withScheduler(tracked).withDebugName("here").bind(sink, LiveMotionsTest::store);

        LiveMotion m = tracked.liveMotions().motions().get(0);

        StackTraceElement top = m.creationSite().get(0);
        assertThat(top.getClassName()).isEqualTo(LiveMotionsTest.class.getName());
        assertThat(top.getMethodName()).isEqualTo("trackedScheduler_recordsTheCallersFrameFirst");
        assertThat(m.createdAt())
                .startsWith("LiveMotionsTest.trackedScheduler_recordsTheCallersFrameFirst(LiveMotionsTest.java:");
        assertThat(m.creationSite()).noneMatch(e -> e.getClassName().startsWith("dev.lilt.motion.internal."));
    }

    @Test
    void untrackedScheduler_hasNoCreationSite() {
        Motion.create(0f, 1f, 1).withScheduler(untracked).bind(sink, LiveMotionsTest::store);

        assertThat(untracked.liveMotions().motions().get(0).creationSite()).isEmpty();
        assertThat(untracked.liveMotions().motions().get(0).createdAt()).isEqualTo("-");
    }

    @Test
    void systemProperty_turnsTrackingOnForSchedulersMadeAfterwards() {
        ManualMotionScheduler byConstructor =
                SchedulersByProperty.madeWhileSet(ManualMotionScheduler.TRACK_PROPERTY, "by constructor");
        try (byConstructor) {
            Motion.create(0f, 1f, 1).withScheduler(byConstructor).bind(sink, LiveMotionsTest::store);
            assertThat(byConstructor.liveMotions().motions().get(0).creationSite()).isNotEmpty();
        }
        ManualMotionScheduler after = new ManualMotionScheduler("after");
        try (after) {
            Motion.create(0f, 1f, 1).withScheduler(after).bind(sink, LiveMotionsTest::store);
            assertThat(after.liveMotions().motions().get(0).creationSite()).isEmpty();
        }
    }

    @Test
    void toString_isATableWithOneLinePerMotion() {
        Motion.create(0f, 1f, 0.5).withScheduler(tracked).withDebugName("fade").withLoops(-1, LoopType.RESTART)
                .bind(sink, LiveMotionsTest::store);
        Motion.create(0f, 1f, 2).withScheduler(tracked).withDebugName("a much longer name")
                .bind(sink, LiveMotionsTest::store);
        tracked.update(0.25);

        String[] lines = tracked.liveMotions().toString().split("\n");

        assertThat(lines[0]).isEqualTo("tracked: 2 live motions at t = 0.250 s");
        assertThat(lines[1]).startsWith("  motion ").contains("kind", "state", "time / duration", "loops",
                "speed", "sequence", "created at");
        assertThat(lines[2]).startsWith("  fade ").contains("float", "PLAYING", "0.250 / 0.500", "0/inf",
                "LiveMotionsTest.toString_isATableWithOneLinePerMotion(LiveMotionsTest.java:");
        assertThat(lines[3]).startsWith("  a much longer name ").contains("0/1", " - ");
        // columns line up: each header starts where its cells start
        assertThat(lines[2].indexOf("float")).isEqualTo(lines[1].indexOf("kind"));
        assertThat(lines[3].indexOf("PLAYING")).isEqualTo(lines[1].indexOf("state"));
    }

    @Test
    void snapshot_isImmutableAndOutlivesTheScheduler() {
        Motion.create(0f, 1f, 1).withScheduler(untracked).withDebugName("x").bind(sink, LiveMotionsTest::store);
        LiveMotions live = untracked.liveMotions();
        untracked.clear();

        assertThat(live.motions()).hasSize(1);
        assertThatThrownBy(() -> live.motions().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> live.motions().get(0).creationSite().clear())
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(untracked.liveMotions().motions()).isEmpty();
    }

    @Test
    void liveMotions_fromAnotherThread_throwsNamingBothThreads() throws Exception {
        untracked.update(0);
        CompletableFuture<Throwable> thrown = CompletableFuture.supplyAsync(() -> {
            try {
                untracked.liveMotions();
                return null;
            } catch (IllegalStateException e) {
                return e;
            }
        });
        assertThat(thrown.get(30, TimeUnit.SECONDS)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("untracked is confined to thread");
    }

    @Test
    void liveMotions_giveTheTimeInTheLoopAndTheDelayLeft() {
        Motion.create(0f, 1f, 1).withScheduler(untracked).withDebugName("once").withDelay(0.5)
                .withLoops(3, LoopType.RESTART).bind(sink, LiveMotionsTest::store);
        Motion.create(0f, 1f, 1).withScheduler(untracked).withDebugName("every")
                .withDelay(0.5, dev.lilt.motion.DelayType.EVERY_LOOP).withLoops(3, LoopType.RESTART)
                .bind(sink, (v, s) -> s[1] = v);
        untracked.update(0.125);

        assertThat(untracked.liveMotions().motions()).allSatisfy(m -> {
            assertThat(m.state()).isEqualTo(LiveMotion.State.DELAYED);
            assertThat(m.delayLeftSeconds()).isEqualTo(0.375);
            assertThat(m.loopTimeSeconds()).isZero();
            assertThat(m.currentLoop()).isEqualTo(1);
            assertThat(m.sequenceStartSeconds()).isNaN();
        });

        untracked.update(1.625); // t = 1.75
        LiveMotions live = untracked.liveMotions();
        LiveMotion once = live.motions().get(0);
        LiveMotion every = live.motions().get(1);
        assertThat(once.loopTimeSeconds()).isEqualTo(0.25);
        assertThat(once.delayLeftSeconds()).isZero();
        assertThat(once.currentLoop()).isEqualTo(2);
        assertThat(once.totalDurationSeconds()).isEqualTo(3.5);
        // every loop waits 0.5 s: loop 1 is [0.5, 1.5), loop 2's delay [1.5, 2.0)
        assertThat(every.loopTimeSeconds()).isZero();
        assertThat(every.delayLeftSeconds()).isEqualTo(0.25);
        assertThat(every.currentLoop()).isEqualTo(2);
        assertThat(every.totalDurationSeconds()).isEqualTo(4.5);
    }

    @Test
    void liveMotions_placeEachSequenceChildOnItsClock() {
        MotionHandle a = Motion.create(0f, 1f, 0.5).withScheduler(untracked).withDebugName("a")
                .bind(sink, LiveMotionsTest::store);
        MotionHandle b = Motion.create(0f, 1f, 0.25).withScheduler(untracked).withDebugName("b")
                .bind(sink, (v, s) -> s[1] = v);
        MotionHandle c = Motion.create(0f, 1f, 0.25).withScheduler(untracked).withDebugName("c")
                .bind(sink, (v, s) -> s[2] = v);
        Sequence.create().append(a).append(b).insert(0.125, c)
                .run(clock -> clock.withScheduler(untracked).withDebugName("intro"));
        untracked.update(0.25);

        java.util.Map<String, LiveMotion> byName = new java.util.HashMap<>();
        untracked.liveMotions().motions().forEach(m -> byName.put(m.debugName(), m));

        assertThat(byName.get("a").sequenceStartSeconds()).isZero();
        assertThat(byName.get("b").sequenceStartSeconds()).isEqualTo(0.5);
        assertThat(byName.get("c").sequenceStartSeconds()).isEqualTo(0.125);
        assertThat(byName.get("c").loopTimeSeconds()).isEqualTo(0.125);
        assertThat(byName.get("intro").sequenceStartSeconds()).isNaN();
        assertThat(byName.get("intro").totalDurationSeconds()).isEqualTo(0.75);
    }

    @Test
    void compactConstructor_worksOutTheLoopFigures() {
        LiveMotion m = new LiveMotion("m", "float", LiveMotion.State.PLAYING, 2.75, 1, 0.5, 2, 4, 1, null,
                java.util.List.of());
        assertThat(m.loopTimeSeconds()).isEqualTo(0.25);
        assertThat(m.delayLeftSeconds()).isZero();
        assertThat(m.totalDurationSeconds()).isEqualTo(4.5);
        assertThat(m.currentLoop()).isEqualTo(3);
        assertThat(m.sequenceStartSeconds()).isNaN();
    }

    @Test
    void records_rejectNulls() {
        assertThatThrownBy(() -> new LiveMotion(null, "float", LiveMotion.State.PLAYING, 0, 1, 0, 0, 1, 1, null,
                java.util.List.of())).isInstanceOf(NullPointerException.class).hasMessage("debugName == null");
        assertThatThrownBy(() -> new LiveMotions(null, 0, java.util.List.of()))
                .isInstanceOf(NullPointerException.class).hasMessage("scheduler == null");
    }
}
