package dev.lilt.motion;

/** The space in which a colour motion interpolates its red, green and blue channels. */
public enum ColorSpace {
    /** Interpolate the sRGB-encoded channels as given (cheap; mid-points look darker). */
    SRGB,
    /**
     * Decode sRGB to linear light, interpolate, encode back to sRGB (perceptually even blends).
     * Alpha is always interpolated as given.
     */
    LINEAR
}
