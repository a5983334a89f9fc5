package dev.lilt.bench.link;

import dev.lilt.bench.remote.RemoteSide;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardProtocolFamily;
import java.net.StandardSocketOptions;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.function.Consumer;

/**
 * The link's raw client for {@link dev.lilt.bench.remote.LoadRun}: a plain socket loop, one
 * connection, the link's {@code PUBLISH} frames written one per send and read back through a
 * 64 KiB buffer by one thread that hands each payload over. No hello, acknowledgement, routing or
 * delivery thread: the bytes of the link and none of its work.
 */
final class SocketSide implements RemoteSide {
    private final SocketAddress address;
    private final ServerSocketChannel server;
    private final SocketChannel client;
    private final SocketChannel accepted;
    private final String name;

    SocketSide(SocketAddress address) throws IOException {
        this.server = address instanceof UnixDomainSocketAddress
                ? ServerSocketChannel.open(StandardProtocolFamily.UNIX) : ServerSocketChannel.open();
        server.bind(address);
        this.address = server.getLocalAddress();
        this.client = SocketChannel.open(this.address);
        this.accepted = server.accept();
        if (this.address instanceof InetSocketAddress) {
            client.setOption(StandardSocketOptions.TCP_NODELAY, true);
        }
        this.name = "plain socket loop (" + (this.address instanceof UnixDomainSocketAddress ? "unix" : "tcp") + ")";
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void subscribe(String key, Consumer<byte[]> onMessage) {
        Thread reader = new Thread(() -> read(onMessage), "socket-side-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private void read(Consumer<byte[]> onMessage) {
        ByteBuffer in = ByteBuffer.allocate(64 * 1024).flip();
        try {
            while (true) {
                fill(in, 4);
                int size = in.getInt();
                fill(in, size);
                in.get(); // the frame type
                int keyLength = Short.toUnsignedInt(in.getShort());
                in.position(in.position() + keyLength);
                byte[] payload = new byte[size - 3 - keyLength];
                in.get(payload);
                onMessage.accept(payload);
            }
        } catch (IOException closed) {
            // the side was closed
        }
    }

    private void fill(ByteBuffer in, int bytes) throws IOException {
        if (in.remaining() >= bytes) {
            return;
        }
        in.compact();
        while (in.position() < bytes) {
            if (accepted.read(in) < 0) {
                throw new EOFException();
            }
        }
        in.flip();
    }

    @Override
    public void send(String key, byte[] payload) {
        byte[] keyBytes = key.getBytes(StandardCharsets.UTF_8);
        ByteBuffer frame = ByteBuffer.allocate(4 + 1 + 2 + keyBytes.length + payload.length);
        frame.putInt(frame.capacity() - 4).put((byte) 'P').putShort((short) keyBytes.length).put(keyBytes)
                .put(payload).flip();
        try {
            while (frame.hasRemaining()) {
                client.write(frame);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void flush() {
        // every send was written whole before it returned, and nothing answers
    }

    @Override
    public void close() {
        try {
            client.close();
            accepted.close();
            server.close();
            if (address instanceof UnixDomainSocketAddress) {
                Files.deleteIfExists(((UnixDomainSocketAddress) address).getPath());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
