package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GifWriterTest {
    private static BufferedImage frame(Color colour) {
        BufferedImage image = new BufferedImage(20, 10, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(colour);
        g.fillRect(0, 0, 20, 10);
        g.dispose();
        return image;
    }

    @Test
    void write_framesDelayAndLoopAreReadBack(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a.gif");
        List<BufferedImage> frames = new ArrayList<>(List.of(frame(Color.RED), frame(Color.GREEN), frame(Color.BLUE)));

        GifWriter.write(file, frames, 4);

        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            reader.setInput(in);
            assertThat(reader.getNumImages(true)).isEqualTo(3);
            IIOMetadataNode first = (IIOMetadataNode) reader.getImageMetadata(0)
                    .getAsTree("javax_imageio_gif_image_1.0");
            IIOMetadataNode control = (IIOMetadataNode) first.getElementsByTagName("GraphicControlExtension").item(0);
            assertThat(control.getAttribute("delayTime")).isEqualTo("4");
            IIOMetadataNode app = (IIOMetadataNode) first.getElementsByTagName("ApplicationExtension").item(0);
            assertThat(app.getAttribute("applicationID")).isEqualTo("NETSCAPE");
            assertThat((byte[]) app.getUserObject()).containsExactly(1, 0, 0);
            assertThat(new Color(reader.read(2).getRGB(5, 5))).isEqualTo(Color.BLUE);
        } finally {
            reader.dispose();
        }
    }

    @Test
    void write_noFrames_throws(@TempDir Path dir) {
        assertThatThrownBy(() -> GifWriter.write(dir.resolve("b.gif"), List.of(), 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("frames must not be empty");
    }
}
