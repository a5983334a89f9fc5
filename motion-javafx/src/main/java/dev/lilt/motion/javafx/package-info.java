/**
 * Lilt motions in JavaFX programs: {@link dev.lilt.motion.javafx.FxMotionScheduler} advances
 * motions from JavaFX pulses on the FX application thread, {@link dev.lilt.motion.javafx.FxBinders}
 * writes their values to properties and nodes without allocating per frame,
 * {@link dev.lilt.motion.javafx.FxAccessors} lets property motions start from a property's current
 * value, {@link dev.lilt.motion.javafx.FxColors} converts between JavaFX colours and Lilt's, and
 * {@link dev.lilt.motion.javafx.FxExecutors} runs work (for example pipe handlers) on the FX thread.
 *
 * <p>For user interfaces: {@link dev.lilt.motion.javafx.FxLinks} ends motions when their node leaves
 * its scene, {@link dev.lilt.motion.javafx.FxPresence} shows and hides a node with a motion in and a
 * motion out, {@link dev.lilt.motion.javafx.FxFlip} animates a pane's layout changes, and
 * {@link dev.lilt.motion.javafx.FxScrub} drives a sequence's time from a slider or a scroll position.
 */
package dev.lilt.motion.javafx;
