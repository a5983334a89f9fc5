package dev.lilt.pipe.link.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.link.LinkProtocolException;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Frames come out of the reader whole and in order, however the socket splits the bytes. */
class FrameReaderProperties {
    /** A channel that hands out {@code bytes} in reads of at most {@code chunk} bytes, then ends. */
    private static ReadableByteChannel chunked(byte[] bytes, int chunk) {
        ByteBuffer source = ByteBuffer.wrap(bytes);
        return new ReadableByteChannel() {
            @Override
            public int read(ByteBuffer into) {
                if (!source.hasRemaining()) {
                    return -1;
                }
                int n = Math.min(Math.min(chunk, source.remaining()), into.remaining());
                into.put(source.slice().limit(n));
                source.position(source.position() + n);
                return n;
            }

            @Override
            public boolean isOpen() {
                return true;
            }

            @Override
            public void close() {
            }
        };
    }

    @Property(tries = 300)
    void frames_comeOutWholeAndInOrder_forAnySplit(
            @ForAll @Size(min = 1, max = 20) List<@Size(max = 3000) List<Byte>> payloads,
            @ForAll @IntRange(min = 1, max = 70_000) int chunk) throws Exception {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        for (List<Byte> payload : payloads) {
            wire.write(Wire.message(Wire.PUBLISH, new byte[] {'k'}, bytes(payload)));
        }
        FrameReader reader = new FrameReader(chunked(wire.toByteArray(), chunk), "test", Wire.frameLimit(4000));
        for (List<Byte> payload : payloads) {
            ByteBuffer frame = reader.next();
            assertThat(frame.get()).isEqualTo(Wire.PUBLISH);
            assertThat(Wire.readName(frame, "test")).isEqualTo("k");
            assertThat(Wire.rest(frame)).isEqualTo(bytes(payload));
        }
        assertThatThrownBy(reader::next).isInstanceOf(EOFException.class);
    }

    @Example
    void frameLargerThanTheBuffer_isReadWhole() throws Exception {
        byte[] payload = new byte[200_000];
        Arrays.fill(payload, (byte) 7);
        FrameReader reader = new FrameReader(chunked(Wire.message(Wire.MESSAGE, new byte[] {'k'}, payload), 1000),
                "test", Wire.frameLimit(payload.length));
        ByteBuffer frame = reader.next();
        assertThat(frame.get()).isEqualTo(Wire.MESSAGE);
        Wire.readName(frame, "test");
        assertThat(Wire.rest(frame)).isEqualTo(payload);
    }

    @Example
    void lengthOutOfRange_isRefusedBeforeItsBody() {
        byte[] zero = ByteBuffer.allocate(4).putInt(0).array();
        assertThatThrownBy(() -> new FrameReader(chunked(zero, 4), "peer-a", 100).next())
                .isInstanceOf(LinkProtocolException.class)
                .hasMessage("bad frame from peer-a: frame length 0 is outside 1..100");
        byte[] huge = ByteBuffer.allocate(4).putInt(101).array();
        assertThatThrownBy(() -> new FrameReader(chunked(huge, 4), "peer-b", 100).next())
                .isInstanceOf(LinkProtocolException.class).hasMessageContaining("frame length 101");
    }

    private static byte[] bytes(List<Byte> list) {
        byte[] bytes = new byte[list.size()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = list.get(i);
        }
        return bytes;
    }
}
