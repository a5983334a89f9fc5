package dev.lilt.motion;

/** How a rotation motion moves between two orientations. */
public enum RotationInterpolation {
    /**
     * Spherical linear interpolation: constant angular speed along the great arc, so at progress
     * p the rotation has turned p times the whole angle.
     */
    SLERP,
    /**
     * Normalised component lerp: cheaper, same path as SLERP, but uneven speed (it lags in the
     * first half and leads in the second; about 6.7° on a 170° turn at a quarter and three
     * quarters).
     */
    NLERP
}
