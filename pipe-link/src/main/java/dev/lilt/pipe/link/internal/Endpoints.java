package dev.lilt.pipe.link.internal;

import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardProtocolFamily;
import java.net.StandardSocketOptions;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;

/** Opens the link's sockets, TCP or Unix domain, and names their peers. */
final class Endpoints {
    /*
     * Design note.
     *
     * A Unix domain listener leaves its socket file behind when its process is killed, and
     * binding that path again fails. Before giving up, bind() dials the path: a refused
     * connection means nobody listens there, so the file is stale and is replaced; an accepted one
     * means another listener owns it, and the bind fails with that reason.
     */

    private Endpoints() {
    }

    static ServerSocketChannel listen(SocketAddress address) throws IOException {
        if (address instanceof UnixDomainSocketAddress) {
            UnixDomainSocketAddress unix = (UnixDomainSocketAddress) address;
            try {
                return bind(ServerSocketChannel.open(StandardProtocolFamily.UNIX), unix);
            } catch (BindException e) {
                if (!Files.exists(unix.getPath()) || someoneListens(unix)) {
                    throw e;
                }
                Files.deleteIfExists(unix.getPath());
                return bind(ServerSocketChannel.open(StandardProtocolFamily.UNIX), unix);
            }
        }
        return bind(ServerSocketChannel.open(), address);
    }

    private static ServerSocketChannel bind(ServerSocketChannel server, SocketAddress address) throws IOException {
        try {
            return server.bind(address);
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    private static boolean someoneListens(UnixDomainSocketAddress address) {
        try (SocketChannel probe = SocketChannel.open(address)) {
            return probe.isConnected();
        } catch (IOException e) {
            return false;
        }
    }

    static SocketChannel connect(SocketAddress address) throws IOException {
        SocketChannel channel = SocketChannel.open(address);
        configure(channel);
        return channel;
    }

    static void configure(SocketChannel channel) throws IOException {
        if (channel.getRemoteAddress() instanceof InetSocketAddress) {
            // frames are whole messages already batched by the writer: no reason to wait for more
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
        }
    }

    /** The bound address (with the port the system chose, for port 0). */
    static SocketAddress boundAddress(ServerSocketChannel server) throws IOException {
        return server.getLocalAddress();
    }

    /** Text naming an accepted peer: its address for TCP, the listener's path and a number for Unix. */
    static String peerName(SocketChannel channel, SocketAddress listening, long number) throws IOException {
        SocketAddress remote = channel.getRemoteAddress();
        if (remote instanceof InetSocketAddress) {
            return remote.toString();
        }
        return "unix:" + ((UnixDomainSocketAddress) listening).getPath() + "#" + number;
    }

    /** Text naming the listener a connector dials. */
    static String name(SocketAddress address) {
        if (address instanceof UnixDomainSocketAddress) {
            return "unix:" + ((UnixDomainSocketAddress) address).getPath();
        }
        return address.toString();
    }

    /** Removes a Unix domain listener's socket file; nothing for TCP. */
    static void release(SocketAddress bound) {
        if (bound instanceof UnixDomainSocketAddress) {
            try {
                Files.deleteIfExists(((UnixDomainSocketAddress) bound).getPath());
            } catch (IOException e) {
                // left behind: the next listener on that path replaces a stale file
            }
        }
    }
}
