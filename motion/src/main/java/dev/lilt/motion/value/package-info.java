/**
 * The values motions produce and the functional interfaces that write them to your objects: the
 * vectors ({@link dev.lilt.motion.value.Float2}, {@link dev.lilt.motion.value.Float3},
 * {@link dev.lilt.motion.value.Float4}), colours ({@link dev.lilt.motion.value.Rgba}) and rotations
 * ({@link dev.lilt.motion.value.Quaternion}), and a binder per kind
 * ({@link dev.lilt.motion.value.FloatBinder}, {@link dev.lilt.motion.value.Float3Binder}…), which
 * takes the components as primitives and a state object, so a non-capturing binder allocates
 * nothing per frame.
 */
package dev.lilt.motion.value;
