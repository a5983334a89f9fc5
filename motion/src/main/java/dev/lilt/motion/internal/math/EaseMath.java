package dev.lilt.motion.internal.math;

/**
 * The Penner easing equations, one small static method each, and a dispatcher by ease id.
 */
public final class EaseMath {
    /*
     * Design note. The dispatcher is a dense tableswitch whose cases are single static calls, so
     * its bytecode stays far below C2's FreqInlineSize (325 bytes) and it inlines into the update
     * loop; each case's body is a tiny method that inlines in turn. A switch that held the
     * formulas themselves, or an interface call per ease, measured several times slower once more
     * than two eases were in use (MixedEaseBenchmark). Ids are Ease ordinals; the
     * order here must match the enum.
     *
     * Formulas: easings.net. They are computed in double and rounded once to float.
     */

    /** Ease id of {@code Ease.LINEAR}. */
    public static final int LINEAR = 0;

    /** Ease id that means "call the motion's EaseFunction". */
    public static final int CUSTOM = 31;

    private static final double PI = Math.PI;
    private static final double C1 = 1.70158;
    private static final double C2 = C1 * 1.525;
    private static final double C3 = C1 + 1;
    private static final double C4 = (2 * PI) / 3;
    private static final double C5 = (2 * PI) / 4.5;
    private static final double N1 = 7.5625;
    private static final double D1 = 2.75;

    private EaseMath() {
    }

    /**
     * A built-in ease of a loop fraction, the one way every pass, seek and fast path eases it (so
     * they write the same bits): linear passes the double through, the others evaluate in float.
     *
     * @param id       an {@code Ease} ordinal, 0 to 30 (not {@link #CUSTOM})
     * @param fraction the loop fraction
     * @return eased progress
     */
    public static double ofBuiltIn(int id, double fraction) {
        return id == LINEAR ? fraction : evaluate(id, (float) fraction);
    }

    /**
     * Evaluates the built-in ease {@code id} at {@code t}.
     *
     * @param id an {@code Ease} ordinal, 0 to 30
     * @param t  progress
     * @return eased progress
     */
    public static float evaluate(int id, float t) {
        switch (id) {
            case 0: return t;
            case 1: return inSine(t);
            case 2: return outSine(t);
            case 3: return inOutSine(t);
            case 4: return inQuad(t);
            case 5: return outQuad(t);
            case 6: return inOutQuad(t);
            case 7: return inCubic(t);
            case 8: return outCubic(t);
            case 9: return inOutCubic(t);
            case 10: return inQuart(t);
            case 11: return outQuart(t);
            case 12: return inOutQuart(t);
            case 13: return inQuint(t);
            case 14: return outQuint(t);
            case 15: return inOutQuint(t);
            case 16: return inExpo(t);
            case 17: return outExpo(t);
            case 18: return inOutExpo(t);
            case 19: return inCirc(t);
            case 20: return outCirc(t);
            case 21: return inOutCirc(t);
            case 22: return inElastic(t);
            case 23: return outElastic(t);
            case 24: return inOutElastic(t);
            case 25: return inBack(t);
            case 26: return outBack(t);
            case 27: return inOutBack(t);
            case 28: return inBounce(t);
            case 29: return outBounce(t);
            case 30: return inOutBounce(t);
            default: throw new IllegalArgumentException("unknown ease id: " + id);
        }
    }

    static float inSine(double x) { return (float) (1 - Math.cos((x * PI) / 2)); }
    static float outSine(double x) { return (float) Math.sin((x * PI) / 2); }
    static float inOutSine(double x) { return (float) (-(Math.cos(PI * x) - 1) / 2); }

    static float inQuad(double x) { return (float) (x * x); }
    static float outQuad(double x) { return (float) (1 - (1 - x) * (1 - x)); }
    static float inOutQuad(double x) {
        return (float) (x < 0.5 ? 2 * x * x : 1 - pow2(-2 * x + 2) / 2);
    }

    static float inCubic(double x) { return (float) (x * x * x); }
    static float outCubic(double x) { return (float) (1 - pow3(1 - x)); }
    static float inOutCubic(double x) {
        return (float) (x < 0.5 ? 4 * x * x * x : 1 - pow3(-2 * x + 2) / 2);
    }

    static float inQuart(double x) { return (float) pow2(x * x); }
    static float outQuart(double x) { return (float) (1 - pow2(pow2(1 - x))); }
    static float inOutQuart(double x) {
        return (float) (x < 0.5 ? 8 * pow2(x * x) : 1 - pow2(pow2(-2 * x + 2)) / 2);
    }

    static float inQuint(double x) { return (float) (pow2(x * x) * x); }
    static float outQuint(double x) { return (float) (1 - pow2(pow2(1 - x)) * (1 - x)); }
    static float inOutQuint(double x) {
        return (float) (x < 0.5 ? 16 * pow2(x * x) * x : 1 - pow2(pow2(-2 * x + 2)) * (-2 * x + 2) / 2);
    }

    static float inExpo(double x) { return x == 0 ? 0f : (float) Math.pow(2, 10 * x - 10); }
    static float outExpo(double x) { return x == 1 ? 1f : (float) (1 - Math.pow(2, -10 * x)); }
    static float inOutExpo(double x) {
        if (x == 0) {
            return 0f;
        }
        if (x == 1) {
            return 1f;
        }
        return (float) (x < 0.5 ? Math.pow(2, 20 * x - 10) / 2 : (2 - Math.pow(2, -20 * x + 10)) / 2);
    }

    static float inCirc(double x) { return (float) (1 - Math.sqrt(1 - x * x)); }
    static float outCirc(double x) { return (float) Math.sqrt(1 - pow2(x - 1)); }
    static float inOutCirc(double x) {
        return (float) (x < 0.5
                ? (1 - Math.sqrt(1 - pow2(2 * x))) / 2
                : (Math.sqrt(1 - pow2(-2 * x + 2)) + 1) / 2);
    }

    static float inElastic(double x) {
        if (x == 0 || x == 1) {
            return (float) x;
        }
        return (float) (-Math.pow(2, 10 * x - 10) * Math.sin((x * 10 - 10.75) * C4));
    }

    static float outElastic(double x) {
        if (x == 0 || x == 1) {
            return (float) x;
        }
        return (float) (Math.pow(2, -10 * x) * Math.sin((x * 10 - 0.75) * C4) + 1);
    }

    static float inOutElastic(double x) {
        if (x == 0 || x == 1) {
            return (float) x;
        }
        return (float) (x < 0.5
                ? -(Math.pow(2, 20 * x - 10) * Math.sin((20 * x - 11.125) * C5)) / 2
                : (Math.pow(2, -20 * x + 10) * Math.sin((20 * x - 11.125) * C5)) / 2 + 1);
    }

    static float inBack(double x) { return (float) (C3 * x * x * x - C1 * x * x); }
    static float outBack(double x) {
        // C3 - C1 rounds to 1 + 2^-52, so the formula alone gives 2.2e-16 at 0.
        return x == 0 ? 0f : (float) (1 + C3 * pow3(x - 1) + C1 * pow2(x - 1));
    }
    static float inOutBack(double x) {
        return (float) (x < 0.5
                ? (pow2(2 * x) * ((C2 + 1) * 2 * x - C2)) / 2
                : (pow2(2 * x - 2) * ((C2 + 1) * (x * 2 - 2) + C2) + 2) / 2);
    }

    static float inBounce(double x) { return (float) (1 - bounce(1 - x)); }
    static float outBounce(double x) { return (float) bounce(x); }
    static float inOutBounce(double x) {
        return (float) (x < 0.5 ? (1 - bounce(1 - 2 * x)) / 2 : (1 + bounce(2 * x - 1)) / 2);
    }

    private static double bounce(double x) {
        if (x < 1 / D1) {
            return N1 * x * x;
        } else if (x < 2 / D1) {
            double y = x - 1.5 / D1;
            return N1 * y * y + 0.75;
        } else if (x < 2.5 / D1) {
            double y = x - 2.25 / D1;
            return N1 * y * y + 0.9375;
        } else {
            double y = x - 2.625 / D1;
            return N1 * y * y + 0.984375;
        }
    }

    private static double pow2(double x) { return x * x; }
    private static double pow3(double x) { return x * x * x; }
}
