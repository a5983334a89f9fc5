/**
 * Swing integration: {@link dev.lilt.motion.swing.SwingMotionScheduler}, a scheduler whose clock
 * is a {@link javax.swing.Timer} on the event dispatch thread; {@link dev.lilt.motion.swing.SwingBinders}
 * for component bounds, location, size, colours and alpha (with {@link dev.lilt.motion.swing.AlphaPanel});
 * {@link dev.lilt.motion.swing.SwingAccessors} for property motions that start from a component's
 * current value;
 * {@link dev.lilt.motion.swing.SwingColors} between AWT and Lilt colours; and
 * {@link dev.lilt.motion.swing.SwingExecutors} to run work (such as pipe handlers) on the event
 * dispatch thread; {@link dev.lilt.motion.swing.SwingLinks} to end motions when their component
 * leaves its window, {@link dev.lilt.motion.swing.SwingPresence} to show and hide a component
 * with an enter and an exit transition, {@link dev.lilt.motion.swing.SwingFlip} to animate a
 * container's layout changes, and {@link dev.lilt.motion.swing.SwingScrub} to drive a sequence's
 * time from a slider's model. Using this package needs the {@code java.desktop} module at run time.
 */
package dev.lilt.motion.swing;
