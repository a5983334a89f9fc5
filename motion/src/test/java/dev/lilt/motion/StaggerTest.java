package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Stagger offsets on hand-worked examples, and its refusals. */
class StaggerTest {
    private static final double EPS = 1e-12;

    @Test
    void each_inAList_stepsFromTheOrigin() {
        assertThat(Stagger.each(0.1).offsets(4))
                .containsExactly(new double[] {0, 0.1, 0.2, 0.30000000000000004}, within(EPS));
        assertThat(Stagger.each(0.1).fromEnd().offsets(4))
                .containsExactly(new double[] {0.3, 0.2, 0.1, 0}, within(EPS));
        assertThat(Stagger.each(0.1).fromCenter().offsets(5))
                .containsExactly(new double[] {0.2, 0.1, 0, 0.1, 0.2}, within(EPS));
        assertThat(Stagger.each(0.1).fromCenter().offsets(4))
                .containsExactly(new double[] {0.15, 0.05, 0.05, 0.15}, within(EPS));
        assertThat(Stagger.each(0.1).fromEdges().offsets(5))
                .containsExactly(new double[] {0, 0.1, 0.2, 0.1, 0}, within(EPS));
        assertThat(Stagger.each(0.1).fromIndex(1).offsets(4))
                .containsExactly(new double[] {0.1, 0, 0.1, 0.2}, within(EPS));
    }

    @Test
    void total_spreadsTheGivenSpanWhateverTheCount() {
        assertThat(Stagger.total(1).offsets(5)).containsExactly(new double[] {0, 0.25, 0.5, 0.75, 1}, within(EPS));
        assertThat(Stagger.total(1).offsets(3)).containsExactly(new double[] {0, 0.5, 1}, within(EPS));
        assertThat(Stagger.total(0.6).fromCenter().offsets(3)).containsExactly(new double[] {0.6, 0, 0.6}, within(EPS));
    }

    @Test
    void grid_measuresStraightLineDistanceBetweenCells() {
        double r2 = Math.sqrt(2);
        assertThat(Stagger.each(1).grid(3, 3).fromCenter().offsets(9))
                .containsExactly(new double[] {r2, 1, r2, 1, 0, 1, r2, 1, r2}, within(EPS));
        assertThat(Stagger.each(1).grid(2, 3).fromCell(1, 2).offsets(6))
                .containsExactly(new double[] {Math.hypot(1, 2), r2, 1, 2, 1, 0}, within(EPS));
        assertThat(Stagger.each(1).grid(2, 2).fromIndex(3).offsets(4))
                .as("an index on a grid is that item's cell").containsExactly(new double[] {r2, 1, 1, 0}, within(EPS));
        assertThat(Stagger.total(1).grid(3, 3).fromEdges().offsets(9))
                .as("corners first, the centre last")
                .containsExactly(new double[] {0, 1 - 1 / r2, 0, 1 - 1 / r2, 1, 1 - 1 / r2, 0, 1 - 1 / r2, 0},
                        within(EPS));
        assertThat(Stagger.each(0.5).grid(2, 4).offsets(6))
                .as("fewer items than cells fill the rows in order")
                .containsExactly(new double[] {0, 0.5, 1, 1.5, 0.5, Math.hypot(1, 1) * 0.5}, within(EPS));
    }

    @Test
    void ease_bendsTheSpread_andAnUndershootMovesTheSetLater() {
        double[] eased = Stagger.total(1).withEase(Ease.IN_QUAD).offsets(5);
        for (int i = 0; i < 5; i++) {
            assertThat(eased[i]).isCloseTo(Ease.IN_QUAD.evaluate((float) (i / 4.0)), within(EPS));
        }
        double[] each = Stagger.each(0.1).withEase(Ease.OUT_QUAD).offsets(3);
        assertThat(each[2]).as("the farthest keeps the linear span").isCloseTo(0.2, within(1e-7));
        assertThat(each[1]).isCloseTo(0.2 * Ease.OUT_QUAD.evaluate(0.5f), within(1e-7));
        double[] back = Stagger.total(1).withEase(Ease.IN_BACK).offsets(5);
        double least = Double.POSITIVE_INFINITY;
        for (double o : back) {
            least = Math.min(least, o);
        }
        assertThat(least).as("the earliest starts where the set starts").isZero();
        assertThat(back[0]).as("IN_BACK dips below 0 between the ends").isGreaterThan(0);
        assertThat(back[4] - back[0]).isCloseTo(1, within(1e-6));
    }

    @Test
    void degenerateSets_startTogether() {
        assertThat(Stagger.each(0.1).offsets(0)).isEmpty();
        assertThat(Stagger.each(0.1).fromCenter().offsets(1)).containsExactly(0);
        assertThat(Stagger.total(2).withEase(Ease.IN_BACK).offsets(1)).containsExactly(0);
        assertThat(Stagger.each(0).offsets(3)).containsExactly(0, 0, 0);
    }

    @Test
    void recipes_areImmutable() {
        Stagger base = Stagger.each(0.1);
        Stagger centred = base.fromCenter();
        assertThat(base.offsets(3)).containsExactly(new double[] {0, 0.1, 0.2}, within(EPS));
        assertThat(centred.offsets(3)).containsExactly(new double[] {0.1, 0, 0.1}, within(EPS));
        assertThat(base.grid(2, 2)).isNotSameAs(base);
        assertThat(centred.grid(2, 3).withEase(Ease.LINEAR))
                .hasToString("Stagger[each 0.1 s from center, grid 2 x 3, eased]");
    }

    @Test
    void badInput_isRefusedAtTheCall_namingTheArgument() {
        assertThatThrownBy(() -> Stagger.each(-0.1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("seconds must be >= 0 and finite: -0.1");
        assertThatThrownBy(() -> Stagger.total(Double.NaN)).hasMessage("seconds must be >= 0 and finite: NaN");
        assertThatThrownBy(() -> Stagger.each(Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Stagger.each(1).fromIndex(-1)).hasMessage("index must be >= 0: -1");
        assertThatThrownBy(() -> Stagger.each(1).grid(0, 3)).hasMessage("rows must be >= 1: 0");
        assertThatThrownBy(() -> Stagger.each(1).grid(3, -2)).hasMessage("columns must be >= 1: -2");
        assertThatThrownBy(() -> Stagger.each(1).grid(1 << 16, 1 << 16)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("65536 x 65536");
        assertThatThrownBy(() -> Stagger.each(1).fromCell(0, 0)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("grid(rows, columns)");
        assertThatThrownBy(() -> Stagger.each(1).grid(2, 2).fromCell(2, 0))
                .hasMessage("cell (2, 0) is outside the grid of 2 x 2");
        assertThatThrownBy(() -> Stagger.each(1).grid(4, 4).fromCell(3, 3).grid(2, 2))
                .hasMessage("cell (3, 3) is outside the grid of 2 x 2");
        assertThatThrownBy(() -> Stagger.each(1).withEase(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("ease == null");
        assertThatThrownBy(() -> Stagger.each(1).offsets(-1)).hasMessage("count must be >= 0: -1");
        assertThatThrownBy(() -> Stagger.each(1).grid(2, 2).offsets(5))
                .hasMessage("5 items do not fit a grid of 2 x 2");
        assertThatThrownBy(() -> Stagger.each(1).fromIndex(3).offsets(3))
                .hasMessage("fromIndex(3) is past the last of 3 items");
    }
}
