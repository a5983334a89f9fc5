package dev.lilt.motion.javafx;

import dev.lilt.motion.value.FloatAccessor;
import javafx.beans.value.WritableDoubleValue;
import javafx.beans.value.WritableFloatValue;
import javafx.scene.Node;

/**
 * Accessors that read and write JavaFX properties, for property motions that start from the
 * property's current value ({@code Motion.to}) or move it by a delta ({@code Motion.by}). Each is
 * a stateless singleton, so it also serves as the property's key: a new property motion on the
 * same node (or property) and accessor replaces the one running.
 *
 * <pre>{@code
 * // wherever the node is now, glide to x = 300; a click mid-way retargets smoothly
 * Motion.to(node, FxAccessors.translateX(), 300f, 0.4).withScheduler(fx).withEase(Ease.OUT_CUBIC).start();
 * Motion.by(node, FxAccessors.rotate(), 90f, 0.3).withScheduler(fx).start();          // a quarter turn more
 * Motion.to(progress, FxAccessors.doubleValue(), 1f, 2.0).withScheduler(fx).start();  // a DoubleProperty
 * }</pre>
 *
 * <p>Values travel as floats (the property motion's kind): about 7 significant digits, plenty for
 * pixels, degrees and opacities. A null target is rejected by {@code Motion.to} and
 * {@code Motion.by} at the call. The accessors run on the scheduler's thread: with
 * {@link FxMotionScheduler}, the FX application thread.
 */
public final class FxAccessors {
    private static final FloatAccessor<WritableDoubleValue> DOUBLE_VALUE = new FloatAccessor<>() {
        @Override
        public float get(WritableDoubleValue target) {
            return (float) target.get();
        }

        @Override
        public void set(WritableDoubleValue target, float value) {
            target.set(value);
        }
    };
    private static final FloatAccessor<WritableFloatValue> FLOAT_VALUE = new FloatAccessor<>() {
        @Override
        public float get(WritableFloatValue target) {
            return target.get();
        }

        @Override
        public void set(WritableFloatValue target, float value) {
            target.set(value);
        }
    };
    private static final FloatAccessor<Node> TRANSLATE_X =
            FloatAccessor.of(Node::getTranslateX, (v, node) -> node.setTranslateX(v));
    private static final FloatAccessor<Node> TRANSLATE_Y =
            FloatAccessor.of(Node::getTranslateY, (v, node) -> node.setTranslateY(v));
    private static final FloatAccessor<Node> TRANSLATE_Z =
            FloatAccessor.of(Node::getTranslateZ, (v, node) -> node.setTranslateZ(v));
    private static final FloatAccessor<Node> SCALE_X
            = FloatAccessor.of(Node::getScaleX, (v, node) -> node.setScaleX(v));
    private static final FloatAccessor<Node> SCALE_Y
            = FloatAccessor.of(Node::getScaleY, (v, node) -> node.setScaleY(v));
    private static final FloatAccessor<Node> ROTATE = FloatAccessor.of(Node::getRotate, (v, node) -> node.setRotate(v));
    private static final FloatAccessor<Node> OPACITY =
            FloatAccessor.of(Node::getOpacity, (v, node) -> node.setOpacity(v));

    private FxAccessors() {
    }

    /**
     * Reads and writes a {@link WritableDoubleValue}, such as a {@code DoubleProperty}: the
     * property itself is the motion's target.
     *
     * @return the accessor
     */
    public static FloatAccessor<WritableDoubleValue> doubleValue() {
        return DOUBLE_VALUE;
    }

    /**
     * Reads and writes a {@link WritableFloatValue}, such as a {@code FloatProperty}: the property
     * itself is the motion's target.
     *
     * @return the accessor
     */
    public static FloatAccessor<WritableFloatValue> floatValue() {
        return FLOAT_VALUE;
    }

    /**
     * A node's {@link Node#translateXProperty() translateX}.
     *
     * @return the accessor, in pixels
     */
    public static FloatAccessor<Node> translateX() {
        return TRANSLATE_X;
    }

    /**
     * A node's {@link Node#translateYProperty() translateY}.
     *
     * @return the accessor, in pixels
     */
    public static FloatAccessor<Node> translateY() {
        return TRANSLATE_Y;
    }

    /**
     * A node's {@link Node#translateZProperty() translateZ}.
     *
     * @return the accessor, in pixels
     */
    public static FloatAccessor<Node> translateZ() {
        return TRANSLATE_Z;
    }

    /**
     * A node's {@link Node#scaleXProperty() scaleX}.
     *
     * @return the accessor; 1 is the node's own size
     */
    public static FloatAccessor<Node> scaleX() {
        return SCALE_X;
    }

    /**
     * A node's {@link Node#scaleYProperty() scaleY}.
     *
     * @return the accessor; 1 is the node's own size
     */
    public static FloatAccessor<Node> scaleY() {
        return SCALE_Y;
    }

    /**
     * A node's {@link Node#rotateProperty() rotate}, about its centre.
     *
     * @return the accessor, in degrees (clockwise on screen)
     */
    public static FloatAccessor<Node> rotate() {
        return ROTATE;
    }

    /**
     * A node's {@link Node#opacityProperty() opacity}.
     *
     * @return the accessor, in [0, 1]
     */
    public static FloatAccessor<Node> opacity() {
        return OPACITY;
    }
}
