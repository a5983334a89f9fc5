package dev.lilt.demo;

/**
 * How much headless mode renders: the fixed frame step and the frame and motion counts.
 *
 * @param frameSeconds   the fixed time step per rendered frame, seconds
 * @param maxGifFrames   the most frames any GIF gets (scenes ask for fewer or more)
 * @param stressMotions  how many motions the stress scene measures
 * @param stressWarmup   frames run before measuring, so the JIT has compiled the update
 * @param stressMeasured frames measured
 */
record RenderSettings(double frameSeconds, int maxGifFrames, int stressMotions, int stressWarmup, int stressMeasured) {
    /** What {@code --headless} renders: 25 frames per second GIFs, 100k motions measured. */
    static final RenderSettings FULL = new RenderSettings(0.04, 1_000, 100_000, 300, 300);

    int gifFrames(double seconds) {
        return Math.max(1, Math.min(maxGifFrames, (int) Math.round(seconds / frameSeconds)));
    }

    /** The GIF frame delay in hundredths of a second, the unit GIF stores. */
    int gifDelayCentis() {
        return Math.max(1, (int) Math.round(frameSeconds * 100));
    }
}
