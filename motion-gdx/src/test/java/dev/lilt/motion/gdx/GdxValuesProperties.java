package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.math.Vector3;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Rgba;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;

class GdxValuesProperties {
    @Property
    void colour_roundTrips(@ForAll @FloatRange(min = 0, max = 1) float r, @ForAll @FloatRange(min = 0, max = 1) float g,
            @ForAll @FloatRange(min = 0, max = 1) float b, @ForAll @FloatRange(min = 0, max = 1) float a) {
        Color color = new Color(r, g, b, a);
        assertThat(GdxValues.color(GdxValues.rgba(color))).isEqualTo(color);
        assertThat(GdxValues.rgba(color)).isEqualTo(Rgba.of(r, g, b, a));
    }

    @Property
    void vectors_roundTrip(@ForAll @FloatRange(min = -1e6f, max = 1e6f) float x,
            @ForAll @FloatRange(min = -1e6f, max = 1e6f) float y,
            @ForAll @FloatRange(min = -1e6f, max = 1e6f) float z) {
        assertThat(GdxValues.vector2(GdxValues.float2(new Vector2(x, y)))).isEqualTo(new Vector2(x, y));
        assertThat(GdxValues.vector3(GdxValues.float3(new Vector3(x, y, z)))).isEqualTo(new Vector3(x, y, z));
        assertThat(GdxValues.float3(new Vector3(x, y, z))).isEqualTo(Float3.of(x, y, z));
    }
}
