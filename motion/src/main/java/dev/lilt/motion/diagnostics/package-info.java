/**
 * What a motion scheduler is doing, for logs, debuggers and the JVM's tools: a snapshot of the live
 * motions ({@link dev.lilt.motion.diagnostics.LiveMotions}, from
 * {@link dev.lilt.motion.ManualMotionScheduler#liveMotions()}) and the scheduler's JMX view
 * ({@link dev.lilt.motion.diagnostics.MotionSchedulerMXBean}). Flight Recorder events are described
 * in {@code docs/DIAGNOSTICS.md}; they need no API.
 */
package dev.lilt.motion.diagnostics;
