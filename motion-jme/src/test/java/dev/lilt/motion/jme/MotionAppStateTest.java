package dev.lilt.motion.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.jme3.scene.Node;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class MotionAppStateTest {
    @Test
    void update_advancesByJmeFrameTime_inTheRunningApplication() {
        MotionAppState motions = new MotionAppState();
        motions.setMaxDeltaSeconds(10f);
        Node node = new Node("box");
        double[] summed = {0};
        double[] createdAt = {0};
        HeadlessJme.run(120, (app, frame) -> {
            // the state ran before simpleUpdate, by the tpf jME hands the app this frame
            summed[0] += app.getTimer().getTimePerFrame();
            if (frame == 0) {
                createdAt[0] = motions.time();
                Motion.create(0f, 1000f, 100).withScheduler(motions).bind(node, JmeBinders.UNIFORM_SCALE);
            }
            assertThat(motions.time()).isCloseTo(summed[0], within(1e-5));
            assertThat(node.getLocalScale().x).isCloseTo((float) ((summed[0] - createdAt[0]) * 10), within(1e-2f));
            return frame == 30;
        }, motions);
        assertThat(summed[0] - createdAt[0]).as("30 frames at 120 Hz take time").isGreaterThan(0.1);
    }

    @Test
    void disabledState_holdsMotionsStill_andResumesWhereTheyWere() {
        MotionAppState motions = new MotionAppState();
        float[] value = {0};
        double[] createdAt = {0};
        double[] heldAt = {0};
        HeadlessJme.run(200, (app, frame) -> {
            if (frame == 0) {
                createdAt[0] = motions.time();
                Motion.create(0f, 1f, 100).withScheduler(motions).bind(value, (v, s) -> s[0] = v);
            } else if (frame == 5) {
                motions.setEnabled(false);
                heldAt[0] = motions.time();
            } else if (frame > 5 && frame < 15) {
                assertThat(motions.time()).as("disabled: jME skips its update").isEqualTo(heldAt[0]);
                assertThat(value[0]).isCloseTo((float) (heldAt[0] - createdAt[0]) / 100, within(1e-6f));
            } else if (frame == 15) {
                motions.setEnabled(true);
            } else if (frame == 20) {
                assertThat(motions.time()).isGreaterThan(heldAt[0]);
                assertThat(value[0]).isCloseTo((float) (motions.time() - createdAt[0]) / 100, within(1e-6f));
                return true;
            }
            return false;
        }, motions);
        assertThat(heldAt[0]).isGreaterThan(0);
    }

    @Test
    void timeScale_andApplicationSpeed_bothScaleTheMotions() {
        MotionAppState motions = new MotionAppState();
        motions.setMaxDeltaSeconds(10f);
        double[] expected = {0};
        HeadlessJme.run(200, (app, frame) -> {
            // speed and scale set in frame 0 apply from frame 1: SimpleApplication scales tpf before the states run
            expected[0] += app.getTimer().getTimePerFrame() * (frame == 0 ? 1 : 2f * 0.25);
            if (frame == 0) {
                motions.setTimeScale(0.25);
                app.setSpeed(2f);
            }
            assertThat(motions.time()).isCloseTo(expected[0], within(1e-5));
            return frame == 20;
        }, motions);
        assertThat(expected[0]).isPositive();
    }

    @Test
    void update_capsTheFrameAtMaxDelta() {
        MotionAppState motions = new MotionAppState();
        motions.setMaxDeltaSeconds(0.001f);
        double[] capped = {0};
        int[] slowFrames = {0};
        HeadlessJme.run(60, (app, frame) -> {
            float tpf = app.getTimer().getTimePerFrame();
            capped[0] += Math.min(tpf, 0.001f);
            slowFrames[0] += tpf > 0.001f ? 1 : 0;
            assertThat(motions.time()).isCloseTo(capped[0], within(1e-6));
            return frame == 10;
        }, motions);
        assertThat(slowFrames[0]).as("frames at 60 Hz are longer than the cap").isGreaterThan(5);
        assertThat(new MotionAppState().maxDeltaSeconds()).isEqualTo(MotionAppState.DEFAULT_MAX_DELTA_SECONDS);
    }

    @Test
    void detachingTheState_cancelsItsMotions() {
        MotionAppState motions = new MotionAppState("detach", 4);
        boolean[] cancelled = {false};
        HeadlessJme.run(-1, (app, frame) -> {
            if (frame == 0) {
                Motion.create(0f, 1f, 100).withScheduler(motions).withOnCancel(() -> cancelled[0] = true)
                        .bind(new float[1], (v, s) -> s[0] = v);
                app.getStateManager().detach(motions);
            }
            // cleanup runs on the frame after detach
            return frame == 3;
        }, motions);
        assertThat(cancelled[0]).isTrue();
        assertThat(motions.isInitialized()).isFalse();
    }

    @Test
    void callFromAnotherThread_throwsNamingBothThreads_andTheFramesGoOn() {
        MotionAppState motions = new MotionAppState();
        Node node = new Node("box");
        AtomicReference<Throwable> fromOther = new AtomicReference<>();
        AtomicReference<MotionHandle> handle = new AtomicReference<>();
        HeadlessJme.run(200, (app, frame) -> {
            if (frame == 0) {
                handle.set(Motion.create(0f, 1f, 100).withScheduler(motions).bind(node, JmeBinders.UNIFORM_SCALE));
                String renderThread = Thread.currentThread().getName();
                CompletableFuture.runAsync(() -> {
                    try {
                        motions.cancelWhenDetached(node, handle.get());
                    } catch (Throwable e) {
                        fromOther.set(e);
                    }
                }).get(10, TimeUnit.SECONDS);
                assertThat(fromOther.get()).isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining(renderThread);
                assertThat(node.getControl(MotionControl.class)).as("nothing half-done").isNull();
                assertThatThrownBy(() -> CompletableFuture.runAsync(() -> motions.update(0.1f)).join())
                        .hasCauseInstanceOf(IllegalStateException.class);
            }
            if (frame == 5) {
                assertThat(handle.get().isActive()).as("still running on the render thread").isTrue();
                assertThat(node.getLocalScale().x).isPositive();
                return true;
            }
            return false;
        }, motions);
        assertThat(fromOther.get()).isNotNull();
    }

    @Test
    void update_withTiedSpatials_allocatesNothing() {
        MotionAppState motions = new MotionAppState();
        com.sun.management.ThreadMXBean bean =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long[] allocated = {-1};
        HeadlessJme.run(-1, (app, frame) -> {
            Node parent = new Node("parent");
            app.getRootNode().attachChild(parent);
            for (int i = 0; i < 64; i++) {
                Node box = new Node("box" + i);
                parent.attachChild(box);
                motions.cancelWhenDetached(box, Motion.create(Float3.of(0, 0, 0), Float3.of(1, 2, 3), 1e6)
                        .withScheduler(motions).bind(box, JmeBinders.TRANSLATION));
            }
            for (int i = 0; i < 20_000; i++) {
                motions.update(0.0001f);
            }
            long before = bean.getThreadAllocatedBytes(Thread.currentThread().getId());
            for (int i = 0; i < 20_000; i++) {
                motions.update(0.0001f);
            }
            allocated[0] = bean.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
            assertThat(motions.toString()).contains("64 spatials watched");
            return true;
        }, motions);
        // JIT compilation and the bean allocate a few KB now and then; a sweep that allocated would cost MBs
        assertThat(allocated[0]).isBetween(0L, 32L * 1024);
    }

    @Test
    void badArguments_throwNamingTheValue() {
        MotionAppState motions = new MotionAppState();
        for (float bad : new float[] {-0.1f, Float.NaN, Float.POSITIVE_INFINITY}) {
            assertThatThrownBy(() -> motions.update(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("tpf must be >= 0 and finite: " + bad);
            assertThatThrownBy(() -> motions.setMaxDeltaSeconds(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("maxDeltaSeconds must be > 0 and finite: " + bad);
        }
        assertThatThrownBy(() -> motions.setMaxDeltaSeconds(0f))
                .hasMessage("maxDeltaSeconds must be > 0 and finite: 0.0");
        assertThat(motions.time()).isZero();
        assertThat(motions.maxDeltaSeconds()).isEqualTo(MotionAppState.DEFAULT_MAX_DELTA_SECONDS);
        assertThatThrownBy(() -> motions.cancelWhenDetached(null, MotionHandle.NONE))
                .isInstanceOf(NullPointerException.class).hasMessage("spatial == null");
        assertThatThrownBy(() -> motions.cancelWhenDetached(new Node(), MotionHandle.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("motion must be active");
    }
}
