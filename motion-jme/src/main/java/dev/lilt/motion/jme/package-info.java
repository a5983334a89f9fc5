/**
 * Lilt motions in jMonkeyEngine: {@link dev.lilt.motion.jme.MotionAppState}, an app state that
 * advances a scheduler in {@code update(tpf)}; allocation-free binders for a {@code Spatial}'s
 * translation, scale and rotation, jME's {@code Vector3f}, {@code Quaternion}, {@code ColorRGBA}
 * and a light's colour ({@link dev.lilt.motion.jme.JmeBinders}); a
 * {@link dev.lilt.motion.jme.MotionControl} that cancels a spatial's motions when it leaves the
 * scene graph; conversions to and from Lilt's value types ({@link dev.lilt.motion.jme.JmeValues}).
 *
 * <p>Threading: everything here runs on jME's render thread, the thread that runs
 * {@code simpleInitApp}, {@code simpleUpdate}, app states and controls.
 */
package dev.lilt.motion.jme;
