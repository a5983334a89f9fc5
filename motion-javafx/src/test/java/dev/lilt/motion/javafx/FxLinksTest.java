package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.LinkEnd;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionGroup;
import dev.lilt.motion.MotionHandle;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.InvalidationListener;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Motions linked to nodes end when the node leaves its scene, once, and leave no listener behind. */
class FxLinksTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("fx links");

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    /** Runs after every check the FX thread had queued (runLater keeps order). */
    private static void flushFx() {
        onFx(() -> { });
    }

    /** A scene property that counts its change listeners. */
    static final class CountingScene extends SimpleObjectProperty<Object> {
        int listeners;

        CountingScene(Object scene) {
            super(scene);
        }

        @Override
        public void addListener(ChangeListener<? super Object> listener) {
            listeners++;
            super.addListener(listener);
        }

        @Override
        public void removeListener(ChangeListener<? super Object> listener) {
            listeners--;
            super.removeListener(listener);
        }

        @Override
        public void addListener(InvalidationListener listener) {
            throw new AssertionError("links listen to changes only");
        }
    }

    @Test
    void link_nodeRemovedFromScene_cancelsOnce_andUnhooks() {
        Group root = new Group();
        Rectangle node = new Rectangle(10, 10);
        AtomicInteger cancels = new AtomicInteger();
        MotionHandle motion = fromFx(() -> {
            new Scene(root);
            root.getChildren().add(node);
            return FxLinks.link(Motion.create(0.0, 100.0, 5).withScheduler(frames)
                    .withOnCancel(cancels::incrementAndGet).bind(node, FxBinders.translateX()), node, LinkEnd.CANCEL);
        });
        onFx(() -> frames.update(1));

        onFx(() -> root.getChildren().remove(node));
        flushFx();

        assertThat(cancels).hasValue(1);
        assertThat(fromFx(motion::isActive)).isFalse();
        assertThat(node.getTranslateX()).isEqualTo(20.0);
    }

    @Test
    void link_complete_jumpsToTheEnd_once() {
        Group root = new Group();
        Rectangle node = new Rectangle(10, 10);
        AtomicInteger completes = new AtomicInteger();
        onFx(() -> {
            new Scene(root);
            root.getChildren().add(node);
            FxLinks.link(Motion.create(0.0, 100.0, 5).withScheduler(frames).withOnComplete(completes::incrementAndGet)
                    .bind(node, FxBinders.translateX()), node, LinkEnd.COMPLETE);
        });
        onFx(() -> root.getChildren().remove(node));
        flushFx();
        onFx(() -> root.getChildren().add(node));
        onFx(() -> root.getChildren().remove(node));
        flushFx();

        assertThat(completes).hasValue(1);
        assertThat(node.getTranslateX()).isEqualTo(100.0);
    }

    @Test
    void link_listenerRemoved_whenTheUserEndsTheMotion_orTheLinkDoes_orItCompletes() {
        CountingScene scene = new CountingScene(new Object());
        AtomicInteger cancels = new AtomicInteger();
        onFx(() -> {
            MotionHandle byUser = FxLinks.link(Motion.create(0f, 1f, 5).withScheduler(frames)
                    .withOnCancel(cancels::incrementAndGet).run(), scene, LinkEnd.CANCEL);
            FxLinks.link(Motion.create(0f, 1f, 5).withScheduler(frames).withOnCancel(cancels::incrementAndGet)
                    .run(), scene, LinkEnd.CANCEL);
            for (int i = 0; i < 100; i++) {
                FxLinks.link(Motion.create(0f, 1f, 0.5).withScheduler(frames).run(), scene, LinkEnd.CANCEL);
            }
            assertThat(scene.listeners).isEqualTo(102);
            byUser.cancel();
            assertThat(scene.listeners).isEqualTo(101);
            frames.update(1); // the 100 short ones complete
            assertThat(scene.listeners).isEqualTo(1);
            scene.set(null);
        });
        flushFx();

        assertThat(scene.listeners).isZero();
        assertThat(cancels).as("the user's cancel and the link's, one each").hasValue(2);
    }

    @Test
    void link_beforeTheNodeIsInAScene_armsWhenAdded_andAMoveInOneGoKeepsTheMotion() {
        Group root = new Group();
        Group left = new Group();
        Group right = new Group();
        Rectangle node = new Rectangle(10, 10);
        MotionHandle motion = fromFx(() -> {
            MotionHandle m = FxLinks.link(Motion.create(0f, 1f, 5).withScheduler(frames).run(), node, LinkEnd.CANCEL);
            new Scene(root);
            root.getChildren().addAll(left, right);
            left.getChildren().add(node);
            return m;
        });
        flushFx();
        assertThat(fromFx(motion::isActive)).as("still on after being added").isTrue();

        onFx(() -> right.getChildren().add(node)); // JavaFX takes it out of left first: scene null for an instant
        flushFx();
        assertThat(fromFx(motion::isActive)).as("moved in one go").isTrue();

        onFx(() -> root.getChildren().remove(right)); // an ancestor leaves
        flushFx();
        assertThat(fromFx(motion::isActive)).isFalse();
    }

    @Test
    void link_group_completesThenCloses() {
        Group root = new Group();
        Rectangle node = new Rectangle(10, 10);
        MotionGroup group = fromFx(() -> {
            new Scene(root);
            root.getChildren().add(node);
            MotionGroup g = FxLinks.link(new MotionGroup(), node, LinkEnd.COMPLETE);
            g.add(Motion.create(0.0, 10.0, 5).withScheduler(frames).bind(node, FxBinders.translateX()));
            g.add(Motion.create(0.0, 20.0, 5).withScheduler(frames).bind(node, FxBinders.translateY()));
            return g;
        });
        onFx(() -> root.getChildren().remove(node));
        flushFx();

        assertThat(node.getTranslateX()).isEqualTo(10.0);
        assertThat(node.getTranslateY()).isEqualTo(20.0);
        assertThat(group.isClosed()).isTrue();
    }

    @Test
    void link_manyNodesRemoved_endEveryMotion_andNoneIsRetained() {
        Group root = new Group();
        List<WeakReference<Rectangle>> refs = new ArrayList<>();
        List<CompletableFuture<Void>> ends = new ArrayList<>();
        onFx(() -> {
            new Scene(root);
            for (int i = 0; i < 1_000; i++) {
                Rectangle node = new Rectangle(1, 1);
                root.getChildren().add(node);
                MotionHandle m = Motion.create(0.0, 1.0, 60).withScheduler(frames).bind(node, FxBinders.opacity());
                ends.add(FxLinks.link(m, node, LinkEnd.CANCEL).toCompletableFuture());
                refs.add(new WeakReference<>(node));
            }
        });
        onFx(() -> root.getChildren().clear());
        flushFx();
        onFx(() -> frames.update(0.01)); // the scheduler drops ended motions' binders and states

        assertThat(ends).allSatisfy(f -> assertThat(f).isCompletedExceptionally());
        assertThat(collected(refs)).as("nodes collected").isEqualTo(refs.size());
    }

    static int collected(List<? extends WeakReference<?>> refs) {
        for (int i = 0; i < 50 && refs.stream().anyMatch(r -> r.get() != null); i++) {
            System.gc();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return (int) refs.stream().filter(r -> r.get() == null).count();
    }

    @Test
    void link_offTheFxThread_throwsNamingTheThread_badArgumentsNamed() {
        MotionHandle m = Motion.create(0f, 1f, 1).withScheduler(new ManualMotionScheduler("main")).run();
        assertThatThrownBy(() -> FxLinks.link(m, new Rectangle(), LinkEnd.CANCEL))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining(Thread.currentThread().getName());
        assertThatThrownBy(() -> onFx(() -> FxLinks.link(MotionHandle.NONE, new Rectangle(), LinkEnd.CANCEL)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NONE");
        assertThatThrownBy(() -> onFx(() -> FxLinks.link(MotionHandle.NONE, new Rectangle(), null)))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("end");
    }
}
