package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Rgba;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fused frame (one pass per kind for the common case), the general passes and the adaptive
 * choice between them give the same frame: the same binder calls with the same values in the
 * same order, the same callbacks, the same times and states, for random motions of the fused kinds
 * (float, double, Float2/3/4, sRGB and linear colour) and of a kind without a fused loop (int),
 * random timing, eases (a custom one included), speeds and frame sizes, and binders that reach
 * into other motions mid-frame (seek, cancel, complete, speed, reads, clear, creating a motion),
 * which makes the fused frame catch up.
 */
class FusedFrameProperties {

    /** A motion's recipe; {@code chaos} is what its binder does on its {@code chaosCall}-th call. */
    record Spec(int kind, double duration, int loops, LoopType loopType, double delay, int delayMode,
                int ease, boolean preserve, double speed, int chaos, int chaosTarget, int chaosCall) {
    }

    @Provide
    Arbitrary<List<Spec>> motions() {
        Arbitrary<Spec> spec = Combinators.combine(
                Combinators.combine(
                        Arbitraries.integers().between(0, 7),
                        Arbitraries.of(0.0, 0.05, 0.3, 1.0, 1.0),
                        Arbitraries.of(1, 1, 2, 3, -1),
                        Arbitraries.of(LoopType.class),
                        Arbitraries.of(0.0, 0.0, 0.1, 0.45),
                        Arbitraries.integers().between(0, 3))
                        .as((k, d, l, t, dl, m) -> new Object[]{k, d, l, t, dl, m}),
                Combinators.combine(
                        Arbitraries.integers().between(0, 3),
                        Arbitraries.of(false, true),
                        Arbitraries.of(1.0, 1.0, 1.0, 2.0, 0.5, 0.0, -1.0),
                        Arbitraries.frequency(net.jqwik.api.Tuple.of(6, 0), net.jqwik.api.Tuple.of(1, 1),
                                net.jqwik.api.Tuple.of(1, 2), net.jqwik.api.Tuple.of(1, 3),
                                net.jqwik.api.Tuple.of(1, 4), net.jqwik.api.Tuple.of(1, 5),
                                net.jqwik.api.Tuple.of(1, 6), net.jqwik.api.Tuple.of(1, 7),
                                net.jqwik.api.Tuple.of(1, 8)),
                        Arbitraries.integers().between(0, 31),
                        Arbitraries.integers().between(1, 6))
                        .as((e, p, sp, c, ct, cc) -> new Object[]{e, p, sp, c, ct, cc}))
                .as((a, b) -> new Spec((int) a[0], (double) a[1], (int) a[2], (LoopType) a[3], (double) a[4],
                        (int) a[5], (int) b[0], (boolean) b[1], (double) b[2], (int) b[3], (int) b[4], (int) b[5]));
        return spec.list().ofMinSize(1).ofMaxSize(32);
    }

    @Provide
    Arbitrary<List<Double>> frames() {
        return Arbitraries.of(0.0, 0.004, 0.016, 0.033, 0.1, 0.25, 0.6, 2.5).list().ofMinSize(1).ofMaxSize(30);
    }

    /** A handle operation between two frames: {@code kind} on motion {@code target} with {@code arg}. */
    record Op(int kind, int target, double arg) {
    }

    @Provide
    Arbitrary<List<Op>> ops() {
        return Combinators.combine(
                        Arbitraries.integers().between(0, 7),
                        Arbitraries.integers().between(0, 31),
                        Arbitraries.of(-1.0, 0.0, 0.05, 0.2, 0.5, 2.0))
                .as(Op::new).list().ofMinSize(1).ofMaxSize(30);
    }

    @Property(tries = 300)
    void fusedFrame_equalsGeneralPasses(@ForAll("motions") List<Spec> specs, @ForAll("frames") List<Double> frames) {
        List<String> general = run(specs, frames, List.of(), MotionEngine.FRAME_GENERAL);

        assertThat(run(specs, frames, List.of(), MotionEngine.FRAME_FUSED)).isEqualTo(general);
        assertThat(run(specs, frames, List.of(), MotionEngine.FRAME_ADAPTIVE)).isEqualTo(general);
    }

    /**
     * The same with the handle operations a program makes between frames (seeks, speeds
     * including zero and reverse, pause and resume, complete, cancel): each changes what the
     * fused loop's per-motion lane byte caches, so a lane left stale would show here as a
     * fused frame that differs from the general passes.
     */
    @Property(tries = 300)
    void fusedFrame_equalsGeneralPasses_withHandleOpsBetweenFrames(@ForAll("motions") List<Spec> specs,
                                                                   @ForAll("frames") List<Double> frames,
                                                                   @ForAll("ops") List<Op> ops) {
        List<String> general = run(specs, frames, ops, MotionEngine.FRAME_GENERAL);

        assertThat(run(specs, frames, ops, MotionEngine.FRAME_FUSED)).isEqualTo(general);
        assertThat(run(specs, frames, ops, MotionEngine.FRAME_ADAPTIVE)).isEqualTo(general);
    }

    /** Plays the scenario and returns everything user code saw, in order. */
    private static List<String> run(List<Spec> specs, List<Double> frames, List<Op> ops, int frameMode) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.engine().setFrameMode(frameMode);
        List<String> log = new ArrayList<>();
        s.setUnhandledErrorHandler((name, e) -> log.add("error " + name + " " + e.getMessage()));
        List<MotionHandle> handles = new ArrayList<>();
        for (int m = 0; m < specs.size(); m++) {
            handles.add(start(s, specs.get(m), m, log, handles));
        }
        for (int f = 0; f < frames.size(); f++) {
            s.update(frames.get(f));
            log.add("frame " + s.activeCount());
            for (int m = 0; m < handles.size(); m++) {
                MotionHandle h = handles.get(m);
                if (h.isActive()) {
                    log.add(m + " at " + h.time() + " " + h.isPlaying() + " " + h.completedLoops() + " "
                            + h.easedProgress());
                }
            }
            if (!ops.isEmpty()) {
                between(ops.get(f % ops.size()), handles, log);
            }
        }
        return log;
    }

    /** One handle operation between frames, on a live motion the scheduler plays itself. */
    private static void between(Op op, List<MotionHandle> handles, List<String> log) {
        MotionHandle h = handles.get(op.target() % handles.size());
        if (!h.isActive()) {
            return;
        }
        switch (op.kind()) {
            case 0 -> h.setTime(Math.max(0, op.arg()));
            case 1 -> h.setPlaybackSpeed(op.arg());
            case 2 -> h.pause();
            case 3 -> h.resume();
            case 4 -> h.tryComplete();
            case 5 -> h.tryCancel();
            case 6 -> {
                try {
                    log.add("value " + h.value());
                } catch (IllegalStateException vectorOrColour) {
                    log.add("value of a kind with several components");
                }
            }
            default -> h.setTime(h.time() + Math.abs(op.arg()));
        }
    }

    private static MotionHandle start(ManualMotionScheduler s, Spec spec, int m, List<String> log,
                                      List<MotionHandle> all) {
        double duration = spec.loops() == -1 && spec.duration() == 0 ? 0.05 : spec.duration();
        int[] calls = {0};
        Runnable chaos = () -> {
            if (++calls[0] == spec.chaosCall()) {
                chaos(s, spec, log, all);
            }
        };
        String id = "m" + m + " ";
        MotionBuilder<?> b = switch (spec.kind()) {
            case 0 -> Motion.create(0f, 1f, duration);
            case 1 -> Motion.create(0.0, 1.0, duration);
            case 2 -> Motion.create(Float2.of(0, 1), Float2.of(1, -3), duration);
            case 3 -> Motion.create(Float3.of(0, 1, 2), Float3.of(1, -3, 7), duration);
            case 4 -> Motion.create(Float4.of(0, 1, 2, 3), Float4.of(1, -3, 7, 0.5f), duration);
            case 7 -> Motion.create(0, 1000, duration);
            default -> Motion.create(Rgba.of(0.1f, 0.9f, 0.2f, 1), Rgba.of(0.8f, 0.1f, 0.6f, 0.3f), duration)
                    .withColorSpace(spec.kind() == 5 ? ColorSpace.SRGB : ColorSpace.LINEAR);
        };
        b.withScheduler(s)
                .withLoops(spec.loops(), spec.loopType())
                .withDelay(spec.delay(), spec.delayMode() % 2 == 0 ? DelayType.FIRST_LOOP : DelayType.EVERY_LOOP,
                        spec.delayMode() >= 2)
                .withOnComplete(() -> log.add(id + "complete"))
                .withOnCancel(() -> log.add(id + "cancel"))
                .withOnLoopComplete(n -> log.add(id + "loop " + n));
        switch (spec.ease()) {
            case 1 -> b.withEase(Ease.IN_OUT_QUAD);
            case 2 -> b.withEase(Ease.OUT_BOUNCE);
            case 3 -> b.withEase(f -> f * f * (3 - 2 * f));
            default -> b.withEase(Ease.LINEAR);
        }
        MotionHandle h = switch (spec.kind()) {
            case 0 -> ((FloatMotionBuilder) b).bind(v -> {
                log.add(id + Float.floatToIntBits(v));
                chaos.run();
            });
            case 1 -> ((DoubleMotionBuilder) b).bind(v -> {
                log.add(id + Double.doubleToLongBits(v));
                chaos.run();
            });
            case 2 -> ((Float2MotionBuilder) b).bind((x, y) -> {
                log.add(id + Float.floatToIntBits(x) + " " + Float.floatToIntBits(y));
                chaos.run();
            });
            case 7 -> ((IntMotionBuilder) b).bind(v -> {
                log.add(id + v);
                chaos.run();
            });
            case 3 -> ((Float3MotionBuilder) b).bind((x, y, z) -> {
                log.add(id + Float.floatToIntBits(x) + " " + Float.floatToIntBits(y) + " " + Float.floatToIntBits(z));
                chaos.run();
            });
            default -> ((Float4Builder<?>) b).bind((x, y, z, w) -> {
                log.add(id + Float.floatToIntBits(x) + " " + Float.floatToIntBits(y) + " " + Float.floatToIntBits(z)
                        + " " + Float.floatToIntBits(w));
                chaos.run();
            });
        };
        if (spec.preserve() && h.isActive()) {
            h.preserve();
        }
        if (spec.speed() != 1 && h.isActive()) {
            h.setPlaybackSpeed(spec.speed());
        }
        return h;
    }

    /** What a binder does to the others, mid-frame. */
    private static void chaos(ManualMotionScheduler s, Spec spec, List<String> log, List<MotionHandle> all) {
        MotionHandle other = all.get(spec.chaosTarget() % all.size());
        switch (spec.chaos()) {
            case 1 -> {
                if (other.isActive()) {
                    other.setTime(0.2);
                }
            }
            case 2 -> other.tryCancel();
            case 3 -> other.tryComplete();
            case 4 -> {
                if (other.isActive()) {
                    other.setPlaybackSpeed(3);
                }
            }
            case 5 -> log.add("read " + (other.isActive() ? other.time() + " " + other.value() : "dead"));
            case 6 -> log.add("count " + s.activeCount());
            case 7 -> Motion.create(0f, 1f, 0.1).withScheduler(s).bind(v -> log.add("child " + v));
            case 8 -> s.clear();
            default -> {
                // no chaos
            }
        }
    }
}
