package dev.lilt.demo;

import dev.lilt.motion.MotionScheduler;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.io.IOException;
import javax.swing.JComponent;

/**
 * One scene of the showcase. The same scene object draws into the window and into headless
 * files: {@link #start} builds its motions on a scheduler (the Swing timer scheduler in the
 * window, a fixed-step {@code ManualMotionScheduler} headless), {@link #paint} draws the current
 * state. Every method runs on the scheduler's thread.
 */
interface Scene {
    /** The tab title. */
    String title();

    /** The canvas size {@link #paint} draws at, pixels. */
    Dimension size();

    /** Builds the scene's motions on {@code motions}; called once, before anything else. */
    void start(MotionScheduler motions);

    /** Draws the current state on a canvas of {@link #size()}. */
    void paint(Graphics2D g);

    /** Headless: drives the scene with fixed steps and writes its files through {@code out}. */
    void render(SceneOutput out) throws IOException;

    /**
     * Window only: a Swing view that takes the canvas's place in the tab (and is then the only
     * thing there), or null to show the painted canvas and {@link #controls()}. Called once.
     */
    default JComponent view() {
        return null;
    }

    /** Window only: buttons and choices under the canvas, or null for none. */
    default JComponent controls() {
        return null;
    }

    /** Window only: a mouse press, drag or release in canvas coordinates. */
    default void mouse(MouseEvent e) {
    }

    /** Window only: called once per repaint while the scene's tab is shown, with real seconds. */
    default void frame(double deltaSeconds) {
    }

    /** Window only: the scene's tab was hidden; stop any work of its own. */
    default void hidden() {
    }
}
