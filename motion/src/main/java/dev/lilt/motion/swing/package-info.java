/**
 * Swing integration: a scheduler whose clock is a {@link javax.swing.Timer} on the event dispatch
 * thread. Using this package needs the {@code java.desktop} module at run time.
 */
package dev.lilt.motion.swing;
