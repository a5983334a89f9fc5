package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Rgba;
import org.junit.jupiter.api.Test;

class ColorMotionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] out = new float[4];

    private MotionHandle bind(ColorMotionBuilder b) {
        return b.withScheduler(scheduler).bind(out, (r, g, bl, a, o) -> {
            o[0] = r;
            o[1] = g;
            o[2] = bl;
            o[3] = a;
        });
    }

    @Test
    void srgb_half_averagesEncodedChannels() {
        bind(Motion.create(Rgba.BLACK, Rgba.of(1, 0.5f, 0.2f, 0), 1));
        scheduler.update(0.5);
        assertThat(out).containsExactly(0.5f, 0.25f, 0.1f, 0.5f);
    }

    @Test
    void linear_half_blackToWhite_isMidGreyInLinearLight() {
        bind(Motion.create(Rgba.BLACK, Rgba.WHITE, 1).withColorSpace(ColorSpace.LINEAR));
        scheduler.update(0.5);
        // linear 0.5 encodes to about 0.7354 in sRGB
        assertThat(out[0]).isCloseTo(0.7354f, within(1e-4f));
        assertThat(out[1]).isEqualTo(out[0]);
        assertThat(out[3]).isEqualTo(1f);
    }

    @Test
    void linear_alpha_staysLinear() {
        bind(Motion.create(Rgba.TRANSPARENT, Rgba.WHITE, 1).withColorSpace(ColorSpace.LINEAR));
        scheduler.update(0.25);
        assertThat(out[3]).isEqualTo(0.25f);
    }

    @Test
    void linear_endPoints_areExactlyTheGivenColours() {
        Rgba a = Rgba.of(0.1f, 0.3f, 0.7f, 0.9f);
        Rgba b = Rgba.ofArgb(0x80336699);
        bind(Motion.create(a, b, 1).withColorSpace(ColorSpace.LINEAR));
        assertThat(out).containsExactly(0.1f, 0.3f, 0.7f, 0.9f);
        scheduler.update(1);
        assertThat(out).containsExactly(b.r(), b.g(), b.b(), b.a());
    }

    @Test
    void linear_roundTrip_ofMidValues_matchesTheStandard() {
        // sRGB 0.5 is linear 0.2140; halfway between black and it, linear 0.1070 encodes to 0.3608
        bind(Motion.create(Rgba.BLACK, Rgba.of(0.5f, 0.5f, 0.5f, 1), 1).withColorSpace(ColorSpace.LINEAR));
        scheduler.update(0.5);
        assertThat(out[2]).isCloseTo(0.3608f, within(1e-4f));
    }

    @Test
    void ofArgb_unpacksChannels() {
        Rgba c = Rgba.ofArgb(0xFF_FF_80_00);
        assertThat(c.a()).isEqualTo(1f);
        assertThat(c.r()).isEqualTo(1f);
        assertThat(c.g()).isEqualTo(128 / 255f);
        assertThat(c.b()).isEqualTo(0f);
    }

    @Test
    void of_nanChannel_throwsNamingIt() {
        assertThatThrownBy(() -> Rgba.of(0, 0, Float.NaN, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("b must be finite: NaN");
    }

    @Test
    void withColorSpace_null_throws() {
        assertThatThrownBy(() -> Motion.create(Rgba.BLACK, Rgba.WHITE, 1).withColorSpace(null))
                .isInstanceOf(NullPointerException.class).hasMessage("space == null");
    }

    @Test
    void frames_allocateNothing() {
        for (int k = 0; k < 100; k++) {
            Motion.create(Rgba.BLACK, Rgba.WHITE, 1).withLoops(-1).withColorSpace(ColorSpace.LINEAR)
                    .withScheduler(scheduler).bind(out, (r, g, b, a, o) -> o[0] = r);
            Motion.create(Rgba.BLACK, Rgba.WHITE, 1).withLoops(-1)
                    .withScheduler(scheduler).bind(out, (r, g, b, a, o) -> o[1] = g);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
