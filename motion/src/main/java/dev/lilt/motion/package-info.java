/**
 * Motions (tweens): values that move over time and are written to your objects each frame.
 *
 * <p>Start here:
 * <ul>
 *   <li>{@link dev.lilt.motion.Motion}: every motion starts from one of its factories,
 *       {@code Motion.create(from, to, seconds)} and its siblings (springs, flings, paths,
 *       keyframes, punches, shakes, text), which return a single-use builder of settings that ends
 *       in {@code bind} or {@code run}.</li>
 *   <li>{@link dev.lilt.motion.MotionHandle}: the running motion: pause, seek, speed, complete,
 *       cancel, await.</li>
 *   <li>{@link dev.lilt.motion.Sequence}: motions placed on one timeline, with labels, callbacks
 *       and staggering ({@link dev.lilt.motion.Stagger}); {@link dev.lilt.motion.MotionGroup}
 *       controls several handles as one.</li>
 *   <li>{@link dev.lilt.motion.Ease}: the built-in curves; {@link dev.lilt.motion.EaseFunction}
 *       for your own.</li>
 *   <li>{@link dev.lilt.motion.ManualMotionScheduler}: the frame loop that advances motions, one
 *       per thread ({@link dev.lilt.motion.MotionScheduler}, {@link dev.lilt.motion.FrameClock}).</li>
 * </ul>
 *
 * <p>The rest of this package is each value kind's builder (the return types of
 * {@code Motion}'s factories) and their settings. The values themselves and the functional
 * interfaces that write them to your objects ({@code Float3}, {@code Rgba},
 * {@code Float3Binder}…) are in {@link dev.lilt.motion.value}. Times are in seconds throughout.
 */
package dev.lilt.motion;
