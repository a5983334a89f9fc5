package dev.lilt.motion.jme;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;

class JmeValuesProperties {
    @Property
    void float3_roundTripsExactly(@ForAll @FloatRange(min = -1e6f, max = 1e6f) float x,
                                  @ForAll @FloatRange(min = -1e6f, max = 1e6f) float y,
                                  @ForAll @FloatRange(min = -1e6f, max = 1e6f) float z) {
        Vector3f vector = new Vector3f(x, y, z);
        assertThat(JmeValues.vector3f(JmeValues.float3(vector))).isEqualTo(vector);
        assertThat(JmeValues.float3(vector)).isEqualTo(Float3.of(x, y, z));
    }

    @Property
    void rgba_roundTripsExactly(@ForAll @FloatRange(min = 0, max = 1) float r,
            @ForAll @FloatRange(min = 0, max = 1) float g, @ForAll @FloatRange(min = 0, max = 1) float b,
            @ForAll @FloatRange(min = 0, max = 1) float a) {
        ColorRGBA color = new ColorRGBA(r, g, b, a);
        assertThat(JmeValues.colorRGBA(JmeValues.rgba(color))).isEqualTo(color);
        assertThat(JmeValues.rgba(color)).isEqualTo(Rgba.of(r, g, b, a));
    }

    @Property
    void quaternion_keepsComponentOrder(@ForAll @FloatRange(min = -1, max = 1) float x,
                                        @ForAll @FloatRange(min = -1, max = 1) float y,
                                        @ForAll @FloatRange(min = -1, max = 1) float z,
                                        @ForAll @FloatRange(min = 0.1f, max = 1) float w) {
        com.jme3.math.Quaternion jme = new com.jme3.math.Quaternion(x, y, z, w);
        Quaternion lilt = JmeValues.quaternion(jme);
        assertThat(new float[] {lilt.x(), lilt.y(), lilt.z(), lilt.w()}).containsExactly(x, y, z, w);
        assertThat(JmeValues.jmeQuaternion(lilt)).isEqualTo(jme);
    }
}
