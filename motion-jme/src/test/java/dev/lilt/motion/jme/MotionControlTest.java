package dev.lilt.motion.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import org.junit.jupiter.api.Test;

class MotionControlTest {
    private static MotionHandle grow(MotionAppState motions, Spatial spatial, int[] cancels) {
        return Motion.create(1f, 2f, 100).withScheduler(motions).withOnCancel(() -> cancels[0]++)
                .bind(spatial, JmeBinders.UNIFORM_SCALE);
    }

    @Test
    void detachingFromTheScene_cancelsTiedMotions_atTheNextFrame() {
        MotionAppState motions = new MotionAppState();
        Node parent = new Node("parent");
        Node child = new Node("child");
        parent.attachChild(child);
        int[] cancels = {0};
        MotionHandle[] handle = new MotionHandle[2];
        HeadlessJme.run(200, (app, frame) -> {
            switch (frame) {
                case 0:
                    app.getRootNode().attachChild(parent);
                    handle[0] = grow(motions, child, cancels);
                    handle[1] = Motion.create(0f, 1f, 100).withScheduler(motions)
                            .bind(new float[1], (v, s) -> s[0] = v);
                    motions.cancelWhenDetached(child, handle[0]);
                    assertThat(child.getControl(MotionControl.class).motionCount()).isEqualTo(1);
                    return false;
                case 3:
                    assertThat(handle[0].isActive()).isTrue();
                    // the child stays under its parent: the subtree leaves the scene graph
                    parent.removeFromParent();
                    return false;
                case 4:
                    assertThat(cancels[0]).as("cancelled at the frame after detach").isEqualTo(1);
                    assertThat(handle[0].isActive()).isFalse();
                    assertThat(handle[1].isActive()).as("an untied motion runs on").isTrue();
                    assertThat(child.getControl(MotionControl.class).motionCount()).isZero();
                    assertThat(motions.toString()).contains("0 spatials watched");
                    return true;
                default:
                    return false;
            }
        }, motions);
    }

    @Test
    void spatialNotYetInTheScene_isWatchedFromWhenItArrives() {
        MotionAppState motions = new MotionAppState();
        Node box = new Node("box");
        int[] cancels = {0};
        HeadlessJme.run(200, (app, frame) -> {
            if (frame == 0) {
                motions.cancelWhenDetached(box, grow(motions, box, cancels));
            } else if (frame == 5) {
                assertThat(cancels[0]).as("never in the scene: not removed").isZero();
                assertThat(box.getLocalScale().x).isGreaterThan(1f);
                app.getGuiNode().attachChild(box);
            } else if (frame == 8) {
                assertThat(cancels[0]).isZero();
                box.removeFromParent();
            } else if (frame == 9) {
                assertThat(cancels[0]).isEqualTo(1);
                return true;
            }
            return false;
        }, motions);
    }

    @Test
    void removingTheControl_cancelsAtOnce_andReattachedSpatialKeepsItsOwnMotions() {
        MotionAppState motions = new MotionAppState();
        Node box = new Node("box");
        int[] cancels = {0};
        HeadlessJme.run(200, (app, frame) -> {
            if (frame == 0) {
                app.getRootNode().attachChild(box);
                motions.cancelWhenDetached(box, grow(motions, box, cancels));
                motions.cancelWhenDetached(box, grow(motions, box, cancels));
            } else if (frame == 2) {
                box.removeControl(MotionControl.class);
                assertThat(cancels[0]).as("removeControl cancels right away").isEqualTo(2);
                // moved within the scene in one frame: still in the scene graph at the sweep
                MotionHandle kept = grow(motions, box, cancels);
                motions.cancelWhenDetached(box, kept);
                Node other = new Node("other");
                app.getRootNode().attachChild(other);
                other.attachChild(box);
            } else if (frame == 5) {
                assertThat(cancels[0]).isEqualTo(2);
                assertThat(box.getControl(MotionControl.class).motionCount()).isEqualTo(1);
                assertThat(box.getControl(MotionControl.class).cancelMotions()).isEqualTo(1);
                assertThat(cancels[0]).isEqualTo(3);
                return true;
            }
            return false;
        }, motions);
    }

    @Test
    void clonedSpatial_carriesAnEmptyControl() {
        MotionAppState motions = new MotionAppState();
        Node box = new Node("box");
        int[] cancels = {0};
        HeadlessJme.run(200, (app, frame) -> {
            if (frame == 0) {
                app.getRootNode().attachChild(box);
                motions.cancelWhenDetached(box, grow(motions, box, cancels));
                Spatial copy = box.clone();
                MotionControl copied = copy.getControl(MotionControl.class);
                assertThat(copied).isNotSameAs(box.getControl(MotionControl.class));
                assertThat(copied.motionCount()).isZero();
                assertThat(copied.getSpatial()).isSameAs(copy);
                app.getRootNode().attachChild(copy);
                copy.removeFromParent();
            } else if (frame == 3) {
                assertThat(cancels[0]).as("the copy's removal ends nothing of the original").isZero();
                assertThat(box.getControl(MotionControl.class).motionCount()).isEqualTo(1);
                return true;
            }
            return false;
        }, motions);
    }

    @Test
    void throwingOnCancel_goesToTheErrorHandler_andTheOtherTiedMotionsAreCancelledToo() {
        MotionAppState motions = new MotionAppState();
        java.util.List<Throwable> handled = new java.util.ArrayList<>();
        motions.manual().setUnhandledErrorHandler((name, error) -> handled.add(error));
        Node box = new Node("box");
        int[] cancels = {0};
        MotionHandle[] handles = new MotionHandle[3];
        HeadlessJme.run(200, (app, frame) -> {
            if (frame == 0) {
                app.getRootNode().attachChild(box);
                handles[0] = grow(motions, box, cancels);
                handles[1] = Motion.create(0f, 1f, 100).withScheduler(motions).withOnCancel(() -> {
                    throw new IllegalStateException("user onCancel");
                }).bind(new float[1], (v, s) -> s[0] = v);
                handles[2] = grow(motions, box, cancels);
                for (MotionHandle handle : handles) {
                    motions.cancelWhenDetached(box, handle);
                }
            } else if (frame == 2) {
                box.removeFromParent();
            } else if (frame == 3) {
                assertThat(handled).singleElement().extracting(Throwable::getMessage).isEqualTo("user onCancel");
                assertThat(cancels[0]).isEqualTo(2);
                for (MotionHandle handle : handles) {
                    assertThat(handle.isActive()).isFalse();
                }
            } else if (frame == 5) {
                return motions.time() > 0;
            }
            return false;
        }, motions);
    }

    @Test
    void spatialTiedToAnotherState_isRefused() {
        MotionAppState first = new MotionAppState();
        MotionAppState second = new MotionAppState();
        Node box = new Node("box");
        int[] cancels = {0};
        HeadlessJme.run(-1, (app, frame) -> {
            first.cancelWhenDetached(box, grow(first, box, cancels));
            MotionHandle other = grow(second, box, cancels);
            assertThatThrownBy(() -> second.cancelWhenDetached(box, other))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("the spatial's motions belong to another MotionAppState");
            assertThat(box.getControl(MotionControl.class).motionCount()).isEqualTo(1);
            return true;
        }, first, second);
    }
}
