package dev.lilt.motion.diagnostics;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The live motions of one scheduler at one moment: an immutable snapshot, safe to keep, log or hand
 * to another thread. {@link #toString()} is a table meant for a log:
 *
 * <pre>
 * stress: 2 live motions at t = 12.500 s
 *   motion          kind    state      time / duration  loops  speed  sequence  created at
 *   fade            float   PLAYING    0.250 / 0.500    0/1    1      -         Hud.show(Hud.java:42)
 *   float motion #3 Float2  DELAYED    0.100 / 2.000    0/inf  0.5    intro     -
 * </pre>
 *
 * @param scheduler   the scheduler's name
 * @param timeSeconds the scheduler's time when the snapshot was taken, seconds
 * @param motions     the live motions, by value kind in the order each kind was first used, then
 *                    in storage order
 */
public record LiveMotions(String scheduler, double timeSeconds, List<LiveMotion> motions) {
    private static final String[] HEADER = {
        "motion", "kind", "state", "time / duration", "loops", "speed", "sequence", "created at"
    };

    /**
     * Checks the references and copies the list.
     *
     * @param scheduler   the scheduler's name
     * @param timeSeconds the scheduler's time, seconds
     * @param motions     the live motions
     *
     * @throws NullPointerException if {@code scheduler} or {@code motions} is null, or
     *                              {@code motions} holds a null
     */
    public LiveMotions {
        Objects.requireNonNull(scheduler, "scheduler == null");
        motions = List.copyOf(motions);
    }

    /**
     * The number of live motions of each value kind.
     *
     * @return kind to count, sorted by kind; unmodifiable
     */
    public Map<String, Integer> countByKind() {
        Map<String, Integer> counts = new TreeMap<>();
        for (LiveMotion m : motions) {
            counts.merge(m.kind(), 1, Integer::sum);
        }
        return Collections.unmodifiableMap(counts);
    }

    /**
     * The snapshot as a table: a title line, a header, then one line per motion, columns padded to
     * their widest cell.
     *
     * @return the table, lines separated by {@code '\n'}
     */
    @Override
    public String toString() {
        String[][] rows = new String[motions.size() + 1][];
        rows[0] = HEADER;
        for (int r = 0; r < motions.size(); r++) {
            rows[r + 1] = cells(motions.get(r));
        }
        int[] width = new int[HEADER.length];
        for (String[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        StringBuilder out = new StringBuilder()
                .append(scheduler).append(": ").append(motions.size())
                .append(motions.size() == 1 ? " live motion" : " live motions")
                .append(" at t = ").append(seconds(timeSeconds)).append(" s");
        for (String[] row : rows) {
            out.append("\n ");
            for (int c = 0; c < row.length; c++) {
                out.append(' ').append(row[c]);
                if (c < row.length - 1) {
                    out.append(" ".repeat(width[c] - row[c].length()));
                }
            }
        }
        return out.toString();
    }

    private static String[] cells(LiveMotion m) {
        return new String[] {
            m.debugName(),
            m.kind(),
            m.state().name(),
            seconds(m.timeSeconds()) + " / " + seconds(m.durationSeconds()),
            m.completedLoops() + "/" + (m.loops() < 0 ? "inf" : Integer.toString(m.loops())),
            number(m.playbackSpeed()),
            m.sequence() == null ? "-" : m.sequence(),
            m.createdAt()
        };
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.3f", s);
    }

    private static String number(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e9 ? Long.toString((long) x) : String.format(Locale.ROOT, "%.3g", x);
    }
}
