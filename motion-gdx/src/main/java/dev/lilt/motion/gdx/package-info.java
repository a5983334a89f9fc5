/**
 * Lilt motions in libGDX: {@link dev.lilt.motion.gdx.GdxMotionScheduler} advanced from
 * {@code render()}, allocation-free binders for scene2d {@code Actor}s and libGDX's mutable
 * {@code Vector2}, {@code Vector3} and {@code Color} ({@link dev.lilt.motion.gdx.GdxBinders}), accessors
 * for property motions that start from an actor's current value
 * ({@link dev.lilt.motion.gdx.ActorProperty}), a scene2d
 * {@code Action} that runs a motion ({@link dev.lilt.motion.gdx.MotionAction}), conversions to and
 * from Lilt's value types ({@link dev.lilt.motion.gdx.GdxValues}) and adapters between libGDX's
 * {@code Interpolation} and Lilt's {@code EaseFunction} ({@link dev.lilt.motion.gdx.GdxEases}).
 *
 * <p>Threading: everything here runs on libGDX's render thread, the thread that calls
 * {@code ApplicationListener.render()}.
 */
package dev.lilt.motion.gdx;
