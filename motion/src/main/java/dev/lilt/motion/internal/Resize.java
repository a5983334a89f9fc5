package dev.lilt.motion.internal;

import java.util.Arrays;

/** Grows a storage's per-motion arrays: a new array on first use, else a copy at the new length. */
final class Resize {
    private Resize() {
    }

    static float[] to(float[] a, int n) {
        return a == null ? new float[n] : Arrays.copyOf(a, n);
    }

    static double[] to(double[] a, int n) {
        return a == null ? new double[n] : Arrays.copyOf(a, n);
    }

    static int[] to(int[] a, int n) {
        return a == null ? new int[n] : Arrays.copyOf(a, n);
    }

    static long[] to(long[] a, int n) {
        return a == null ? new long[n] : Arrays.copyOf(a, n);
    }

    static byte[] to(byte[] a, int n) {
        return a == null ? new byte[n] : Arrays.copyOf(a, n);
    }

    static boolean[] to(boolean[] a, int n) {
        return a == null ? new boolean[n] : Arrays.copyOf(a, n);
    }

    static Object[] to(Object[] a, int n) {
        return a == null ? new Object[n] : Arrays.copyOf(a, n);
    }
}
