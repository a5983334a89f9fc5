package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.value.Rgba;
import java.awt.Color;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class SwingColorsTest {
    @Property
    void everyAwtColour_roundTripsThroughRgba(@ForAll int argb) {
        Color color = new Color(argb, true);

        assertThat(SwingColors.toColor(SwingColors.toRgba(color))).isEqualTo(color);
    }

    @Test
    void toColor_clampsAndRoundsEachChannel() {
        assertThat(SwingColors.toColor(Rgba.of(1.5f, -1f, 0.5f, 0.25f))).isEqualTo(new Color(255, 0, 128, 64));
    }

    @Test
    void motion_startsAColourMotionBetweenTheTwoColours() {
        ManualMotionScheduler frames = new ManualMotionScheduler();
        float[] seen = new float[4];
        SwingColors.motion(Color.BLACK, new Color(0x33, 0x66, 0x99, 0x80), 1).withScheduler(frames)
                .bind((r, g, b, a) -> {
                    seen[0] = r;
                    seen[1] = g;
                    seen[2] = b;
                    seen[3] = a;
                });

        frames.update(1);

        assertThat(seen).containsExactly(0x33 / 255f, 0x66 / 255f, 0x99 / 255f, 0x80 / 255f);
    }

    @Test
    void nullArguments_throwNamingTheArgument() {
        assertThatThrownBy(() -> SwingColors.toRgba(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("color == null");
        assertThatThrownBy(() -> SwingColors.toColor(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("rgba == null");
        assertThatThrownBy(() -> SwingColors.motion(null, Color.RED, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("from == null");
        assertThatThrownBy(() -> SwingColors.motion(Color.RED, null, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("to == null");
    }
}
