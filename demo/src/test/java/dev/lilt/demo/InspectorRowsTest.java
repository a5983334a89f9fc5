package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Sequence;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class InspectorRowsTest {
    private final ManualMotionScheduler motions = new ManualMotionScheduler("rows");
    private final float[] sink = new float[8];

    @AfterEach
    void close() {
        motions.close();
    }

    private MotionHandle motion(String name, double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(motions).withDebugName(name).bind(sink, (v, s) -> s[0] = v);
    }

    private List<String> names(InspectorRows rows) {
        return rows.rows().stream().map(r -> r.cell(0, false)).collect(Collectors.toList());
    }

    /** Builds a sequence (a, then b, with c inserted at 0.25) and two free motions, in {@code order}. */
    private void build(boolean freeFirst) {
        if (freeFirst) {
            motion("zeta", 5);
            motion("alpha", 5);
        }
        MotionHandle a = motion("a", 0.5);
        MotionHandle b = motion("b", 0.5);
        MotionHandle c = motion("c", 0.5);
        Sequence.create().append(b).append(a).insert(0.25, c)
                .run(clock -> clock.withScheduler(motions).withDebugName("intro"));
        if (!freeFirst) {
            motion("alpha", 5);
            motion("zeta", 5);
        }
    }

    @Test
    void rows_areATree_inAnOrderOfTheFigures_notOfTheStorage() {
        build(true);
        motions.update(0.1);
        List<String> first = names(InspectorRows.of(motions.liveMotions(), "", Set.of()));
        motions.clear();
        build(false);
        motions.update(0.1);
        List<String> second = names(InspectorRows.of(motions.liveMotions(), "", Set.of()));

        assertThat(first).containsExactly("- intro (3)", "    b", "    c", "    a", "alpha", "zeta");
        assertThat(second).isEqualTo(first);
    }

    @Test
    void sequenceChildren_waitBeforeTheirStart_andAreDoneAfterTheirEnd() {
        build(true);
        motions.update(0.1);
        InspectorRows rows = InspectorRows.of(motions.liveMotions(), "", Set.of());
        assertThat(stateOf(rows, "b")).isEqualTo("PLAYING");
        assertThat(stateOf(rows, "c")).isEqualTo("WAITING");
        assertThat(stateOf(rows, "a")).isEqualTo("WAITING");

        motions.update(0.6); // t = 0.7: b done, c playing, a playing
        rows = InspectorRows.of(motions.liveMotions(), "", Set.of());
        assertThat(stateOf(rows, "b")).isEqualTo("DONE");
        assertThat(stateOf(rows, "c")).isEqualTo("PLAYING");
        assertThat(rows.playhead("intro")).isCloseTo(0.7, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(rows.childrenOf("intro")).extracting(m -> m.sequenceStartSeconds()).containsExactly(0.0, 0.25, 0.5);
        assertThat(SequenceStrip.span(rows, "intro")).isEqualTo(1.0);
    }

    private static String stateOf(InspectorRows rows, String name) {
        return rows.rows().stream().filter(r -> r.motion().debugName().equals(name)).findFirst().orElseThrow()
                .cell(2, false);
    }

    @Test
    void columns_sayTheLoop_theTimeInIt_andTheDelayLeft() {
        Motion.create(0f, 1f, 2).withScheduler(motions).withDebugName("looping").withLoops(3, LoopType.YOYO)
                .bind(sink, (v, s) -> s[1] = v);
        Motion.create(0f, 1f, 0.4).withScheduler(motions).withDebugName("late").withDelay(0.6)
                .bind(sink, (v, s) -> s[2] = v);
        Motion.create(0f, 1f, 1).withScheduler(motions).withDebugName("forever").withLoops(-1, LoopType.RESTART)
                .bind(sink, (v, s) -> s[3] = v);
        motions.update(2.5);
        motions.update(0);
        InspectorRows rows = InspectorRows.of(motions.liveMotions(), "", Set.of());

        InspectorRows.Row looping = row(rows, "looping");
        assertThat(looping.cell(3, false)).isEqualTo("2 of 3");
        assertThat(looping.cell(4, false)).isEqualTo("0.500 / 2.000");
        InspectorRows.Row forever = row(rows, "forever");
        assertThat(forever.cell(3, false)).isEqualTo("3 of inf");
        assertThat(forever.cell(4, false)).isEqualTo("0.500 / 1.000");
        assertThat(rows.rows()).extracting(r -> r.motion().debugName()).doesNotContain("late");

        Motion.create(0f, 1f, 0.4).withScheduler(motions).withDebugName("late").withDelay(0.6)
                .bind(sink, (v, s) -> s[2] = v);
        motions.update(0.25);
        InspectorRows.Row late = row(InspectorRows.of(motions.liveMotions(), "", Set.of()), "late");
        assertThat(late.cell(2, false)).isEqualTo("DELAYED");
        assertThat(late.cell(4, false)).isEqualTo("0.000 / 0.400");
        assertThat(late.cell(5, false)).isEqualTo("0.350");
    }

    private static InspectorRows.Row row(InspectorRows rows, String name) {
        return rows.rows().stream().filter(r -> r.motion().debugName().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void filter_matchesNameKindOrState_andKeepsTheTree() {
        build(true);
        motions.update(0.1);

        assertThat(names(InspectorRows.of(motions.liveMotions(), "ZETA", Set.of()))).containsExactly("zeta");
        assertThat(names(InspectorRows.of(motions.liveMotions(), "waiting", Set.of())))
                .containsExactly("- intro (3)", "    c", "    a");
        assertThat(names(InspectorRows.of(motions.liveMotions(), "intro", Set.of())))
                .containsExactly("- intro (3)", "    b", "    c", "    a");
        assertThat(names(InspectorRows.of(motions.liveMotions(), "double", Set.of())))
                .as("a matching sequence brings its children")
                .containsExactly("- intro (3)", "    b", "    c", "    a");
        assertThat(names(InspectorRows.of(motions.liveMotions(), "float playing", Set.of())))
                .containsExactly("- intro (3)", "    b", "alpha", "zeta");
        assertThat(InspectorRows.of(motions.liveMotions(), "nothing like it", Set.of()).rows()).isEmpty();
    }

    @Test
    void collapsedSequence_hidesItsChildren() {
        build(true);
        motions.update(0.1);

        InspectorRows rows = InspectorRows.of(motions.liveMotions(), "", Set.of("intro"));

        assertThat(rows.rows()).extracting(r -> r.motion().debugName()).containsExactly("intro", "alpha", "zeta");
        assertThat(rows.rows().get(0).cell(0, true)).isEqualTo("+ intro (3)");
        assertThat(rows.childrenOf("intro")).hasSize(3);
    }
}
