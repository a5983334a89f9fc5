package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Keyframe motions against a reference written here from the definition: find the segment whose
 * keys bracket t, its local fraction u, the segment's ease of u, the kind's blend of the two keys.
 * Exact at every key; a seek reproduces a play; every value kind.
 */
class KeyframesProperties {
    /** One key: time in seconds (absolute), up to 4 components, the ease of the segment arriving here. */
    record Key(double time, float[] v, Ease ease) {
    }

    /** A random key list: 2 to 6 keys, increasing times (gaps of 0, now and then: a jump). */
    @Provide
    Arbitrary<List<Key>> keys() {
        Arbitrary<double[]> gaps = Arbitraries.doubles().between(0, 1).ofScale(3)
                .injectDuplicates(0).array(double[].class).ofMinSize(2).ofMaxSize(6);
        return Combinators.combine(gaps,
                        Arbitraries.floats().between(-100, 100).array(float[].class).ofSize(24),
                        Arbitraries.of(Ease.class).array(Ease[].class).ofSize(6),
                        Arbitraries.doubles().between(0, 0.5).ofScale(3))
                .as((g, vs, es, start) -> {
                    Key[] k = new Key[g.length];
                    double t = start;
                    for (int i = 0; i < g.length; i++) {
                        if (i > 0) {
                            t += g[i] < 0.1 ? 0 : g[i];
                        }
                        float[] v = {vs[4 * i], vs[4 * i + 1], vs[4 * i + 2], vs[4 * i + 3]};
                        k[i] = new Key(t, v, es[i]);
                    }
                    return List.of(k);
                })
                .filter(l -> l.get(l.size() - 1).time() > 0.05);
    }

    // ------------------------------------------------------------------ the reference

    /** The last key at or before t (0 before the first key). */
    static int keyBefore(List<Key> keys, double t) {
        int k = 0;
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i).time() <= t) {
                k = i;
            }
        }
        return k;
    }

    /**
     * Whether t is within rounding of a jump (two keys at one time): a time reached through loops
     * lands an ulp to either side, so the value there is either key's.
     */
    static boolean nearJump(List<Key> keys, double t) {
        for (int k = 0; k + 1 < keys.size(); k++) {
            if (keys.get(k + 1).time() == keys.get(k).time() && Math.abs(t - keys.get(k).time()) < 1e-9) {
                return true;
            }
        }
        return false;
    }

    /** Segment k's eased local fraction at t. */
    static double eased(List<Key> keys, int k, double t) {
        Key a = keys.get(k);
        Key b = keys.get(k + 1);
        double u = (t - a.time()) / (b.time() - a.time());
        return b.ease() == Ease.LINEAR ? u : b.ease().evaluate((float) u);
    }

    /** Component c at time t, each segment lerped. */
    static double lerpRef(List<Key> keys, double t, int c) {
        int k = keyBefore(keys, t);
        if (k == keys.size() - 1 || t <= keys.get(0).time()) {
            return keys.get(k).v()[c];
        }
        double e = eased(keys, k, t);
        return keys.get(k).v()[c] + e * (keys.get(k + 1).v()[c] - keys.get(k).v()[c]);
    }

    static double decode(double c) {
        double m = Math.abs(c);
        return Math.copySign(m <= 0.04045 ? m / 12.92 : Math.pow((m + 0.055) / 1.055, 2.4), c);
    }

    static double encode(double l) {
        double m = Math.abs(l);
        return Math.copySign(m <= 0.0031308 ? m * 12.92 : 1.055 * Math.pow(m, 1 / 2.4) - 0.055, l);
    }

    /** Channel c at t, red, green and blue blended in linear light. */
    static double linearColorRef(List<Key> keys, double t, int c) {
        int k = keyBefore(keys, t);
        if (c == 3 || k == keys.size() - 1 || t <= keys.get(0).time()) {
            return lerpRef(keys, t, c);
        }
        double e = eased(keys, k, t);
        double a = decode(keys.get(k).v()[c]);
        double b = decode(keys.get(k + 1).v()[c]);
        return encode(a + e * (b - a));
    }

    /** The keys as unit quaternions, each negated where it faces away from the one before. */
    static double[][] chained(List<Key> keys, boolean shortest) {
        double[][] q = new double[keys.size()][4];
        for (int i = 0; i < q.length; i++) {
            float[] v = keys.get(i).v();
            double len = Math.sqrt((double) v[0] * v[0] + (double) v[1] * v[1] + (double) v[2] * v[2]
                    + (double) v[3] * v[3]);
            double dot = 0;
            for (int c = 0; c < 4; c++) {
                q[i][c] = v[c] / len;
                dot += i > 0 ? q[i][c] * q[i - 1][c] : 0;
            }
            if (shortest && dot < 0) {
                for (int c = 0; c < 4; c++) {
                    q[i][c] = -q[i][c];
                }
            }
        }
        return q;
    }

    /** The rotation at t: SLERP of the segment's chained keys at its eased fraction. */
    static double[] slerpRef(List<Key> keys, double t, boolean shortest) {
        double[][] q = chained(keys, shortest);
        int k = keyBefore(keys, t);
        if (k == keys.size() - 1 || t <= keys.get(0).time()) {
            return q[k];
        }
        double e = eased(keys, k, t);
        double dot = 0;
        for (int c = 0; c < 4; c++) {
            dot += q[k][c] * q[k + 1][c];
        }
        double th = Math.acos(Math.max(-1, Math.min(1, dot)));
        double[] r = new double[4];
        for (int c = 0; c < 4; c++) {
            r[c] = Math.sin(th) < 1e-6 ? q[k][c] + e * (q[k + 1][c] - q[k][c])
                    : (Math.sin((1 - e) * th) * q[k][c] + Math.sin(e * th) * q[k + 1][c]) / Math.sin(th);
        }
        return r;
    }

    static double tolerance(double magnitude) {
        return 1e-4 * (1 + Math.abs(magnitude));
    }

    // ------------------------------------------------------------------ building each kind

    /** The value kinds under test, each bound into a float[4]. */
    enum Kind {
        FLOAT(1), DOUBLE(1), FLOAT2(2), FLOAT3(3), FLOAT4(4), SRGB(4), LINEAR(4), ROTATION(4), ROTATION_LONG(4);

        final int width;

        Kind(int width) {
            this.width = width;
        }
    }

    static boolean rotation(Kind kind) {
        return kind == Kind.ROTATION || kind == Kind.ROTATION_LONG;
    }

    /** A builder of the kind's keyframes, set up by {@code settings}, bound into out. */
    static MotionHandle start(Kind kind, List<Key> keys, ManualMotionScheduler s, float[] out,
                              java.util.function.UnaryOperator<MotionBuilder<?>> settings) {
        Key k0 = keys.get(0);
        switch (kind) {
            case FLOAT: {
                FloatKeyframes l = FloatKeyframes.at(k0.time(), k0.v()[0]);
                for (Key k : keys.subList(1, keys.size())) {
                    l = l.then(k.time(), k.v()[0], k.ease());
                }
                return ((FloatKeyframesBuilder) settings.apply(Motion.keyframes(l).withScheduler(s)))
                        .bind(out, (x, o) -> o[0] = x);
            }
            case DOUBLE: {
                DoubleKeyframes l = DoubleKeyframes.at(k0.time(), k0.v()[0]);
                for (Key k : keys.subList(1, keys.size())) {
                    l = l.then(k.time(), k.v()[0], k.ease());
                }
                return ((DoubleKeyframesBuilder) settings.apply(Motion.keyframes(l).withScheduler(s)))
                        .bind(out, (x, o) -> o[0] = (float) x);
            }
            case FLOAT2: {
                Float2Keyframes l = Float2Keyframes.at(k0.time(), Float2.of(k0.v()[0], k0.v()[1]));
                for (Key k : keys.subList(1, keys.size())) {
                    l = l.then(k.time(), Float2.of(k.v()[0], k.v()[1]), k.ease());
                }
                return ((Float2KeyframesBuilder) settings.apply(Motion.keyframes(l).withScheduler(s)))
                        .bind(out, (x, y, o) -> {
                            o[0] = x;
                            o[1] = y;
                        });
            }
            case FLOAT3: {
                Float3Keyframes l = Float3Keyframes.at(k0.time(), Float3.of(k0.v()[0], k0.v()[1], k0.v()[2]));
                for (Key k : keys.subList(1, keys.size())) {
                    l = l.then(k.time(), Float3.of(k.v()[0], k.v()[1], k.v()[2]), k.ease());
                }
                return ((Float3KeyframesBuilder) settings.apply(Motion.keyframes(l).withScheduler(s)))
                        .bind(out, (x, y, z, o) -> {
                            o[0] = x;
                            o[1] = y;
                            o[2] = z;
                        });
            }
            case FLOAT4: {
                Float4Keyframes l = Float4Keyframes.at(k0.time(), f4(k0));
                for (Key k : keys.subList(1, keys.size())) {
                    l = l.then(k.time(), f4(k), k.ease());
                }
                return ((Float4KeyframesBuilder) settings.apply(Motion.keyframes(l).withScheduler(s)))
                        .bind(out, KeyframesProperties::write4);
            }
            case SRGB:
            case LINEAR: {
                ColorKeyframes l = ColorKeyframes.at(k0.time(), rgba(k0));
                for (Key k : keys.subList(1, keys.size())) {
                    l = l.then(k.time(), rgba(k), k.ease());
                }
                ColorKeyframesBuilder b = Motion.keyframes(l).withScheduler(s)
                        .withColorSpace(kind == Kind.LINEAR ? ColorSpace.LINEAR : ColorSpace.SRGB);
                return ((ColorKeyframesBuilder) settings.apply(b)).bind(out, KeyframesProperties::write4);
            }
            default: {
                RotationKeyframes l = RotationKeyframes.at(k0.time(), quat(k0));
                for (Key k : keys.subList(1, keys.size())) {
                    l = l.then(k.time(), quat(k), k.ease());
                }
                RotationKeyframesBuilder b = Motion.keyframes(l).withScheduler(s)
                        .withShortestPath(kind == Kind.ROTATION);
                return ((RotationKeyframesBuilder) settings.apply(b)).bind(out, KeyframesProperties::write4);
            }
        }
    }

    static MotionHandle start(Kind kind, List<Key> keys, ManualMotionScheduler s, float[] out) {
        return start(kind, keys, s, out, b -> b);
    }

    static void write4(float x, float y, float z, float w, float[] o) {
        o[0] = x;
        o[1] = y;
        o[2] = z;
        o[3] = w;
    }

    static Float4 f4(Key k) {
        return Float4.of(k.v()[0], k.v()[1], k.v()[2], k.v()[3]);
    }

    /** Colour keys: the random components mapped into [-0.2, 1.2] (channels are unclamped). */
    static Rgba rgba(Key k) {
        return Rgba.of(k.v()[0] / 70, k.v()[1] / 70, k.v()[2] / 70, k.v()[3] / 70);
    }

    /** Rotation keys: the random components as they are (any non-zero length). */
    static Quaternion quat(Key k) {
        return Quaternion.of(k.v()[0], k.v()[1], k.v()[2], k.v()[3]);
    }

    /** The reference value of component c at t. */
    static double reference(Kind kind, List<Key> keys, double t, int c) {
        switch (kind) {
            case SRGB:
                return lerpRef(colours(keys), t, c);
            case LINEAR:
                return linearColorRef(colours(keys), t, c);
            case ROTATION:
                return slerpRef(keys, t, true)[c];
            case ROTATION_LONG:
                return slerpRef(keys, t, false)[c];
            default:
                return lerpRef(keys, t, c);
        }
    }

    static List<Key> colours(List<Key> keys) {
        return keys.stream().map(k -> {
            Rgba c = rgba(k);
            return new Key(k.time(), new float[] {c.r(), c.g(), c.b(), c.a()}, k.ease());
        }).toList();
    }

    /** What a key binds: its components as given (colours as given; rotations made unit, chained). */
    static float expectedAtKey(Kind kind, List<Key> keys, int k, int c) {
        switch (kind) {
            case SRGB:
            case LINEAR:
                return colours(keys).get(k).v()[c];
            case ROTATION:
            case ROTATION_LONG:
                return boundKeys(keys, kind == Kind.ROTATION)[k][c];
            default:
                return keys.get(k).v()[c];
        }
    }

    /**
     * The rotation keys as a rotation motion binds its ends: in float, made unit unless unit to
     * within 1e-6 already, and for the shorter arcs negated where the previous bound key faces away.
     */
    static float[][] boundKeys(List<Key> keys, boolean shortest) {
        float[][] u = new float[keys.size()][4];
        for (int j = 0; j < u.length; j++) {
            float[] v = keys.get(j).v();
            double len = Math.sqrt((double) v[0] * v[0] + (double) v[1] * v[1] + (double) v[2] * v[2]
                    + (double) v[3] * v[3]);
            double dot = 0;
            for (int c = 0; c < 4; c++) {
                u[j][c] = Math.abs(len - 1) > 1e-6 ? (float) (v[c] / len) : v[c];
                dot += j > 0 ? (double) u[j][c] * u[j - 1][c] : 0;
            }
            if (shortest && dot < 0) {
                for (int c = 0; c < 4; c++) {
                    u[j][c] = -u[j][c];
                }
            }
        }
        return u;
    }

    // ------------------------------------------------------------------ the properties

    @Property
    void valueAtT_isTheSegmentInterpolation(@ForAll("keys") List<Key> keys, @ForAll Kind kind,
                                            @ForAll @DoubleRange(min = 0, max = 1) double at) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] out = new float[4];
        double end = keys.get(keys.size() - 1).time();
        double t = at * end;
        MotionHandle h = start(kind, keys, s, out);
        s.update(t);
        if (keyBefore(keys, t) < keys.size() - 1 && keys.get(keyBefore(keys, t)).time() != t
                && rotation(kind) && antipodal(keys, keyBefore(keys, t), kind)) {
            return; // a half turn between opposite keys has no unique path
        }
        for (int c = 0; c < kind.width; c++) {
            double ref = reference(kind, keys, t, c);
            assertThat((double) out[c]).as("%s component %d at %s of %s", kind, c, t, h).isCloseTo(ref,
                    within(tolerance(rotation(kind) ? 1 : ref)));
        }
    }

    /** Whether segment k's chained keys are (nearly) opposite: SLERP's path there is not unique. */
    static boolean antipodal(List<Key> keys, int k, Kind kind) {
        double[][] q = chained(keys, kind == Kind.ROTATION);
        double dot = 0;
        for (int c = 0; c < 4; c++) {
            dot += q[k][c] * q[k + 1][c];
        }
        return dot < -0.999;
    }

    @Property
    void atEachKeysTime_bindsTheKeyBitForBit(@ForAll("keys") List<Key> keys, @ForAll Kind kind) {
        for (int k = 0; k < keys.size(); k++) {
            if (k + 1 < keys.size() && keys.get(k + 1).time() == keys.get(k).time()) {
                continue; // a jump: the later key is bound at the shared time
            }
            ManualMotionScheduler s = new ManualMotionScheduler();
            float[] played = new float[4];
            start(kind, keys, s, played);
            s.update(keys.get(k).time());
            float[] seeked = new float[4];
            MotionHandle h = start(kind, keys, s, seeked).preserve();
            h.setTime(keys.get(k).time());
            for (int c = 0; c < kind.width; c++) {
                float expected = expectedAtKey(kind, keys, k, c);
                assertThat(played[c]).as("%s key %d component %d, played", kind, k, c).isEqualTo(expected);
                assertThat(seeked[c]).as("%s key %d component %d, seeked", kind, k, c).isEqualTo(expected);
            }
        }
    }

    @Property
    void seek_equalsPlayedToTheSameTime(@ForAll("keys") List<Key> keys, @ForAll Kind kind,
                                        @ForAll @IntRange(min = 1, max = 40) int frames,
                                        @ForAll @DoubleRange(min = 0.01, max = 0.1) double dt,
                                        @ForAll LoopType loopType) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] played = new float[4];
        float[] seeked = new float[4];
        MotionHandle p = start(kind, keys, s, played, b -> b.withLoops(3, loopType)).preserve();
        MotionHandle q = start(kind, keys, s, seeked, b -> b.withLoops(3, loopType)).preserve();
        for (int i = 0; i < frames; i++) {
            q.setTime(Math.min(q.totalDuration(), q.time() + dt * 3)); // a history of seeks, then one more
            s.update(dt);
        }
        q.setTime(p.time());
        assertThat(seeked).as("%s after %d frames of %s", kind, frames, dt).isEqualTo(played);
    }

    @Property
    void restartAndYoyoLoops_replayTheKeys(@ForAll("keys") List<Key> keys,
                                           @ForAll @DoubleRange(min = 0.01, max = 1) double at, @ForAll boolean yoyo) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] out = new float[4];
        double d = keys.get(keys.size() - 1).time();
        start(Kind.FLOAT, keys, s, out, b -> b.withLoops(2, yoyo ? LoopType.YOYO : LoopType.RESTART));
        s.update(d + at * d);
        double local = yoyo ? d - at * d : at * d;
        Assume.that(!nearJump(keys, local));
        assertThat((double) out[0]).isCloseTo(lerpRef(keys, local, 0), within(1e-3 * (1 + Math.abs(out[0]))));
    }

    @Property
    void incrementalLoops_offsetEachLoopByTheTracksChange(@ForAll("keys") List<Key> keys,
                                                          @ForAll @DoubleRange(min = 0, max = 0.99) double at) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] out = new float[4];
        double d = keys.get(keys.size() - 1).time();
        Assume.that(!nearJump(keys, at * d));
        start(Kind.FLOAT2, keys, s, out, b -> b.withLoops(3, LoopType.INCREMENTAL));
        s.update(2 * d + at * d);
        for (int c = 0; c < 2; c++) {
            double change = keys.get(keys.size() - 1).v()[c] - keys.get(0).v()[c];
            double ref = lerpRef(keys, at * d, c) + 2 * change;
            assertThat((double) out[c]).isCloseTo(ref, within(1e-3 * (1 + Math.abs(ref))));
        }
    }

    @Property
    void twoLinearKeys_bindWhatAPlainMotionBinds(@ForAll @FloatRange(min = -1000, max = 1000) float a,
                                                 @ForAll @FloatRange(min = -1000, max = 1000) float b,
                                                 @ForAll Ease ease, @ForAll LoopType type,
                                                 @ForAll @DoubleRange(min = 0, max = 2) double t) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] keyed = new float[3];
        float[] plain = new float[3];
        MotionHandle h = Motion.keyframes(Float3Keyframes.at(0, Float3.of(a, b, 0)).then(1, Float3.of(b, a, 1)))
                .withEase(ease).withLoops(2, type).withScheduler(s).bind(keyed, (x, y, z, o) -> {
                    o[0] = x;
                    o[1] = y;
                    o[2] = z;
                });
        Motion.create(Float3.of(a, b, 0), Float3.of(b, a, 1), 1).withEase(ease).withLoops(2, type)
                .withScheduler(s).bind(plain, (x, y, z, o) -> {
                    o[0] = x;
                    o[1] = y;
                    o[2] = z;
                });
        s.update(t);
        double p = h.isActive() ? h.easedProgress() : 0.5;
        if (p >= 0 && p <= 1) {
            assertThat(keyed).as("progress %s", p).isEqualTo(plain);
        } else {
            // beyond [0, 1] the track repeats shifted by (last - first): the same line, rounded apart
            for (int c = 0; c < 3; c++) {
                assertThat(keyed[c]).isCloseTo(plain[c], within(1e-3f * (1 + Math.abs(plain[c]))));
            }
        }
    }

    @Property
    void fractions_exactAtFractionTimesTotal(@ForAll("keys") List<Key> keys,
                                             @ForAll @DoubleRange(min = 0.1, max = 5) double total) {
        double end = keys.get(keys.size() - 1).time();
        Float2Keyframes l = Float2Keyframes.fractions(total, Float2.of(keys.get(0).v()[0], keys.get(0).v()[1]));
        double[] fractions = new double[keys.size()];
        for (int k = 1; k < keys.size(); k++) {
            fractions[k] = k == keys.size() - 1 ? 1 : keys.get(k).time() / end;
            l = l.then(fractions[k], Float2.of(keys.get(k).v()[0], keys.get(k).v()[1]), keys.get(k).ease());
        }
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] out = new float[2];
        MotionHandle h = Motion.keyframes(l).withScheduler(s).bind(out, (x, y, o) -> {
            o[0] = x;
            o[1] = y;
        }).preserve();
        assertThat(h.duration()).isEqualTo(total);
        for (int k = 0; k < keys.size(); k++) {
            if (k + 1 < keys.size() && fractions[k + 1] == fractions[k]) {
                continue;
            }
            h.setTime(fractions[k] * total);
            assertThat(out).as("key %d at fraction %s", k, fractions[k])
                    .containsExactly(keys.get(k).v()[0], keys.get(k).v()[1]);
        }
    }
}
