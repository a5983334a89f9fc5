package dev.lilt.motion;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.MotionStorage;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The static steps of a motion's creation that do not read a builder's fields, apart from the
 * builder so that it stays small: the builder must only ever be used by small methods the JIT
 * inlines into the caller, for the builder and the handle to be scalar-replaced (see
 * {@link #outOfLine}). The rare and large steps are called through method handles held in
 * non-final fields, which C2 does not inline.
 */
final class CreationSteps {
    private CreationSteps() {
    }

    /**
     * The spec's duration for a builder that has none yet: 0, standing for a duration the storage
     * computes at start; apart from MotionBuilder.prepareValues, which must stay small (see {@link #outOfLine}).
     *
     * @throws IllegalStateException if no speed was given either
     */
    static double pendingDuration(double deferredSpeed) {
        if (Double.isNaN(deferredSpeed)) {
            throw new IllegalStateException("this builder has no duration: call atSpeed before bind, run or start,"
                    + " or give Motion.create a duration in seconds");
        }
        return 0;
    }

    /** The reference settings of a creation spec; {@link MotionSpec#clearReferences()} undoes them. */
    static void fillReferences(MotionSpec s, EaseFunction easeFunction, Object onComplete, Object onCancel,
                               Object onLoopComplete, Object callbackState, String debugName, Object binder,
                               Object state) {
        s.easeFunction = easeFunction;
        s.onComplete = onComplete;
        s.onCancel = onCancel;
        s.onLoopComplete = onLoopComplete;
        s.callbackState = callbackState;
        s.debugName = debugName;
        s.binder = binder;
        s.state = state;
    }

    /**
     * The new motion's handle, in parts: its slot in the high 32 bits, its version in the low ones.
     * A step returns this, not the dense index, so that reading the slot and its version is out
     * of line as well (see {@link #outOfLine}); {@code MotionBuilder.handle} makes the handle.
     *
     * @param storage    the motion's storage
     * @param denseIndex the new motion's dense index
     */
    static long id(MotionStorage storage, int denseIndex) {
        int slot = storage.slotOf(denseIndex);
        return (long) slot << 32 | (storage.version(slot) & 0xFFFF_FFFFL);
    }

    /**
     * Rethrows what an out-of-line step threw, as it is: a step declares no checked exception, and
     * {@code invokeExact} only makes the compiler think it might.
     */
    @SuppressWarnings("unchecked") // T is inferred as RuntimeException: the throwable passes unchanged
    static <T extends Throwable> RuntimeException rethrow(Throwable e) throws T {
        throw (T) e;
    }

    /**
     * Calls {@link #add} through its handle (see {@link #outOfLine}): adds the motion the spec
     * describes to {@code storage}, with the builder's reference settings, the binder and its state.
     *
     * @return the new motion's handle, in parts (see {@link #id})
     */
    static long addOutOfLine(MotionStorage storage, MotionSpec spec, EaseFunction easeFunction, Object onComplete,
                             Object onCancel, Object onLoopComplete, Object callbackState, String debugName,
                             Object binder, Object state) {
        try {
            return (long) add.invokeExact(storage, spec, easeFunction, onComplete, onCancel, onLoopComplete,
                    callbackState, debugName, binder, state);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    /** {@link #add}, called out of line (see {@link #outOfLine}). */
    static MethodHandle add = outOfLine(CreationSteps.class, "add", MethodType.methodType(long.class,
            MotionStorage.class, MotionSpec.class, EaseFunction.class, Object.class, Object.class, Object.class,
            Object.class, String.class, Object.class, Object.class));

    /**
     * Adds the motion the spec describes, its end points written there by the builder, to the
     * storage of its kind ({@code MotionValues.add(MotionSpec)}); the references are filled here,
     * out of line, and cleared after. The handle is made by the caller, where it may be dropped.
     */
    private static long add(MotionStorage storage, MotionSpec spec, EaseFunction easeFunction, Object onComplete,
                            Object onCancel, Object onLoopComplete, Object callbackState, String debugName,
                            Object binder, Object state) {
        try {
            fillReferences(spec, easeFunction, onComplete, onCancel, onLoopComplete, callbackState, debugName,
                    binder, state);
            return id(storage, storage.values().add(spec));
        } finally {
            spec.clearReferences();
        }
    }

    /** Calls {@link #openSpec} through its handle (see {@link #outOfLine}). */
    static MotionSpec openSpecOutOfLine(MotionEngine engine, ManualMotionScheduler tagScheduler, Object tagTarget,
                                        Object tagKey, ReplaceMode replaceMode, double duration, double delay,
                                        boolean everyLoopDelay, int loops, int loopType, int easeId, int flags) {
        try {
            return (MotionSpec) openSpec.invokeExact(engine, tagScheduler, tagTarget, tagKey, replaceMode, duration,
                    delay, everyLoopDelay, loops, loopType, easeId, flags);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    /** Calls {@link #attachExtras} through its handle (see {@link #outOfLine}). */
    static void attachExtrasOutOfLine(MotionStorage storage, int slot, int version, Object onStart,
                                      Object callbackState, Object tagTarget, Object tagKey,
                                      ManualMotionScheduler scheduler) {
        try {
            attachExtras.invokeExact(storage, slot, version, onStart, callbackState, tagTarget, tagKey, scheduler);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    /** {@link #openSpec}, called out of line (see {@link #outOfLine}); not final, so the JIT cannot see through it. */
    static MethodHandle openSpec = outOfLine(CreationSteps.class, "openSpec", MethodType.methodType(
            MotionSpec.class, MotionEngine.class, ManualMotionScheduler.class, Object.class, Object.class,
            ReplaceMode.class, double.class, double.class, boolean.class, int.class, int.class, int.class,
            int.class));

    /**
     * Opens a creation: ends the running motions with the same tag (their callbacks may create
     * motions, so before the spec is filled), then returns the engine's creation spec, filled with
     * the primitive settings, once the total duration is known to be finite. Static, as every step
     * of a creation that does not read the builder's fields, and called out of line (see
     * {@link #outOfLine}), so that the builder is only ever used by small methods the JIT inlines
     * into the caller.
     *
     * @param tagScheduler the tag's scheduler, or null for an untagged motion
     */
    private static MotionSpec openSpec(MotionEngine engine, ManualMotionScheduler tagScheduler, Object tagTarget,
                                       Object tagKey, ReplaceMode replaceMode, double duration, double delay,
                                       boolean everyLoopDelay, int loops, int loopType, int easeId,
                                       int flags) {
        if (tagScheduler != null) {
            engine.checkThread("a motion's creation (bind or run)");
            tagScheduler.targets().replace(tagTarget, tagKey, replaceMode);
        }
        MotionSpec s = engine.spec();
        MotionSpec.checkTotalDuration(duration, delay, everyLoopDelay, loops);
        if (ReducedMotion.applies(flags)) {
            // checked as built first, so a setting that is wrong stays wrong with the switch on
            duration = ReducedMotion.JUMP_SECONDS;
            delay = 0;
            loops = loops == -1 ? 1 : loops;
        }
        s.duration = duration;
        s.delay = delay;
        s.loops = loops;
        s.everyLoopDelay = everyLoopDelay;
        s.loopType = (byte) loopType;
        s.easeId = easeId;
        s.flags = flags & ~ReducedMotion.PLAY_WHEN_REDUCED;
        return s;
    }

    /**
     * A static creation step for a call the JIT never inlines: C2 inlines a method handle only
     * when it is a constant, and one read from a non-final field is not. The storage's part of a
     * creation (the new row, the immediate bind) compiles to more machine code than C2 inlines from
     * a callee compiled on its own ({@code InlineSmallCode}), so if {@code bind} inlined it,
     * {@code bind} itself would no longer be inlined into the user's loop, and the builder and the
     * handle would be allocated there. Behind these calls {@code bind} stays small enough; close to
     * the limit, so docs/MOTION.md says what is and is not promised.
     *
     * @param owner the class declaring the step
     * @param name  the step's name
     * @param type  its type
     * @return the step's handle
     */
    static MethodHandle outOfLine(Class<?> owner, String name, MethodType type) {
        try {
            return MethodHandles.lookup().findStatic(owner, name, type);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("a creation step is missing: " + name, e);
        }
    }

    /** {@link #attachExtras}, called out of line (see {@link #outOfLine}). */
    static MethodHandle attachExtras = outOfLine(CreationSteps.class, "attachExtras",
            MethodType.methodType(void.class, MotionStorage.class, int.class, int.class, Object.class, Object.class,
                    Object.class, Object.class, ManualMotionScheduler.class));

    /**
     * Attaches onStart and the target tag to a new motion, out of line as {@link #openSpec}. It
     * takes the handle's parts, not the handle, so that neither the builder nor the handle the
     * caller gets escapes through this rare path: the lifetime and the registry keep an equal
     * handle of their own.
     */
    private static void attachExtras(MotionStorage storage, int slot, int version, Object onStart,
                                     Object callbackState, Object tagTarget, Object tagKey,
                                     ManualMotionScheduler scheduler) {
        MotionHandle handle = new MotionHandle(storage, slot, version);
        int i = handle.find();
        if (i < 0) {
            return; // its own immediate bind cancelled it (cancel on error)
        }
        MotionLifetime extras = MotionLifetime.of(handle, i);
        extras.onStart(onStart, callbackState);
        if (tagTarget != null) {
            TargetRegistry targets = scheduler.targets();
            extras.tag(targets, tagTarget, tagKey);
            targets.register(tagTarget, tagKey, handle);
        }
    }
}
