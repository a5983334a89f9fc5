package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.math.Vector3;
import dev.lilt.motion.value.Float2;
import org.junit.jupiter.api.Test;

class GdxValuesTest {
    @Test
    void nulls_throwNamingTheArgument() {
        assertThatThrownBy(() -> GdxValues.rgba(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("color == null");
        assertThatThrownBy(() -> GdxValues.color(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("rgba == null");
        assertThatThrownBy(() -> GdxValues.float2(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("vector == null");
        assertThatThrownBy(() -> GdxValues.vector2(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("value == null");
        assertThatThrownBy(() -> GdxValues.float3(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("vector == null");
        assertThatThrownBy(() -> GdxValues.vector3(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("value == null");
    }

    @Test
    void nonFiniteComponents_throwNamingTheComponent() {
        assertThatThrownBy(() -> GdxValues.rgba(new Color(0, Float.NaN, 0, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("g");
        assertThatThrownBy(() -> GdxValues.float2(new Vector2(Float.POSITIVE_INFINITY, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("x");
        assertThatThrownBy(() -> GdxValues.float3(new Vector3(0, 0, Float.NaN)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("z");
        assertThat(GdxValues.float2(new Vector2(1, 2))).isEqualTo(Float2.of(1, 2));
    }
}
