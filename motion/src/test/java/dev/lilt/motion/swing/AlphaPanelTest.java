package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.RepaintManager;
import org.junit.jupiter.api.Test;

/** Paints panels into images (Swing paints headless into a BufferedImage) and reads the pixels. */
class AlphaPanelTest {
    @Test
    void paint_atHalfAlpha_paintsBackgroundAndEachChildAtHalfOpacity() {
        int[] pixels = Edt.get(() -> {
            AlphaPanel panel = redPanelWithBlueChild();
            panel.setAlpha(0.5f);
            BufferedImage image = paint(panel);
            return new int[] {image.getRGB(2, 2), image.getRGB(15, 15)};
        });

        assertThat(alpha(pixels[0])).isCloseTo(128, within(1));
        assertThat(pixels[0] & 0xffffff).isEqualTo(0xff0000);
        // each primitive is composited at the alpha: the blue child lies at half opacity over the half-red background
        assertThat(alpha(pixels[1])).isCloseTo(192, within(1));
        assertThat(pixels[1] & 0xff).as("blue").isCloseTo(170, within(1));
        assertThat(pixels[1] >> 16 & 0xff).as("red").isCloseTo(85, within(1));
    }

    @Test
    void paint_atAlphaOne_isAPlainOpaquePanel_atZero_paintsNothing() {
        int[] pixels = Edt.get(() -> {
            AlphaPanel panel = redPanelWithBlueChild();
            int opaque = paint(panel).getRGB(2, 2);
            panel.setAlpha(0f);
            int invisible = paint(panel).getRGB(15, 15);
            return new int[] {opaque, invisible};
        });

        assertThat(pixels[0]).isEqualTo(0xffff0000);
        assertThat(pixels[1]).isZero();
    }

    @Test
    void nestedPanels_multiplyTheirAlphas() {
        int pixel = Edt.get(() -> {
            AlphaPanel outer = new AlphaPanel(new BorderLayout());
            AlphaPanel inner = new AlphaPanel(new BorderLayout());
            inner.setBackground(Color.GREEN);
            outer.setOpaque(false);
            outer.add(inner);
            outer.setSize(20, 20);
            outer.doLayout();
            outer.setAlpha(0.5f);
            inner.setAlpha(0.5f);
            return paint(outer).getRGB(10, 10);
        });

        assertThat(alpha(pixel)).isCloseTo(64, within(1));
    }

    @Test
    void translucent_isNotOpaque_andIsThePaintingOriginOfItsChildren() {
        boolean[] seen = Edt.get(() -> {
            AlphaPanel panel = new AlphaPanel();
            boolean opaqueAtOne = panel.isOpaque();
            boolean originAtOne = panel.isPaintingOrigin();
            panel.setAlpha(0.99f);
            return new boolean[] {opaqueAtOne, originAtOne, panel.isOpaque(), panel.isPaintingOrigin()};
        });

        assertThat(seen).containsExactly(true, false, false, true);
    }

    @Test
    void setAlpha_repaintsOnlyWhenItChanges() {
        List<JComponent> dirty = new ArrayList<>();
        RepaintManager previous = Edt.get(() -> RepaintManager.currentManager(null));
        Edt.run(() -> RepaintManager.setCurrentManager(new RepaintManager() {
            @Override
            public void addDirtyRegion(JComponent c, int x, int y, int w, int h) {
                dirty.add(c);
            }
        }));
        try {
            int[] counts = Edt.get(() -> {
                AlphaPanel panel = new AlphaPanel();
                panel.setSize(10, 10);
                dirty.clear();
                panel.setAlpha(0.5f);
                int afterChange = (int) dirty.stream().filter(c -> c == panel).count();
                panel.setAlpha(0.5f);
                return new int[] {afterChange, (int) dirty.stream().filter(c -> c == panel).count()};
            });
            assertThat(counts).containsExactly(1, 1);
        } finally {
            Edt.run(() -> RepaintManager.setCurrentManager(previous));
        }
    }

    @Test
    void setAlpha_outsideTheUnitRangeOrNaN_throwsAndKeepsTheAlpha() {
        AlphaPanel panel = Edt.get(AlphaPanel::new);
        for (float bad : new float[] {-0.01f, 1.01f, Float.NaN}) {
            assertThatThrownBy(() -> Edt.run(() -> panel.setAlpha(bad))).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("alpha must be in [0, 1]: " + bad);
        }
        assertThat(Edt.<Float>get(panel::getAlpha)).isEqualTo(1f);
    }

    private static AlphaPanel redPanelWithBlueChild() {
        AlphaPanel panel = new AlphaPanel(null);
        panel.setBackground(Color.RED);
        JPanel child = new JPanel();
        child.setBackground(Color.BLUE);
        child.setBounds(10, 10, 10, 10);
        panel.add(child);
        panel.setSize(20, 20);
        return panel;
    }

    private static BufferedImage paint(JComponent component) {
        BufferedImage image = new BufferedImage(component.getWidth(), component.getHeight(),
                BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            component.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    private static int alpha(int argb) {
        return argb >>> 24;
    }
}
