package dev.lilt.motion.javafx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.value.Rgba;
import javafx.scene.paint.Color;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class FxColorsTest {
    @Property
    void eightBitColor_roundTripsThroughRgba(@ForAll @IntRange(max = 255) int r, @ForAll @IntRange(max = 255) int g,
            @ForAll @IntRange(max = 255) int b, @ForAll @IntRange(max = 255) int a) {
        Color color = Color.rgb(r, g, b, a / 255.0);

        Rgba rgba = FxColors.toRgba(color);
        Color back = FxColors.toColor(rgba);

        assertThat(rgba).isEqualTo(Rgba.ofArgb(a << 24 | r << 16 | g << 8 | b));
        assertThat(back.getRed()).isCloseTo(color.getRed(), within(1e-7));
        assertThat(back.getGreen()).isCloseTo(color.getGreen(), within(1e-7));
        assertThat(back.getBlue()).isCloseTo(color.getBlue(), within(1e-7));
        assertThat(back.getOpacity()).isCloseTo(color.getOpacity(), within(1e-7));
        assertThat(back.toString()).isEqualTo(color.toString());   // the same 8-bit web colour
    }

    @Property
    void rgbaInTheUnitRange_roundTripsExactly(
            @ForAll @FloatRange(max = 1) float r, @ForAll @FloatRange(max = 1) float g,
            @ForAll @FloatRange(max = 1) float b, @ForAll @FloatRange(max = 1) float a) {
        Rgba rgba = Rgba.of(r, g, b, a);

        assertThat(FxColors.toRgba(FxColors.toColor(rgba))).isEqualTo(rgba);
    }

    @Test
    void toColor_clampsChannelsOutsideTheUnitRange() {
        Color color = FxColors.toColor(Rgba.of(1.5f, -0.25f, 0.5f, 2f));

        assertThat(color).isEqualTo(Color.color(1, 0, 0.5f, 1));
    }

    @Test
    void motion_startsAColourMotionBetweenTheTwoColours() {
        ManualMotionScheduler frames = new ManualMotionScheduler();
        float[] seen = new float[4];
        FxColors.motion(Color.TRANSPARENT, Color.web("#336699"), 1).withScheduler(frames)
                .bind((r, g, b, a) -> {
                    seen[0] = r;
                    seen[1] = g;
                    seen[2] = b;
                    seen[3] = a;
                });

        frames.update(1);

        assertThat(seen).containsExactly(0x33 / 255f, 0x66 / 255f, 0x99 / 255f, 1f);
    }

    @Test
    void nullArguments_throwNamingTheArgument() {
        assertThatThrownBy(() -> FxColors.toRgba(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("color == null");
        assertThatThrownBy(() -> FxColors.toColor(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("rgba == null");
        assertThatThrownBy(() -> FxColors.motion(null, Color.RED, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("from == null");
        assertThatThrownBy(() -> FxColors.motion(Color.RED, null, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("to == null");
        assertThatThrownBy(() -> FxColors.motion(Color.RED, Color.RED, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }
}
