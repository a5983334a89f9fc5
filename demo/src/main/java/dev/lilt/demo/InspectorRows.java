package dev.lilt.demo;

import dev.lilt.motion.diagnostics.LiveMotion;
import dev.lilt.motion.diagnostics.LiveMotions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The inspector's rows: a snapshot of live motions as a tree (each sequence, then its children
 * in the order they start on its clock; then the free motions), filtered, with columns that each
 * say one thing. The order comes from the motions' figures, never from where the engine keeps
 * them, so the same scene gives the same rows on every run.
 */
final class InspectorRows {
    /** The column titles, in order. */
    static final List<String> COLUMNS = List.of("motion", "kind", "state", "loop", "time in loop", "delay left",
            "speed", "span on clock", "created at");

    /** Orders free motions and sequences: name, then where made, then the oldest first. */
    private static final Comparator<LiveMotion> TOP_LEVEL = Comparator.comparing(LiveMotion::debugName)
            .thenComparing(LiveMotion::createdAt)
            .thenComparing(Comparator.comparingDouble(LiveMotion::timeSeconds).reversed())
            .thenComparing(LiveMotion::kind);
    /** Orders a sequence's children: where they start on its clock, then as {@link #TOP_LEVEL}. */
    private static final Comparator<LiveMotion> CHILDREN =
            Comparator.comparingDouble(LiveMotion::sequenceStartSeconds).thenComparing(TOP_LEVEL);

    /**
     * One row.
     *
     * @param motion   the motion
     * @param depth    0 for a sequence or a free motion, 1 for a sequence's child
     * @param children for a sequence, its children in the snapshot; -1 for any other motion
     */
    record Row(LiveMotion motion, int depth, int children) {
        boolean isSequence() {
            return children >= 0;
        }

        /** The cell of column {@code c} of {@link #COLUMNS}, as text. */
        String cell(int c, boolean collapsed) {
            LiveMotion m = motion;
            switch (c) {
                case 0:
                    return isSequence() ? (collapsed ? "+ " : "- ") + m.debugName() + " (" + children + ")"
                            : depth > 0 ? "    " + m.debugName() : m.debugName();
                case 1:
                    return m.kind();
                case 2:
                    return state(m);
                case 3:
                    return loop(m);
                case 4:
                    return seconds(m.loopTimeSeconds()) + " / " + seconds(m.durationSeconds());
                case 5:
                    return m.delayLeftSeconds() > 0 ? seconds(m.delayLeftSeconds()) : "-";
                case 6:
                    return number(m.playbackSpeed());
                case 7:
                    return clock(m);
                case 8:
                    return m.createdAt();
                default:
                    throw new IllegalArgumentException("column " + c);
            }
        }
    }

    private final LiveMotions live;
    private final List<Row> rows;
    private final Map<String, List<LiveMotion>> sequences;

    private InspectorRows(LiveMotions live, List<Row> rows, Map<String, List<LiveMotion>> sequences) {
        this.live = live;
        this.rows = rows;
        this.sequences = sequences;
    }

    /**
     * The rows of {@code live} that match {@code filter}, without the children of the sequences
     * named in {@code collapsed}.
     *
     * @param filter    words that a row's name, kind, state or sequence must all contain (any case);
     *                  blank for every row. A sequence that matches brings its children, a child
     *                  that matches brings its sequence
     * @param collapsed the debug names of the sequences shown without their children
     */
    static InspectorRows of(LiveMotions live, String filter, Set<String> collapsed) {
        Map<String, List<LiveMotion>> children = new LinkedHashMap<>();
        List<LiveMotion> top = new ArrayList<>();
        for (LiveMotion m : live.motions()) {
            if (m.sequence() != null) {
                children.computeIfAbsent(m.sequence(), k -> new ArrayList<>()).add(m);
            } else {
                top.add(m);
            }
        }
        children.values().forEach(list -> list.sort(CHILDREN));
        List<LiveMotion> groups = new ArrayList<>();
        List<LiveMotion> free = new ArrayList<>();
        for (LiveMotion m : top) {
            (children.containsKey(m.debugName()) ? groups : free).add(m);
        }
        groups.sort(TOP_LEVEL);
        free.sort(TOP_LEVEL);
        String[] words = filter.strip().toLowerCase(Locale.ROOT).split("\\s+");
        List<Row> rows = new ArrayList<>();
        for (LiveMotion sequence : groups) {
            List<LiveMotion> own = children.get(sequence.debugName());
            boolean all = matches(sequence, words);
            List<LiveMotion> shown = new ArrayList<>();
            for (LiveMotion child : own) {
                if (all || matches(child, words)) {
                    shown.add(child);
                }
            }
            if (all || !shown.isEmpty()) {
                rows.add(new Row(sequence, 0, own.size()));
                if (!collapsed.contains(sequence.debugName())) {
                    shown.forEach(child -> rows.add(new Row(child, 1, -1)));
                }
            }
        }
        for (LiveMotion m : free) {
            if (matches(m, words)) {
                rows.add(new Row(m, 0, -1));
            }
        }
        Map<String, List<LiveMotion>> bySequence = new LinkedHashMap<>();
        for (LiveMotion sequence : groups) {
            bySequence.put(sequence.debugName(), List.copyOf(children.get(sequence.debugName())));
        }
        return new InspectorRows(live, List.copyOf(rows), bySequence);
    }

    private static boolean matches(LiveMotion m, String[] words) {
        String text = (m.debugName() + " " + m.kind() + " " + state(m) + " "
                + (m.sequence() == null ? "" : m.sequence()))
                .toLowerCase(Locale.ROOT);
        for (String w : words) {
            if (!w.isEmpty() && !text.contains(w)) {
                return false;
            }
        }
        return true;
    }

    LiveMotions live() {
        return live;
    }

    /** The rows, in display order. */
    List<Row> rows() {
        return rows;
    }

    /** The names of the sequences in the snapshot, in display order. */
    List<String> sequenceNames() {
        return List.copyOf(sequences.keySet());
    }

    /** The children of the sequence named {@code name} (all of them, filter or not), by start. */
    List<LiveMotion> childrenOf(String name) {
        return sequences.getOrDefault(name, List.of());
    }

    /** The sequence motion named {@code name}, or null if the snapshot has none. */
    LiveMotion sequence(String name) {
        for (LiveMotion m : live.motions()) {
            if (m.sequence() == null && m.debugName().equals(name) && sequences.containsKey(name)) {
                return m;
            }
        }
        return null;
    }

    /**
     * Where the playhead of the sequence {@code name} is on its clock, seconds. A playing child
     * gives it exactly (its start plus its own time, which the sequence wrote); between children
     * it is the sequence's time in its loop.
     */
    double playhead(String name) {
        for (LiveMotion child : childrenOf(name)) {
            if (child.timeSeconds() > 0 && child.timeSeconds() < child.totalDurationSeconds()) {
                return child.sequenceStartSeconds() + child.timeSeconds();
            }
        }
        LiveMotion sequence = sequence(name);
        return sequence == null ? 0 : sequence.loopTimeSeconds();
    }

    /**
     * What a motion is doing, in words: a sequence's child is {@code WAITING} before its start on
     * the clock and {@code DONE} after its end (the engine keeps both as live motions, one at time
     * 0, one completed); every other motion shows the engine's state.
     */
    static String state(LiveMotion m) {
        if (m.sequence() != null) {
            if (m.state() == LiveMotion.State.COMPLETED) {
                return "DONE";
            }
            if (m.timeSeconds() <= 0) {
                return "WAITING";
            }
        }
        return m.state().name();
    }

    /** "k of n" (n is "inf" for endless loops): the loop being played, counted from 1. */
    static String loop(LiveMotion m) {
        return m.currentLoop() + " of " + (m.loops() < 0 ? "inf" : Integer.toString(m.loops()));
    }

    /** For a child, its span on the sequence's clock; for a sequence, its length; else "-". */
    private static String clock(LiveMotion m) {
        if (m.sequence() != null) {
            return seconds(m.sequenceStartSeconds()) + " .. "
                    + seconds(m.sequenceStartSeconds() + m.totalDurationSeconds());
        }
        return "-";
    }

    /**
     * How far the motion is through its current loop, in [0, 1]: 0 in a delay or before a
     * child's start, 1 once completed.
     */
    static double loopProgress(LiveMotion m) {
        if (m.durationSeconds() <= 0) {
            return m.state() == LiveMotion.State.COMPLETED ? 1 : 0;
        }
        return Math.max(0, Math.min(1, m.loopTimeSeconds() / m.durationSeconds()));
    }

    static String seconds(double s) {
        return String.format(Locale.ROOT, "%.3f", s);
    }

    private static String number(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e9 ? Long.toString((long) x) : String.format(Locale.ROOT, "%.3g", x);
    }
}
