package dev.lilt.motion;

import java.util.Objects;
import java.util.function.IntFunction;

/**
 * When each of a set of motions starts, by its index: a cascade over a list or a grid, as GSAP's
 * {@code stagger}. An immutable recipe; every method returns a new one.
 *
 * <pre>{@code
 * // cards fly in one after another, 50 ms apart, the middle one first
 * MotionHandle all = Stagger.each(0.05).fromCenter()
 *         .run(cards.length, i -> Motion.create(-200f, 0f, 0.4).bind(cards[i], (x, c) -> c.x = x));
 *
 * // tiles of an 8 x 8 grid ripple out from a clicked cell over 0.6 s in all, eased
 * Sequence.create()
 *         .append(title)
 *         .appendStaggered(Stagger.total(0.6).grid(8, 8).fromCell(row, col).withEase(Ease.OUT_QUAD),
 *                 64, i -> Motion.create(0f, 1f, 0.3).bind(tiles[i], (a, t) -> t.alpha = a))
 *         .run();
 * }</pre>
 *
 * <p><b>The offsets.</b> Item {@code i}'s distance {@code d(i)} from the origin is
 * {@code |i - origin|} in a list, and the straight-line distance between cells in a
 * {@link #grid(int, int) grid} (item {@code i} in row {@code i / columns}, column
 * {@code i % columns}). With {@link #each(double) each(s)}, items one apart start {@code s}
 * seconds apart: the offset is {@code d(i) × s}. With {@link #total(double) total(t)}, the
 * farthest item starts {@code t} seconds after the nearest: the offset is
 * {@code t × d(i) / max d}. An {@linkplain #withEase(EaseFunction) ease} bends the spread: the
 * offset becomes {@code span × ease(d(i) / max d)}, where {@code span} is the farthest item's
 * offset ({@code max d × s}, or {@code t}). An ease that dips below 0 (such as
 * {@link Ease#IN_BACK}) moves the whole set later, so its earliest item starts where the set
 * starts. The origin is the first item unless a {@code from...} method names another.
 */
public final class Stagger {
    private static final int START = 0;
    private static final int END = 1;
    private static final int CENTER = 2;
    private static final int EDGES = 3;
    private static final int INDEX = 4;
    private static final int CELL = 5;

    private final double seconds;
    private final boolean total;
    private final int origin;
    private final int originIndex;
    private final int originRow;
    private final int originColumn;
    private final int rows;
    private final int columns;
    private final EaseFunction ease;

    private Stagger(double seconds, boolean total, int origin, int originIndex, int originRow, int originColumn,
                    int rows, int columns, EaseFunction ease) {
        this.seconds = seconds;
        this.total = total;
        this.origin = origin;
        this.originIndex = originIndex;
        this.originRow = originRow;
        this.originColumn = originColumn;
        this.rows = rows;
        this.columns = columns;
        this.ease = ease;
    }

    /**
     * A stagger whose neighbours start {@code seconds} apart (one unit of distance apart, in a grid).
     *
     * @param seconds the step between items one apart, &gt;= 0 and finite
     * @return the stagger, from the first item, in a list
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public static Stagger each(double seconds) {
        return new Stagger(ArgumentChecks.requireTime("seconds", seconds), false, START, 0, 0, 0, 0, 0, null);
    }

    /**
     * A stagger spread over {@code seconds} in all: the farthest item starts that long after the
     * nearest, whatever the number of items.
     *
     * @param seconds the spread of the start times, &gt;= 0 and finite
     * @return the stagger, from the first item, in a list
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public static Stagger total(double seconds) {
        return new Stagger(ArgumentChecks.requireTime("seconds", seconds), true, START, 0, 0, 0, 0, 0, null);
    }

    /**
     * Starts from the first item (in a grid, the first cell). The default.
     *
     * @return a new stagger
     */
    public Stagger fromStart() {
        return from(START, 0, 0, 0);
    }

    /**
     * Starts from the last item (in a grid, the last cell of the last row), so the first starts last.
     *
     * @return a new stagger
     */
    public Stagger fromEnd() {
        return from(END, 0, 0, 0);
    }

    /**
     * Starts from the middle (in a grid, its centre) and spreads outwards to both ends.
     *
     * @return a new stagger
     */
    public Stagger fromCenter() {
        return from(CENTER, 0, 0, 0);
    }

    /**
     * Starts from both ends (in a grid, the cells farthest from its centre) and closes in on the
     * middle, which starts last.
     *
     * @return a new stagger
     */
    public Stagger fromEdges() {
        return from(EDGES, 0, 0, 0);
    }

    /**
     * Starts from item {@code index} and spreads outwards from it (in a grid, from that item's cell).
     *
     * @param index the item that starts first, &gt;= 0; it must be below the number of items
     *              staggered, which is checked when they are
     * @return a new stagger
     * @throws IllegalArgumentException if {@code index} is negative
     */
    public Stagger fromIndex(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0: " + index);
        }
        return from(INDEX, index, 0, 0);
    }

    /**
     * Starts from the cell at {@code row}, {@code column} of the {@link #grid(int, int) grid}, and
     * spreads outwards from it in circles.
     *
     * @param row    the cell's row, in [0, rows)
     * @param column the cell's column, in [0, columns)
     * @return a new stagger
     * @throws IllegalStateException    if no grid was given first
     * @throws IllegalArgumentException if the cell is outside the grid
     */
    public Stagger fromCell(int row, int column) {
        if (rows == 0) {
            throw new IllegalStateException("fromCell needs a grid: call grid(rows, columns) first");
        }
        checkCell(row, column, rows, columns);
        return from(CELL, 0, row, column);
    }

    /**
     * Lays the items out on a grid, row by row, and measures distances between cells: item
     * {@code i} sits in row {@code i / columns}, column {@code i % columns}.
     *
     * @param rows    rows, &gt;= 1
     * @param columns columns, &gt;= 1
     * @return a new stagger; at most {@code rows × columns} items may be staggered with it
     * @throws IllegalArgumentException if {@code rows} or {@code columns} is below 1, their product
     *                                  overflows an int, or a cell given by {@link #fromCell} is
     *                                  outside the new grid
     */
    public Stagger grid(int rows, int columns) {
        if (rows < 1) {
            throw new IllegalArgumentException("rows must be >= 1: " + rows);
        }
        if (columns < 1) {
            throw new IllegalArgumentException("columns must be >= 1: " + columns);
        }
        if ((long) rows * columns > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a grid of " + rows + " x " + columns + " has more cells than an int"
                    + " can count");
        }
        if (origin == CELL) {
            checkCell(originRow, originColumn, rows, columns);
        }
        return new Stagger(seconds, total, origin, originIndex, originRow, originColumn, rows, columns, ease);
    }

    /**
     * Bends the spread with an ease: the offset becomes {@code span × ease(d / max d)}.
     *
     * @param ease the curve over the normalised distance, e.g. {@link Ease#OUT_QUAD}
     * @return a new stagger
     * @throws NullPointerException if {@code ease} is null
     */
    public Stagger withEase(EaseFunction ease) {
        Objects.requireNonNull(ease, "ease == null");
        return new Stagger(seconds, total, origin, originIndex, originRow, originColumn, rows, columns, ease);
    }

    /**
     * The start offsets of {@code count} items, as the class description defines them: the
     * earliest is 0.
     *
     * @param count the number of items, &gt;= 0
     * @return a new array of {@code count} offsets, seconds
     * @throws IllegalArgumentException if {@code count} is negative, exceeds the grid's cells, or
     *                                  is not above the index given to {@link #fromIndex}
     */
    public double[] offsets(int count) {
        checkCount(count);
        double[] out = new double[count];
        if (count == 0) {
            return out;
        }
        double max = 0;
        for (int i = 0; i < count; i++) {
            out[i] = distance(i, count);
            max = Math.max(max, out[i]);
        }
        if (origin == EDGES) {
            for (int i = 0; i < count; i++) {
                out[i] = max - out[i];
            }
        }
        if (max == 0) {
            return out; // one item, or all at the origin: all start together
        }
        double span = total ? seconds : max * seconds;
        double least = Double.POSITIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            double x = out[i] / max;
            double shaped = ease == null ? x : ease.evaluate((float) x);
            out[i] = span * shaped;
            least = Math.min(least, out[i]);
        }
        if (least < 0) {
            for (int i = 0; i < count; i++) {
                out[i] -= least;
            }
        }
        return out;
    }

    /**
     * Runs {@code motions} as one sequence, each starting at its offset: one handle for the set,
     * on the motions' scheduler. Equivalent to
     * {@code Sequence.create().appendStaggered(this, motions).run()}.
     *
     * @param motions fresh motions, as {@link SequenceBuilder#append} takes them
     * @return the set's handle: the sequence's clock
     * @throws NullPointerException     if {@code motions} or one of them is null
     * @throws IllegalArgumentException as for {@link SequenceBuilder#appendStaggered(Stagger, MotionHandle...)}
     * @throws IllegalStateException    as for {@link SequenceBuilder#run()}
     */
    public MotionHandle run(MotionHandle... motions) {
        return Sequence.create().appendStaggered(this, motions).run();
    }

    /**
     * Creates {@code count} motions with {@code create} (called with 0 to {@code count - 1}) and
     * runs them as one sequence, each starting at its offset: {@code count} copies of one template.
     *
     * @param count  the number of motions, &gt;= 0
     * @param create makes motion {@code i}, fresh, on the scheduler the set runs on
     * @return the set's handle: the sequence's clock
     * @throws NullPointerException     if {@code create} is null or returns null
     * @throws IllegalArgumentException as for {@link SequenceBuilder#appendStaggered(Stagger, int, IntFunction)}
     * @throws IllegalStateException    as for {@link SequenceBuilder#run()}
     */
    public MotionHandle run(int count, IntFunction<MotionHandle> create) {
        return Sequence.create().appendStaggered(this, count, create).run();
    }

    /**
     * Checks that {@code count} items can be staggered; {@link #offsets} would accept them.
     *
     * @param count the number of items
     * @throws IllegalArgumentException as for {@link #offsets}
     */
    void checkCount(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0: " + count);
        }
        if (rows > 0 && count > rows * columns) {
            throw new IllegalArgumentException(count + " items do not fit a grid of " + rows + " x " + columns);
        }
        if (origin == INDEX && count > 0 && originIndex >= count) {
            throw new IllegalArgumentException("fromIndex(" + originIndex + ") is past the last of " + count
                    + " items");
        }
    }

    @Override
    public String toString() {
        String from = switch (origin) {
            case START -> "start";
            case END -> "end";
            case CENTER -> "center";
            case EDGES -> "edges";
            case INDEX -> "index " + originIndex;
            default -> "cell " + originRow + ", " + originColumn;
        };
        return "Stagger[" + (total ? "total " : "each ") + seconds + " s from " + from
                + (rows > 0 ? ", grid " + rows + " x " + columns : "") + (ease != null ? ", eased" : "") + "]";
    }

    private Stagger from(int newOrigin, int index, int row, int column) {
        return new Stagger(seconds, total, newOrigin, index, row, column, rows, columns, ease);
    }

    /** Item i's distance from the origin (EDGES measures from the centre; offsets inverts it). */
    private double distance(int i, int count) {
        if (rows == 0) {
            double at = switch (origin) {
                case START -> 0;
                case END -> count - 1;
                case CENTER, EDGES -> (count - 1) / 2.0;
                default -> originIndex;
            };
            return Math.abs(i - at);
        }
        double atRow;
        double atColumn;
        switch (origin) {
            case START -> {
                atRow = 0;
                atColumn = 0;
            }
            case END -> {
                atRow = rows - 1;
                atColumn = columns - 1;
            }
            case CENTER, EDGES -> {
                atRow = (rows - 1) / 2.0;
                atColumn = (columns - 1) / 2.0;
            }
            case INDEX -> {
                atRow = originIndex / columns;
                atColumn = originIndex % columns;
            }
            default -> {
                atRow = originRow;
                atColumn = originColumn;
            }
        }
        return Math.hypot(i / columns - atRow, i % columns - atColumn);
    }

    private static void checkCell(int row, int column, int rows, int columns) {
        if (row < 0 || row >= rows || column < 0 || column >= columns) {
            throw new IllegalArgumentException("cell (" + row + ", " + column + ") is outside the grid of " + rows
                    + " x " + columns);
        }
    }
}
