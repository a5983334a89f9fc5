package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/** Stagger offsets against their defining relations, for any count, step and grid. */
class StaggerProperties {
    private static final double EPS = 1e-9;

    @Property
    void each_fromStart_isIndexTimesStep(@ForAll @IntRange(max = 200) int n,
                                         @ForAll @DoubleRange(max = 10) double step) {
        double[] o = Stagger.each(step).offsets(n);
        for (int i = 0; i < n; i++) {
            assertThat(o[i]).isCloseTo(i * step, within(EPS));
        }
    }

    @Property
    void fromEnd_isFromStartReversed_andCenterIsSymmetric(@ForAll @IntRange(max = 200) int n,
                                                          @ForAll @DoubleRange(max = 10) double step) {
        double[] start = Stagger.each(step).offsets(n);
        double[] end = Stagger.each(step).fromEnd().offsets(n);
        double[] center = Stagger.each(step).fromCenter().offsets(n);
        for (int i = 0; i < n; i++) {
            assertThat(end[i]).isCloseTo(start[n - 1 - i], within(EPS));
            assertThat(center[i]).isCloseTo(center[n - 1 - i], within(EPS));
        }
    }

    @Property
    void edges_areTheCentreInverted(@ForAll @IntRange(min = 1, max = 200) int n,
                                    @ForAll @DoubleRange(max = 10) double step) {
        double[] center = Stagger.each(step).fromCenter().offsets(n);
        double[] edges = Stagger.each(step).fromEdges().offsets(n);
        double span = center[0];
        for (int i = 0; i < n; i++) {
            assertThat(edges[i]).isCloseTo(span - center[i], within(EPS));
        }
    }

    @Property
    void total_spansExactlyTheTotal_fromZero(@ForAll @IntRange(min = 2, max = 200) int n,
                                            @ForAll @DoubleRange(max = 10) double total,
                                            @ForAll @IntRange(max = 199) int from) {
        int origin = from % n;
        double[] o = Stagger.total(total).fromIndex(origin).offsets(n);
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double x : o) {
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        assertThat(min).isZero();
        assertThat(o[origin]).isZero();
        assertThat(max).isCloseTo(total, within(EPS));
    }

    @Property
    void oneRowGrid_isTheList(@ForAll @IntRange(min = 1, max = 100) int n,
                              @ForAll @DoubleRange(max = 10) double step,
                              @ForAll @IntRange(max = 99) int from) {
        int origin = from % n;
        double[] list = Stagger.each(step).fromIndex(origin).offsets(n);
        double[] grid = Stagger.each(step).grid(1, n).fromCell(0, origin).offsets(n);
        double[] column = Stagger.each(step).grid(n, 1).fromCell(origin, 0).offsets(n);
        for (int i = 0; i < n; i++) {
            assertThat(grid[i]).isCloseTo(list[i], within(EPS));
            assertThat(column[i]).isCloseTo(list[i], within(EPS));
        }
    }

    @Property
    void grid_offsetIsTheDistanceBetweenCells(@ForAll @IntRange(min = 1, max = 12) int rows,
                                              @ForAll @IntRange(min = 1, max = 12) int columns,
                                              @ForAll @IntRange(max = 143) int cell,
                                              @ForAll @DoubleRange(max = 10) double step) {
        int r0 = cell % rows;
        int c0 = (cell / rows) % columns;
        double[] o = Stagger.each(step).grid(rows, columns).fromCell(r0, c0).offsets(rows * columns);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                double dr = r - r0;
                double dc = c - c0;
                assertThat(o[r * columns + c]).isCloseTo(step * Math.sqrt(dr * dr + dc * dc), within(EPS));
            }
        }
    }

    @Property
    void anEasedSpread_keepsOrderAndEnds_forAMonotoneEase(@ForAll @IntRange(min = 2, max = 200) int n,
                                                          @ForAll @DoubleRange(max = 10) double total) {
        double[] o = Stagger.total(total).withEase(Ease.IN_OUT_CUBIC).offsets(n);
        assertThat(o[0]).isZero();
        assertThat(o[n - 1]).isCloseTo(total, within(1e-6 * Math.max(1, total)));
        for (int i = 1; i < n; i++) {
            assertThat(o[i]).isGreaterThanOrEqualTo(o[i - 1]);
        }
    }
}
