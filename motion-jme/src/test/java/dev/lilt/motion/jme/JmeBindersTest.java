package dev.lilt.motion.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.jme3.light.DirectionalLight;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import org.junit.jupiter.api.Test;

class JmeBindersTest {
    @Test
    void spatialBinders_moveTheWorldTransform_inTheRunningScene() {
        MotionAppState motions = new MotionAppState();
        Node parent = new Node("parent");
        Node box = new Node("box");
        // the rotation on a spatial of its own: each binder must refresh the world transform itself
        Node spinner = new Node("spinner");
        parent.attachChild(box);
        parent.attachChild(spinner);
        parent.setLocalTranslation(10, 0, 0);
        com.jme3.math.Quaternion quarterTurn = JmeValues.jmeQuaternion(Quaternion.ofAxisAngle(0, 1, 0, Math.PI / 2));
        HeadlessJme.run(-1, (app, frame) -> {
            if (frame == 0) {
                app.getRootNode().attachChild(parent);
                Motion.create(Float3.of(0, 0, 0), Float3.of(0, 2, 0), 0.1).withScheduler(motions)
                        .bind(box, JmeBinders.TRANSLATION);
                Motion.create(Float3.of(1, 1, 1), Float3.of(2, 3, 4), 0.1).withScheduler(motions)
                        .bind(box, JmeBinders.SCALE);
                Motion.create(Quaternion.IDENTITY, Quaternion.ofAxisAngle(0, 1, 0, Math.PI / 2), 0.1)
                        .withScheduler(motions).bind(spinner, JmeBinders.ROTATION);
                return false;
            }
            if (motions.activeCount() > 0) {
                return false;
            }
            // rootNode.updateLogicalState / updateGeometricState ran after the binders: world values
            assertThat(box.getWorldTranslation()).isEqualTo(new Vector3f(10, 2, 0));
            assertThat(box.getWorldScale()).isEqualTo(new Vector3f(2, 3, 4));
            assertThat(spinner.getWorldRotation().dot(quarterTurn)).isCloseTo(1f, within(1e-6f));
            return true;
        }, motions);
    }

    @Test
    void uniformScale_writesAllAxes() {
        Node box = new Node("box");
        JmeBinders.UNIFORM_SCALE.accept(3f, box);
        assertThat(box.getLocalScale()).isEqualTo(new Vector3f(3, 3, 3));
    }

    @Test
    void rotation_reusesTheSpatialsQuaternion() {
        Node box = new Node("box");
        com.jme3.math.Quaternion own = box.getLocalRotation();
        JmeBinders.ROTATION.accept(0, 0.6f, 0, 0.8f, box);
        assertThat(box.getLocalRotation()).isSameAs(own);
        assertThat(own).isEqualTo(new com.jme3.math.Quaternion(0, 0.6f, 0, 0.8f));
    }

    @Test
    void valueBinders_writeComponentsInOrder() {
        Vector3f vector = new Vector3f();
        JmeBinders.VECTOR3F.accept(1, 2, 3, vector);
        assertThat(vector).isEqualTo(new Vector3f(1, 2, 3));
        com.jme3.math.Quaternion q = new com.jme3.math.Quaternion();
        JmeBinders.QUATERNION.accept(0.1f, 0.2f, 0.3f, 0.4f, q);
        assertThat(new float[] {q.getX(), q.getY(), q.getZ(), q.getW()}).containsExactly(0.1f, 0.2f, 0.3f, 0.4f);
        ColorRGBA color = new ColorRGBA();
        JmeBinders.COLOR.accept(0.1f, 0.2f, 0.3f, 0.4f, color);
        assertThat(color).isEqualTo(new ColorRGBA(0.1f, 0.2f, 0.3f, 0.4f));
    }

    @Test
    void lightColor_changesTheLightsOwnColour_notTheOneItWasGiven() {
        DirectionalLight sun = new DirectionalLight();
        sun.setColor(ColorRGBA.White);
        JmeBinders.LIGHT_COLOR.accept(1f, 0.5f, 0f, 1f, sun);
        assertThat(sun.getColor()).isEqualTo(new ColorRGBA(1f, 0.5f, 0f, 1f));
        assertThat(ColorRGBA.White).isEqualTo(new ColorRGBA(1, 1, 1, 1));
    }

    @Test
    void materialColour_animatesACopyTheMaterialHolds_inTheRunningApplication() {
        MotionAppState motions = new MotionAppState();
        ColorRGBA[] tint = new ColorRGBA[1];
        Material[] material = new Material[1];
        HeadlessJme.run(-1, (app, frame) -> {
            if (frame == 0) {
                material[0] = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
                material[0].setColor("Color", ColorRGBA.White);
                Geometry geometry = new Geometry("box", new Box(1, 1, 1));
                geometry.setMaterial(material[0]);
                app.getRootNode().attachChild(geometry);
                tint[0] = JmeValues.ownColorParameter(material[0], "Color");
                Motion.create(JmeValues.rgba(tint[0]), Rgba.of(1, 0, 0, 1), 0.05).withScheduler(motions)
                        .bind(tint[0], JmeBinders.COLOR);
                assertThatThrownBy(() -> JmeValues.ownColorParameter(material[0], "GlowColor"))
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessage("material parameter 'GlowColor' is not set");
                return false;
            }
            return motions.activeCount() == 0;
        }, motions);
        Object color = material[0].getParamValue("Color");
        assertThat(color).isSameAs(tint[0]).isEqualTo(new ColorRGBA(1, 0, 0, 1));
        assertThat(ColorRGBA.White).as("the shared constant is untouched").isEqualTo(new ColorRGBA(1, 1, 1, 1));
    }
}
