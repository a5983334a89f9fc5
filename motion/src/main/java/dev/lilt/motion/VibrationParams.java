package dev.lilt.motion;

import dev.lilt.motion.internal.math.Seeds;

/** The punch/shake settings behind the vibration builders, checked as they are set. */
final class VibrationParams {
    /** LitMotion's default frequency. */
    static final double DEFAULT_FREQUENCY = 10;
    /** LitMotion's default damping ratio. */
    static final double DEFAULT_DAMPING_RATIO = 1;

    final boolean shake;
    double frequency = DEFAULT_FREQUENCY;
    double dampingRatio = DEFAULT_DAMPING_RATIO;
    private long seed;
    private boolean seeded;

    VibrationParams(boolean shake) {
        this.shake = shake;
    }

    void frequency(double value) {
        if (!(value > 0) || value == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("frequency must be > 0 and finite: " + value);
        }
        frequency = value;
    }

    void dampingRatio(double value) {
        if (!(value >= 0) || value == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("dampingRatio must be >= 0 and finite: " + value);
        }
        dampingRatio = value;
    }

    void seed(long value) {
        if (!shake) {
            throw new IllegalStateException(
                    "withRandomSeed: a punch is not random; only Motion.shake motions take a seed");
        }
        seed = value;
        seeded = true;
    }

    /** The seed given, or a fresh one per motion. */
    long seedForStart() {
        return seeded ? seed : Seeds.next();
    }
}
