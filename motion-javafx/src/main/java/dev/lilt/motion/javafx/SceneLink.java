package dev.lilt.motion.javafx;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

/**
 * One link between a node's scene and something to end when the node leaves it.
 */
final class SceneLink implements ChangeListener<Object> {
    /*
     * Design note. The link listens to the node's scene property (any ObservableValue, so a test
     * can count listeners). It arms when the scene is non-null; when an armed link sees null it
     * posts a check with Platform.runLater rather than ending at once, because JavaFX moves a node
     * to a new parent by removing it first: the scene is null for an instant, inside the same
     * call. The check ends the target only if the scene is still null then. Each of the three
     * ways out (the target ended by its owner, the target ended by the link, a pending check that
     * finds the target gone) removes the listener and nulls nothing it does not own; unlink is
     * idempotent, so the motion's future and the check may both call it. Threading: the FX thread.
     */

    /** What a link ends. */
    interface Target {
        /** Whether it has ended by other means: the link only unhooks. */
        boolean isGone();

        /** Ends it. */
        void end();
    }

    private final ObservableValue<?> scene;
    private final Target target;
    private boolean armed;
    private boolean checkPending;
    private boolean unlinked;

    SceneLink(ObservableValue<?> scene, Target target) {
        this.scene = scene;
        this.target = target;
        this.armed = scene.getValue() != null;
        scene.addListener(this);
    }

    @Override
    public void changed(ObservableValue<?> observable, Object oldScene, Object newScene) {
        if (unlinked) {
            return;
        }
        if (target.isGone()) {
            unlink();
        } else if (newScene != null) {
            armed = true;
        } else if (armed && !checkPending) {
            checkPending = true;
            Platform.runLater(this::check);
        }
    }

    private void check() {
        checkPending = false;
        if (unlinked) {
            return;
        }
        if (target.isGone()) {
            unlink();
        } else if (scene.getValue() == null) {
            unlink();
            target.end();
        }
    }

    /** Removes the listener; idempotent. */
    void unlink() {
        if (!unlinked) {
            unlinked = true;
            scene.removeListener(this);
        }
    }
}
