package dev.lilt.motion.internal;

import dev.lilt.motion.diagnostics.LiveMotion;
import dev.lilt.motion.diagnostics.LiveMotions;
import dev.lilt.motion.internal.math.Timing;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** Takes a {@link LiveMotions} snapshot of an engine. */
final class LiveMotionCensus {
    /*
     * Design note. Runs on the engine's thread, outside any frame's loops, and reads the columns
     * as they stand: nothing is kept between calls and nothing in the frame knows about it, so a
     * scheduler whose motions are never listed pays nothing. Two passes: the first finds each
     * running sequence (a motion whose binder is SequenceRuntime.CLOCK) and maps its children,
     * by storage and slot, to its name and the child's start on its clock; the second copies
     * every live motion into a record, with its time in the current loop and the delay left from
     * Timing.locate, the engine's own reading of a clock.
     * A snapshot holds strings and numbers only, never a binder, state or target.
     */

    private LiveMotionCensus() {
    }

    /**
     * The live motions of {@code engine} now.
     *
     * @param engine the engine, on its thread
     * @return the snapshot
     */
    static LiveMotions take(MotionEngine engine) {
        MotionStorage[] storages = engine.storages();
        Map<MotionStorage, Map<Integer, Owner>> owners = sequenceOwners(storages);
        List<LiveMotion> motions = new ArrayList<>();
        for (MotionStorage s : storages) {
            Map<Integer, Owner> owned = owners.getOrDefault(s, Map.of());
            for (int i = 0; i < s.table.count; i++) {
                LiveMotion.State state = stateOf(s, i);
                if (state != null) {
                    motions.add(describe(s, i, state, owned.get(s.table.slotOf[i])));
                }
            }
        }
        return new LiveMotions(engine.toString(), engine.time(), motions);
    }

    /** The sequence that owns a child, and where the child starts on its clock. */
    private record Owner(String sequence, double startSeconds) {
    }

    private static Map<MotionStorage, Map<Integer, Owner>> sequenceOwners(MotionStorage[] storages) {
        Map<MotionStorage, Map<Integer, Owner>> owners = new IdentityHashMap<>();
        for (MotionStorage s : storages) {
            for (int i = 0; i < s.table.count; i++) {
                if (s.table.binder[i] == SequenceRuntime.CLOCK && stateOf(s, i) != null) {
                    String sequence = s.nameOf(i);
                    ((SequenceRuntime) s.table.state[i]).forEachChild((child, slot, position) ->
                            owners.computeIfAbsent(child, k -> new HashMap<>())
                                    .put(slot, new Owner(sequence, position)));
                }
            }
        }
        return owners;
    }

    /** The motion's state, or null if it is dead (awaiting removal). */
    private static LiveMotion.State stateOf(MotionStorage s, int i) {
        switch (s.table.status[i]) {
            case MotionColumns.SCHEDULED:
                return LiveMotion.State.SCHEDULED;
            case MotionColumns.DELAYED:
                return LiveMotion.State.DELAYED;
            case MotionColumns.PLAYING:
                return LiveMotion.State.PLAYING;
            case MotionColumns.COMPLETED:
                return s.isPreserved(i) ? LiveMotion.State.COMPLETED : null;
            default:
                return null;
        }
    }

    private static LiveMotion describe(MotionStorage s, int i, LiveMotion.State state, Owner owner) {
        MotionExtras x = s.table.extras[i];
        StackTraceElement[] site = x == null || x.creationSite == null ? new StackTraceElement[0] : x.creationSite;
        double duration = s.duration(i);
        return new LiveMotion(s.nameOf(i), s.kindName(), state, s.time(i), duration, s.delay(i), s.completedLoops(i),
                s.loops(i), s.speed(i), owner == null ? null : owner.sequence(), List.of(site),
                s.rawProgress(i) * duration, delayLeft(s, i), s.totalDuration(i),
                owner == null ? Double.NaN : owner.startSeconds());
    }

    /** The delay still to wait before the current loop plays: 0 outside a delay. */
    private static double delayLeft(MotionStorage s, int i) {
        if (s.table.status[i] == MotionColumns.COMPLETED) {
            return 0;
        }
        double t = s.time(i);
        double duration = s.duration(i);
        double delay = s.delay(i);
        boolean every = (s.table.flags[i] & MotionColumns.EVERY_LOOP_DELAY) != 0;
        long at = Timing.locate(t, duration, delay, every, s.loops(i), s.totalDuration(i));
        if (Timing.done(at) || !Timing.inDelay(at)) {
            return 0;
        }
        double into = every ? t - Timing.loop(at) * (delay + duration) : t;
        return Math.max(0, delay - into);
    }
}
