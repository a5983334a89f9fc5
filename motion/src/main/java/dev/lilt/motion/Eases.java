package dev.lilt.motion;

/**
 * Parameterised easing curves, as {@link EaseFunction} values for
 * {@link MotionBuilder#withEase(EaseFunction)}: elastic with amplitude and period, back with an
 * overshoot, CSS's {@code cubic-bezier()} and {@code steps()}.
 *
 * <pre>{@code
 * EaseFunction wobble = Eases.outElastic(1.5, 0.4);
 * EaseFunction cssEase = Eases.cubicBezier(0.25, 0.1, 0.25, 1);   // CSS "ease"
 * Motion.create(0f, 1f, 0.6).withEase(wobble).bind(v -> scale = v);
 * }</pre>
 *
 * <p>Every curve made here is immutable, thread-safe and allocation-free to evaluate; make it
 * once and share it across motions. Input progress is clamped to [0, 1] (NaN counts as 0), the
 * result is exactly 0 at 0 and exactly 1 at 1 (except {@code steps} with
 * {@link StepJump#START} or {@link StepJump#BOTH}, which jump at 0 by definition) and is never
 * NaN. The 31 {@link Ease} constants keep their faster, table-free dispatch; these curves are
 * called through the {@link EaseFunction} interface.
 */
public final class Eases {
    /** Penner's default elastic amplitude. */
    static final double DEFAULT_AMPLITUDE = 1;
    /** Penner's default back overshoot. */
    static final double DEFAULT_OVERSHOOT = 1.70158;
    /** The in-out back curves scale the overshoot by this, as Penner's do. */
    static final double IN_OUT_OVERSHOOT_SCALE = 1.525;

    private Eases() {
    }

    /**
     * An elastic ease-in: oscillates with growing amplitude, then snaps to the end.
     * {@code inElastic(1, 0.3)} is {@link Ease#IN_ELASTIC}.
     *
     * @param amplitude the swing's height relative to the distance, &gt;= 1 and finite
     * @param period    the oscillation period in units of progress, &gt; 0 and finite
     * @return the curve
     * @throws IllegalArgumentException if {@code amplitude} is below 1, NaN or infinite
     * @throws IllegalArgumentException if {@code period} is 0, negative, NaN or infinite
     */
    public static EaseFunction inElastic(double amplitude, double period) {
        return new ElasticEase(ElasticEase.IN, amplitude, period);
    }

    /**
     * An elastic ease-out: overshoots the end and settles with a decaying oscillation.
     * {@code outElastic(1, 0.3)} is {@link Ease#OUT_ELASTIC}.
     *
     * @param amplitude the swing's height relative to the distance, &gt;= 1 and finite
     * @param period    the oscillation period in units of progress, &gt; 0 and finite
     * @return the curve
     * @throws IllegalArgumentException if {@code amplitude} is below 1, NaN or infinite
     * @throws IllegalArgumentException if {@code period} is 0, negative, NaN or infinite
     */
    public static EaseFunction outElastic(double amplitude, double period) {
        return new ElasticEase(ElasticEase.OUT, amplitude, period);
    }

    /**
     * Elastic in, then out. {@code inOutElastic(1, 0.45)} is {@link Ease#IN_OUT_ELASTIC}.
     *
     * @param amplitude the swing's height relative to the distance, &gt;= 1 and finite
     * @param period    the oscillation period in units of progress, &gt; 0 and finite
     * @return the curve
     * @throws IllegalArgumentException if {@code amplitude} is below 1, NaN or infinite
     * @throws IllegalArgumentException if {@code period} is 0, negative, NaN or infinite
     */
    public static EaseFunction inOutElastic(double amplitude, double period) {
        return new ElasticEase(ElasticEase.IN_OUT, amplitude, period);
    }

    /**
     * A back ease-in: backs off before moving. {@code inBack(1.70158)} is {@link Ease#IN_BACK};
     * 0 gives a plain cubic.
     *
     * @param overshoot how far it backs off, &gt;= 0 and finite
     * @return the curve
     * @throws IllegalArgumentException if {@code overshoot} is negative, NaN or infinite
     */
    public static EaseFunction inBack(double overshoot) {
        return new BackEase(BackEase.IN, overshoot);
    }

    /**
     * A back ease-out: overshoots the end and comes back. {@code outBack(1.70158)} is
     * {@link Ease#OUT_BACK}.
     *
     * @param overshoot how far it overshoots, &gt;= 0 and finite
     * @return the curve
     * @throws IllegalArgumentException if {@code overshoot} is negative, NaN or infinite
     */
    public static EaseFunction outBack(double overshoot) {
        return new BackEase(BackEase.OUT, overshoot);
    }

    /**
     * Back in, then out; the overshoot is scaled by 1.525 as in Penner's curve, so
     * {@code inOutBack(1.70158)} is {@link Ease#IN_OUT_BACK}.
     *
     * @param overshoot how far it backs off and overshoots, &gt;= 0 and finite
     * @return the curve
     * @throws IllegalArgumentException if {@code overshoot} is negative, NaN or infinite
     */
    public static EaseFunction inOutBack(double overshoot) {
        return new BackEase(BackEase.IN_OUT, overshoot);
    }

    /**
     * CSS's {@code cubic-bezier(x1, y1, x2, y2)}: the curve from (0, 0) to (1, 1) with control
     * points (x1, y1) and (x2, y2), read as progress y at time x. CSS's named timing functions are
     * {@code cubicBezier(0.25, 0.1, 0.25, 1)} ("ease"), {@code (0.42, 0, 1, 1)} ("ease-in"),
     * {@code (0, 0, 0.58, 1)} ("ease-out") and {@code (0.42, 0, 0.58, 1)} ("ease-in-out").
     * Evaluation solves x for the curve parameter by Newton steps with a bisection fallback, to
     * within 1e-7.
     *
     * @param x1 the first control point's time, in [0, 1]
     * @param y1 the first control point's progress, finite (outside [0, 1] overshoots)
     * @param x2 the second control point's time, in [0, 1]
     * @param y2 the second control point's progress, finite
     * @return the curve
     * @throws IllegalArgumentException if {@code x1} is outside [0, 1] or NaN
     * @throws IllegalArgumentException if {@code y1} is NaN or infinite
     * @throws IllegalArgumentException if {@code x2} is outside [0, 1] or NaN
     * @throws IllegalArgumentException if {@code y2} is NaN or infinite
     */
    public static EaseFunction cubicBezier(double x1, double y1, double x2, double y2) {
        return new CubicBezierEase(x1, y1, x2, y2);
    }

    /**
     * CSS's {@code steps(n, jump)}: progress held on plateaus, jumping in {@code n} steps. With
     * {@link StepJump#END} ({@code steps(4)} in CSS) the values are 0, ¼, ½, ¾ and 1 at the end;
     * with {@link StepJump#START} ¼, ½, ¾, 1.
     *
     * @param n    the number of steps (plateaus), &gt;= 1; &gt;= 2 for {@link StepJump#NONE}
     * @param jump where the jumps fall
     * @return the curve
     * @throws NullPointerException     if {@code jump} is null
     * @throws IllegalArgumentException if {@code n} is below 1, or below 2 with {@link StepJump#NONE}
     */
    public static EaseFunction steps(int n, StepJump jump) {
        return new StepsEase(n, jump);
    }

    /** Clamps progress to [0, 1]; NaN becomes 0. */
    static double clampProgress(float t) {
        return t > 0 ? (t < 1 ? t : 1) : 0;
    }

    static double requireFiniteAtLeast(String name, double value, double min) {
        if (!(value >= min) || value == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(name + " must be >= " + min + " and finite: " + value);
        }
        return value;
    }

    /** Penner's elastic curves with free amplitude and period. */
    private static final class ElasticEase implements EaseFunction {
        static final int IN = 0;
        static final int OUT = 1;
        static final int IN_OUT = 2;

        private final int shape;
        private final double amplitude;
        private final double period;
        /** The phase shift that makes the wave meet 0 and 1 at the ends: p / 2π · asin(1 / a). */
        private final double shift;

        ElasticEase(int shape, double amplitude, double period) {
            requireFiniteAtLeast("amplitude", amplitude, 1);
            if (!(period > 0) || period == Double.POSITIVE_INFINITY) {
                throw new IllegalArgumentException("period must be > 0 and finite: " + period);
            }
            this.shape = shape;
            this.amplitude = amplitude;
            this.period = period;
            this.shift = period / (2 * Math.PI) * Math.asin(1 / amplitude);
        }

        @Override
        public float evaluate(float t) {
            double x = clampProgress(t);
            if (x == 0 || x == 1) {
                return (float) x;
            }
            double w = 2 * Math.PI / period;
            switch (shape) {
                case IN:
                    return (float) (-amplitude * Math.pow(2, 10 * (x - 1)) * Math.sin((x - 1 - shift) * w));
                case OUT:
                    return (float) (amplitude * Math.pow(2, -10 * x) * Math.sin((x - shift) * w) + 1);
                default:
                    double u = 2 * x - 1;
                    return (float) (u < 0
                            ? -0.5 * amplitude * Math.pow(2, 10 * u) * Math.sin((u - shift) * w)
                            : 0.5 * amplitude * Math.pow(2, -10 * u) * Math.sin((u - shift) * w) + 1);
            }
        }

        @Override
        public String toString() {
            String name = shape == IN ? "inElastic" : shape == OUT ? "outElastic" : "inOutElastic";
            return "Eases." + name + "(" + amplitude + ", " + period + ")";
        }
    }

    /** Penner's back curves with a free overshoot. */
    private static final class BackEase implements EaseFunction {
        static final int IN = 0;
        static final int OUT = 1;
        static final int IN_OUT = 2;

        private final int shape;
        private final double overshoot;

        BackEase(int shape, double overshoot) {
            this.shape = shape;
            this.overshoot = requireFiniteAtLeast("overshoot", overshoot, 0);
        }

        @Override
        public float evaluate(float t) {
            double x = clampProgress(t);
            if (x == 0 || x == 1) {
                return (float) x;
            }
            double s = overshoot;
            switch (shape) {
                case IN:
                    return (float) (x * x * ((s + 1) * x - s));
                case OUT:
                    double u = x - 1;
                    return (float) (1 + u * u * ((s + 1) * u + s));
                default:
                    double s2 = s * IN_OUT_OVERSHOOT_SCALE;
                    double y = 2 * x;
                    if (y < 1) {
                        return (float) (y * y * ((s2 + 1) * y - s2) / 2);
                    }
                    double v = y - 2;
                    return (float) ((v * v * ((s2 + 1) * v + s2) + 2) / 2);
            }
        }

        @Override
        public String toString() {
            String name = shape == IN ? "inBack" : shape == OUT ? "outBack" : "inOutBack";
            return "Eases." + name + "(" + overshoot + ")";
        }
    }

    /** CSS steps(). */
    private static final class StepsEase implements EaseFunction {
        private final int steps;
        private final StepJump jump;
        private final int jumps;

        StepsEase(int steps, StepJump jump) {
            java.util.Objects.requireNonNull(jump, "jump == null");
            int min = jump == StepJump.NONE ? 2 : 1;
            if (steps < min) {
                throw new IllegalArgumentException("n must be >= " + min + " for " + jump + ": " + steps);
            }
            this.steps = steps;
            this.jump = jump;
            this.jumps = jump == StepJump.NONE ? steps - 1 : jump == StepJump.BOTH ? steps + 1 : steps;
        }

        @Override
        public float evaluate(float t) {
            double x = clampProgress(t);
            // CSS Easing Level 1, "steps": floor, shifted by one for a jump at the start, capped.
            long step = (long) Math.floor(x * steps);
            if (jump == StepJump.START || jump == StepJump.BOTH) {
                step++;
            }
            if (step > jumps) {
                step = jumps;
            }
            return step == jumps ? 1f : (float) ((double) step / jumps);
        }

        @Override
        public String toString() {
            return "Eases.steps(" + steps + ", " + jump + ")";
        }
    }
}
