package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.Ease;
import dev.lilt.motion.ManualMotionScheduler;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EasingGalleryTest {
    private final ManualMotionScheduler motions = new ManualMotionScheduler();
    private final EasingGallery gallery = new EasingGallery();

    @Test
    void start_createsOneMotionPerEase_plusTheClock() {
        gallery.start(motions);
        assertThat(motions.activeCount()).isEqualTo(Ease.values().length + 1);
    }

    @Test
    void linearCurve_passesThroughThePlotsCentre() {
        gallery.start(motions);
        BufferedImage image = Canvas.image(gallery);
        Rectangle unit = EasingGallery.unitBox(Ease.LINEAR.ordinal());

        assertThat(TestImages.hasColourNear(image, (int) unit.getCenterX(), (int) unit.getCenterY(), 1,
                EasingGallery.CURVE, 60)).isTrue();
    }

    @Test
    void linearCurve_startsBottomLeft_endsTopRight() {
        gallery.start(motions);
        BufferedImage image = Canvas.image(gallery);
        Rectangle unit = EasingGallery.unitBox(Ease.LINEAR.ordinal());

        assertThat(TestImages.hasColourNear(image, unit.x + 3, unit.y + unit.height - 3, 2, EasingGallery.CURVE, 60))
                .isTrue();
        assertThat(TestImages.hasColourNear(image, unit.x + unit.width - 3, unit.y + 3, 2, EasingGallery.CURVE, 60))
                .isTrue();
        assertThat(TestImages.hasColourNear(image, unit.x + 3, unit.y + 3, 2, EasingGallery.CURVE, 60)).isFalse();
    }

    @Test
    void dot_followsItsMotion_alongTheLinearCurve() {
        gallery.start(motions);
        motions.update(EasingGallery.LOOP_SECONDS * 0.25);
        BufferedImage image = Canvas.image(gallery);
        Rectangle unit = EasingGallery.unitBox(Ease.LINEAR.ordinal());

        int x = unit.x + unit.width / 4;
        int y = unit.y + unit.height * 3 / 4;
        assertThat(TestImages.hasColourNear(image, x, y, 1, EasingGallery.DOT, 40)).isTrue();
        assertThat(TestImages.hasColourNear(image, (int) unit.getCenterX(), (int) unit.getCenterY(), 2,
                EasingGallery.DOT, 40)).isFalse();
    }

    @Test
    void render_writesOneSheet(@TempDir Path dir) throws Exception {
        gallery.start(motions);
        SceneOutput out = TestImages.output(dir, motions);

        gallery.render(out);

        assertThat(out.written()).containsExactly(dir.resolve("easing-gallery.png"));
    }
}
