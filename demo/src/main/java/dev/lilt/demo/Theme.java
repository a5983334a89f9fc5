package dev.lilt.demo;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.fonts.inter.FlatInterFont;
import com.formdev.flatlaf.fonts.jetbrains_mono.FlatJetBrainsMonoFont;
import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.util.Map;
import javax.swing.UIManager;

/**
 * The window's look: FlatLaf's dark theme, its colours moved onto the scenes' palette
 * ({@link Canvas}) so that the tabs, buttons and tables sit on the same dark as the canvases, and
 * the fonts the canvases draw with (Inter, JetBrains Mono). Window only: headless output never
 * touches Swing's look and feel.
 */
final class Theme {
    /** The window's size when the screen has room for it, pixels. */
    static final Dimension PREFERRED = new Dimension(1280, 820);

    private Theme() {
    }

    /** Installs the look and feel; call on the event dispatch thread before making components. */
    static void install() {
        FlatInterFont.install();
        FlatJetBrainsMonoFont.install();
        FlatLaf.setPreferredFontFamily(FlatInterFont.FAMILY);
        FlatLaf.setPreferredMonospacedFontFamily(FlatJetBrainsMonoFont.FAMILY);
        FlatLaf.setGlobalExtraDefaults(Map.of(
                "@background", hex(Canvas.BACKGROUND),
                "@foreground", hex(Canvas.TEXT),
                "@accentColor", hex(Canvas.ACCENT)));
        FlatDarkLaf.setup();
        UIManager.put("TabbedPane.showTabSeparators", true);
        UIManager.put("TabbedPane.tabHeight", 34);
        UIManager.put("TabbedPane.selectedBackground", Canvas.PANEL);
        UIManager.put("Table.alternateRowColor", Canvas.PANEL);
        UIManager.put("Table.showHorizontalLines", false);
        UIManager.put("ScrollBar.showButtons", false);
        UIManager.put("SplitPaneDivider.style", "plain");
    }

    /** The window's size: at least the packed size, {@link #PREFERRED} if larger, within the screen. */
    static Dimension windowSize(Dimension packed, GraphicsConfiguration screen) {
        Rectangle bounds = screen.getBounds();
        Insets insets = Toolkit.getDefaultToolkit().getScreenInsets(screen);
        int maxW = bounds.width - insets.left - insets.right;
        int maxH = bounds.height - insets.top - insets.bottom;
        return new Dimension(Math.min(maxW, Math.max(packed.width, PREFERRED.width)),
                Math.min(maxH, Math.max(packed.height, PREFERRED.height)));
    }

    private static String hex(java.awt.Color c) {
        return String.format(java.util.Locale.ROOT, "#%06x", c.getRGB() & 0xffffff);
    }
}
