package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float2;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * Waypoint callbacks against a model: each waypoint's time from where it lies on the path (b /
 * segments with equal time per segment, the distance along a straight path over its length at
 * constant speed), laid out per loop; after any frames, the callbacks so far are exactly the
 * model's events up to the time played.
 */
class PathWaypointProperties {
    private static final double TIE = 1e-7;

    /** A waypoint event of the model: when, and which. */
    record Event(double time, int index) {
    }

    /** Positions along x of a straight open path; Catmull-Rom keeps it on the line. */
    private static final float[] XS = {0, 10, 30, 60, 70};

    private static Path2 straight() {
        Float2[] p = new Float2[XS.length];
        for (int i = 0; i < XS.length; i++) {
            p[i] = Float2.of(XS[i], 0);
        }
        return Path2.catmullRom(p);
    }

    private static List<Event> model(double[] at, int[] index, double duration, int loops, boolean yoyo) {
        List<Event> events = new ArrayList<>();
        for (int k = 0; k < loops; k++) {
            boolean back = yoyo && k % 2 == 1;
            for (int j = 0; j < at.length; j++) {
                int m = back ? at.length - 1 - j : j;
                double q = back ? 1 - at[m] : at[m];
                if (q > 0) {
                    events.add(new Event((k + q) * duration, index[m]));
                }
            }
        }
        events.sort((a, b) -> Double.compare(a.time, b.time));
        return events;
    }

    private static void assertMatches(List<Integer> fired, List<Event> model, double time) {
        List<Integer> upTo = new ArrayList<>();
        int sure = 0;
        for (Event e : model) {
            if (e.time <= time + TIE) {
                upTo.add(e.index);
            }
            if (e.time < time - TIE) {
                sure++;
            }
        }
        assertThat(fired.size()).as("count at %s", time).isBetween(sure, upTo.size());
        assertThat(fired).as("at %s", time).isEqualTo(upTo.subList(0, fired.size()));
    }

    private static double[] deltas(List<Integer> millis) {
        double[] d = new double[millis.size()];
        for (int i = 0; i < d.length; i++) {
            d[i] = millis.get(i) / 1000.0;
        }
        return d;
    }

    @Property
    void openPath_equalTimePerSegment_firesEachWaypointAtItsTime(
            @ForAll @Size(min = 1, max = 80) List<@IntRange(min = 1, max = 900) Integer> frames,
            @ForAll @IntRange(min = 1, max = 5) int loops, @ForAll boolean yoyo,
            @ForAll @DoubleRange(min = 0.2, max = 3) double duration) {
        Path2 path = straight();
        int n = path.segmentCount();
        double[] at = new double[n + 1];
        int[] index = new int[n + 1];
        for (int b = 0; b <= n; b++) {
            at[b] = (double) b / n;
            index[b] = b;
        }
        play(Motion.path(path, duration), model(at, index, duration, loops, yoyo), loops, yoyo, deltas(frames));
    }

    @Property
    void openPath_constantSpeed_firesAtArcLengthFractions(
            @ForAll @Size(min = 1, max = 80) List<@IntRange(min = 1, max = 900) Integer> frames,
            @ForAll @IntRange(min = 1, max = 4) int loops, @ForAll boolean yoyo) {
        double[] at = new double[XS.length];
        int[] index = new int[XS.length];
        for (int b = 0; b < XS.length; b++) {
            at[b] = XS[b] / XS[XS.length - 1];
            index[b] = b;
        }
        play(Motion.path(straight(), 2).withConstantSpeed(true), model(at, index, 2, loops, yoyo), loops, yoyo,
                deltas(frames));
    }

    @Property
    void closedPath_startedPartWay_firesTheWaypointsAfterTheStartThenWraps(
            @ForAll @Size(min = 1, max = 80) List<@IntRange(min = 1, max = 900) Integer> frames,
            @ForAll @IntRange(min = 1, max = 4) int loops,
            @ForAll @IntRange(min = 0, max = 99) int startPercent) {
        Path2 ring = Path2.catmullRomClosed(Float2.of(0, 0), Float2.of(10, 0), Float2.of(10, 10), Float2.of(0, 10));
        double start = startPercent / 100.0;
        double[] at = new double[4];
        int[] index = new int[4];
        for (int b = 0; b < 4; b++) {
            // Fraction b / 4 is reached (b / 4 - start) mod 1 into the round; the start point at its end.
            double d = b / 4.0 - start;
            at[b] = d <= 0 ? d + 1 : d;
            index[b] = b;
        }
        play(Motion.path(ring, 1.5).withStartAt(start), model(at, index, 1.5, loops, false), loops, false,
                deltas(frames));
    }

    private static void play(Float2PathBuilder builder, List<Event> model, int loops, boolean yoyo, double[] dts) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        List<Integer> fired = new ArrayList<>();
        MotionHandle h = builder.withScheduler(scheduler).withLoops(loops, yoyo ? LoopType.YOYO : LoopType.RESTART)
                .withOnWaypoint(fired::add).run();
        double time = 0;
        for (double dt : dts) {
            scheduler.update(dt);
            time += dt;
            assertMatches(fired, model, time);
        }
        scheduler.update(1e6);
        assertThat(h.isActive()).isFalse();
        assertThat(fired).isEqualTo(model.stream().map(Event::index).toList());
    }

    @Property
    void seekingForward_firesWhatPlayingFires(@ForAll @IntRange(min = 1, max = 9000) int millis) {
        double t = millis / 1000.0;
        List<Integer> played = new ArrayList<>();
        List<Integer> sought = new ArrayList<>();
        ManualMotionScheduler a = new ManualMotionScheduler();
        ManualMotionScheduler b = new ManualMotionScheduler();
        MotionHandle p = Motion.path(straight(), 1).withLoops(9, LoopType.YOYO).withScheduler(a)
                .withOnWaypoint(played::add).run().preserve();
        MotionHandle s = Motion.path(straight(), 1).withLoops(9, LoopType.YOYO).withScheduler(b)
                .withOnWaypoint(sought::add).run();
        for (int f = 0; f < millis / 16; f++) {
            a.update(0.016);
        }
        a.update(Math.max(0, t - p.time()));
        s.setTime(p.time());
        assertThat(sought).isEqualTo(played);
    }

    @Test
    void seekingBack_firesTheCrossedWaypointsInReverse() {
        List<Integer> fired = new ArrayList<>();
        MotionHandle h = Motion.path(straight(), 4).withScheduler(new ManualMotionScheduler())
                .withOnWaypoint(fired::add).run().preserve();
        h.setTime(3.5);
        assertThat(fired).containsExactly(1, 2, 3);
        fired.clear();
        h.setTime(0.5);
        assertThat(fired).containsExactly(3, 2, 1);
    }

    @Test
    void aThrowingCallback_isReported_andTheOthersStillFire() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        List<Throwable> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, error) -> errors.add(error));
        List<Integer> fired = new ArrayList<>();
        Motion.path(straight(), 1).withScheduler(scheduler).withOnWaypoint(i -> {
            fired.add(i);
            if (i == 2) {
                throw new IllegalStateException("boom");
            }
        }).run();
        scheduler.update(2);
        assertThat(fired).containsExactly(1, 2, 3, 4);
        assertThat(errors).hasSize(1);
    }
}
