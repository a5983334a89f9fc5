package dev.lilt.demo;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/** Writes an animated, endlessly looping GIF with the JDK's own GIF writer. */
final class GifWriter {
    /*
     * Design note. javax.imageio has a GIF writer but no animation options; both live in the
     * per-frame metadata tree (format javax_imageio_gif_image_1.0): GraphicControlExtension
     * carries the delay in hundredths of a second, and the NETSCAPE2.0 application extension on
     * the first frame carries the loop count (0 = forever). The writer quantises RGB frames to a
     * 256-colour palette itself.
     */
    private static final String FORMAT = "javax_imageio_gif_image_1.0";

    private GifWriter() {
    }

    static void write(Path file, List<BufferedImage> frames, int delayCentis) throws IOException {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("frames must not be empty");
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        Files.deleteIfExists(file);
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(stream);
            writer.prepareWriteSequence(null);
            for (int i = 0; i < frames.size(); i++) {
                BufferedImage frame = frames.get(i);
                IIOMetadata metadata = writer.getDefaultImageMetadata(
                        ImageTypeSpecifier.createFromRenderedImage(frame), writer.getDefaultWriteParam());
                configure(metadata, delayCentis, i == 0);
                writer.writeToSequence(new IIOImage(frame, null, metadata), writer.getDefaultWriteParam());
            }
            writer.endWriteSequence();
        } finally {
            writer.dispose();
        }
    }

    private static void configure(IIOMetadata metadata, int delayCentis, boolean first) throws IIOInvalidTreeException {
        IIOMetadataNode root = (IIOMetadataNode) metadata.getAsTree(FORMAT);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(delayCentis));
        control.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
            app.setAttribute("applicationID", "NETSCAPE");
            app.setAttribute("authenticationCode", "2.0");
            app.setUserObject(new byte[] {1, 0, 0});
            child(root, "ApplicationExtensions").appendChild(app);
        }
        metadata.setFromTree(FORMAT, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equals(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
