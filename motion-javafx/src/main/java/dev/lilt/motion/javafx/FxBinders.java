package dev.lilt.motion.javafx;

import dev.lilt.motion.value.Float2Binder;
import dev.lilt.motion.value.Float4Binder;
import dev.lilt.motion.value.IntBinder;
import javafx.beans.value.WritableDoubleValue;
import javafx.beans.value.WritableFloatValue;
import javafx.beans.value.WritableIntegerValue;
import javafx.beans.value.WritableObjectValue;
import javafx.scene.Node;
import javafx.scene.paint.Color;

/**
 * Binders that write motion values to JavaFX properties and nodes, for
 * {@code bind(target, binder)}. Each is a stateless singleton: binding through one allocates
 * nothing beyond the motion's builder and handle, and no frame allocates (except
 * {@link #color()}, which must make a {@link Color} per frame because JavaFX colours are
 * immutable).
 *
 * <pre>{@code
 * import static dev.lilt.motion.javafx.FxBinders.*;
 *
 * Motion.create(0.0, 1.0, 0.4).withScheduler(fx).bind(node, opacity());
 * Motion.create(Float2.of(0, 0), Float2.of(320, 40), 0.6).withScheduler(fx).bind(node, translate());
 * Motion.punch(0f, 12f, 0.5).withScheduler(fx).bind(node, translateX());
 * Motion.create(0.0, 100.0, 1.0).withScheduler(fx).bind(progress, doubleValue());   // a DoubleProperty
 * FxColors.motion(Color.WHITE, Color.CRIMSON, 0.3).withScheduler(fx).bind(rect.fillProperty(), color());
 * }</pre>
 *
 * <p>Binders run on the scheduler's thread: with {@link FxMotionScheduler}, the FX application
 * thread, where nodes in a live scene may be changed. The target passed to {@code bind} must not
 * be null: core {@code bind} accepts a null state, so a null target is only found on the first
 * frame, where the binder's {@link NullPointerException} goes to the scheduler's unhandled-error
 * handler with the motion's debug name.
 */
public final class FxBinders {
    private static final ScalarBinder<WritableDoubleValue> DOUBLE_VALUE = (v, target) -> target.set(v);
    private static final ScalarBinder<WritableFloatValue> FLOAT_VALUE = (v, target) -> target.set((float) v);
    private static final IntBinder<WritableIntegerValue> INTEGER_VALUE = (v, target) -> target.set(v);
    private static final Float4Binder<WritableObjectValue<? super Color>> COLOR =
            (r, g, b, a, target) -> target.set(FxColors.clampedColor(r, g, b, a));

    private static final ScalarBinder<Node> TRANSLATE_X = (v, node) -> node.setTranslateX(v);
    private static final ScalarBinder<Node> TRANSLATE_Y = (v, node) -> node.setTranslateY(v);
    private static final ScalarBinder<Node> TRANSLATE_Z = (v, node) -> node.setTranslateZ(v);
    private static final Float2Binder<Node> TRANSLATE = (x, y, node) -> {
        node.setTranslateX(x);
        node.setTranslateY(y);
    };
    private static final ScalarBinder<Node> SCALE_X = (v, node) -> node.setScaleX(v);
    private static final ScalarBinder<Node> SCALE_Y = (v, node) -> node.setScaleY(v);
    private static final ScalarBinder<Node> SCALE = (v, node) -> {
        node.setScaleX(v);
        node.setScaleY(v);
    };
    private static final Float2Binder<Node> SCALE_XY = (x, y, node) -> {
        node.setScaleX(x);
        node.setScaleY(y);
    };
    private static final ScalarBinder<Node> ROTATE = (v, node) -> node.setRotate(v);
    private static final ScalarBinder<Node> OPACITY = (v, node) -> node.setOpacity(v);

    private FxBinders() {
    }

    /**
     * Writes the value to a {@link WritableDoubleValue}, such as a {@code DoubleProperty}.
     *
     * @return the binder, for double and float motions
     */
    public static ScalarBinder<WritableDoubleValue> doubleValue() {
        return DOUBLE_VALUE;
    }

    /**
     * Writes the value, narrowed to a float, to a {@link WritableFloatValue}, such as a
     * {@code FloatProperty}.
     *
     * @return the binder, for double and float motions
     */
    public static ScalarBinder<WritableFloatValue> floatValue() {
        return FLOAT_VALUE;
    }

    /**
     * Writes an int motion's value to a {@link WritableIntegerValue}, such as an
     * {@code IntegerProperty} ({@code Motion.create(0, 100, seconds)}; its rounding mode decides
     * how the value is rounded).
     *
     * @return the binder, for int motions
     */
    public static IntBinder<WritableIntegerValue> integerValue() {
        return INTEGER_VALUE;
    }

    /**
     * Writes a colour motion's channels ({@code Motion.create(Rgba, Rgba, seconds)} or
     * {@link FxColors#motion}) as a new {@link Color} to a writable value of {@code Color} or of
     * a supertype, such as {@code Shape.fillProperty()}. Channels outside [0, 1] (an overshooting
     * ease) are clamped to it, the range {@code Color} accepts. Allocates one {@code Color} per
     * frame: JavaFX colours are immutable.
     *
     * @return the binder, for colour motions
     */
    public static Float4Binder<WritableObjectValue<? super Color>> color() {
        return COLOR;
    }

    /**
     * Writes the value to {@link Node#setTranslateX(double)}.
     *
     * @return the binder, for double and float motions, in pixels
     */
    public static ScalarBinder<Node> translateX() {
        return TRANSLATE_X;
    }

    /**
     * Writes the value to {@link Node#setTranslateY(double)}.
     *
     * @return the binder, for double and float motions, in pixels
     */
    public static ScalarBinder<Node> translateY() {
        return TRANSLATE_Y;
    }

    /**
     * Writes the value to {@link Node#setTranslateZ(double)}.
     *
     * @return the binder, for double and float motions, in pixels
     */
    public static ScalarBinder<Node> translateZ() {
        return TRANSLATE_Z;
    }

    /**
     * Writes a {@code Float2} motion's x and y to {@link Node#setTranslateX(double)} and
     * {@link Node#setTranslateY(double)}.
     *
     * @return the binder, for {@code Float2} motions, in pixels
     */
    public static Float2Binder<Node> translate() {
        return TRANSLATE;
    }

    /**
     * Writes the value to {@link Node#setScaleX(double)}.
     *
     * @return the binder, for double and float motions; 1 is the node's own size
     */
    public static ScalarBinder<Node> scaleX() {
        return SCALE_X;
    }

    /**
     * Writes the value to {@link Node#setScaleY(double)}.
     *
     * @return the binder, for double and float motions; 1 is the node's own size
     */
    public static ScalarBinder<Node> scaleY() {
        return SCALE_Y;
    }

    /**
     * Writes the value to both {@link Node#setScaleX(double)} and {@link Node#setScaleY(double)}:
     * a uniform 2D scale.
     *
     * @return the binder, for double and float motions; 1 is the node's own size
     */
    public static ScalarBinder<Node> scale() {
        return SCALE;
    }

    /**
     * Writes a {@code Float2} motion's x and y to {@link Node#setScaleX(double)} and
     * {@link Node#setScaleY(double)}.
     *
     * @return the binder, for {@code Float2} motions; 1 is the node's own size
     */
    public static Float2Binder<Node> scaleXY() {
        return SCALE_XY;
    }

    /**
     * Writes the value to {@link Node#setRotate(double)}, the rotation about the node's centre.
     *
     * @return the binder, for double and float motions, in degrees (clockwise on screen)
     */
    public static ScalarBinder<Node> rotate() {
        return ROTATE;
    }

    /**
     * Writes the value to {@link Node#setOpacity(double)}. JavaFX treats values outside [0, 1]
     * as the nearest end.
     *
     * @return the binder, for double and float motions, in [0, 1]
     */
    public static ScalarBinder<Node> opacity() {
        return OPACITY;
    }
}
