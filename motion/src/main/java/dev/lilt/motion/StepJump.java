package dev.lilt.motion;

/**
 * Where a {@linkplain Eases#steps(int, StepJump) steps} ease jumps, as CSS's {@code steps()}
 * jump terms define it. With n steps, progress is held on plateaus and jumps between them.
 */
public enum StepJump {
    /** {@code jump-start}: the first jump is at progress 0, so the curve starts at 1/n (n plateaus). */
    START,
    /** {@code jump-end} (CSS's default): the last jump is at progress 1; the curve starts at 0 (n plateaus). */
    END,
    /** {@code jump-none}: no jump at either end; the curve holds 0 first and 1 last (n plateaus, needs n &gt;= 2). */
    NONE,
    /** {@code jump-both}: jumps at 0 and at 1; the curve starts at 1/(n + 1) (n plateaus between). */
    BOTH
}
