package dev.lilt.motion.internal.diagnostics;

import dev.lilt.motion.diagnostics.MotionSchedulerMXBean;
import dev.lilt.motion.internal.MotionEngine;
import java.util.Map;
import java.util.function.DoubleSupplier;

/** A scheduler's MXBean: reads the figures its engine keeps; safe from any thread. */
final class SchedulerMonitor implements MotionSchedulerMXBean {
    private final MotionEngine engine;
    private final FrameStats stats;
    private final DoubleSupplier timeScale;

    SchedulerMonitor(MotionEngine engine, FrameStats stats, DoubleSupplier timeScale) {
        this.engine = engine;
        this.stats = stats;
        this.timeScale = timeScale;
    }

    @Override
    public String getName() {
        return engine.toString();
    }

    @Override
    public int getActiveMotions() {
        int n = 0;
        for (int count : stats.activeByKind().values()) {
            n += count;
        }
        return n;
    }

    @Override
    public Map<String, Integer> getActiveMotionsByKind() {
        return stats.activeByKind();
    }

    @Override
    public long getFrames() {
        return stats.frames();
    }

    @Override
    public long getLastFrameNanos() {
        return stats.lastNanos();
    }

    @Override
    public long getMeanFrameNanos() {
        return stats.meanNanos();
    }

    @Override
    public long getMaxFrameNanos() {
        return stats.maxNanos();
    }

    @Override
    public long getErrors() {
        return stats.errors();
    }

    @Override
    public double getTimeSeconds() {
        return engine.time();
    }

    @Override
    public double getTimeScale() {
        return timeScale.getAsDouble();
    }

    @Override
    public void resetFrameTimes() {
        stats.requestReset();
    }
}
