package dev.lilt.bench.motion;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;

/**
 * The rest of a program's motions: every value kind but float, on a scheduler of its own, endless
 * yoyo loops so they never end. Running its frames in the same JVM as a float benchmark gives the
 * JIT every kind's types at the engine's shared call sites, as a real game does.
 */
final class EveryKind {
    private static final int EACH = 1_000;

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    /** What the binders write, so that no binder is dead code. */
    private double sink;

    EveryKind() {
        for (int i = 0; i < EACH; i++) {
            Motion.create(0.0, 1.0, 0.5).withScheduler(scheduler).withLoops(-1, LoopType.YOYO).bind(v -> sink += v);
            Motion.create(0, 100, 0.5).withScheduler(scheduler).withLoops(-1, LoopType.YOYO).bind(v -> sink += v);
            Motion.create(0L, 100L, 0.5).withScheduler(scheduler).withLoops(-1, LoopType.YOYO).bind(v -> sink += v);
            Motion.create(Float2.of(0, 0), Float2.of(1, 2), 0.5).withScheduler(scheduler)
                    .withLoops(-1, LoopType.YOYO).bind((x, y) -> sink += x + y);
            Motion.create(Float3.of(0, 0, 0), Float3.of(1, 2, 3), 0.5).withScheduler(scheduler)
                    .withLoops(-1, LoopType.YOYO).bind((x, y, z) -> sink += x + y + z);
            Motion.create(Float4.of(0, 0, 0, 0), Float4.of(1, 2, 3, 4), 0.5).withScheduler(scheduler)
                    .withLoops(-1, LoopType.YOYO).bind((x, y, z, w) -> sink += x + w);
            Motion.create(Rgba.of(0, 0, 0, 1), Rgba.of(1, 0.5f, 0.2f, 1), 0.5).withScheduler(scheduler)
                    .withLoops(-1, LoopType.YOYO).bind((r, g, b, a) -> sink += r + a);
            Motion.create(Quaternion.IDENTITY, Quaternion.ofAxisAngle(0, 0, 1, 2), 0.5).withScheduler(scheduler)
                    .withLoops(-1, LoopType.YOYO).bind((x, y, z, w) -> sink += z + w);
            Motion.shake(0f, 1f, 0.5).withScheduler(scheduler).withLoops(-1).bind(v -> sink += v);
        }
    }

    /** One frame of every other kind. */
    void frame() {
        scheduler.update(Shape.DT * 16);
    }
}
