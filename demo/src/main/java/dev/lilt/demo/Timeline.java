package dev.lilt.demo;

import dev.lilt.motion.At;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.SequenceBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link SequenceBuilder} that also remembers where each call placed its child, so the scene can
 * draw the bars. It mirrors the builder's two cursors: tail (where {@code append} goes) and
 * lastTail (where {@code join} goes).
 */
final class Timeline {
    /** One placed child or interval: the call that placed it, its label, start and length. */
    record Bar(String call, String label, double startSeconds, double lengthSeconds, boolean interval) {
        double endSeconds() {
            return startSeconds + lengthSeconds;
        }
    }

    /** A label placed at the tail, with a timeline callback on it. */
    record Cue(String label, double seconds) {
    }

    private final SequenceBuilder builder;
    private final List<Bar> bars = new ArrayList<>();
    private final List<Cue> cues = new ArrayList<>();
    private double tail;
    private double lastTail;

    Timeline(SequenceBuilder builder) {
        this.builder = builder;
    }

    Timeline append(String label, MotionHandle child) {
        builder.append(child);
        bars.add(new Bar("append", label, tail, child.totalDuration(), false));
        lastTail = tail;
        tail += child.totalDuration();
        return this;
    }

    Timeline join(String label, MotionHandle child) {
        builder.join(child);
        bars.add(new Bar("join", label, lastTail, child.totalDuration(), false));
        return this;
    }

    Timeline insert(double positionSeconds, String label, MotionHandle child) {
        builder.insert(positionSeconds, child);
        bars.add(new Bar("insert(" + positionSeconds + ")", label, positionSeconds, child.totalDuration(), false));
        return this;
    }

    Timeline appendInterval(double seconds) {
        builder.appendInterval(seconds);
        bars.add(new Bar("appendInterval(" + seconds + ")", "pause", tail, seconds, true));
        lastTail = tail;
        tail += seconds;
        return this;
    }

    /** A label at the tail and a callback on it: {@code label(name)}, {@code insertCallback(At.label(name), ...)}. */
    Timeline cue(String label, Runnable callback) {
        builder.label(label);
        builder.insertCallback(At.label(label), callback);
        cues.add(new Cue(label, tail));
        return this;
    }

    List<Cue> cues() {
        return List.copyOf(cues);
    }

    List<Bar> bars() {
        return List.copyOf(bars);
    }

    SequenceBuilder builder() {
        return builder;
    }
}
