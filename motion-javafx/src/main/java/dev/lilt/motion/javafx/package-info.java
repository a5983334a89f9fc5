/**
 * Lilt motions in JavaFX programs: {@link dev.lilt.motion.javafx.FxMotionScheduler} advances
 * motions from JavaFX pulses on the FX application thread, {@link dev.lilt.motion.javafx.FxBinders}
 * writes their values to properties and nodes without allocating per frame,
 * {@link dev.lilt.motion.javafx.FxAccessors} lets property motions start from a property's current
 * value, {@link dev.lilt.motion.javafx.FxColors} converts between JavaFX colours and Lilt's, and
 * {@link dev.lilt.motion.javafx.FxExecutors} runs work (for example pipe handlers) on the FX thread.
 */
package dev.lilt.motion.javafx;
