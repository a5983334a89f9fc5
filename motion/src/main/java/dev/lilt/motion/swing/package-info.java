/**
 * Swing integration: {@link dev.lilt.motion.swing.SwingMotionScheduler}, a scheduler whose clock
 * is a {@link javax.swing.Timer} on the event dispatch thread; {@link dev.lilt.motion.swing.SwingBinders}
 * for component bounds, location, size, colours and alpha (with {@link dev.lilt.motion.swing.AlphaPanel});
 * {@link dev.lilt.motion.swing.SwingAccessors} for property motions that start from a component's
 * current value;
 * {@link dev.lilt.motion.swing.SwingColors} between AWT and Lilt colours; and
 * {@link dev.lilt.motion.swing.SwingExecutors} to run work (such as pipe handlers) on the event
 * dispatch thread. Using this package needs the {@code java.desktop} module at run time.
 */
package dev.lilt.motion.swing;
