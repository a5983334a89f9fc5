package dev.lilt.motion.value;

/** Receives a float motion's value: the primitive counterpart of {@code Consumer<Float>}. */
@FunctionalInterface
public interface FloatConsumer {
    /**
     * Receives the value of one frame.
     *
     * @param value the motion's current value
     */
    void accept(float value);
}
