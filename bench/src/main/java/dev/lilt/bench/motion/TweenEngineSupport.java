package dev.lilt.bench.motion;

import dorkbox.tweenEngine.TweenAccessor;
import dorkbox.tweenEngine.TweenEngine;
import dorkbox.tweenEngine.TweenEquations;

/** Universal Tween Engine (dorkbox fork) set up for {@link Target}. */
final class TweenEngineSupport {
    /** The accessor the engine calls to read and write {@link Target#x}. */
    static final TweenAccessor<Target> ACCESSOR = new TweenAccessor<>() {
        @Override
        public int getValues(Target target, int tweenType, float[] returnValues) {
            returnValues[0] = target.x;
            return 1;
        }

        @Override
        public void setValues(Target target, int tweenType, float[] newValues) {
            target.x = newValues[0];
        }
    };

    private TweenEngineSupport() {
    }

    static TweenEngine newEngine() {
        return TweenEngine.create().registerAccessor(Target.class, ACCESSOR).build();
    }

    /**
     * The engine's equation matching a Lilt ease name (same Penner set, different names).
     *
     * @param liltEase e.g. {@code IN_OUT_QUAD}
     * @return e.g. {@code Quad_InOut}
     */
    static TweenEquations equation(String liltEase) {
        if (liltEase.equals("LINEAR")) {
            return TweenEquations.Linear;
        }
        String dir = liltEase.startsWith("IN_OUT_") ? "InOut" : liltEase.startsWith("IN_") ? "In" : "Out";
        String family = liltEase.substring(liltEase.lastIndexOf('_') + 1);
        family = family.charAt(0) + family.substring(1).toLowerCase(java.util.Locale.ROOT);
        if (family.equals("Circ")) {
            family = "Circle";
        }
        return TweenEquations.valueOf(family + "_" + dir);
    }
}
